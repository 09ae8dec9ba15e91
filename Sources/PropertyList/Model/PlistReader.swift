import TripSource
import TripXML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads property lists in any of Apple's formats, detected from the content.
///
/// The same entry points, parameter names and defaults as `InterfaceBuilderReader`: a file by path
/// or file URL (`read(contentsOf:options:)`), or bytes held in memory as `[UInt8]`, `Data` or a
/// buffer (`read(bytes:file:options:)`, `read(data:file:options:)`, `read(buffer:file:options:)`,
/// where `file` names the bytes in locations and defaults to none), with `Options()` for limits.
/// Every entry point throws only `PlistError`.
public enum PlistReader {
    /// Limits that keep hostile input bounded.
    public struct Options: Sendable {
        /// The deepest nesting of arrays and dictionaries accepted (CoreFoundation's limit is 512).
        /// At most 1,000 (`InputLimit.nestingDepth.ceiling`): a larger value is taken as 1,000.
        public var maxDepth: Int {
            get { storedMaxDepth }
            set { storedMaxDepth = min(newValue, InputLimit.nestingDepth.ceiling ?? newValue) }
        }
        private var storedMaxDepth = InputLimit.nestingDepth.defaultValue
        /// The most values (dictionary keys included) a binary property list may expand to, or `nil`
        /// for the default: one per byte of the file, and at least 100,000.
        ///
        /// A binary file may refer to one container from many places, and each reference is read as
        /// a copy, so a few hundred bytes could otherwise describe billions of values. Without such
        /// sharing a file never holds more values than bytes (every value but the root is a
        /// reference of at least one byte), so the default refuses no file CoreFoundation or
        /// plistlib writes from a tree; the floor leaves room for sharing in small files while
        /// keeping the worst case to a few tens of megabytes.
        public var maxValues: Int?
        /// The most bytes of strings, keys and data (in UTF-8) a binary property list may expand to,
        /// or `nil` for the default: two per byte of the file, and at least 16 MB
        /// (`InputLimit.binaryBytes`).
        ///
        /// A string stored once and referred to from thousands of places is one value per reference
        /// but its whole length each time it is printed, converted or compared: counting values
        /// alone lets a 58 KB file print 400 MB. Without sharing, a file never expands to more bytes
        /// of text and data than it holds, give or take UTF-16's 3 bytes in UTF-8 for 2.
        public var maxExpandedBytes: Int?
        /// The most attributes one XML start tag may have (`InputLimit.attributesPerElement`).
        public var maxAttributesPerElement: Int
        /// The longest XML element or attribute name, in UTF-8 bytes (`InputLimit.nameLength`).
        public var maxNameLength: Int
        /// The longest XML attribute value, in UTF-8 bytes as written (`InputLimit.valueLength`).
        public var maxValueLength: Int

        public init(
            maxDepth: Int = InputLimit.nestingDepth.defaultValue, maxValues: Int? = nil, maxExpandedBytes: Int? = nil,
            maxAttributesPerElement: Int = InputLimit.attributesPerElement.defaultValue,
            maxNameLength: Int = InputLimit.nameLength.defaultValue,
            maxValueLength: Int = InputLimit.valueLength.defaultValue
        ) {
            self.maxValues = maxValues
            self.maxExpandedBytes = maxExpandedBytes
            self.maxAttributesPerElement = maxAttributesPerElement
            self.maxNameLength = maxNameLength
            self.maxValueLength = maxValueLength
            self.maxDepth = maxDepth
        }

        /// The value cap for a binary file of `byteCount` bytes.
        public func valueLimit(forByteCount byteCount: Int) -> Int {
            maxValues ?? max(Self.minimumValueLimit, byteCount)
        }

        /// The cap on bytes of text and data for a binary file of `byteCount` bytes.
        public func expandedByteLimit(forByteCount byteCount: Int) -> Int {
            maxExpandedBytes ?? max(InputLimit.binaryBytes.defaultValue, 2 * byteCount)
        }

        /// The floor of the default value cap.
        public static let minimumValueLimit = InputLimit.binaryValues.defaultValue
    }

