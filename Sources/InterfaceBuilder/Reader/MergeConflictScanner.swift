#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

/// Finds the first merge-conflict marker (`<<<<<<<` at the start of a line) in a file that failed
/// to parse, so the error can name the real cause.
enum MergeConflictScanner {
    /// The location of the first marker in a file, or `nil` (also when the file cannot be read).
    static func firstMarker(inFile path: String) -> SourceLocation? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { firstMarker(in: $0, file: path) }
    }

    /// The location of the first marker in a buffer, or `nil`.
    static func firstMarker(in buffer: UnsafeRawBufferPointer, file: String) -> SourceLocation? {
        let bytes = buffer.bindMemory(to: UInt8.self)
        let marker = UInt8(ascii: "<")
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            if index == lineStart, isMarker(bytes, at: index, byte: marker) {
                return SourceLocation(file: file, line: line, column: 1, offset: index)
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                line += 1
                lineStart = index
            }
        }
        return nil
    }

    /// Seven marker bytes followed by a space, a line end or the end of the input.
    private static func isMarker(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, byte: UInt8) -> Bool {
        let end = index + 7
        guard end <= bytes.count else { return false }
        for position in index..<end where bytes[position] != byte {
            return false
        }
        return end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A || bytes[end] == 0x0D
    }
}
