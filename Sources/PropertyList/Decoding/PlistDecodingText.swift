#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The words decoding errors use for Swift types and property-list values.
enum PlistDecodingText {
    /// What a Swift type needs, with an article: "a real number", "an integer", "a dictionary".
    static func expectation(_ type: any Any.Type) -> String {
        if type is any FixedWidthInteger.Type { return "an integer" }
        if type is any BinaryFloatingPoint.Type { return "a real number" }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return "a string"
        case ObjectIdentifier(Bool.self): return "a boolean"
        case ObjectIdentifier(Date.self): return "a date"
        case ObjectIdentifier(Data.self): return "data"
        case ObjectIdentifier(URL.self): return "a URL string"
        case ObjectIdentifier(Keyed.self): return "a dictionary"
        case ObjectIdentifier(Unkeyed.self): return "an array"
        default: return "a value of type \(type)"
        }
    }

    /// The type a keyed container stands for in `DecodingError.typeMismatch`, as Foundation reports it.
    typealias Keyed = [String: Any]
    /// The type an unkeyed container stands for.
    typealias Unkeyed = [Any]

    /// A value as errors show it: `string "north"`, `integer 300`, `dictionary (3 keys)`.
    static func describe(_ value: PlistValue) -> String {
        switch value.content {
        case .string(let string): "string \"\(PlistError.abbreviated(string))\""
        case .integer(let integer): "integer \(integer)"
        case .real(let real): "real \(PlistRealText.format(real))"
        case .boolean(let boolean): "boolean \(boolean)"
        case .date(let date):
            // Only years 0001 to 9999 have the XML form (format(_:) requires it); the rest as seconds.
            PlistDateText.canFormat(date) ? "date \(PlistDateText.format(date))"
                : "date \(date.timeIntervalSince1970) seconds from 1970"
        case .data(let data): "data (\(count(data.count, "byte")))"
        case .array(let items): "array (\(count(items.count, "element")))"
        case .dictionary(let dictionary): "dictionary (\(count(dictionary.count, "key")))"
        case .uid(let uid): "UID \(uid)"
        }
    }

    /// ` (0...255)` for integer types, ` (magnitudes up to 3.4028235e+38)` for floating-point ones.
    static func range(of type: any Any.Type) -> String {
        if let integer = type as? any FixedWidthInteger.Type {
            return " (\(integerRange(integer)))"
        }
        if let real = type as? any BinaryFloatingPoint.Type {
            return " (magnitudes up to \(largest(real)))"
        }
        return ""
    }

    private static func integerRange<T: FixedWidthInteger>(_ type: T.Type) -> String {
        "\(T.min)...\(T.max)"
    }

    private static func largest<T: BinaryFloatingPoint>(_ type: T.Type) -> String {
        "\(T.greatestFiniteMagnitude)"
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
