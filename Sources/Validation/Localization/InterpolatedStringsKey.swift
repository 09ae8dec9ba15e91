import PropertyList
import TripSource

/// A key of a `.strings` table written with a Swift interpolation (`"Add \(count) servers"`): the
/// table's reader takes `\(` for a plain `(`, and code that passes the same literal to
/// `NSLocalizedString` looks up the interpolated text (`Add 3 servers`), so the key never matches.
struct InterpolatedStringsKey: Sendable, Equatable {
    /// The key as written between its quotes (`Add \(count) servers`).
    let written: String
    /// Where the key starts (its opening quote).
    let location: SourceLocation

    /// The keys of a `.strings` table's top-level dictionary whose written text holds `\(`.
    ///
    /// Each key is looked at in the file's bytes from its position to its closing quote, so the
    /// search costs the keys' length; a file whose text holds no `\(` at all costs one pass. A key
    /// whose position does not start a quoted string in the bytes (a UTF-16 file, which the reader
    /// converts) is passed over.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, as read.
    ///   - document: The table read from them.
    /// - Returns: The keys, in file order.
    static func keys(in bytes: [UInt8], document: PlistDocument) -> [InterpolatedStringsKey] {
        guard let dictionary = document.root.dictionary, mentionsInterpolation(bytes) else { return [] }
        var found: [InterpolatedStringsKey] = []
        for entry in dictionary.entries {
            guard let location = entry.keyLocation, location.hasLineAndColumn,
                let written = writtenText(in: bytes, quoteAt: location.offset), written.interpolates
            else { continue }
            found.append(InterpolatedStringsKey(written: written.text, location: location))
        }
        return found
    }

    /// Whether the bytes hold `\(` anywhere.
    private static func mentionsInterpolation(_ bytes: [UInt8]) -> Bool {
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            if bytes[index] == backslash, bytes[index + 1] == openParenthesis { return true }
            index += 1
        }
        return false
    }

    /// The text of the quoted string starting at `offset`, as written, and whether it holds an
    /// unescaped `\(`; `nil` when no quoted string starts there or it does not end.
    private static func writtenText(in bytes: [UInt8], quoteAt offset: Int) -> (text: String, interpolates: Bool)? {
        guard offset >= 0, offset < bytes.count, bytes[offset] == quote else { return nil }
        var index = offset + 1
        var interpolates = false
        while index < bytes.count {
            switch bytes[index] {
            case quote:
                return (String(decoding: bytes[(offset + 1)..<index], as: UTF8.self), interpolates)
            case backslash:
                if index + 1 < bytes.count, bytes[index + 1] == openParenthesis { interpolates = true }
                index += 2
            default:
                index += 1
            }
        }
        return nil
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let openParenthesis = UInt8(ascii: "(")
}
