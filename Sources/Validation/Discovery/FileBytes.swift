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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: currentReason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
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
