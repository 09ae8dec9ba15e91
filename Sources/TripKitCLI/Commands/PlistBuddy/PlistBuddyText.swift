import PropertyList

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

/// Values as PlistBuddy's `Print` shows them, and values from the text `Set` and `Add` are given.
///
/// ```
/// Dict {
///     CFBundleName = Trip
///     UIDeviceFamily = Array {
///         1
///     }
/// }
/// ```
///
/// A container opens with `Dict {` or `Array {` and closes on a line of its own; each level is
/// indented four spaces; a dictionary's entries are `key = value`, in the file's order; strings and
/// data are printed raw, booleans `true` or `false`, reals with six decimals, dates as
/// `Thu Jan 01 00:00:00 GMT 1970` (in UTC, where PlistBuddy uses the Mac's time zone).
enum PlistBuddyText {
    /// The text of a value, ending in a newline, walked without recursion.
    static func printed(_ value: PlistValue) -> [UInt8] {
        enum Work {
            case value(PlistValue, depth: Int, key: String?)
            case close(depth: Int)
        }
        var output: [UInt8] = []
        var stack: [Work] = [.value(value, depth: 0, key: nil)]
        func indent(_ depth: Int) { output += repeatElement(UInt8(ascii: " "), count: depth * 4) }
        while let work = stack.popLast() {
            switch work {
            case .close(let depth):
                indent(depth)
                output += Array("}\n".utf8)
            case .value(let value, let depth, let key):
                indent(depth)
                if let key { output += Array("\(key) = ".utf8) }
                switch value.content {
                case .dictionary(let dictionary):
                    output += Array("Dict {\n".utf8)
                    stack.append(.close(depth: depth))
                    for entry in dictionary.entries.reversed() {
                        stack.append(.value(entry.value, depth: depth + 1, key: entry.key))
                    }
                case .array(let items):
                    output += Array("Array {\n".utf8)
                    stack.append(.close(depth: depth))
                    for item in items.reversed() { stack.append(.value(item, depth: depth + 1, key: nil)) }
                default:
                    output += scalarBytes(value)
                    output.append(0x0A)
                }
            }
        }
        return output
    }

    /// A value that is not a container, as `Print` shows it.
    static func scalarBytes(_ value: PlistValue) -> [UInt8] {
        switch value.content {
        case .string(let text): Array(text.utf8)
        case .integer(let number): Array(number.description.utf8)
        case .real(let number): Array(sixDecimals(number).utf8)
        case .boolean(let flag): Array((flag ? "true" : "false").utf8)
        case .date(let date): Array(dateText(date).utf8)
        case .data(let data): Array(data)
        case .uid(let number): Array(String(number).utf8)
        case .array, .dictionary: []
        }
    }

    /// `%f`: `1.500000`, `-0.000000`, `inf`, `nan`.
    static func sixDecimals(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        var buffer = [CChar](repeating: 0, count: 400)  // %f of the largest double: 309 digits and 7
        let count = withVaList([number]) { vsnprintf(&buffer, buffer.count, "%f", $0) }
        return String(
            decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) },
            as: UTF8.self)
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Thu Jan 01 00:00:00 GMT 1970`, from the one calendar every date is printed in (`PlistDateText`).
    static func dateText(_ date: Date) -> String {
        guard PlistDateText.canFormat(date) else { return "\(date.timeIntervalSince1970)" }
        let iso = Array(PlistDateText.format(date).utf8)  // YYYY-MM-DDTHH:MM:SSZ
        func text(_ range: Range<Int>) -> String { String(decoding: iso[range], as: UTF8.self) }
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let weekday = weekdays[((days % 7) + 7 + 4) % 7]  // 1970-01-01 was a Thursday
        let month = months[(Int(text(5..<7)) ?? 1) - 1]
        return "\(weekday) \(month) \(text(8..<10)) \(text(11..<19)) GMT \(text(0..<4))"
    }

    /// The value `Set` or `Add` makes of text, for a type that is not a container: a string as it is,
    /// data as the text's UTF-8 bytes (as PlistBuddy takes it), numbers, booleans and dates as the
    /// command line takes them everywhere (`PlistValue(text:as:)`), refusing what does not fit.
    static func value(_ text: String, as type: PlistBuddyType, command: String) throws(PlistBuddyError) -> PlistValue {
        do {
            switch type {
            case .string: return .string(text)
            case .data: return .data(Data(text.utf8))
            case .integer: return try PlistValue(text: text, as: .integer)
            case .real: return try PlistValue(text: text, as: .float)
            case .bool: return try PlistValue(text: text, as: .bool)
            case .date: return try PlistValue(text: text, as: .date)
            case .array: return .array([])
            case .dict: return .dictionary(PlistDictionary())
            }
        } catch {
            throw .badValue(command: command, error)
        }
    }

    /// The value `Add` and `Clear` make when no text is given: empty, zero, false, or now for a date.
    static func emptyValue(_ type: PlistBuddyType, now: Date) -> PlistValue {
        switch type {
        case .string: .string("")
        case .data: .data(Data())
        case .integer: .integer(0)
        case .real: .real(0)
        case .bool: .boolean(false)
        case .date: .date(Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
        case .array: .array([])
        case .dict: .dictionary(PlistDictionary())
        }
    }

    /// The type of a value, for `Set` to read its text as.
    static func type(of value: PlistValue) -> PlistBuddyType? {
        switch value.content {
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .boolean: .bool
        case .date: .date
        case .data: .data
        case .array, .dictionary, .uid: nil
        }
    }
}
