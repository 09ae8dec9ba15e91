import CommandLineKit
import TripSource

/// Writes the file `--write-baseline` names: to a temporary file beside it, then renamed over it,
/// so a reader never sees half a baseline and a failed write leaves the old one in place.
enum BaselineFileWriter {
    /// Writes text to a file, replacing it (`FileBytes.replace(contentsOfFile:with:)`).
    ///
    /// - Parameters:
    ///   - text: The whole contents.
    ///   - path: The file, absolute.
    ///   - shownAs: The path messages name.
    /// - Throws: `BaselineWriteFailure` naming the system's reason.
    static func write(_ text: String, to path: String, shownAs: String) throws(BaselineWriteFailure) {
        do {
            try FileBytes.replace(contentsOfFile: path, with: Array(text.utf8))
        } catch {
            throw BaselineWriteFailure(path: shownAs, reason: error.reason)
        }
    }
}

/// The baseline file could not be written (exit 74).
struct BaselineWriteFailure: CommandFailure {
    let path: String
    let reason: String
    var exitCode: ExitCode { .cannotWrite }
    var message: String { "cannot write the baseline \(path): \(reason)" }
}
