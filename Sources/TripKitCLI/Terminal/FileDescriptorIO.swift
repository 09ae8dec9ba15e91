#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered reads and writes on file descriptors, retrying interrupted and partial calls.
enum FileDescriptorIO {
    /// Writes every byte with `write(2)`, retrying after `EINTR` and partial writes.
    ///
    /// - Returns: Whether everything was written (false when the reader went away).
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads what is available with `read(2)`, up to `limit` bytes.
    ///
    /// - Returns: The bytes (empty at end of input), or `nil` after an error other than `EINTR`/`EAGAIN`.
    static func readAvailable(_ descriptor: Int32, limit: Int = 256) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
            return nil
        }
    }
}
