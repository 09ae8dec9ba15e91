#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource

/// A value printed as `plutil -p` prints it on macOS, so that `print(value)` reads like the tool.
///
/// ```
/// {
///   "name" => "Ada"
///   "visits" => 3
///   "rating" => 4.5
///   "favourite" => true
///   "since" => 2026-12-02 00:00:00 +0000
///   "photo" => {length = 4, bytes = 0x89504e47}
///   "tags" => [
///     0 => "coast"
///   ]
///   "object" => <CFKeyedArchiverUID>{value = 7}
/// }
/// ```
///
/// The choices where `plutil -p` leaves room, or where this differs from it:
/// - Dictionaries list their entries in the order they were read or set (`plutil -p` sorts keys),
///   so the description reads beside the file it came from.
/// - Strings and keys are quoted, with `\` `"` and line breaks escaped (`\\`, `\"`, `\n`, `\r`),
///   so a value is always one line and the end of a string is unambiguous.
/// - Reals print as Swift prints a `Double` (`4.5`, `1.0`, `nan`), so `1.0` stays apart from the
///   integer `1`.
/// - Dates are in UTC to the second (`plutil -p` prints them in the same form); a date outside
///   years 1 to 9999 prints as its seconds since 1970.
/// - Data up to 24 bytes prints in full; longer data prints its first 16 and last 8 bytes in groups of
///   four around `...`, as `plutil -p` does.
/// - A UID (`CF$UID`) prints as `<CFKeyedArchiverUID>{value = N}`, as `plutil -p` does without the
///   object addresses.
/// - An empty array prints as `[\n]` and an empty dictionary as `{\n}`, as `plutil -p` does.
extension PlistValue: CustomStringConvertible {
    public var description: String {
        PlistDescription.printed(self).text
    }
}

/// The value's kind and location, then its description: what the debugger shows.
///
/// `PlistValue.string at Info.plist:4:11 "Ada"`; a value made in code has no location:
/// `PlistValue.integer 42`.
extension PlistValue: CustomDebugStringConvertible {
    public var debugDescription: String {
        let place = location.map { " at \($0)" } ?? ""
        return "PlistValue.\(kind.rawValue)\(place) \(description)"
    }
}

/// A dictionary printed as the `PlistValue` holding it prints (see `PlistValue.description`).
extension PlistDictionary: CustomStringConvertible {
    public var description: String {
        PlistDescription.printed(self).text
    }
}

/// The entry count, where the first key was read (when it was), then the description.
///
/// `PlistDictionary(2 entries, first key at Info.plist:3:5) {...}`.
extension PlistDictionary: CustomDebugStringConvertible {
    public var debugDescription: String {
        let count = entries.count == 1 ? "1 entry" : "\(entries.count) entries"
        let place = entries.first?.keyLocation.map { ", first key at \($0)" } ?? ""
        return "PlistDictionary(\(count)\(place)) \(description)"
    }
}

/// A property list's values as `PrintedValue`s: the `plutil -p` layout the descriptions share.
enum PlistDescription {
    static func printed(_ value: PlistValue) -> PrintedValue {
        switch value.content {
        case .string(let string): .quoted(string)
        case .integer(let integer): .bare(integer.description)
        case .real(let real): .bare(real.description)
        case .boolean(let boolean): .bare(boolean ? "true" : "false")
        case .date(let date): .bare(dateText(date))
        case .data(let data): .bare(dataText(data))
        case .uid(let uid): .bare("<CFKeyedArchiverUID>{value = \(uid)}")
        case .array(let items): .array(items.map(printed))
        case .dictionary(let dictionary): printed(dictionary)
        }
    }

    static func printed(_ dictionary: PlistDictionary) -> PrintedValue {
        .dictionary(dictionary.entries.map { ($0.key, printed($0.value)) })
    }

    /// `2026-12-02 00:00:00 +0000`.
    static func dateText(_ date: Date) -> String {
        guard PlistDateText.canFormat(date) else {
            return "\(date.timeIntervalSince1970) seconds since 1970"
        }
        // `YYYY-MM-DDTHH:MM:SSZ` becomes `YYYY-MM-DD HH:MM:SS +0000`.
        let iso = PlistDateText.format(date)
        return iso.dropLast().replacing("T", with: " ") + " +0000"
    }

    /// `{length = 4, bytes = 0x89504e47}`; beyond 24 bytes the first 16 and the last 8 in fours,
    /// `{length = 100, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 5c5d5e5f 60616263 }`:
    /// CoreFoundation's description of data, which `plutil -p` and `defaults read` print.
    static func dataText(_ data: Data) -> String {
        OpenStepWriter.dataDescription([UInt8](data))
    }
}
