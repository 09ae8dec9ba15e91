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
    ///   `.dateOutOfRange` for a date outside the years 0001 to 9999, `.dateFraction` for a date with a
    ///   fraction of a second (which Apple's writers drop, so the file would read back as another
    ///   date), each with its keypath.
    public static func xml(_ value: PlistValue) throws -> Data {
        Data(try XMLPlistWriter.write(value))
    }

    /// The bytes of `xml(_:)`.
    public static func xmlBytes(_ value: PlistValue) throws -> [UInt8] {
        try XMLPlistWriter.write(value)
    }

    /// XML in the given style; `.plistlib` is `xml(_:)`.
    ///
    /// - Throws: As `xml(_:)`.
    public static func xmlBytes(_ value: PlistValue, style: XMLStyle) throws -> [UInt8] {
        try XMLPlistWriter.write(value, style: style)
    }

    /// Whose XML layout to follow where Apple's writers and python's `plistlib` differ. Both write
    /// the same header, indentation, escaping, empty containers and dates, and keep dictionaries in
    /// their order (sort them first with `PlistValue.sortingKeys()` for CoreFoundation's order).
    public enum XMLStyle: Sendable, CaseIterable {
        /// python's `plistlib.dumps`: reals as python's `repr` (`1.0`, `1e-07`, `inf`); data lines
        /// indented fully, of 76 columns less the indentation, at least 16.
        case plistlib
        /// Foundation's `PropertyListSerialization`, as Xcode and `plutil` write: reals as `%.17g`
        /// (`1`, `1e-07` as `9.9999999999999995e-08`, `+infinity`), zero as `0.0`; data lines
        /// indented at most 8 tabs, filling 76 columns. A carriage return is still written as
        /// `&#13;` (Foundation writes it raw, and every XML reader turns it into a line feed), and
        /// negative zero as `-0.0` (Foundation drops the sign).
        case foundation
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
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - data: How data is written: `<0fbd7a12 34>`, which reads back (the default), or
    ///     `{length = 5, bytes = 0x0fbd7a1234}` as `defaults read` prints it on macOS today.
    public static func openStep(_ value: PlistValue, data: OpenStepDataStyle = .hexBytes) -> String {
        OpenStepWriter.write(value, data: data)
    }

    /// How OpenStep text shows data.
    public enum OpenStepDataStyle: Sendable {
        /// `<0fbd7a12 34>`: the OpenStep syntax, which reads back.
        case hexBytes
        /// `{length = 5, bytes = 0x0fbd7a1234}`, CoreFoundation's description of data, which
        /// `defaults read` prints on macOS today: more than 24 bytes are shortened to the first 16
        /// and the last 8 (`{length = 32, bytes = 0x00010203 ... 1c1d1e1f }`). For display only.
        case description
    }

    /// OpenStep text, as `openStep(_:)` writes it, for a value OpenStep can hold: only strings,
    /// data, arrays and dictionaries, so that what is read back equals what was written.
    ///
    /// - Throws: `PlistWriteError.unsupportedValue` with the keypath of the first number, boolean,
    ///   date or UID.
    public static func openStepWithoutLoss(_ value: PlistValue) throws(PlistWriteError) -> String {
        var pending: [(value: PlistValue, keyPath: [String])] = [(value, [])]
        while let (next, keyPath) = pending.popLast() {
            switch next.content {
            case .string, .data:
                continue
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item, keyPath + [String(index)])) }
            case .dictionary(let dictionary):
                for entry in dictionary.entries.reversed() { pending.append((entry.value, keyPath + [entry.key])) }
            case .integer, .real, .boolean, .date, .uid:
                throw .unsupportedValue(keyPath: keyPath.joined(separator: "."), kind: next.kind, format: "OpenStep")
            }
        }
        return OpenStepWriter.write(value)
    }

    /// JSON as `plutil -convert json` writes it (`options: .readable` for `plutil -convert json -r`),
    /// without a final newline.
    ///
    /// - Throws: `PlistWriteError.unsupportedValue` with the keypath of the first date, data, UID,
    ///   NaN or infinity (never with `options.lossless`).
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
        /// Writes every value, in a mapping that keeps each one's type (`tripkit plist print --json`):
        /// - strings, integers, booleans, arrays and dictionaries as themselves;
        /// - a real always with a point or an exponent (`1.0`, `2.5e-07`), and NaN and the
        ///   infinities as `{"$real": "nan"}`, `{"$real": "inf"}`, `{"$real": "-inf"}`;
        /// - a date as `{"$date": "2026-12-02T10:00:00Z"}` (in UTC, with its fraction of a second
        ///   when it has one: `...00.25Z`), or, outside the years 0001 to 9999, as
        ///   `{"$date": <seconds since 1970>}`;
        /// - data as `{"$data": "<base64>"}`, a UID as `{"$uid": 7}`;
        /// - a dictionary whose only key starts with `$`, which would read as one of these, as
        ///   `{"$dict": {...}}`.
        public var lossless: Bool
        /// Writes a whole real with its point (`2.0`), as `lossless` does, so that it is read back
        /// as a real and not an integer (`plutil` writes `2`).
        public var keepsRealsApart: Bool
        /// Writes `/` as `\/`, as `JSONSerialization` and so `plutil -convert json` write it (the
        /// default). Output for people and scripts turns it off: `/` is then written as itself.
        public var escapesSlashes: Bool

        public init(
            prettyPrinted: Bool = false, sortedKeys: Bool = false, lossless: Bool = false,
            keepsRealsApart: Bool = false,
            escapesSlashes: Bool = true
        ) {
            self.prettyPrinted = prettyPrinted
            self.sortedKeys = sortedKeys
            self.lossless = lossless
            self.keepsRealsApart = keepsRealsApart
            self.escapesSlashes = escapesSlashes
        }

        /// The layout of `plutil -convert json -r`: pretty-printed with sorted keys.
        public static let readable = JSONOptions(prettyPrinted: true, sortedKeys: true)
    }
}
