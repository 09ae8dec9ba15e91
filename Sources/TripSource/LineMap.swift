#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns byte offsets into 1-based lines and UTF-8 columns for one text buffer.
///
/// Readers see their input in order, so the map is fed chunk by chunk (`append`) and records where
/// each line starts. Lookups mostly move forward, so `locate(_:)` keeps a cursor and costs O(1) per
/// call in document order; `lineAndColumn(ofOffset:)` is a binary search for any order. It holds one
/// `UInt32` per line (a 100 MB file of 3 million lines costs 12 MB), which is why offsets are
/// limited to 4 GiB. A reader that never looks back past some offset can drop the lines before it
/// (`forgetLines(before:)`), and then holds only the starts of its recent lines.
package struct LineMap: Sendable {
    /// Offsets at which the lines after the forgotten ones start: lines `forgottenCount + 2`,
    /// `forgottenCount + 3`, ... (line 1 starts at 0).
    ///
    /// This, `cursor` and the forgotten lines are usable from inlinable code so that readers
    /// locate their events without a call into this module.
    @usableFromInline var lineStarts: [UInt32] = []
    /// How many line starts `forgetLines(before:)` has dropped from the front of `lineStarts`.
    @usableFromInline var forgottenCount = 0
    /// The last line start dropped (0, the start of line 1, when none is).
    @usableFromInline var forgottenStart: UInt32 = 0
    private var length: Int = 0
    private var lastWasCR = false
    /// Whether any byte seen so far is a carriage return.
    package private(set) var hasCarriageReturns = false
    /// The number of line starts at or before the last offset located.
    @usableFromInline var cursor = 0

    package init() {}

    /// A map of a whole buffer.
    package init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        append(bytes)
    }

    /// Records the line starts in the next chunk of the buffer.
    ///
    /// A line ends at LF, at CR, or at CRLF (counted once), as XML and OpenStep readers count them.
    package mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        array.withUnsafeBytes { append($0) }
    }

    /// Records the line starts in a chunk given as a raw buffer.
    package mutating func append(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        let start = length
        if memchr(base, 0x0D, buffer.count) == nil && !lastWasCR {
            // The common case: LF only. memchr finds each line end at memory speed; the starts
            // gather on the stack and join the array a batch at a time, which costs less than an
            // append per line.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Layout.batch) { batch in
                var filled = 0
                var position = 0
                while position < buffer.count,
                      let found = memchr(base + position, 0x0A, buffer.count - position) {
                    let index = base.distance(to: UnsafeRawPointer(found))
                    batch[filled] = UInt32(truncatingIfNeeded: start + index + 1)
                    filled += 1
                    if filled == batch.count {
                        lineStarts.append(contentsOf: batch)
                        filled = 0
                    }
                    position = index + 1
                }
                lineStarts.append(contentsOf: UnsafeMutableBufferPointer(rebasing: batch[..<filled]))
            }
        } else {
            hasCarriageReturns = true
            for (index, byte) in buffer.enumerated() {
                let next = UInt32(truncatingIfNeeded: start + index + 1)
                if byte == 0x0A {
                    if lastWasCR {
                        // CRLF: the line already started after the CR; move it past the LF (a start
                        // that may still move is never forgotten).
                        lineStarts[lineStarts.count - 1] = next
                    } else {
                        lineStarts.append(next)
                    }
                    lastWasCR = false
                } else if byte == 0x0D {
                    lineStarts.append(next)
                    lastWasCR = true
                } else {
                    lastWasCR = false
                }
            }
        }
        length = start + buffer.count
    }

    /// How many bytes the map has seen.
    package var count: Int { length }

    /// How many line starts the map holds (every line's but the first and the forgotten ones).
    package var keptLineStarts: Int { lineStarts.count }

    /// Forgets the starts of the lines that begin before an offset, keeping the line the offset is
    /// on: a reader that will never ask for an offset below it again then holds only the starts of
    /// its recent lines.
    ///
    /// Offsets at or after `offset` keep their exact line and column; offsets below it are no
    /// longer known (what a lookup of one answers means nothing).
    ///
    /// - Parameter offset: The lowest offset the map will be asked for from now on.
    package mutating func forgetLines(before offset: Int) {
        var count = countOfStarts(atOrBefore: UInt32(clamping: max(0, offset)))
        // After a CR the last start moves past the LF, should one come next: it stays.
        if lastWasCR && count == lineStarts.count { count -= 1 }
        guard count > 0 else { return }
        forgottenStart = lineStarts[count - 1]
        forgottenCount += count
        lineStarts.removeFirst(count)
        cursor = max(0, cursor - count)
    }

    /// The 1-based line and UTF-8 column of a byte offset, by binary search.
    ///
    /// - Parameter offset: A byte offset; offsets past the end map onto the last line.
    /// - Returns: The line and column, both 1-based.
    package func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let target = max(UInt32(clamping: max(0, offset)), forgottenStart)
        let starts = countOfStarts(atOrBefore: target)
        let lineStart = starts == 0 ? Int(forgottenStart) : Int(lineStarts[starts - 1])
        return (forgottenCount + starts + 1, Int(target) - lineStart + 1)
    }

    /// The 1-based line and UTF-8 column of a byte offset, moving a cursor from the last lookup:
    /// constant time when offsets come in document order, a binary search otherwise.
    @inlinable
    package mutating func locate(_ offset: Int) -> (line: Int, column: Int) {
        let target = UInt32(clamping: max(0, offset))
        let count = lineStarts.count
        var position = cursor
        if position > count || (position > 0 && lineStarts[position - 1] > target) {
            position = countOfStarts(atOrBefore: target)
        } else {
            var steps = 0
            while position < count, lineStarts[position] <= target {
                position += 1
                steps += 1
                if steps == 64 {
                    position = countOfStarts(atOrBefore: target)
                    break
                }
            }
        }
        cursor = position
        let lineStart = position == 0 ? Int(forgottenStart) : Int(lineStarts[position - 1])
        return (forgottenCount + position + 1, Int(target) - lineStart + 1)
    }

    /// The byte offset at which a 1-based line starts, or `nil` past the last line or before the
    /// oldest line kept (`forgetLines(before:)`).
    package func offset(ofLine line: Int) -> Int? {
        if line == 1 && forgottenCount == 0 { return 0 }
        if line == forgottenCount + 1 { return Int(forgottenStart) }
        let index = line - 2 - forgottenCount
        guard index >= 0, index < lineStarts.count else { return nil }
        return Int(lineStarts[index])
    }

    /// A location for a byte offset in a file, found with the cursor (`locate(_:)`).
    @inlinable
    package mutating func location(ofOffset offset: Int, file: SourceFile) -> SourceLocation {
        let (line, column) = locate(offset)
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    /// A location for a byte offset in the named file.
    package func location(ofOffset offset: Int, file: String) -> SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    /// How many line starts are at or before an offset.
    @usableFromInline
    func countOfStarts(atOrBefore target: UInt32) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private enum Layout {
        /// How many line starts gather before they join `lineStarts`.
        static let batch = 512
    }
}
