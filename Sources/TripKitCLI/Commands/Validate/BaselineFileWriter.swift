import CommandLineKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the file `--write-baseline` names: to a temporary file beside it, then renamed over it,
/// so a reader never sees half a baseline and a failed write leaves the old one in place.
enum BaselineFileWriter {
    /// Writes text to a file, replacing it (`open(2)`, `write(2)`, `close(2)`, `rename(2)`).
    ///
    /// - Parameters:
    ///   - text: The whole contents.
    ///   - path: The file, absolute.
    ///   - shownAs: The path messages name.
    /// - Throws: `BaselineWriteFailure` naming the system's reason.
    static func write(_ text: String, to path: String, shownAs: String) throws(BaselineWriteFailure) {
        let temporary = path + ".tripkit-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw BaselineWriteFailure(path: shownAs, errorNumber: errno)
        }
        var problem: Int32?
        if !FileDescriptorIO.writeAll(descriptor, Array(text.utf8)) { problem = errno }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if problem == nil, rename(temporary, path) != 0 { problem = errno }
        if let problem {
            unlink(temporary)
            throw BaselineWriteFailure(path: shownAs, errorNumber: problem)
        }
    }
}

/// The baseline file could not be written (exit 74).
struct BaselineWriteFailure: CommandFailure {
    let path: String
    let reason: String
    var exitCode: ExitCode { .cannotWrite }
    var message: String { "cannot write the baseline \(path): \(reason)" }

    init(path: String, errorNumber: Int32) {
        self.path = path
        self.reason = String(cString: strerror(errorNumber))
    }
}
