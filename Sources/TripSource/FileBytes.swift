#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files with POSIX calls, refusing directories and other non-regular files with a reason a
/// user can act on.
public final class FileBytes {
    /// Why a file could not be read (`strerror` text, or "it is a directory").
    public struct Failure: Error, Equatable, Sendable {
        public let path: String
        public let reason: String
    }

    private let descriptor: Int32
    public let path: String

    /// Opens a regular file for reading.
    ///
    /// - Throws: `Failure` when it cannot be opened or is not a regular file.
    public init(path: String) throws {
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
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `buffer.count` bytes (fewer only at the end of the file).
    ///
    /// - Returns: How many bytes were read; 0 at the end of the file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        var total = 0
        while total < buffer.count {
            let count = Glibc.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
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
    public func readToEnd() throws -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBytes { buffer throws in try read(into: buffer) }
            if count == 0 { return result }
            result.append(contentsOf: chunk[..<count])
        }
    }

    /// The whole file.
    public static func contents(ofFile path: String) throws -> [UInt8] {
        let file = try FileBytes(path: path)
        return try file.readToEnd()
    }

    /// The first `count` bytes of a file (fewer when the file is shorter).
    public static func prefix(ofFile path: String, count: Int) throws -> [UInt8] {
        let file = try FileBytes(path: path)
        var buffer = [UInt8](repeating: 0, count: count)
        let read = try buffer.withUnsafeMutableBytes { raw throws in try file.read(into: raw) }
        buffer.removeSubrange(read...)
        return buffer
    }
}
