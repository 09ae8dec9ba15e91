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
    static func read(_ bytes: [UInt8], file: String, maxDepth: Int) throws(PlistError) -> PlistValue {
        let node: DocumentNode
        do {
            node = try JSONDocumentReader.read(bytes, file: file, maxDepth: maxDepth)
        } catch .tooDeep(let location, let limit) {
            // The plist cap (`PlistReader.Options.maxDepth`), named as the other formats name it.
            throw .tooDeep(location, limit: limit)
        } catch {
            throw .malformedJSON(error)
        }
        return try value(of: node)
    }

    /// A container being converted: its members, and the values of those done so far. Changed in
    /// place on the stack, so that adding a value never copies what is done.
    private struct Frame {
        let node: DocumentNode
        var items: [PlistValue] = []
        var dictionary = PlistDictionary()
        var done = 0
    }

    /// The value of a node, converted with a stack of its own rather than recursion.
    private static func value(of root: DocumentNode) throws(PlistError) -> PlistValue {
        var stack: [Frame] = []
        var node = root
        while true {
            // Down: push containers until a scalar or an empty container gives a value.
            var finished: PlistValue
            switch node {
            case .scalar(let scalar, let location):
                finished = try value(of: scalar, at: location)
            case .list(let items, let location):
                if let first = items.first {
                    stack.append(Frame(node: node))
                    node = first
                    continue
                }
                finished = PlistValue(.array([]), location: location)
            case .map(let entries, let location):
                if let first = entries.first {
                    stack.append(Frame(node: node))
                    node = first.value
                    continue
                }
                finished = PlistValue(.dictionary(PlistDictionary()), location: location)
            }
            // Up: add the value to its container; a container now complete is the next value up.
            ascending: while let top = stack.indices.last {
                switch stack[top].node {
                case .list(let members, let location):
                    stack[top].items.append(finished)
                    stack[top].done += 1
                    if stack[top].done < members.count {
                        node = members[stack[top].done]
                        break ascending
                    }
                    finished = PlistValue(.array(stack.removeLast().items), location: location)
                case .map(let entries, let location):
                    let entry = entries[stack[top].done]
                    stack[top].dictionary.setEntry(PlistDictionary.Entry(key: entry.key, keyLocation: entry.keyLocation, value: finished))
                    stack[top].done += 1
                    if stack[top].done < entries.count {
                        node = entries[stack[top].done].value
                        break ascending
                    }
                    finished = PlistValue(.dictionary(stack.removeLast().dictionary), location: location)
                case .scalar:
                    preconditionFailure("only containers are pushed")
                }
            }
            if stack.isEmpty { return finished }
        }
    }

    /// The value of a scalar.
    private static func value(of scalar: DocumentScalar, at location: SourceLocation) throws(PlistError) -> PlistValue {
        switch scalar {
        case .string(let text):
            return PlistValue(.string(text), location: location)
        case .bool(let flag):
            return PlistValue(.boolean(flag), location: location)
        case .number(let text):
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
        case .null:
            throw .unexpectedText(location, text: "null", context: "in JSON; a property list has no null value")
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