    /// Reads a property list file.
    ///
    /// ```swift
    /// let document = try PlistReader.read(contentsOf: "Destinations.plist")
    /// let name = try document.root.value(at: "DestinationData.0.DestinationName")
    /// print(name.string ?? "", name.location?.description ?? "")  // New York City Destinations.plist:9:4
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file; it names the file in every location.
    ///   - options: Limits.
    /// - Returns: The root value with locations, the format, and duplicate keys and comments seen.
    /// - Throws: `PlistError` with the file, line and column (or byte offset) of the problem.
    public static func read(contentsOf path: String, options: Options = Options()) throws(PlistError) -> PlistDocument {
        let prefix: [UInt8]
        do {
            prefix = try FileBytes.prefix(ofFile: path, count: 64)
        } catch {
            throw PlistError.unreadable(file: path, reason: error.reason)
        }
        if PlistFormatSniffer.format(of: prefix) == .xml {
            // XML streams from the file in chunks, so a large file is never held in memory whole.
            do {
                return try readXML(file: path, options: options) { handler in
                    try XMLReader.read(contentsOf: path, handler: &handler, options: xmlOptions(options))
                }
            } catch {
                // A file that is not well-formed may hold control characters Apple's reader takes.
                guard case .malformedXML = error, let bytes = try? FileBytes.contents(ofFile: path) else { throw error }
                return try bytes.withUnsafeBytes { buffer in
                    Result { () throws(PlistError) in
                        try readXMLControlCharacters(buffer, file: path, options: options, refusal: error)
                    }
                }.get()
            }
        }
        // Binary and OpenStep files are read whole, in one read of the file's size.
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: path)
        } catch {
            throw PlistError.unreadable(file: path, reason: error.reason)
        }
        return try read(bytes: bytes, file: path, options: options)
    }

    /// Reads a property list file named by a file URL; see `read(contentsOf:options:)` for a path.
    ///
    /// - Throws: `PlistError`; `.unreadable` for a URL that is not a file URL.
    public static func read(contentsOf url: URL, options: Options = Options()) throws(PlistError) -> PlistDocument {
        guard url.isFileURL else {
            throw PlistError.unreadable(file: url.absoluteString, reason: "not a file URL")
        }
        return try read(contentsOf: url.path, options: options)
    }

    /// Reads a property list held in memory.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - file: The name to put in locations.
    ///   - options: Limits.
    /// - Throws: `PlistError`.
    public static func read(data: Data, file: String = "", options: Options = Options()) throws(PlistError)
        -> PlistDocument
    {
        try data.withUnsafeBytes { buffer in
            Result { () throws(PlistError) in try read(buffer: buffer, file: file, options: options) }
        }.get()
    }

    /// Reads a property list held in memory; see `read(data:file:options:)`.
    public static func read(bytes: [UInt8], file: String = "", options: Options = Options()) throws(PlistError)
        -> PlistDocument
    {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(PlistError) in try read(buffer: buffer, file: file, options: options) }
        }.get()
    }

    /// Reads a property list held in memory, in place; see `read(data:file:options:)`.
    public static func read(buffer: UnsafeRawBufferPointer, file: String = "", options: Options = Options())
        throws(PlistError) -> PlistDocument
    {
        switch format(of: buffer) {
        case .xml:
            do {
                return try readXML(file: file, options: options) { handler in
                    try XMLReader.read(buffer: buffer, file: file, handler: &handler, options: xmlOptions(options))
                }
            } catch {
                guard case .malformedXML = error else { throw error }
                return try readXMLControlCharacters(buffer, file: file, options: options, refusal: error)
            }
        case .binary:
            return try readBinary(buffer, file: file, options: options)
        case .openStep:
            return try readOpenStep(buffer, file: file, options: options)
        case .json:
            // The sniffer never says JSON (see `PlistFormat.json`); kept total.
            return try readJSON(bytes: Array(buffer), file: file, options: options)
        case nil:
            throw PlistError.empty(SourceLocation(wholeFile: file))
        }
    }

    /// The format of bytes in memory: the sniffer's, looking past white space longer than the
    /// prefix it reads. White space alone is OpenStep text (CoreFoundation reads it as an empty
    /// dictionary); nothing, or a byte-order mark alone, is `nil` (it refuses them).
    private static func format(of buffer: UnsafeRawBufferPointer) -> PlistFormat? {
        if let format = PlistFormatSniffer.format(of: buffer.prefix(64)) { return format }
        let body = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? buffer.dropFirst(3) : buffer[...]
        guard let first = body.firstIndex(where: { !XMLWhiteSpace.isSpace($0) }) else {
            return body.isEmpty ? nil : .openStep
        }
        return PlistFormatSniffer.format(of: body[first...].prefix(64))
    }

    /// Reads JSON as a property list (what `plutil -convert json` writes): objects, arrays,
    /// strings, numbers and booleans, each with its position.
    ///
    /// A number without a point or exponent is an integer, and one outside
    /// `Int64.min...UInt64.max` is refused rather than clamped; `null` and repeated keys are refused.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text, UTF-8.
    ///   - file: The name to put in locations.
    ///   - options: Limits (`maxDepth` applies).
    /// - Returns: The document, its format `.json`.
    /// - Throws: `PlistError.malformedJSON`, or `.invalidValue` or `.unexpectedText` at the value.
    public static func readJSON(bytes: [UInt8], file: String = "", options: Options = Options()) throws(PlistError)
        -> PlistDocument
    {
        PlistDocument(root: try JSONPlistReader.read(bytes, file: file, maxDepth: options.maxDepth), format: .json)
    }

    /// Whether bytes that `read` would take for OpenStep text are JSON: they start with `[`, or
    /// with `{` and a quoted key followed by `:`. Reads at most the first key.
    public static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        JSONPlistReader.looksLikeJSON(bytes)
    }

    /// Reads a binary (`bplist00`) property list.
    ///
    /// - Throws: `PlistError.binary` with the byte offset of the problem.
    static func readBinary(_ buffer: UnsafeRawBufferPointer, file: String, options: Options) throws(PlistError)
        -> PlistDocument
    {
        do {
            let (root, duplicateKeys) = try BinaryPlistReader.read(
                buffer, file: SourceFile(path: file), maxDepth: options.maxDepth,
                maxValues: options.valueLimit(forByteCount: buffer.count),
                maxBytes: options.expandedByteLimit(forByteCount: buffer.count))
            return PlistDocument(root: root, format: .binary, duplicateKeys: duplicateKeys)
        } catch let error as BinaryPlistError {
            throw PlistError.binary(error)
        } catch {
            throw unexpected(error, file: file)
        }
    }

    /// Reads an OpenStep (ASCII) property list, `.strings` file or Xcode project file.
    ///
    /// - Throws: `PlistError.openStep` with the line and column of the problem.
    static func readOpenStep(_ buffer: UnsafeRawBufferPointer, file: String, options: Options) throws(PlistError)
        -> PlistDocument
    {
        let read: OpenStepReader.Result
        do {
            read = try OpenStepReader.read(buffer, file: SourceFile(path: file), maxDepth: options.maxDepth)
        } catch let error as OpenStepError {
            throw PlistError.openStep(error)
        } catch {
            throw unexpected(error, file: file)
        }
        guard let root = read.root else {
            throw PlistError.empty(SourceLocation(wholeFile: file))
        }
        return PlistDocument(
            root: root, format: .openStep, duplicateKeys: read.duplicateKeys, comments: read.comments,
            lenientReads: read.lenientReads)
    }

    /// What a reader that throws only its own error type threw otherwise (not expected): kept as a
    /// positioned error rather than lost.
    private static func unexpected(_ error: any Error, file: String) -> PlistError {
        if let error = error as? PlistError { return error }
        return .malformedXML(
            .notWellFormed(
                SourceLocation(wholeFile: file), code: 0,
                reason: String(describing: error)))
    }

    private static func xmlOptions(_ options: Options) -> XMLReader.Options {
        // The XML element depth adds <plist> and the leaf elements to the container depth.
        XMLReader.Options(
            maxDepth: options.maxDepth + 2, maxAttributesPerElement: options.maxAttributesPerElement,
            maxNameLength: options.maxNameLength, maxValueLength: options.maxValueLength)
    }

    /// Reads an XML property list that libxml2 refused again, with its C0 control characters
    /// masked, as CoreFoundation reads them (see `XMLControlCharacters`).
    ///
    /// - Parameter refusal: The first read's error, thrown when there are no control characters or
    ///   the file is refused with them masked too (where CoreFoundation refuses it as well).
    private static func readXMLControlCharacters(
        _ buffer: UnsafeRawBufferPointer, file: String, options: Options, refusal: PlistError
    ) throws(PlistError) -> PlistDocument {
        guard let masked = XMLControlCharacters(buffer) else { throw refusal }
        do {
            var document = try masked.bytes.withUnsafeBytes { maskedBuffer in
                Result { () throws(PlistError) in
                    try readXML(file: file, options: options, unmask: masked.unmask) { handler in
                        try XMLReader.read(
                            buffer: maskedBuffer, file: file, handler: &handler, options: xmlOptions(options))
                    }
                }
            }.get()
            document.lenientReads.append(masked.lenientRead(in: buffer, file: file))
            return document
        } catch {
            throw refusal
        }
    }

    private static func readXML(
        file: String, options: Options, unmask: [UInt8: UInt8] = [:], _ parse: (inout XMLPlistBuilder) throws -> Void
    ) throws(PlistError) -> PlistDocument {
        var builder = XMLPlistBuilder(maxDepth: options.maxDepth, unmask: unmask)
        do {
            try parse(&builder)
        } catch let error as XMLError {
            if case .empty(let location) = error { throw PlistError.empty(location) }
            throw PlistError.malformedXML(error)
        } catch {
            // The builder's own PlistErrors.
            throw unexpected(error, file: file)
        }
        guard let root = builder.root else {
            // XMLReader refuses documents without a root element; this keeps the reader total.
            throw PlistError.empty(SourceLocation(wholeFile: file))
        }
        return PlistDocument(root: root, format: .xml, duplicateKeys: builder.duplicateKeys, comments: builder.comments)
    }
}
