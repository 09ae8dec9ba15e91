#if canImport(FoundationEssentials)
import TripSource
import FoundationEssentials
#else
import Foundation
#endif
import Defaults
import PropertyList

/// What `defaults write DOMAIN ...` asks for, parsed from the arguments after the domain.
///
/// The forms are those of macOS `defaults write`:
/// - `KEY VALUE`: a string, or a property list when the value starts with `(`, `{`, `<` or `"`
///   (OpenStep or XML text);
/// - `KEY -string|-int[eger]|-float|-bool[ean]|-date|-data VALUE`: a typed scalar;
/// - `KEY -array ITEM...` and `KEY -array-add ITEM...`: an array, set or appended to;
/// - `KEY -dict KEY ITEM ...` and `KEY -dict-add KEY ITEM ...`: a dictionary, set or merged into;
/// - `PLIST`: a dictionary that replaces the whole domain.
///
/// An ITEM is a value as in the first form, or a type flag followed by a value (`-int 3`).
enum DefaultsWriteRequest: Equatable {
    case set(key: String, value: PlistValue)
    case arrayAdd(key: String, items: [PlistValue])
    case dictionaryAdd(key: String, entries: PlistDictionary)
    case replaceDomain(PlistDictionary)

    /// Parses the arguments after the domain.
    ///
    /// - Throws: `DefaultsToolResult` with a usage or parse message.
    static func parse(_ arguments: [String]) throws(DefaultsToolResult) -> DefaultsWriteRequest {
        guard let key = arguments.first else {
            throw .failure("write needs a key and a value, or a dictionary for the whole domain", status: .usage)
        }
        let rest = Array(arguments.dropFirst())
        guard let first = rest.first else {
            let value = try untyped(key)
            guard let dictionary = value.dictionary, value.isContainer else {
                throw .failure("write needs a value for the key \"\(key)\"", status: .usage)
            }
            return .replaceDomain(dictionary)
        }
        switch first {
        case "-array", "-array-add":
            let items = try Self.items(Array(rest.dropFirst()))
            return first == "-array" ? .set(key: key, value: .array(items)) : .arrayAdd(key: key, items: items)
        case "-dict", "-dict-add":
            let pairs = try Self.items(Array(rest.dropFirst()), keyed: true)
            var entries = PlistDictionary()
            for index in stride(from: 0, to: pairs.count, by: 2) {
                guard let entryKey = pairs[index].string else {
                    throw .failure("dictionary keys must be strings", status: .usage)
                }
                entries[entryKey] = pairs[index + 1]
            }
            return first == "-dict" ? .set(key: key, value: .dictionary(entries)) : .dictionaryAdd(key: key, entries: entries)
        default:
            let items = try Self.items(rest)
            guard items.count == 1 else {
                throw .failure("write takes one value for \"\(key)\"; use -array or -dict for several", status: .usage)
            }
            return .set(key: key, value: items[0])
        }
    }

    /// Items of an array or a dictionary (alternating keys and values when `keyed`), each a typed pair
    /// or one untyped value.
    private static func items(_ arguments: [String], keyed: Bool = false) throws(DefaultsToolResult) -> [PlistValue] {
        var items: [PlistValue] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let isKeyPosition = keyed && items.count.isMultiple(of: 2)
            if !isKeyPosition, typeFlags.contains(argument) {
                guard index + 1 < arguments.count else {
                    throw .failure("\(argument) needs a value", status: .usage)
                }
                items.append(try typed(argument, arguments[index + 1]))
                index += 2
            } else {
                items.append(isKeyPosition ? .string(argument) : try untyped(argument))
                index += 1
            }
        }
        if keyed, !items.count.isMultiple(of: 2) {
            throw .failure("-dict needs a value after each key", status: .usage)
        }
        return items
    }

    /// A value without a type flag: a property list when it looks like one, else a string.
    private static func untyped(_ text: String) throws(DefaultsToolResult) -> PlistValue {
        do {
            return try PlistValue.commandLinePropertyList(text) ?? .string(text)
        } catch let error as PlistError {
            throw .failure("Could not parse: \(text).  Try single-quoting it.\n\(error.description)", status: .dataError)
        } catch {
            throw .failure("Could not parse: \(text).  \(error)", status: .dataError)
        }
    }

    /// A value after a type flag.
    private static func typed(_ flag: String, _ text: String) throws(DefaultsToolResult) -> PlistValue {
        func invalid(_ expected: String) -> DefaultsToolResult {
            .failure("\(flag) expects \(expected), not \"\(text)\"", status: .usage)
        }
        let kind: PlistValue.TextKind
        switch flag {
        case "-string": kind = .string
        case "-int", "-integer": kind = .integer
        case "-float": kind = .float
        case "-bool", "-boolean": kind = .bool
        case "-date": kind = .date
        default: kind = .data  // hexadecimal here, as macOS defaults takes it
        }
        if kind == .data {
            guard let bytes = hexBytes(text) else { throw invalid("an even number of hexadecimal digits") }
            return .data(Data(bytes))
        }
        do {
            return try PlistValue(text: text, as: kind)
        } catch {
            throw invalid(error.expected)
        }
    }

    /// Bytes from hexadecimal digits, read as OpenStep `<data>`; spaces and a surrounding `<` `>` are
    /// allowed.
    private static func hexBytes(_ text: String) -> [UInt8]? {
        var digits = text.trimmingWhiteSpace()
        if digits.hasPrefix("<"), digits.hasSuffix(">") { digits = String(digits.dropFirst().dropLast()) }
        guard !digits.contains(">"),
              let data = (try? PlistReader.read(bytes: Array("<\(digits)>".utf8)))?.root.data else { return nil }
        return [UInt8](data)
    }

    private static let typeFlags: Set<String> = [
        "-string", "-int", "-integer", "-float", "-bool", "-boolean", "-date", "-data",
    ]
}
