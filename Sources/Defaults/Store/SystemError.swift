#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its name and `errno`, with the C library's text for it.
struct SystemError: Error, Equatable {
    /// The call that failed, such as `"open"`.
    let call: String
    /// The `errno` it left.
    let code: Int32

    /// The current `errno` for a call that just failed.
    static func last(_ call: String) -> SystemError {
        SystemError(call: call, code: errno)
    }

    /// `strerror(code)`: "Permission denied", "No such file or directory".
    var reason: String {
        String(cString: strerror(code))
    }
}

/// Thin wrappers over the POSIX calls the store makes, each retried when a signal interrupts it.
enum SystemCall {
    /// Runs a call that returns -1 with `errno` set, again while it fails with `EINTR`.
    ///
    /// - Returns: What the call returned, or -1 with `errno` set.
    static func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result == -1, errno == EINTR { continue }
            return result
        }
    }

    /// Writes every byte to a descriptor (`write(2)`, repeated until all is written).
    ///
    /// - Throws: `SystemError` for `write`.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemError) {
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = retrying { write(descriptor, buffer.baseAddress! + written, buffer.count - written) }
                if count < 0 { return errno }
                written += count
            }
            return nil
        }
        if let failure { throw SystemError(call: "write", code: failure) }
    }

    /// Reads a descriptor to its end (`read(2)` in chunks).
    ///
    /// - Parameter sizeHint: The expected size (from `fstat`), to read in one allocation.
    /// - Throws: `SystemError` for `read`.
    static func readAll(_ descriptor: Int32, sizeHint: Int) throws(SystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                retrying { read(descriptor, buffer.baseAddress! + filled, buffer.count - filled) }
            }
            if count < 0 { throw SystemError.last("read") }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
