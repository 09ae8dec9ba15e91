#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripSource

/// One output stream of a command (standard output or standard error) and what it is connected to.
///
/// Commands write through this, never with `print`, so tests capture what they write in-process.
package struct ConsoleStream: Sendable {
    /// Whether the stream is a terminal.
    package let isTerminal: Bool
    /// The width to wrap text to: the terminal's columns, or 80 when it is not a terminal.
    package let width: Int
    /// Whether styles turn into escape sequences (see `ColorPolicy`).
    package let usesColor: Bool
    private let sink: @Sendable ([UInt8]) -> Void
    private let failure: WriteFailure

    /// A stream that hands text to `sink`.
    ///
    /// Bytes written with `write(bytes:)` reach it decoded as UTF-8 (invalid sequences replaced);
    /// use `init(isTerminal:width:usesColor:byteSink:)` to receive them as they are.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether it is a terminal.
    ///   - width: The wrapping width.
    ///   - usesColor: Whether styles are rendered.
    ///   - sink: Receives every write.
    package init(isTerminal: Bool, width: Int, usesColor: Bool, sink: @escaping @Sendable (String) -> Void) {
        self.init(isTerminal: isTerminal, width: width, usesColor: usesColor) { bytes in
            sink(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A stream that hands every write to `byteSink` as bytes: text as UTF-8, and binary output
    /// (a binary property list written to standard output) unchanged.
    package init(isTerminal: Bool, width: Int, usesColor: Bool, byteSink: @escaping @Sendable ([UInt8]) -> Void) {
        self.isTerminal = isTerminal
        self.width = width
        self.usesColor = usesColor
        self.sink = byteSink
        self.failure = WriteFailure()
    }

    /// A stream whose sink can fail: it returns the `errno` of a failed write, or `nil`.
    ///
    /// After the first failure nothing more is handed to the sink, and `writeFailure` tells it.
    init(isTerminal: Bool, width: Int, usesColor: Bool, failingSink: @escaping @Sendable ([UInt8]) -> Int32?) {
        let failure = WriteFailure()
        self.isTerminal = isTerminal
        self.width = width
        self.usesColor = usesColor
        self.failure = failure
        self.sink = { text in
            guard failure.code == nil else { return }
            if let code = failingSink(text) { failure.record(code) }
        }
    }

    /// Writes text as it is; add the line break yourself.
    package func write(_ text: String) {
        sink(Array(text.utf8))
    }

    /// Writes bytes as they are, for output that is not text.
    package func write(bytes: [UInt8]) {
        sink(bytes)
    }

    /// The `errno` of the first write that failed (`ENOSPC` on a full disk or `/dev/full`, `EPIPE`
    /// when the reader went away), or `nil` while every write has succeeded.
    package var writeFailure: Int32? { failure.code }

    /// The text in a style when the stream uses colour, otherwise unchanged.
    package func styled(_ text: String, _ style: TextStyle) -> String {
        style.apply(to: text, enabled: usesColor)
    }
}

extension ConsoleStream {
    /// A stream that writes to a file descriptor, wrapping to the terminal's width when it is one.
    ///
    /// - Parameters:
    ///   - descriptor: The file descriptor (1 or 2).
    ///   - environment: Decides colour with `ColorPolicy`.
    package static func fileDescriptor(_ descriptor: Int32, environment: [String: String]) -> ConsoleStream {
        let isTerminal = isatty(descriptor) == 1
        let width = isTerminal ? (TerminalSize.of(descriptor)?.columns ?? 80) : 80
        return ConsoleStream(
            isTerminal: isTerminal, width: width,
            usesColor: ColorPolicy.allowsColor(isTerminal: isTerminal, environment: environment)
        ) { bytes in
            FileDescriptorIO.writeAll(descriptor, bytes) ? nil : errno
        }
    }
}

/// The first failed write of a stream, shared by its copies.
private final class WriteFailure: Sendable {
    private let first = Locked<Int32?>(nil)

    var code: Int32? { first.withLock { $0 } }

    func record(_ code: Int32) {
        first.withLock { if $0 == nil { $0 = code } }
    }
}
