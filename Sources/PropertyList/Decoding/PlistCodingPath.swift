/// Where a value sits in the tree being decoded, as Swift's `codingPath` names it, rendered as
/// `DestinationData[1].DestinationLocation.Latitude`: keys joined by `.`, array positions in brackets.
public struct PlistCodingPath: Hashable, Sendable {
    /// One step: a dictionary key, or a position in an array.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path of a `codingPath`; positions are the keys the decoder's unkeyed containers made, and
    /// every other key counts by its `stringValue`.
    public init(codingPath: [any CodingKey]) {
        components = codingPath.map { key in
            if let key = key as? PlistCodingKey, key.isIndex, let index = key.intValue {
                return .index(index)
            }
            return .key(key.stringValue)
        }
    }

    /// The path as coding keys, for `DecodingError`.
    public var codingKeys: [any CodingKey] {
        components.map { component in
            switch component {
            case .key(let key): PlistCodingKey(stringValue: key)
            case .index(let index): PlistCodingKey.index(index)
            }
        }
    }

    /// The same place as a `plutil` keypath (`DestinationData.1.DestinationLocation.Latitude`).
    public var keyPath: PlistKeyPath {
        PlistKeyPath(components: components.map { component in
            switch component {
            case .key(let key): key
            case .index(let index): String(index)
            }
        })
    }

    public var isEmpty: Bool { components.isEmpty }
}

extension PlistCodingPath: CustomStringConvertible {
    /// `DestinationData[1].DestinationLocation.Latitude`; a `.` inside a key is written `\.` as in keypaths.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key.replacing(".", with: "\\.")
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

/// The coding keys the decoder makes: dictionary keys by name, and positions in arrays, which render
/// as `Index N` like Foundation's and count as `[N]` in a `PlistCodingPath`.
struct PlistCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?
    /// Whether the key is a position in an array rather than a dictionary key.
    let isIndex: Bool

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
        isIndex = false
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
        isIndex = false
    }

    private init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
        isIndex = true
    }

    static func index(_ index: Int) -> PlistCodingKey {
        PlistCodingKey(index: index)
    }

    /// The key `superDecoder()` uses, as Foundation's decoders do.
    static let superKey = PlistCodingKey(stringValue: "super")
}
