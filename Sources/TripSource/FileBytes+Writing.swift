#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// Writes a whole file with POSIX calls, replacing it: to a temporary file beside it, then
    /// renamed over it, so a reader never sees half of it and a failed write leaves the old one
    /// in place. A directory at the path is refused with "it is a directory", as reading it is.
    ///
    /// Calls `stat(2)`, `open(2)`, `write(2)`, `close(2)` and `rename(2)` (`unlink(2)` on failure).
    ///
    /// - Parameters:
    ///   - bytes: The whole contents.
    ///   - path: The file.
    ///   - mode: The permissions of a new file.
    /// - Throws: `Failure` with the system's reason (`strerror` text).
    package static func replace(contentsOfFile path: String, with bytes: [UInt8], mode: mode_t = 0o644) throws(Failure) {
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(path: path, reason: "it is a directory")
        }
        let temporary = path + ".tripkit-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        var problem: Int32?
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    problem = errno
                    return
                }
                written += count
            }
        }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if problem == nil, rename(temporary, path) != 0 { problem = errno }
        if let problem {
            unlink(temporary)
            throw Failure(path: path, reason: String(cString: strerror(problem)))
        }
    }
}
