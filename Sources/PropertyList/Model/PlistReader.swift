#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource
import TripXML

/// Reads property lists in any of Apple's formats, detected from the content.
public enum PlistReader {
    /// Limits that keep hostile input bounded.
    public struct Options: Sendable {
        /// The deepest nesting of arrays and dictionaries accepted (CoreFoundation's limit is 512).
        public var maxDepth: Int

        public init(maxDepth: Int = 512) {
            self.maxDepth = maxDepth
        }
    }

    /// Reads a property list file.
    ///
    /// - Parameters:
    ///   - path: The file; it names the file in every location.
    ///   - options: Limits.
    /// - Returns: The root value with locations, the format, and duplicate keys and comments seen.
    /// - Throws: `PlistError` with the file, line and column (or byte offset) of the problem.
    public static func read(contentsOf path: String, options: Options = Options()) throws -> PlistDocument {
        let prefix: [UInt8]
        do {
            prefix = try FileBytes.prefix(ofFile: path, count: 64)
        } catch let error as FileBytes.Failure {
            throw PlistError.unreadable(file: path, reason: error.reason)
        }
        if PlistFormatSniffer.format(of: prefix) == .xml {
            // XML streams from the file in chunks, so a large file is never held in memory whole.
            return try readXML(file: path, options: options) { handler in
                try XMLReader.read(contentsOf: path, handler: &handler, options: xmlOptions(options))
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: path)
        } catch let error as FileBytes.Failure {
            throw PlistError.unreadable(file: path, reason: error.reason)
        }
        return try read(bytes: bytes, file: path, options: options)
    }

    /// Reads a property list held in memory.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - file: The name to put in locations.
    ///   - options: Limits.
    /// - Throws: `PlistError`.
    public static func read(data: Data, file: String = "", options: Options = Options()) throws -> PlistDocument {
        try read(bytes: [UInt8](data), file: file, options: options)
    }

    /// Reads a property list held in memory; see `read(data:file:options:)`.
    public static func read(bytes: [UInt8], file: String = "", options: Options = Options()) throws -> PlistDocument {
        switch PlistFormatSniffer.format(of: bytes.prefix(64)) {
        case .xml:
            return try readXML(file: file, options: options) { handler in
                try XMLReader.read(bytes: bytes, file: file, handler: &handler, options: xmlOptions(options))
            }
        case .binary, .openStep, nil:
            if PlistFormatSniffer.isBlank(bytes) {
                throw PlistError.empty(SourceLocation(file: file, line: 1, column: 1, offset: 0))
            }
            throw PlistError.unexpectedElement(SourceLocation(file: file, line: 1, column: 1, offset: 0),
                                               name: "?", expected: "an XML property list")
        }
    }

    private static func xmlOptions(_ options: Options) -> XMLReader.Options {
        // The XML element depth adds <plist> and the leaf elements to the container depth.
        XMLReader.Options(maxDepth: options.maxDepth + 2)
    }

    private static func readXML(
        file: String, options: Options, _ parse: (inout XMLPlistBuilder) throws -> Void
    ) throws -> PlistDocument {
        var builder = XMLPlistBuilder(maxDepth: options.maxDepth)
        do {
            try parse(&builder)
        } catch let error as XMLError {
            if case .empty(let location) = error { throw PlistError.empty(location) }
            throw PlistError.malformedXML(error)
        }
        guard let root = builder.root else {
            // XMLReader refuses documents without a root element; this keeps the reader total.
            throw PlistError.empty(SourceLocation(file: file, line: 1, column: 1, offset: 0))
        }
        return PlistDocument(root: root, format: .xml, duplicateKeys: builder.duplicateKeys, comments: builder.comments)
    }
}
