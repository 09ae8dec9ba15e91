#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PlistValue {
    public var string: String? {
        if case .string(let value) = content { return value }
        return nil
    }

    public var integer: PlistInteger? {
        if case .integer(let value) = content { return value }
        return nil
    }

    /// The integer if it fits in `Int`.
    public var int: Int? { integer?.intValue }

    /// A real, or an integer as a `Double`.
    public var double: Double? {
        switch content {
        case .real(let value): value
        case .integer(let value): value.doubleValue
        default: nil
        }
    }

    public var bool: Bool? {
        if case .boolean(let value) = content { return value }
        return nil
    }

    public var date: Date? {
        if case .date(let value) = content { return value }
        return nil
    }

    public var data: Data? {
        if case .data(let value) = content { return value }
        return nil
    }

    public var array: [PlistValue]? {
        if case .array(let value) = content { return value }
        return nil
    }

    public var dictionary: PlistDictionary? {
        if case .dictionary(let value) = content { return value }
        return nil
    }

    public var uid: UInt64? {
        if case .uid(let value) = content { return value }
        return nil
    }

    /// The value for a key when this is a dictionary.
    public subscript(key: String) -> PlistValue? {
        dictionary?[key]
    }

    /// The element at an index when this is an array and the index is in range.
    public subscript(index: Int) -> PlistValue? {
        guard let array, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// Whether the value is an array or a dictionary.
    public var isContainer: Bool {
        switch content {
        case .array, .dictionary: true
        default: false
        }
    }
}
