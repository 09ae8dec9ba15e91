#if canImport(FoundationEssentials)
import TripSource
import FoundationEssentials
#else
import Foundation
#endif
import Defaults
import PropertyList

/// How `defaults` shows single values: `read DOMAIN KEY` for scalars and `read-type`.
enum DefaultsValueText {
    /// A scalar as `defaults read DOMAIN KEY` prints it: a string as it is, numbers in decimal (a whole
    /// real without a fraction), booleans as 1 and 0, dates as `2024-05-17 10:00:00 +0000`; `nil` for
    /// data and containers, which are printed as OpenStep text.
    static func scalar(_ value: PlistValue) -> String? {
        switch value.content {
        case .string(let text): text
        case .integer(let number): number.description
        case .real(let number): real(number)
        case .boolean(let flag): flag ? "1" : "0"
        case .date(let date): self.date(date)
        case .data, .array, .dictionary, .uid: nil
        }
    }

    /// A real in decimal: whole values without `.0` (`100`), others as Swift writes them (`0.1`).
    static func real(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// `2024-05-17 10:00:00 +0000`, the form `defaults` prints and `-date` accepts.
    static func date(_ date: Date) -> String {
        // 2024-05-17T10:00:00Z, in the calendar every reader and writer uses.
        guard PlistDateText.canFormat(date) else { return "\(date.timeIntervalSince1970) seconds since 1970" }
        let iso = PlistDateText.format(date)
        return iso.dropLast().replacing("T", with: " ") + " +0000"
    }

    /// The type name `read-type` prints.
    static func typeName(_ value: PlistValue) -> String {
        switch value.content {
        case .string: "string"
        case .integer: "integer"
        case .real: "float"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        case .uid: "UID"
        }
    }
}
