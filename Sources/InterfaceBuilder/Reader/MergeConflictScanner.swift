import TripSource

/// Finds the first merge-conflict marker (`<<<<<<<` at the start of a line) in a file that failed
/// to parse, so the error can name the real cause.
enum MergeConflictScanner {
    /// The location of the first marker in a file, or `nil` (also when the file cannot be read).
    static func firstMarker(inFile path: String) -> SourceLocation? {
        guard let bytes = try? FileBytes.contents(ofFile: path) else { return nil }
        return bytes.withUnsafeBytes { firstMarker(in: $0, file: path) }
    }

    /// The location of the first marker in a buffer, or `nil`.
    ///
    /// Lines end at LF, CR or CRLF, as `LineMap` (and so every location) counts them.
    static func firstMarker(in buffer: UnsafeRawBufferPointer, file: String) -> SourceLocation? {
        var lines = LineMap()
        lines.append(buffer)
        let bytes = buffer.bindMemory(to: UInt8.self)
        var line = 1
        while let start = lines.offset(ofLine: line) {
            if isMarker(bytes, at: start) {
                return SourceLocation(file: file, line: line, column: 1, offset: start)
            }
            line += 1
        }
        return nil
    }

    /// Seven `<` followed by a space, a line end or the end of the input.
    private static func isMarker(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let end = index + 7
        guard end <= bytes.count else { return false }
        for position in index..<end where bytes[position] != UInt8(ascii: "<") {
            return false
        }
        return end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A || bytes[end] == 0x0D
    }
}
