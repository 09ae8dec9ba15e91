#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)`, named apart from `FileBytes.read(into:)`.
private let systemRead = read

/// Reads files with POSIX calls, refusing directories and other non-regular files with a reason a
/// user can act on.
package final class FileBytes {
    /// Why a file could not be read (`strerror` text, or "it is a directory").
    package struct Failure: Error, Equatable, Sendable {
        package let path: String
        package let reason: String
    }

    private let descriptor: Int32
    /// The file's size when it was opened (`st_size`), the room `readToEnd` starts with.
    private let openedSize: Int
    package let path: String

    /// Opens a regular file for reading.
    ///
    /// Calls `open(2)` and `fstat(2)`.
    ///
    /// - Throws: `Failure` when it cannot be opened or is not a regular file.
    package init(path: String) throws(Failure) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(path: path, reason: reason)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            let what = (status.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file"
            throw Failure(path: path, reason: what)
        }
        self.descriptor = descriptor
        openedSize = max(0, Int(status.st_size))
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `buffer.count` bytes (fewer only at the end of the file).
    ///
    /// Calls `read(2)`, again after `EINTR` and after a short read.
    ///
    /// - Returns: How many bytes were read; 0 at the end of the file.
    /// - Throws: `Failure` with the system's reason.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        while total < buffer.count {
            let count = systemRead(descriptor, base + total, buffer.count - total)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
        }
        return total
    }

    /// Reads the rest of the file.
    ///
    /// Reads straight into uninitialised room one byte longer than the size `fstat` gave, so that a
    /// file read from its start takes one allocation, no zero-filling, and the read that finds the
    /// end needs no more room; a file that grew meanwhile is read on to its new end.
    ///
    /// - Returns: The bytes from the current position to the end.
    /// - Throws: `Failure` with the system's reason.
    package func readToEnd() throws(Failure) -> [UInt8] {
        let capacity = openedSize + 1
        // The initializer rethrows untyped errors: carry the typed one out in a Result.
        var first: Result<Int, Failure> = .success(0)
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            first = Result { () throws(Failure) in try read(into: UnsafeMutableRawBufferPointer(buffer)) }
            count = (try? first.get()) ?? 0
        }
        _ = try first.get()
        var full = bytes.count == capacity
        while full {
            let start = bytes.count, chunk = 1 << 16
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let read = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(Failure) in try self.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...])) }
            }
            let count = try read.get()
            bytes.removeSubrange((start + count)...)
            full = count == chunk
        }
        return bytes
    }

    /// The whole file.
    ///
    /// - Parameter path: The file.
    /// - Returns: Its bytes.
    /// - Throws: `Failure` when it cannot be opened, is not a regular file, or a read fails.
    package static func contents(ofFile path: String) throws(Failure) -> [UInt8] {
        let file = try FileBytes(path: path)
        return try file.readToEnd()
    }

    /// The whole file, when it is no larger than a limit.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - maxSize: The most bytes accepted (`InputLimit.fileSize`); the size is checked before
    ///     anything is read, and the read stops there if the file grows meanwhile.
    /// - Returns: Its bytes.
    /// - Throws: `Failure` as `contents(ofFile:)` does, and when the file is larger than `maxSize`,
    ///   with a reason naming the limit.
    public static func contents(ofFile path: String, maxSize: Int) throws(Failure) -> [UInt8] {
        let file = try FileBytes(path: path)
        guard file.openedSize <= maxSize else {
            throw Failure(path: path, reason: "the file is \(file.openedSize) bytes: " + InputLimit.fileSize.exceeded(maxSize))
        }
        let bytes = try file.readToEnd()
        guard bytes.count <= maxSize else {
            throw Failure(path: path, reason: "the file grew past " + InputLimit.fileSize.exceeded(maxSize))
        }
        return bytes
    }

    /// The first `count` bytes of a file (fewer when the file is shorter).
    ///
    /// - Throws: `Failure` when it cannot be opened, is not a regular file, or a read fails.
    package static func prefix(ofFile path: String, count: Int) throws(Failure) -> [UInt8] {
        let file = try FileBytes(path: path)
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { raw in Result { () throws(Failure) in try file.read(into: raw) } }
        buffer.removeSubrange(try read.get()...)
        return buffer
    }

    /// Whether something (a file, a folder, anything) exists at a path: `stat(2)` succeeds.
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// The absolute path a path leads to, every symbolic link and `.`/`..` resolved, or `nil` when
    /// it leads nowhere (a dangling link, a path too long).
    ///
    /// Calls `realpath(3)`.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a path leads, once every link is resolved, to a place inside a folder (or to the
    /// folder itself), the folder's own links resolved too. A path that leads nowhere lies in no
    /// folder.
    ///
    /// - Parameters:
    ///   - path: The path, absolute or relative to the process's working directory.
    ///   - folder: The folder.
    package static func leads(_ path: String, inside folder: String) -> Bool {
        guard let resolved = resolvedPath(path), let root = resolvedPath(folder) else { return false }
        return Paths.lies(resolved, inside: root)
    }
}
