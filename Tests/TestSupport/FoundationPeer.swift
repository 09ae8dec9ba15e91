import Foundation
import PropertyList

/// Foundation's `PropertyListSerialization` (CoreFoundation's readers and writer on Linux) as an
/// independent peer: its `Any` results turned into `PlistValue`s for comparison. Shared by the
/// property-list tests and the Validation tests that check a file is judged as Apple's loader reads it.
public enum FoundationPeer {
    /// UIDs come back as a private class whose number Swift cannot read, so both sides of a
    /// comparison write every UID as this value (see `withOpaqueUIDs`).
    public static let opaqueUID = UInt64.max

    /// Reads bytes with `PropertyListSerialization`.
    ///
    /// - Returns: The value and the format Foundation detected.
    public static func read(_ data: Data) throws -> (value: PlistValue, format: PropertyListSerialization.PropertyListFormat) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return (try value(from: object), format)
    }

    public struct Unconvertible: Error {
        public let description: String
    }

    public static func value(from object: Any) throws -> PlistValue {
        if type(of: object) == Bool.self, let boolean = object as? Bool {
            return .boolean(boolean)
        }
        switch object {
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "d", "f": return .real(number.doubleValue)
            case "Q": return .integer(PlistInteger(number.uint64Value))
            default: return .integer(PlistInteger(number.int64Value))
            }
        case let date as Date:
            return .date(date)
        case let data as Data:
            return .data(data)
        case let array as [Any]:
            return .array(try array.map(value(from:)))
        case let dictionary as [AnyHashable: Any]:
            var result = PlistDictionary()
            for (key, item) in dictionary {
                guard let key = key.base as? String else { throw Unconvertible(description: "key \(key)") }
                result[key] = try value(from: item)
            }
            return .dictionary(result)
        default:
            if String(describing: type(of: object)).contains("KeyedArchiverUID") {
                return .uid(opaqueUID)
            }
            throw Unconvertible(description: "\(type(of: object))")
        }
    }
}

extension PlistValue {
    /// The same value with every UID replaced by `FoundationPeer.opaqueUID`.
    public var withOpaqueUIDs: PlistValue {
        switch content {
        case .uid: return .uid(FoundationPeer.opaqueUID)
        case .array(let items): return .array(items.map(\.withOpaqueUIDs))
        case .dictionary(let dictionary):
            var copy = PlistDictionary()
            for entry in dictionary.entries { copy[entry.key] = entry.value.withOpaqueUIDs }
            return .dictionary(copy)
        default: return self
        }
    }
}
