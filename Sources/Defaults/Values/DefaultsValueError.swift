import PropertyList

/// Why a value cannot be stored in the defaults. Values are made in code, so the error says where
/// inside the value (a keypath such as `Trips[2].name`) rather than in a file.
public enum DefaultsValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A Swift value of a type that is not a property-list type (the type's name).
    case notPropertyList(keyPath: String, typeName: String)
    /// A dictionary whose keys are not all strings.
    case nonStringKey(keyPath: String, typeName: String)
    /// A property-list value the defaults do not hold (UIDs belong to keyed archives).
    case unsupportedKind(keyPath: String, kind: PlistValue.Kind)
    /// A value the XML format cannot write (a string with a control character such as U+0001).
    case unrepresentable(PlistWriteError)

    public var description: String {
        switch self {
        case .notPropertyList(let keyPath, let typeName):
            "\(Self.place(keyPath))a value of type \(typeName) is not a property-list value"
        case .nonStringKey(let keyPath, let typeName):
            "\(Self.place(keyPath))dictionary keys must be strings, found a key of type \(typeName)"
        case .unsupportedKind(let keyPath, let kind):
            "\(Self.place(keyPath))the defaults cannot hold \(kind.withArticle)"
        case .unrepresentable(let error):
            error.description
        }
    }

    private static func place(_ keyPath: String) -> String {
        keyPath.isEmpty ? "" : "\(keyPath): "
    }
}
