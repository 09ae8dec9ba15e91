#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList

extension PlistValue {
    /// A property-list value from a Swift value of a property-list type, as `UserDefaults.set(_:forKey:)`
    /// accepts it.
    ///
    /// Accepted: `PlistValue`, `String`, `Substring`, `Bool`, every fixed-width integer type, `Double`,
    /// `Float`, `Date`, `Data`, `URL` (see `init(url:)`), arrays of these and dictionaries with `String`
    /// keys. Dictionary entries are kept in sorted key order, so the same dictionary always writes the
    /// same file.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - keyPath: Where the value sits, for errors.
    /// - Throws: `DefaultsValueError` naming the keypath and the type that is not a property-list type.
    public init(defaultsValue value: Any, keyPath: String = "") throws(DefaultsValueError) {
        switch value {
        case let plist as PlistValue:
            try plist.validateForDefaults(keyPath: keyPath)
            self = plist
        case let string as String: self = .string(string)
        case let string as Substring: self = .string(String(string))
        case let bool as Bool: self = .boolean(bool)
        case let number as Int: self = .integer(PlistInteger(number))
        case let number as Int8: self = .integer(PlistInteger(Int64(number)))
        case let number as Int16: self = .integer(PlistInteger(Int64(number)))
        case let number as Int32: self = .integer(PlistInteger(Int64(number)))
        case let number as Int64: self = .integer(PlistInteger(number))
        case let number as UInt: self = .integer(PlistInteger(UInt64(number)))
        case let number as UInt8: self = .integer(PlistInteger(UInt64(number)))
        case let number as UInt16: self = .integer(PlistInteger(UInt64(number)))
        case let number as UInt32: self = .integer(PlistInteger(UInt64(number)))
        case let number as UInt64: self = .integer(PlistInteger(number))
        case let number as Double: self = .real(number)
        case let number as Float: self = .real(Double(number))
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let url as URL: self = PlistValue(url: url)
        case let array as [Any]:
            var items: [PlistValue] = []
            items.reserveCapacity(array.count)
            for (index, item) in array.enumerated() {
                items.append(try PlistValue(defaultsValue: item, keyPath: "\(keyPath)[\(index)]"))
            }
            self = .array(items)
        case let dictionary as [String: Any]:
            var entries = PlistDictionary()
            for key in dictionary.keys.sorted() {
                // The key comes from the dictionary's own keys, so the lookup cannot miss.
                guard let item = dictionary[key] else { continue }
                entries[key] = try PlistValue(defaultsValue: item, keyPath: Self.join(keyPath, key))
            }
            self = .dictionary(entries)
        case let dictionary as [AnyHashable: Any]:
            let key = dictionary.keys.first { !($0.base is String) }
            throw .nonStringKey(keyPath: keyPath, typeName: key.map { "\(type(of: $0.base))" } ?? "AnyHashable")
        default:
            throw .notPropertyList(keyPath: keyPath, typeName: "\(type(of: value))")
        }
    }

    /// The value stored for a URL: a file URL as its absolute path (as Foundation stores it), any other
    /// URL as its absolute string, so that `https://example.com/a?b` keeps its scheme, host and query.
    public init(url: URL) {
        self = url.isFileURL ? .string(url.absoluteURL.path) : .string(url.absoluteString)
    }

    /// Checks that the value holds only kinds the defaults keep (everything but UIDs).
    ///
    /// - Throws: `DefaultsValueError.unsupportedKind` with the keypath of the first UID.
    public func validateForDefaults(keyPath: String = "") throws(DefaultsValueError) {
        // Keypaths are built only on the way to a UID, not for every entry of every valid value.
        guard containsUID else { return }
        switch content {
        case .uid:
            throw .unsupportedKind(keyPath: keyPath, kind: .uid)
        case .array(let items):
            for (index, item) in items.enumerated() {
                try item.validateForDefaults(keyPath: "\(keyPath)[\(index)]")
            }
        case .dictionary(let dictionary):
            for entry in dictionary.entries {
                try entry.value.validateForDefaults(keyPath: Self.join(keyPath, entry.key))
            }
        case .string, .integer, .real, .boolean, .date, .data:
            break
        }
    }

    private var containsUID: Bool {
        switch content {
        case .uid: true
        case .array(let items): items.contains { $0.containsUID }
        case .dictionary(let dictionary): dictionary.entries.contains { $0.value.containsUID }
        case .string, .integer, .real, .boolean, .date, .data: false
        }
    }

    private static func join(_ keyPath: String, _ key: String) -> String {
        keyPath.isEmpty ? key : keyPath + "." + key
    }
}

extension PlistDictionary {
    /// The values with every date rounded down to a whole second, as the store's XML files hold
    /// them (`PlistWriter.xml` refuses a fraction it would otherwise drop).
    var withWholeSecondDates: PlistDictionary {
        PlistDictionary(entries.map { Entry(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.withWholeSecondDates) })
    }
}

extension PlistValue {
    /// The value with every date rounded down to a whole second; recursion is bounded by the
    /// readers' depth cap and the store's.
    var withWholeSecondDates: PlistValue {
        switch content {
        case .date(let date):
            let stored = date.timeIntervalSinceReferenceDate
            return stored.rounded(.down) == stored
                ? self : PlistValue(.date(Date(timeIntervalSinceReferenceDate: stored.rounded(.down))), location: location)
        case .array(let items):
            return PlistValue(.array(items.map(\.withWholeSecondDates)), location: location)
        case .dictionary(let dictionary):
            return PlistValue(.dictionary(dictionary.withWholeSecondDates), location: location)
        default:
            return self
        }
    }
}
