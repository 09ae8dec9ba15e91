#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TextFormats
import TripSource

/// Writes a value as JSON in the layout of `plutil -convert json` (Foundation's `JSONSerialization`):
/// compact by default; with `prettyPrinted`, two-space indentation, `"key" : value`, and the blank
/// line Foundation leaves inside empty containers.
///
/// Strings escape `"`, `\`, `/` (as `\/`, unless `escapesSlashes` is off), `\b \f \n \r \t` and the
/// other C0 controls as `\u00xx`; everything else is written as UTF-8. Integers are written in full
/// (the unsigned range included), reals as Swift's shortest round-tripping text without a trailing
/// `.0`, booleans as `true` and `false`. Dates, data, UIDs, NaN and infinity have no JSON form and are refused with the keypath
/// of the value. Unlike `plutil`, a root that is not a container is written (as a JSON fragment).
///
/// With `lossless`, nothing is refused and every value can be told from the JSON (see
/// `PlistWriter.JSONOptions.lossless` for the mapping).
struct JSONPlistWriter {
    let options: PlistWriter.JSONOptions
    private var output = ""
    private var keyPath: [String] = []

    init(options: PlistWriter.JSONOptions) {
        self.options = options
    }

    static func write(_ value: PlistValue, options: PlistWriter.JSONOptions) throws -> String {
        var writer = JSONPlistWriter(options: options)
        try writer.write(value, indent: 0)
        return writer.output
    }

    private mutating func write(_ value: PlistValue, indent: Int) throws {
        switch value.content {
        case .string(let string):
            appendQuoted(string)
        case .integer(let integer):
            output += integer.description
        case .real(let real):
            if options.lossless, !real.isFinite {
                return appendTagged("$real", quoted: real.isNaN ? "nan" : real < 0 ? "-inf" : "inf")
            }
            guard real.isFinite else { throw unsupported(.real) }
            // `1.0` stays a real when asked: a JSON number without a point or exponent reads as an integer.
            output += options.lossless || options.keepsRealsApart ? real.description : JSONNumberText.format(real)
        case .boolean(let boolean):
            output += boolean ? "true" : "false"
        case .date(let date):
            guard options.lossless else { throw unsupported(.date) }
            if PlistDateText.canFormat(date) {
                var text = PlistDateText.format(date)
                let digits = PlistDateText.fractionDigits(of: date)
                if !digits.isEmpty {
                    // 2026-12-02T10:00:00Z -> 2026-12-02T10:00:00.25Z
                    text.removeLast()
                    text += "." + digits + "Z"
                }
                appendTagged("$date", quoted: text)
            } else {
                appendTagged("$date", raw: date.timeIntervalSince1970.description)
            }
        case .data(let data):
            guard options.lossless else { throw unsupported(.data) }
            appendTagged("$data", quoted: Base64.encode(data))
        case .uid(let uid):
            guard options.lossless else { throw unsupported(.uid) }
            appendTagged("$uid", raw: String(uid))
        case .array(let items):
            output += "["
            if options.prettyPrinted { output += "\n" }
            for (index, item) in items.enumerated() {
                if index > 0 { output += options.prettyPrinted ? ",\n" : "," }
                if options.prettyPrinted { appendIndent(indent + 2) }
                keyPath.append(String(index))
                try write(item, indent: indent + 2)
                keyPath.removeLast()
            }
            if options.prettyPrinted {
                output += "\n"
                appendIndent(indent)
            }
            output += "]"
        case .dictionary(let dictionary):
            if options.lossless, dictionary.count == 1, dictionary.entries[0].key.hasPrefix("$") {
                // A dictionary that could be read as a tag is wrapped: {"$dict": {"$date": ...}}.
                output += options.prettyPrinted ? "{\n" : "{"
                if options.prettyPrinted { appendIndent(indent + 2) }
                output += options.prettyPrinted ? "\"$dict\" : " : "\"$dict\":"
                try writeEntries(of: dictionary, indent: indent + 2)
                if options.prettyPrinted {
                    output += "\n"
                    appendIndent(indent)
                }
                output += "}"
                return
            }
            try writeEntries(of: dictionary, indent: indent)
        }
    }

    private mutating func writeEntries(of dictionary: PlistDictionary, indent: Int) throws {
        output += "{"
        if options.prettyPrinted { output += "\n" }
        var entries = dictionary.entries
        if options.sortedKeys {
            entries.sort { JSONKeyOrder.precedes($0.key, $1.key) }
        }
        for (index, entry) in entries.enumerated() {
            if index > 0 { output += options.prettyPrinted ? ",\n" : "," }
            if options.prettyPrinted { appendIndent(indent + 2) }
            appendQuoted(entry.key)
            output += options.prettyPrinted ? " : " : ":"
            keyPath.append(entry.key)
            try write(entry.value, indent: indent + 2)
            keyPath.removeLast()
        }
        if options.prettyPrinted {
            output += "\n"
            appendIndent(indent)
        }
        output += "}"
    }

    /// `{"$tag": "text"}`, on one line however the rest is laid out.
    private mutating func appendTagged(_ tag: String, quoted text: String) {
        var literal = ""
        JSONStringLiteral.append(text, to: &literal, escapingSlash: options.escapesSlashes)
        appendTagged(tag, raw: literal)
    }

    /// `{"$tag": <JSON text>}`: a number, or an already quoted string.
    private mutating func appendTagged(_ tag: String, raw text: String) {
        output += "{"
        appendQuoted(tag)
        output += options.prettyPrinted ? " : " : ":"
        output += text
        output += "}"
    }

    private func unsupported(_ kind: PlistValue.Kind) -> PlistWriteError {
        PlistWriteError.unsupportedValue(keyPath: keyPath.joined(separator: "."), kind: kind, format: "JSON")
    }

    private mutating func appendIndent(_ count: Int) {
        output += String(repeating: " ", count: count)
    }

    private mutating func appendQuoted(_ string: String) {
        JSONStringLiteral.append(string, to: &output, escapingSlash: options.escapesSlashes)
    }
}

/// How Foundation writes a real number in JSON: Swift's shortest round-tripping description,
/// without a trailing `.0` (`2`, `0.1`, `1e+16`, `1e-07`).
enum JSONNumberText {
    static func format(_ real: Double) -> String {
        let text = real.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
