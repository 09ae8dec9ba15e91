internal import CLibXML2
import TripSource

/// Reads XML safely through libxml2's SAX2 push parser and hands the content to a handler, with
/// every element and attribute positioned by line and UTF-8 column.
///
/// Safe on untrusted input: no network (`XML_PARSE_NONET`), no DTD or external entity loading, no
/// entity expansion (any DOCTYPE internal subset or declaration is refused), only the five
/// predefined entities and character references, a bounded nesting depth, NUL bytes refused, and
/// libxml2's own messages captured into `XMLError` instead of printed. A UTF-8 file is fed in chunks,
/// so memory stays proportional to what the handler keeps, not to the file; UTF-16 and ISO-8859-1
/// files are read whole and transcoded to UTF-8 first.
public enum XMLReader {
    /// Limits for one read.
    public struct Options: Sendable {
        /// The deepest element nesting accepted; the root element is depth 1. At most 1000 (232 when built
        /// with libxml2 2.12 or later, whose own limit is fixed at 256).
        public var maxDepth: Int
        /// The most attributes one start tag may have (`InputLimit.attributesPerElement`); checked
        /// before libxml2 sees the tag, whose check of attribute names is pairwise.
        public var maxAttributesPerElement: Int
        /// The longest element or attribute name accepted, in UTF-8 bytes (`InputLimit.nameLength`).
        public var maxNameLength: Int
        /// The longest attribute value accepted, in UTF-8 bytes as written (`InputLimit.valueLength`).
        public var maxValueLength: Int

        public init(maxDepth: Int = InputLimit.nestingDepth.defaultValue,
                    maxAttributesPerElement: Int = InputLimit.attributesPerElement.defaultValue,
                    maxNameLength: Int = InputLimit.nameLength.defaultValue,
                    maxValueLength: Int = InputLimit.valueLength.defaultValue) {
            self.maxDepth = min(maxDepth, Limits.libxml2MaxDepth - 24)
            self.maxAttributesPerElement = maxAttributesPerElement
            self.maxNameLength = maxNameLength
            self.maxValueLength = maxValueLength
        }
    }

    /// Reads a file.
    ///
    /// - Parameters:
    ///   - path: The file; it also names the file in every location.
    ///   - handler: Receives the content.
    ///   - options: Limits.
    /// - Throws: `XMLError`, or whatever the handler throws.
    @inlinable
    public static func read<Handler: XMLContentHandler>(
        contentsOf path: String, handler: inout Handler, options: Options = Options()
    ) throws {
        try withUnsafeMutablePointer(to: &handler) { try read(contentsOf: path, events: XMLEventSink($0), options: options) }
    }

    /// Reads a file into a handler's events (`read(contentsOf:handler:options:)`).
    @usableFromInline
    static func read(contentsOf path: String, events: XMLEventSink, options: Options) throws {
        let file: FileBytes
        do {
            file = try FileBytes(path: path)
        } catch {
            throw XMLError.unreadable(file: path, reason: error.reason)
        }
        func readChunk(into buffer: inout [UInt8]) throws -> Int {
            do {
                return try buffer.withUnsafeMutableBytes { raw in try file.read(into: raw) }
            } catch let error as FileBytes.Failure {
                throw XMLError.unreadable(file: path, reason: error.reason)
            }
        }
        // One buffer for every chunk, the first included (a second one cost a chunk's size of memory).
        var chunk = [UInt8](repeating: 0, count: Limits.chunkSize)
        let firstCount = try readChunk(into: &chunk)
        let encoding = try chunk.withUnsafeBytes {
            try XMLInputEncoding.detect(UnsafeRawBufferPointer(rebasing: $0.prefix(firstCount)), file: path)
        }
        switch encoding {
        case .utf8(let skip):
            let session = SessionCore(events: events, file: path, options: options)
            try session.begin()
            try chunk.withUnsafeBytes {
                try session.feed(UnsafeRawBufferPointer(rebasing: $0.prefix(firstCount).dropFirst(skip)))
            }
            while true {
                let count = try readChunk(into: &chunk)
                if count == 0 { break }
                try chunk.withUnsafeBytes { try session.feed(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
            }
            try session.finish()
        case .utf16, .latin1:
            // Transcoded whole: the rest of the file joins the first chunk.
            let rest: [UInt8]
            do {
                rest = try file.readToEnd()
            } catch {
                throw XMLError.unreadable(file: path, reason: error.reason)
            }
            let utf8 = try (chunk.prefix(firstCount) + rest).withUnsafeBytes { try encoding.transcode($0, file: path) }
            try utf8.withUnsafeBytes { try parseUTF8($0, file: path, events: events, options: options) }
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
    @inlinable
    public static func read<Handler: XMLContentHandler>(
        buffer: UnsafeRawBufferPointer, file: String, handler: inout Handler, options: Options = Options()
    ) throws {
        try withUnsafeMutablePointer(to: &handler) { try read(buffer: buffer, file: file, events: XMLEventSink($0), options: options) }
    }

    /// Reads a document held in memory into a handler's events (`read(buffer:file:handler:options:)`).
    @usableFromInline
    static func read(buffer: UnsafeRawBufferPointer, file: String, events: XMLEventSink, options: Options) throws {
        let encoding = try XMLInputEncoding.detect(UnsafeRawBufferPointer(rebasing: buffer.prefix(512)), file: file)
        if case .utf8(let skip) = encoding {
            try parseUTF8(UnsafeRawBufferPointer(rebasing: buffer.dropFirst(skip)), file: file,
                          events: events, options: options)
        } else {
            let utf8 = try encoding.transcode(buffer, file: file)
            try utf8.withUnsafeBytes { try parseUTF8($0, file: file, events: events, options: options) }
        }
    }

    /// Reads a document held in memory; see `read(buffer:file:handler:options:)`.
    @inlinable
    public static func read<Handler: XMLContentHandler>(
        bytes: [UInt8], file: String, handler: inout Handler, options: Options = Options()
    ) throws {
        try bytes.withUnsafeBytes { try read(buffer: $0, file: file, handler: &handler, options: options) }
    }

    private static func parseUTF8(
        _ buffer: UnsafeRawBufferPointer, file: String, events: XMLEventSink, options: Options
    ) throws {
        let session = SessionCore(events: events, file: file, options: options)
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
        /// The bytes fed to libxml2 at a time. libxml2 copies each chunk into its input buffer,
        /// which grows to a few chunks: for the 10 MB plist, 256 KB chunks held 1 MB there, 64 KB
        /// ones 256 KB, and libxml2's own parse (the benchmarks' floor) took as many instructions.
        static let chunkSize = 64 * 1024
        /// libxml2's own depth limit as TripXML sets it: 1024 up to libxml2 2.11, libxml2's fixed 256
        /// from 2.12 (`tripxml_parser_depth_limit`).
        static let libxml2MaxDepth = Int(tripxml_parser_depth_limit(1024))
    }
}
