#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

extension PlistValue {
    /// The kinds of value a command line gives as text: `tripkit plist replace KEY -integer 3` and
    /// `tripkit defaults write D K -int 3`.
    public enum TextKind: String, Sendable, CaseIterable {
        case string, integer, float, bool, date, data
    }

    /// A value from command-line text.
    ///
    /// - A string is the text as it is.
    /// - An integer is decimal or `0x` hexadecimal with an optional sign, from `Int64.min` to
    ///   `UInt64.max`; text that does not fit is refused, never clamped.
    /// - A float is any number Swift's `Double(_:)` reads (`2.5`, `1e-7`, `inf`, `nan`).
    /// - A bool is `true`, `yes` or `1`, or `false`, `no` or `0`, in any case; anything else is
    ///   refused (where `plutil` takes it for NO).
    /// - A date is ISO 8601 with a time zone (`2024-05-17T10:00:00Z`, `2024-05-17T12:00:00+02:00`) or
    ///   as `defaults` prints one (`2024-05-17 10:00:00 +0000`).
    /// - Data is base64, as `plutil -data` takes it (white space allowed).
    ///
    /// White space around numbers, booleans and dates is ignored.
    ///
    /// - Throws: `PlistValueTextError` with what was expected.
    public init(text: String, as kind: TextKind) throws(PlistValueTextError) {
        let trimmed = text.trimmingWhiteSpace()
        switch kind {
        case .string:
            self = .string(text)
        case .integer:
            guard let number = PlistInteger(parsing: trimmed) else {
                throw PlistValueTextError(kind: kind, text: text, expected: "an integer")
            }
            self = .integer(number)
        case .float:
            guard let number = Double(trimmed) else { throw PlistValueTextError(kind: kind, text: text, expected: "a number") }
            self = .real(number)
        case .bool:
            switch trimmed.lowercased() {
            case "yes", "true", "1": self = .boolean(true)
            case "no", "false", "0": self = .boolean(false)
            default: throw PlistValueTextError(kind: kind, text: text, expected: "true, false, yes or no")
            }
        case .date:
            guard let date = Self.date(from: trimmed) else {
                throw PlistValueTextError(
                    kind: kind, text: text, expected: "a date such as 2024-05-17T10:00:00Z or \"2024-05-17 10:00:00 +0000\"")
            }
            self = .date(date)
        case .data:
            guard let bytes = Base64.decode(Array(trimmed.utf8)) else {
                throw PlistValueTextError(kind: kind, text: text, expected: "base64 data")
            }
            self = .data(Data(bytes))
        }
    }

    /// A date from ISO 8601 text with a time zone, or `defaults`'s `2024-05-17 10:00:00 +0000`, in
    /// the calendar of every other date (`PlistDateText`).
    private static func date(from text: String) -> Date? {
        PlistDateText.parseTimestamp(Substring(text))
    }
}

/// Command-line text that is not a value of the kind asked for.
public struct PlistValueTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind asked for.
    public let kind: PlistValue.TextKind
    /// The text given.
    public let text: String
    /// What the text should have been: "an integer".
    public let expected: String

    public var description: String { "expected \(expected), not \"\(text)\"" }
}
