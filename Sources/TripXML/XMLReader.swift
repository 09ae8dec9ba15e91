import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads XML safely through libxml2's SAX2 push parser and hands the content to a handler, with
/// every element and attribute positioned by line and UTF-8 column.
///
/// Safe on untrusted input: no network (`XML_PARSE_NONET`), no DTD or external entity loading, no
/// entity expansion (any DOCTYPE internal subset or declaration is refused), only the five
/// predefined entities and character references, a bounded nesting depth, NUL bytes refused, and
/// libxml2's own messages captured into `XMLError` instead of printed. Input is fed in chunks, so
/// memory stays proportional to what the handler keeps, not to the file.
public enum XMLReader {
    /// Limits for one read.
    public struct Options: Sendable {
        /// The deepest element nesting accepted; the root element is depth 1. At most 1000.
        public var maxDepth: Int

        public init(maxDepth: Int = 512) {
            self.maxDepth = min(maxDepth, Limits.libxml2MaxDepth - 24)
        }
    }

    /// Reads a file.
    ///
    /// - Parameters:
    ///   - path: The file; it also names the file in every location.
    ///   - handler: Receives the content.
    ///   - options: Limits.
    /// - Throws: `XMLError`, or whatever the handler throws.
    public static func read<Handler: XMLContentHandler>(
        contentsOf path: String, handler: inout Handler, options: Options = Options()
    ) throws {
        let file = try InputFile(path: path)
        defer { file.closeFile() }
        var first = [UInt8](repeating: 0, count: Limits.chunkSize)
        let firstCount = try file.readChunk(into: &first)
        first.removeSubrange(firstCount...)
        let encoding = try first.withUnsafeBytes { try XMLInputEncoding.detect($0, file: path) }
        switch encoding {
        case .utf8(let skip):
            let session = Session(handler: handler, file: path, options: options)
            defer { handler = session.handler }
            try session.begin()
            try first.withUnsafeBytes { try session.feed(UnsafeRawBufferPointer(rebasing: $0.dropFirst(skip))) }
            var chunk = [UInt8](repeating: 0, count: Limits.chunkSize)
            while true {
                let count = try file.readChunk(into: &chunk)
                if count == 0 { break }
                try chunk.withUnsafeBytes { try session.feed(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
            }
            try session.finish()
        case .utf16, .latin1:
            var all = first
            var chunk = [UInt8](repeating: 0, count: Limits.chunkSize)
            while true {
                let count = try file.readChunk(into: &chunk)
                if count == 0 { break }
                all.append(contentsOf: chunk[..<count])
            }
            let utf8 = try all.withUnsafeBytes { try encoding.transcode($0, file: path) }
            try utf8.withUnsafeBytes { try parseUTF8($0, file: path, handler: &handler, options: options) }
        }
    }

    /// Reads a document held in memory.
    ///
    /// - Parameters:
    ///   - buffer: The document's bytes, in any encoding `XMLInputEncoding` detects.
    ///   - file: The name to put in locations (may be empty).
    ///   - handler: Receives the content.
    ///   - options: Limits.
    /// - Throws: `XMLError`, or whatever the handler throws.
    public static func read<Handler: XMLContentHandler>(
        buffer: UnsafeRawBufferPointer, file: String, handler: inout Handler, options: Options = Options()
    ) throws {
        let encoding = try XMLInputEncoding.detect(UnsafeRawBufferPointer(rebasing: buffer.prefix(512)), file: file)
        if case .utf8(let skip) = encoding {
            try parseUTF8(UnsafeRawBufferPointer(rebasing: buffer.dropFirst(skip)), file: file,
                          handler: &handler, options: options)
        } else {
            let utf8 = try encoding.transcode(buffer, file: file)
            try utf8.withUnsafeBytes { try parseUTF8($0, file: file, handler: &handler, options: options) }
        }
    }

    /// Reads a document held in memory; see `read(buffer:file:handler:options:)`.
    public static func read<Handler: XMLContentHandler>(
        bytes: [UInt8], file: String, handler: inout Handler, options: Options = Options()
    ) throws {
        try bytes.withUnsafeBytes { try read(buffer: $0, file: file, handler: &handler, options: options) }
    }

    private static func parseUTF8<Handler: XMLContentHandler>(
        _ buffer: UnsafeRawBufferPointer, file: String, handler: inout Handler, options: Options
    ) throws {
        let session = Session(handler: handler, file: file, options: options)
        defer { handler = session.handler }
        try session.begin()
        var start = 0
        while start < buffer.count {
            let end = min(buffer.count, start + Limits.chunkSize)
            try session.feed(UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
            start = end
        }
        try session.finish()
    }

    enum Limits {
        static let chunkSize = 256 * 1024
        static let libxml2MaxDepth = 1024
    }
}

/// A file opened for reading with POSIX calls, refusing directories and other non-regular files.
private struct InputFile {
    let descriptor: Int32
    let path: String

    init(path: String) throws {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw XMLError.unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw XMLError.unreadable(file: path, reason: reason)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            let what = (status.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file"
            throw XMLError.unreadable(file: path, reason: what)
        }
        self.descriptor = descriptor
    }

    /// Fills `buffer` as far as it can; returns the byte count, 0 at the end of the file.
    func readChunk(into buffer: inout [UInt8]) throws -> Int {
        var total = 0
        while total < buffer.count {
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + total, raw.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw XMLError.unreadable(file: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
        }
        return total
    }

    func closeFile() {
        _ = close(descriptor)
    }
}
