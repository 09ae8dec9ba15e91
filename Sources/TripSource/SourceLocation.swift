/// Where a value, element or diagnostic came from.
///
/// Text formats (XML, OpenStep, storyboards) give a 1-based `line` and a 1-based `column` counted in
/// UTF-8 bytes, plus the byte `offset` of the same place. Binary formats have no lines: `line` and
/// `column` are 0 and only `offset` is meaningful. A problem of the file as a whole (it cannot be
/// read, it is empty, it is a directory) has no place in it: `init(wholeFile:)` names only the
/// file, with `line`, `column` and `offset` 0, and it renders as the path alone, never as a
/// made-up `1:1`. Values made in code carry no location at all (`nil`), never a made-up one.
///
/// A location is 16 bytes of plain data (the file is an interned `SourceFile`), so keeping one for
/// every value and attribute of a large file costs no reference counting. Offsets, lines and columns
/// are limited to 4 GiB.
public struct SourceLocation: Hashable, Sendable {
    /// The interned file.
    public let sourceFile: SourceFile
    // Internal and usable from inlinable code, so that the readers' millions of locations are built
    // without a call into this module.
    @usableFromInline let storedLine: UInt32
    @usableFromInline let storedColumn: UInt32
    @usableFromInline let storedOffset: UInt32

    /// A place in a text file.
    ///
    /// - Parameters:
    ///   - file: The interned file.
    ///   - line: 1-based line.
    ///   - column: 1-based column, counted in UTF-8 bytes.
    ///   - offset: 0-based byte offset of the same place.
    @inlinable
    public init(file: SourceFile, line: Int, column: Int, offset: Int) {
        sourceFile = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// A place in a text file named by its path (interned on first use).
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.init(file: SourceFile(path: file), line: line, column: column, offset: offset)
    }

    /// A place in a binary file, known only by its byte offset.
    public init(file: SourceFile, byteOffset: Int) {
        self.init(file: file, line: 0, column: 0, offset: byteOffset)
    }

    /// A place in a binary file named by its path.
    public init(file: String, byteOffset: Int) {
        self.init(file: SourceFile(path: file), byteOffset: byteOffset)
    }

    /// The file as a whole, for what is about no place in it: it cannot be read, it is empty, it
    /// is a directory.
    public init(wholeFile file: SourceFile) {
        sourceFile = file
        storedLine = 0
        storedColumn = Self.wholeFileColumn
        storedOffset = 0
    }

    /// The file named by a path as a whole; see `init(wholeFile:)` with a `SourceFile`.
    public init(wholeFile file: String) {
        self.init(wholeFile: SourceFile(path: file))
    }

    /// The stored column that marks a whole-file location (a binary place stores 0, a text place
    /// its line too, so no other location has line 0 and this column).
    @usableFromInline static let wholeFileColumn = UInt32.max

    @usableFromInline
    init(sourceFile: SourceFile, storedLine: UInt32, storedColumn: UInt32, storedOffset: UInt32) {
        self.sourceFile = sourceFile
        self.storedLine = storedLine
        self.storedColumn = storedColumn
        self.storedOffset = storedOffset
    }

    /// The file's path as it was given to the reader, or the empty string for bytes with no name.
    public var file: String { sourceFile.path }
    /// 1-based line, or 0 for a binary file or the whole file.
    @inlinable public var line: Int { Int(storedLine) }
    /// 1-based column in UTF-8 bytes, or 0 for a binary file or the whole file.
    @inlinable public var column: Int { storedLine == 0 ? 0 : Int(storedColumn) }
    /// 0-based byte offset from the start of the file (0 for the whole file).
    @inlinable public var offset: Int { Int(storedOffset) }
    /// Whether the place is known only as a byte offset.
    public var isByteOffset: Bool { storedLine == 0 && storedColumn != Self.wholeFileColumn }
    /// Whether the location is the file as a whole, with no place in it (`init(wholeFile:)`).
    public var isWholeFile: Bool { storedLine == 0 && storedColumn == Self.wholeFileColumn }
    /// Whether the location has a line and a column (a place in a text file).
    public var hasLineAndColumn: Bool { storedLine != 0 }

    /// The file's id and the stored line, column and offset, for storage that keeps them apart.
    @inlinable package var compactParts: (file: UInt32, line: UInt32, column: UInt32, offset: UInt32) {
        (sourceFile.id, storedLine, storedColumn, storedOffset)
    }

    /// The location `compactParts` was taken from.
    @inlinable package init(compactFile file: UInt32, line: UInt32, column: UInt32, offset: UInt32) {
        self.init(sourceFile: SourceFile(id: file), storedLine: line, storedColumn: column, storedOffset: offset)
    }

    /// A location, or none, as the 15 bytes of plain data a property-list value or a dictionary
    /// entry keeps it in, so that they pack into the bytes after a 17-byte enum: the file's id in
    /// 24 bits (high byte, then low 16 bits; all ones, an id `SourceFile` never hands out, for none), then the stored
    /// line, column and offset. `init(packedFileHigh:...)` gives the location back.
    @inlinable package static func packed(_ location: SourceLocation?)
        -> (fileHigh: UInt8, fileLow: UInt16, line: UInt32, column: UInt32, offset: UInt32)
    {
        let parts = location?.compactParts ?? (file: SourceFile.noCompactID, line: 0, column: 0, offset: 0)
        return (UInt8(truncatingIfNeeded: parts.file >> 16), UInt16(truncatingIfNeeded: parts.file),
                parts.line, parts.column, parts.offset)
    }

    /// The location `packed(_:)` made these parts of, or `nil` for none.
    @inlinable package init?(packedFileHigh fileHigh: UInt8, fileLow: UInt16, line: UInt32, column: UInt32,
                             offset: UInt32) {
        let file = UInt32(fileHigh) << 16 | UInt32(fileLow)
        guard file != SourceFile.noCompactID else { return nil }
        self.init(compactFile: file, line: line, column: column, offset: offset)
    }

    /// The same place in another file (used when bytes are re-read under their real path).
    public func renamed(to file: String) -> SourceLocation {
        SourceLocation(sourceFile: SourceFile(path: file), storedLine: storedLine, storedColumn: storedColumn,
                       storedOffset: storedOffset)
    }
}

extension SourceLocation: Comparable {
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.sourceFile != rhs.sourceFile { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `file:line:column` for text, `file: byte N` for binary, `file` alone for the whole file; the
    /// file part is left out when unknown.
    public var description: String {
        let file = self.file
        if file.isEmpty { return shortDescription }
        if isWholeFile { return file }
        return isByteOffset ? "\(file): \(shortDescription)" : "\(file):\(shortDescription)"
    }

    /// `line:column` (or `byte N`, or `whole file`) without the file, for messages that refer to
    /// another place in the same file ("opened at 3:1").
    public var shortDescription: String {
        if isWholeFile { return "whole file" }
        return isByteOffset ? "byte \(offset)" : "\(line):\(column)"
    }
}
