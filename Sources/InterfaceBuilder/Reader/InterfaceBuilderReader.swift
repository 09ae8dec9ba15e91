#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource
import TripXML

/// Reads storyboards and XIBs into `InterfaceDocument`s.
///
/// Every format Xcode has written is read: storyboards from version 1.0 (Xcode 4.2) to 3.0, XIBs in
/// the document format, and legacy `<archive>` XIBs on a best-effort basis (see `LegacyArchive`),
/// for iOS, iPadOS, macOS, tvOS and watchOS. XML is read through TripXML, which refuses entities,
/// DTD subsets and other hostile input with positioned errors; the model is built while the file
/// streams, so memory grows with the model, not with a tree of the file.
///
/// The same entry points, parameter names and defaults as `PlistReader`: a file by path or file URL
/// (`read(contentsOf:options:)`), or bytes held in memory as `[UInt8]`, `Data` or a buffer
/// (`read(bytes:file:options:)`, `read(data:file:options:)`, `read(buffer:file:options:)`, where
/// `file` names the bytes in locations and defaults to none), with `Options()` for limits. Every
/// entry point throws only `InterfaceBuilderError`.
public enum InterfaceBuilderReader {
    /// Limits that keep hostile input bounded.
    public struct Options: Sendable {
        /// The deepest element nesting accepted, the root element being depth 1 (at most 1000).
        public var maxDepth: Int
        /// The most attributes one start tag may have (`InputLimit.attributesPerElement`), checked
        /// before libxml2, whose check of attribute names is pairwise, sees the tag.
        public var maxAttributesPerElement: Int
        /// The longest element or attribute name, in UTF-8 bytes (`InputLimit.nameLength`).
        public var maxNameLength: Int
        /// The longest attribute value, in UTF-8 bytes as written (`InputLimit.valueLength`).
        public var maxValueLength: Int

        public init(maxDepth: Int = InputLimit.nestingDepth.defaultValue,
                    maxAttributesPerElement: Int = InputLimit.attributesPerElement.defaultValue,
                    maxNameLength: Int = InputLimit.nameLength.defaultValue,
                    maxValueLength: Int = InputLimit.valueLength.defaultValue) {
            self.maxDepth = maxDepth
            self.maxAttributesPerElement = maxAttributesPerElement
            self.maxNameLength = maxNameLength
            self.maxValueLength = maxValueLength
        }

        var xml: XMLReader.Options {
            XMLReader.Options(maxDepth: maxDepth, maxAttributesPerElement: maxAttributesPerElement,
                              maxNameLength: maxNameLength, maxValueLength: maxValueLength)
        }
    }

    /// Reads a file.
    ///
    /// ```swift
    /// let storyboard = try InterfaceBuilderReader.read(contentsOf: "Main.storyboard")
    /// for segue in storyboard.segues {
    ///     print(segue.identifier?.value ?? "-", "->", segue.destination?.value ?? "?", segue.location)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file; it also names the file in every location.
    ///   - options: Limits.
    /// - Returns: The document.
    /// - Throws: `InterfaceBuilderError`.
    public static func read(contentsOf path: String, options: Options = Options())
        throws(InterfaceBuilderError) -> InterfaceDocument {
        var builder = DocumentBuilder(file: path, fileSize: fileSize(path))
        do {
            try XMLReader.read(contentsOf: path, handler: &builder, options: options.xml)
        } catch {
            throw translate(error, file: path) { MergeConflictScanner.firstMarker(inFile: path) }
        }
        return builder.finish()
    }

    /// Reads a file named by a file URL; see `read(contentsOf:options:)` for a path.
    ///
    /// - Throws: `InterfaceBuilderError`; `.xml(.unreadable)` for a URL that is not a file URL.
    public static func read(contentsOf url: URL, options: Options = Options())
        throws(InterfaceBuilderError) -> InterfaceDocument {
        guard url.isFileURL else {
            throw .xml(.unreadable(file: url.absoluteString, reason: "not a file URL"))
        }
        return try read(contentsOf: url.path, options: options)
    }

    /// Reads a document held in `Data`; see `read(bytes:file:options:)`.
    public static func read(data: Data, file: String = "", options: Options = Options())
        throws(InterfaceBuilderError) -> InterfaceDocument {
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(InterfaceBuilderError) in try read(buffer: buffer, file: file, options: options) }
        }
        return try result.get()
    }

    /// Reads a document held in memory.
    ///
    /// - Parameters:
    ///   - bytes: The document's bytes.
    ///   - file: The name to put in locations (may be empty).
    ///   - options: Limits.
    /// - Returns: The document.
    /// - Throws: `InterfaceBuilderError`.
    public static func read(bytes: [UInt8], file: String = "", options: Options = Options())
        throws(InterfaceBuilderError) -> InterfaceDocument {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(InterfaceBuilderError) in try read(buffer: buffer, file: file, options: options) }
        }
        return try result.get()
    }

    /// Reads a document held in memory, without copying it.
    ///
    /// - Parameters:
    ///   - buffer: The document's bytes.
    ///   - file: The name to put in locations (may be empty).
    ///   - options: Limits.
    /// - Returns: The document.
    /// - Throws: `InterfaceBuilderError`.
    public static func read(buffer: UnsafeRawBufferPointer, file: String = "",
                            options: Options = Options())
        throws(InterfaceBuilderError) -> InterfaceDocument {
        var builder = DocumentBuilder(file: file, fileSize: buffer.count)
        do {
            try XMLReader.read(buffer: buffer, file: file, handler: &builder, options: options.xml)
        } catch {
            throw translate(error, file: file) { MergeConflictScanner.firstMarker(in: buffer, file: file) }
        }
        return builder.finish()
    }

    /// A file's size in bytes from `stat(2)`, or 0 when it cannot be had (the read then reports why).
    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return max(0, Int(status.st_size))
    }

    /// The `InterfaceBuilderError` for what the reader threw: the builder's own errors unchanged,
    /// TripXML's wrapped, or explained by a merge-conflict marker when the file holds one.
    private static func translate(
        _ error: any Error, file: String, findMarker: () -> SourceLocation?
    ) -> InterfaceBuilderError {
        if let error = error as? InterfaceBuilderError {
            return error
        }
        guard let xmlError = error as? XMLError else {
            // TripXML throws only XMLError and whatever the handler throws, which is the case above.
            let location = SourceLocation(wholeFile: file)
            return .xml(.notWellFormed(location, code: 0, reason: String(describing: error)))
        }
        if case .unreadable = xmlError {
            return .xml(xmlError)
        }
        if let marker = findMarker() {
            return .mergeConflictMarker(marker, xmlError: xmlError)
        }
        return .xml(xmlError)
    }
}
