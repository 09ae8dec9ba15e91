#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes `Encodable` Swift types into property-list values, the counterpart of `PlistDecoder`.
///
/// The mapping is the decoder's read backwards, and Foundation's `PropertyListEncoder`'s where that is
/// sensible: keyed containers become dictionaries (in the order keys were encoded), unkeyed ones arrays;
/// `Date` becomes a date, `Data` data, a `URL` its absolute string; integers of every width become
/// integers (up to `UInt64.max`), `Float` and `Double` reals; `nil` becomes the string `$null`; a value
/// that encodes nothing becomes an empty dictionary. Unlike Foundation, a scalar root is allowed, since a
/// property list may hold one.
public struct PlistEncoder: Sendable {
    /// Values the encoded types can read from `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Encodes a value.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: The property-list value, with no locations.
    /// - Throws: Whatever the type's `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> PlistValue {
        let node = PlistEncodingNode()
        try PlistEncodingNode.encode(value, into: node, codingPath: [], userInfo: userInfo)
        return node.value
    }
}
