#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)`, named apart from `FileBytes.read`.
private let systemRead = read

/// Reads whole files with the C library, so a failure says why in the system's words
/// ("No such file or directory", "Is a directory").
enum FileBytes {
    /// A file that could not be read, with the system's reason.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// The bytes of a file.
    ///
    /// Calls `open(2)`, `fstat(2)` and `read(2)`.
    ///
    /// - Parameter path: The file.
    /// - Returns: Its bytes.
    /// - Throws: `Failure` with the system's reason.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: currentReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: currentReason()) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw Failure(reason: String(cString: strerror(EISDIR))) }
        // Read straight into an array one byte longer than fstat says, so that the read that finds
        // the end needs no more room; keep reading in case the file grew.
        var bytes = [UInt8](repeating: 0, count: max(0, Int(status.st_size)) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: 64 * 1024))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: currentReason())
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
        }
    }

    /// Whether something exists at a path (`stat(2)` succeeds).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    private static func currentReason() -> String {
        String(cString: strerror(errno))
    }
}
