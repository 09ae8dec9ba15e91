/// A path to a value inside a property list, spelled as `plutil` spells it: `DestinationData.0.DestinationName`.
///
/// Components are separated by `.`; a component names a dictionary key, or, when the container it is
/// applied to is an array, an index into it (parsed as Swift's `Int(_:)` parses, so `+1` and `01` are
/// index 1 and `-1` is an index that is always out of range). A numeric component applied to a
/// dictionary is a key, as in `plutil`. A dot inside a key is written `\.`; a backslash before any other
/// character is an ordinary character. This is exactly `plutil`'s splitting, including its one blind spot:
/// a key that ends in a backslash cannot be followed by another component.
///
/// Every string is a keypath: the empty string is one empty key (a legal dictionary key), and `a..b`
/// holds an empty key between `a` and `b`. The keypath of the root value has no components and no
/// string spelling; make it with `PlistKeyPath.root`.
public struct PlistKeyPath: Hashable, Sendable {
    /// The components, unescaped.
    public var components: [String]

    /// The keypath with no components: the root value.
    public static let root = PlistKeyPath(components: [])

    /// A keypath from unescaped components.
    public init(components: [String]) {
        self.components = components
    }

    /// Parses a keypath as `plutil` does: split at every `.` that is not preceded by a backslash, then
    /// turn each `\.` into `.`.
    ///
    /// - Parameter string: The keypath text, e.g. `DestinationData.0.DestinationName` or `a\.b.c`.
    public init(_ string: String) {
        var components: [String] = []
        var current: [UInt8] = []
        var bytes = string.utf8.makeIterator()
        var pending: UInt8? = nil
        while let byte = pending ?? bytes.next() {
            pending = nil
            if byte == Syntax.backslash {
                guard let next = bytes.next() else {
                    current.append(byte)
                    break
                }
                if next == Syntax.separator {
                    current.append(Syntax.separator)
                } else {
                    current.append(byte)
                    pending = next
                }
            } else if byte == Syntax.separator {
                components.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        components.append(String(decoding: current, as: UTF8.self))
        self.components = components
    }

    /// Whether this is the root keypath.
    public var isRoot: Bool { components.isEmpty }

    /// The number of components.
    public var count: Int { components.count }

    /// The keypath with one more component.
    public func appending(_ component: String) -> PlistKeyPath {
        PlistKeyPath(components: components + [component])
    }

    /// The keypath with an array index appended.
    public func appending(index: Int) -> PlistKeyPath {
        appending(String(index))
    }

    /// The keypath of the first `count` components.
    public func prefix(_ count: Int) -> PlistKeyPath {
        PlistKeyPath(components: Array(components.prefix(count)))
    }

    /// The keypath of the container holding this value, or `nil` for the root.
    public var parent: PlistKeyPath? {
        isRoot ? nil : PlistKeyPath(components: components.dropLast())
    }

    /// The index a component names when it is applied to an array, as `plutil` reads it.
    static func index(_ component: String) -> Int? {
        Int(component)
    }

    private enum Syntax {
        static let separator = UInt8(ascii: ".")
        static let backslash = UInt8(ascii: "\\")
    }
}

extension PlistKeyPath: CustomStringConvertible {
    /// The `plutil` spelling: components joined by `.`, each `.` inside a component written `\.`.
    public var description: String {
        components.map { $0.replacing(".", with: "\\.") }.joined(separator: ".")
    }
}

extension PlistKeyPath: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
