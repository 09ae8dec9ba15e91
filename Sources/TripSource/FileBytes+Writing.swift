#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// Writes a whole file with POSIX calls, replacing it: to a temporary file beside it, flushed to
    /// disk, then renamed over it, so a reader never sees half of it, a failed write leaves the old
    /// one in place, and once this returns the new contents survive a crash. A file that exists
    /// keeps its permissions. A directory at the path is refused with "it is a directory", as
    /// reading it is.
    ///
    /// Calls `stat(2)`, `open(2)`, `write(2)`, `fchmod(2)`, `fsync(2)`, `close(2)` and `rename(2)`
    /// (`unlink(2)` on failure), then `fsync(2)` on the directory.
    ///
    /// - Parameters:
    ///   - bytes: The whole contents.
    ///   - path: The file.
    ///   - mode: The permissions of a new file.
    /// - Throws: `Failure` with the system's reason (`strerror` text).
    package static func replace(contentsOfFile path: String, with bytes: [UInt8], mode: mode_t = 0o644) throws(Failure) {
        var status = stat()
        var existingPermissions: mode_t?
        if stat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { throw Failure(path: path, reason: "it is a directory") }
            existingPermissions = status.st_mode & 0o7777
        }
        let temporary = path + ".tripkit-\(getpid()).tmp"
        // A new file gets `mode` less the umask; a replaced one keeps its own permissions.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, existingPermissions == nil ? mode : 0o600)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        var problem: Int32?
        if let existingPermissions, fchmod(descriptor, existingPermissions) != 0 { problem = errno }
        if problem == nil { writeAll(bytes, to: descriptor, problem: &problem) }
        if problem == nil, fsync(descriptor) != 0 { problem = errno }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if problem == nil, rename(temporary, path) != 0 { problem = errno }
        if let problem {
            unlink(temporary)
            throw Failure(path: path, reason: String(cString: strerror(problem)))
        }
        // The rename is durable once the directory's entries are on disk; a directory that cannot
        // be opened for this (no read permission) still holds the new file.
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let directory = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Writes every byte, retrying after `EINTR`; a failure's `errno` goes to `problem`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, problem: inout Int32?) {
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        problem = failure
    }
}
