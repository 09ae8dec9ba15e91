#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered reads and writes on file descriptors, retrying interrupted and partial calls.
package enum FileDescriptorIO {
    /// Writes every byte with `write(2)`, retrying after `EINTR` and partial writes.
    ///
    /// - Returns: Whether everything was written (false when the reader went away).
    @discardableResult
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
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
    package static func readAvailable(_ descriptor: Int32, limit: Int = 256) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
            return nil
        }
    }

    /// Reads to the end of input, waiting with `poll(2)` when the descriptor is non-blocking and has
    /// nothing yet (a terminal or pipe another program left in `O_NONBLOCK` mode).
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - limit: The most bytes wanted: reading stops once more than this many have come, so an
    ///     endless input (`yes |`) costs at most the limit and one read.
    /// - Returns: Every byte (more than `limit` when the input is longer), or `nil` after an error
    ///   other than `EINTR`/`EAGAIN`.
    package static func readToEnd(_ descriptor: Int32, limit: Int = .max) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer.prefix(count)
                if bytes.count > limit { return bytes }
            } else if count == 0 {
                return bytes
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&request, 1, -1) < 0, errno != EINTR { return nil }
            } else if errno != EINTR {
                return nil
            }
        }
    }

    /// Reads one line, a byte at a time so nothing past its newline is taken from the descriptor
    /// (the next reader, or the next line, finds it there).
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - limit: The most bytes kept; the rest of a longer line is read and dropped.
    /// - Returns: The line without its newline, or `nil` at the end of input (or after an error)
    ///   with nothing read.
    package static func readLine(_ descriptor: Int32, limit: Int) -> [UInt8]? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        var readAny = false
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 {
                readAny = true
                if byte == 0x0A { return line }
                if line.count < limit { line.append(byte) }
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&request, 1, -1) < 0, errno != EINTR { return readAny ? line : nil }
            } else {
                return readAny ? line : nil
            }
        }
    }
}
