/// Turns byte offsets into 1-based lines and UTF-8 columns for one text buffer.
///
/// Readers see their input in order, so the map is fed chunk by chunk (`append`) and records where
/// each line starts; a lookup is a binary search. It holds one `UInt32` per line (a 100 MB file of
/// 3 million lines costs 12 MB), which is why offsets are limited to 4 GiB.
public struct LineMap: Sendable {
    /// Offsets at which lines 2, 3, ... start (line 1 starts at 0).
    private var lineStarts: [UInt32] = []
    private var length: Int = 0
    private var lastWasCR = false

    public init() {}

    /// A map of a whole buffer.
    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        append(bytes)
    }

    /// Records the line starts in the next chunk of the buffer.
    ///
    /// A line ends at LF, at CR, or at CRLF (counted once), as XML and OpenStep readers count them.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var position = length
        for byte in bytes {
            position += 1
            if byte == 0x0A {
                if lastWasCR {
                    // CRLF: the line already started after the CR; move it past the LF.
                    lineStarts[lineStarts.count - 1] = UInt32(truncatingIfNeeded: position)
                } else {
                    lineStarts.append(UInt32(truncatingIfNeeded: position))
                }
                lastWasCR = false
            } else if byte == 0x0D {
                lineStarts.append(UInt32(truncatingIfNeeded: position))
                lastWasCR = true
            } else {
                lastWasCR = false
            }
        }
        length = position
    }

    /// Records the line starts in a chunk given as a raw buffer (the fast path for readers).
    public mutating func append(_ buffer: UnsafeRawBufferPointer) {
        append(buffer.bindMemory(to: UInt8.self))
    }

    /// How many bytes the map has seen.
    public var count: Int { length }

    /// The 1-based line and UTF-8 column of a byte offset.
    ///
    /// - Parameter offset: A byte offset; offsets past the end map onto the last line.
    /// - Returns: The line and column, both 1-based.
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let target = UInt32(clamping: max(0, offset))
        // Number of line starts <= target.
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= target { low = middle + 1 } else { high = middle }
        }
        let lineStart = low == 0 ? 0 : Int(lineStarts[low - 1])
        return (low + 1, Int(target) - lineStart + 1)
    }

    /// The byte offset at which a 1-based line starts, or `nil` past the last line.
    public func offset(ofLine line: Int) -> Int? {
        if line == 1 { return 0 }
        let index = line - 2
        guard index >= 0, index < lineStarts.count else { return nil }
        return Int(lineStarts[index])
    }

    /// A location for a byte offset in the named file.
    public func location(ofOffset offset: Int, file: String) -> SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }
}
