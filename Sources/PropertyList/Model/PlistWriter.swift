#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes property-list values in each format.
public enum PlistWriter {
    /// XML in Apple's canonical layout, byte-identical to python's
    /// `plistlib.dumps(value, sort_keys=False)` wherever plistlib can write the value.
    ///
    /// - Throws: `PlistWriteError.unrepresentableCharacter` for control characters XML 1.0 cannot hold,
    ///   `.dateOutOfRange` for a date outside the years 0001 to 9999, each with its keypath.
    public static func xml(_ value: PlistValue) throws -> Data {
        Data(try XMLPlistWriter.write(value))
    }

    /// The bytes of `xml(_:)`.
    public static func xmlBytes(_ value: PlistValue) throws -> [UInt8] {
        try XMLPlistWriter.write(value)
    }

    /// Binary `bplist00`, byte-identical to python's
    /// `plistlib.dumps(value, fmt=FMT_BINARY, sort_keys=False)` (see `BinaryPlistWriter` for the one
    /// exception), and read back equal by plistlib and Foundation's `PropertyListSerialization`.
    ///
    /// Every value can be written in binary, so this does not throw.
    public static func binary(_ value: PlistValue) -> Data {
        Data(BinaryPlistWriter.write(value))
    }

    /// The bytes of `binary(_:)`.
    public static func binaryBytes(_ value: PlistValue) -> [UInt8] {
        BinaryPlistWriter.write(value)
    }

    /// OpenStep text in the layout macOS `defaults read` prints, ending in a newline.
    ///
    /// OpenStep has only strings, data, arrays and dictionaries: numbers, booleans (1 and 0), dates
    /// and UIDs are written as text and read back as strings, so this output is for display and for
    /// strings-only data. See `OpenStepWriter` for the layout and quoting.
    public static func openStep(_ value: PlistValue) -> String {
        OpenStepWriter.write(value)
    }

    /// JSON as `plutil -convert json` writes it (`options: .readable` for `plutil -convert json -r`),
    /// without a final newline.
    ///
    /// - Throws: `PlistWriteError.unsupportedValue` with the keypath of the first date, data, UID,
    ///   NaN or infinity.
    public static func json(_ value: PlistValue, options: JSONOptions = JSONOptions()) throws -> String {
        try JSONPlistWriter.write(value, options: options)
    }

    /// How `json(_:options:)` lays out its output.
    public struct JSONOptions: Sendable, Equatable {
        /// Two-space indentation and `"key" : value`, as `plutil -r` writes.
        public var prettyPrinted: Bool
        /// Keys in `plutil -r`'s order (numeric and case-insensitive; see `JSONKeyOrder`) instead of
        /// the dictionary's own order.
        public var sortedKeys: Bool

        public init(prettyPrinted: Bool = false, sortedKeys: Bool = false) {
            self.prettyPrinted = prettyPrinted
            self.sortedKeys = sortedKeys
        }

        /// The layout of `plutil -convert json -r`: pretty-printed with sorted keys.
        public static let readable = JSONOptions(prettyPrinted: true, sortedKeys: true)
    }
}
