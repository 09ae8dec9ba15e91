import TextFormats
import TripSource

/// Reads JSON into a property-list value, each value and key with its position.
///
/// Objects become dictionaries (a repeated key is an error, as it would silently lose a value),
/// arrays arrays, strings strings, `true` and `false` booleans. A number without a point or an
/// exponent is an integer, refused when it lies outside `Int64.min...UInt64.max` (never clamped);
/// any other number is a real, refused when it does not fit a double. `null` has no property-list
/// form and is refused.
enum JSONPlistReader {
    static func read(_ bytes: [UInt8], file: String) throws(PlistError) -> PlistValue {
        let node: DocumentNode
        do {
            node = try JSONDocumentReader.read(bytes, file: file)
        } catch {
            throw .malformedJSON(error)
        }
        return try value(of: node)
    }

    /// The value of a node; the depth is the JSON reader's, which caps it.
    private static func value(of node: DocumentNode) throws(PlistError) -> PlistValue {
        switch node {
        case .scalar(.string(let text), let location):
            return PlistValue(.string(text), location: location)
        case .scalar(.bool(let flag), let location):
            return PlistValue(.boolean(flag), location: location)
        case .scalar(.number(let text), let location):
            if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                guard let real = Double(text), real.isFinite else {
                    throw .invalidValue(location, kind: .real, text: text, expected: "a number that fits a double")
                }
                return PlistValue(.real(real), location: location)
            }
            guard let integer = PlistInteger(parsing: text) else {
                throw .invalidValue(location, kind: .integer, text: text,
                                    expected: "an integer from -9223372036854775808 to 18446744073709551615")
            }
            return PlistValue(.integer(integer), location: location)
        case .scalar(.null, let location):
            throw .unexpectedText(location, text: "null", context: "in JSON; a property list has no null value")
        case .list(let items, let location):
            var values: [PlistValue] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try value(of: item)) }
            return PlistValue(.array(values), location: location)
        case .map(let entries, let location):
            var dictionary = PlistDictionary()
            for entry in entries {
                dictionary.setEntry(PlistDictionary.Entry(key: entry.key, keyLocation: entry.keyLocation,
                                                          value: try value(of: entry.value)))
            }
            return PlistValue(.dictionary(dictionary), location: location)
        }
    }

    /// Whether text that `PlistReader` would take for OpenStep is JSON instead: its first character
    /// is `[` (OpenStep arrays use parentheses), or it is `{` followed by a quoted key and then `:`
    /// (OpenStep writes `=`). Scans at most the first key.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        skipSpace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "[") { return true }
        guard bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        skipSpace()
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }
}
