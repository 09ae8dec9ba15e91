#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList

/// The typed getters of `UserDefaults`, with Foundation's documented conversions.
extension ApplicationDefaults {
    /// A string, or the text of a number; `nil` when missing or of another kind.
    public func string(forKey key: String) throws(DefaultsError) -> String? {
        try object(forKey: key).defaultsString
    }

    /// An integer: a number (a real truncated), a boolean as 1 or 0, or a string's leading integer
    /// ("123" is 123); 0 when missing or of another kind. `Int64.max` survives.
    public func integer(forKey key: String) throws(DefaultsError) -> Int {
        try object(forKey: key).defaultsInteger
    }

    /// A real: a number, a boolean as 1 or 0, or a string's leading number; 0 when missing.
    public func double(forKey key: String) throws(DefaultsError) -> Double {
        try object(forKey: key).defaultsDouble
    }

    /// `double(forKey:)` as a `Float`.
    public func float(forKey key: String) throws(DefaultsError) -> Float {
        Float(try object(forKey: key).defaultsDouble)
    }

    /// A boolean: a boolean, a number that is not 0, or a string that starts with Y, y, T, t or a digit
    /// 1-9 after white space, a sign and zeros ("YES", "true", "1"); false when missing.
    public func bool(forKey key: String) throws(DefaultsError) -> Bool {
        try object(forKey: key).defaultsBool
    }

    /// A URL: a string with a scheme is that URL (non-file URLs come back intact), another string is a
    /// file path; `nil` when missing or not a string.
    public func url(forKey key: String) throws(DefaultsError) -> URL? {
        try object(forKey: key).defaultsURL
    }

    /// An array; `nil` when missing or not an array.
    public func array(forKey key: String) throws(DefaultsError) -> [PlistValue]? {
        try object(forKey: key)?.array
    }

    /// An array whose elements are all strings; `nil` otherwise.
    public func stringArray(forKey key: String) throws(DefaultsError) -> [String]? {
        guard let items = try array(forKey: key) else { return nil }
        let strings = items.compactMap(\.string)
        return strings.count == items.count ? strings : nil
    }

    /// A dictionary; `nil` when missing or not a dictionary.
    public func dictionary(forKey key: String) throws(DefaultsError) -> PlistDictionary? {
        try object(forKey: key)?.dictionary
    }

    /// Data; `nil` when missing or not data.
    public func data(forKey key: String) throws(DefaultsError) -> Data? {
        try object(forKey: key)?.data
    }

    /// A date; `nil` when missing or not a date.
    public func date(forKey key: String) throws(DefaultsError) -> Date? {
        try object(forKey: key)?.date
    }
}
