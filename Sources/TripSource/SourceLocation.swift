/// Where a value, element or diagnostic came from.
///
/// Text formats (XML, OpenStep, storyboards) give a 1-based `line` and a 1-based `column` counted in
/// UTF-8 bytes, plus the byte `offset` of the same place. Binary formats have no lines: `line` and
/// `column` are 0 and only `offset` is meaningful. Values made in code carry no location at all
/// (`nil`), never a made-up one.
public struct SourceLocation: Hashable, Sendable {
    /// The file's path as it was given to the reader, or the empty string for bytes with no name.
    public let file: String
    private let storedLine: UInt32
    private let storedColumn: UInt32
    private let storedOffset: UInt64

    /// A place in a text file.
    ///
    /// - Parameters:
    ///   - file: The path as the user named it.
    ///   - line: 1-based line.
    ///   - column: 1-based column, counted in UTF-8 bytes.
    ///   - offset: 0-based byte offset of the same place.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.file = file
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
        self.storedOffset = UInt64(clamping: offset)
    }

    /// A place in a binary file, known only by its byte offset.
    public init(file: String, byteOffset: Int) {
        self.init(file: file, line: 0, column: 0, offset: byteOffset)
    }

    /// 1-based line, or 0 for a binary file.
    public var line: Int { Int(storedLine) }
    /// 1-based column in UTF-8 bytes, or 0 for a binary file.
    public var column: Int { Int(storedColumn) }
    /// 0-based byte offset from the start of the file.
    public var offset: Int { Int(storedOffset) }
    /// Whether the place is known only as a byte offset.
    public var isByteOffset: Bool { storedLine == 0 }

    /// The same place in another file name (used when bytes are re-read under their real path).
    public func renamed(to file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column, offset: offset)
    }
}

extension SourceLocation: Comparable {
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `file:line:column` for text, `file: byte N` for binary; the file part is left out when unknown.
    public var description: String {
        let place = isByteOffset ? "byte \(offset)" : "\(line):\(column)"
        if file.isEmpty { return place }
        return isByteOffset ? "\(file): \(place)" : "\(file):\(place)"
    }

    /// `line:column` (or `byte N`) without the file, for messages that refer to another place in
    /// the same file ("opened at 3:1").
    public var shortDescription: String {
        isByteOffset ? "byte \(offset)" : "\(line):\(column)"
    }
}
