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
    /// - Throws: `PlistWriteError.unrepresentableCharacter` for control characters XML 1.0 cannot hold.
    public static func xml(_ value: PlistValue) throws -> Data {
        Data(try XMLPlistWriter.write(value))
    }

    /// The bytes of `xml(_:)`.
    public static func xmlBytes(_ value: PlistValue) throws -> [UInt8] {
        try XMLPlistWriter.write(value)
    }
}
