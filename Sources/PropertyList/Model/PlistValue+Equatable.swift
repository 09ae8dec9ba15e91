#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PlistValue: Equatable {
    /// Content equality: locations are ignored, dictionary order is ignored, NaN equals NaN.
    public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
        lhs.content == rhs.content
    }
}

extension PlistValue.Content: Equatable {
    public static func == (lhs: PlistValue.Content, rhs: PlistValue.Content) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a.hasSameScalars(as: b)
        case let (.integer(a), .integer(b)): a == b
        case let (.real(a), .real(b)): a == b || (a.isNaN && b.isNaN)
        case let (.boolean(a), .boolean(b)): a == b
        case let (.date(a), .date(b)): a == b
        case let (.data(a), .data(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a == b
        case let (.uid(a), .uid(b)): a == b
        default: false
        }
    }
}

extension PlistDictionary: Equatable {
    /// Same keys with equal values, in any order; locations are ignored.
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for entry in lhs.entries {
            guard let other = rhs[entry.key], other == entry.value else { return false }
        }
        return true
    }
}
