import TripSource

/// Gives the text of a line of a file, for baselines (which match findings by the text of their
/// line), `tripkit:disable:next` (which looks for the next line with content) and reporters that
/// convert columns.
public protocol SourceLineProvider: Sendable {
    /// The text of a 1-based line, without its line break, or `nil` when the file or line does not
    /// exist or is not text.
    ///
    /// - Parameters:
    ///   - number: The 1-based line number.
    ///   - file: The file, named as diagnostics name it.
    func line(_ number: Int, of file: String) -> String?
}

/// Lines held in memory, keyed by file: for tests, and for callers that already hold the text.
public struct InMemoryLines: SourceLineProvider {
    private let files: [ExactKey: [String]]

    /// Lines from whole texts.
    ///
    /// - Parameter texts: Each file's text; lines end at LF, CR or CRLF.
    public init(texts: [String: String]) {
        self.files = Dictionary(uniqueKeysWithValues: texts.map { (ExactKey($0.key), LineSplitter.lines(of: Array($0.value.utf8))) })
    }

    public func line(_ number: Int, of file: String) -> String? {
        guard let lines = files[ExactKey(file)], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

/// Splits text into lines the way `TripSource.LineMap` counts them.
enum LineSplitter {
    /// The lines of a text, without their breaks (LF, CR, CRLF); a final break ends the last line.
    static func lines(of bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }
}
