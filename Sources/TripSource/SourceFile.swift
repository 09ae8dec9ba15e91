
/// A file name, interned: a small number that stands for a path, so that the millions of locations
/// a large file produces are plain values with no reference counting.
///
/// Interning is process-wide and permanent: a path registered once keeps its number. That costs one
/// string per distinct path a process reads.
public struct SourceFile: Hashable, Sendable {
    @usableFromInline let id: UInt32

    /// The file for a path, registering the path on first use.
    ///
    /// A process registers at most 16,777,214 distinct paths (ids fit in 24 bits, so that a
    /// dictionary entry keeps its key's location compactly); registering one more stops it.
    public init(path: String) {
        id = SourceFile.table.withLock { table in
            if let id = table.ids[ExactKey(path)] { return id }
            let id = UInt32(table.paths.count)
            precondition(id < SourceFile.noCompactID, "too many distinct source files")
            table.paths.append(path)
            table.ids[ExactKey(path)] = id
            return id
        }
    }

    /// One more than the largest id `init(path:)` hands out: ids fit in 24 bits, so that a
    /// dictionary entry keeps its key's location in 15 bytes (`PlistDictionary.Entry`); the value
    /// itself marks a value or an entry with no location (`SourceLocation.packed(_:)`). A process interning 16,777,215 distinct paths
    /// (a gigabyte of paths) is stopped, as it was at 2^32 before.
    @inlinable package static var noCompactID: UInt32 { 0xFF_FFFF }

    /// The file of an id `init(path:)` handed out (`SourceLocation.compactParts`).
    @inlinable
    init(id: UInt32) {
        self.id = id
    }

    /// The path as it was given.
    public var path: String {
        SourceFile.table.withLock { $0.paths[Int(id)] }
    }

    /// The unnamed file (bytes read without a name): the empty path.
    public static let unnamed = SourceFile(path: "")

    private struct Table {
        var paths: [String] = [""]
        /// Paths told apart by their exact scalars: `é.plist` and `e\u{301}.plist` are two files.
        var ids: [ExactKey: UInt32] = ["": 0]
    }

    private static let table = Locked(Table())
}
