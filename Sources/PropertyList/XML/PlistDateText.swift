#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The XML plist date form, `YYYY-MM-DDTHH:MM:SSZ`, always UTC, in the proleptic Gregorian calendar
/// (as CoreFoundation and python's `plistlib` write it) for years 0001 to 9999: the one calendar of
/// every date read or printed (XML, binary, the command line's `-date`, `extract ... raw`,
/// `defaults read`). Foundation's `ISO8601FormatStyle` switches to the Julian calendar before
/// 1582, so `1000-01-01` came back as `1000-01-06`; it is used nowhere.
///
/// Reading also accepts the shortened forms python's `plistlib` and CoreFoundation accept
/// (`2024Z`, `2024-05Z`, `2024-05-17T10Z`, ...): missing parts are the start of the period.
package enum PlistDateText {
    /// Parses the text of a `<date>` element.
    package static func parse(_ text: Substring) -> Date? {
        var bytes = Array(text.utf8)
        guard bytes.last == UInt8(ascii: "Z") else { return nil }
        bytes.removeLast()
        var position = 0
        func number(_ digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for index in position..<position + digits {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            position += digits
            return value
        }
        func separator(_ character: Character) -> Bool {
            guard position < bytes.count else { return false }
            guard bytes[position] == character.asciiValue else { return false }
            position += 1
            return true
        }
        guard let year = number(4) else { return nil }
        var month = 1, day = 1, hour = 0, minute = 0, second = 0
        if separator("-") {
            guard let value = number(2) else { return nil }
            month = value
            if separator("-") {
                guard let value = number(2) else { return nil }
                day = value
                if separator("T") {
                    guard let value = number(2) else { return nil }
                    hour = value
                    if separator(":") {
                        guard let value = number(2) else { return nil }
                        minute = value
                        if separator(":") {
                            guard let value = number(2) else { return nil }
                            second = value
                        }
                    }
                }
            }
        }
        // Year 0000 is no year of the range every reader and writer takes (0001 to 9999).
        guard position == bytes.count, year >= 1, (1...12).contains(month), day >= 1,
              day <= daysInMonth(month, year: year), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds)
    }

    /// Whether `format(_:)` can write the date: years 0001 to 9999 (python's `datetime` range, and
    /// four digits of year).
    package static func canFormat(_ date: Date) -> Bool {
        writableSeconds.contains(date.timeIntervalSince1970)
    }

    /// 0001-01-01T00:00:00Z up to the end of 9999-12-31, in seconds since 1970.
    static let writableSeconds = -62_135_596_800.0 ..< 253_402_300_800.0

    /// The digits of a date's fraction of a second, to the nanosecond, without trailing zeros:
    /// `25` for 10:00:00.25, nothing for a whole second (or less than half a nanosecond past one).
    static func fractionDigits(of date: Date) -> String {
        let stored = date.timeIntervalSinceReferenceDate
        let fraction = stored - stored.rounded(.down)
        guard fraction > 0, fraction < 1 else { return "" }
        let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            let count = withVaList([fraction]) { vsnprintf(buffer.baseAddress!, 32, "%.9f", $0) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)), as: UTF8.self)
        }
        // "0.250000000" -> "25"; "1.000000000" (rounded up) and "0.000000000" -> nothing.
        guard text.hasPrefix("0.") else { return "" }
        var digits = text.dropFirst(2)
        while digits.last == "0" { digits.removeLast() }
        return String(digits)
    }

    /// Formats a date as `YYYY-MM-DDTHH:MM:SSZ`, dropping fractions of a second as Apple's writer does.
    ///
    /// - Precondition: `canFormat(date)`.
    package static func format(_ date: Date) -> String {
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(total) / 86_400).rounded(.down))
        let secondsOfDay = total - days * 86_400
        let (year, month, day) = civilFromDays(days)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(abs(value))
            let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
            return value < 0 ? "-" + padded : padded
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondsOfDay / 3600, 2)):"
            + "\(pad(secondsOfDay / 60 % 60, 2)):\(pad(secondsOfDay % 60, 2))Z"
    }

    /// A date typed on the command line: `YYYY-MM-DDTHH:MM:SS` or `YYYY-MM-DD HH:MM:SS`, then `Z`
    /// or an offset (`+0000`, `-05:00`, `+02`, with or without a space before it), in the same
    /// calendar as `parse`.
    package static func parseTimestamp(_ text: Substring) -> Date? {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 20 else { return nil }
        var dateTime = Array(utf8[..<19])
        guard dateTime[10] == UInt8(ascii: "T") || dateTime[10] == UInt8(ascii: " ") else { return nil }
        dateTime[10] = UInt8(ascii: "T")
        var zone = utf8[19...]
        if zone.first == UInt8(ascii: " ") { zone = zone.dropFirst() }
        var offset = 0
        if Array(zone) != [UInt8(ascii: "Z")] {
            guard let sign = zone.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            let digits = zone.dropFirst().filter { $0 != UInt8(ascii: ":") }
            guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            let values = digits.map { Int($0 - 0x30) }
            let hours = values[0] * 10 + values[1], minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
            guard hours < 24, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        guard let local = parse(Substring(String(decoding: dateTime + [UInt8(ascii: "Z")], as: UTF8.self))) else { return nil }
        let date = Date(timeIntervalSince1970: local.timeIntervalSince1970 - Double(offset))
        return canFormat(date) ? date : nil
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
