import TripSource

/// A value read from a YAML or JSON document, each part knowing where it came from.
///
/// Configuration and baseline files are read into this one tree, whatever their syntax, so that a
/// single decoder checks keys and types and reports every problem at its position.
package indirect enum DocumentNode: Equatable, Sendable {
    case scalar(DocumentScalar, SourceLocation)
    case list([DocumentNode], SourceLocation)
    case map([DocumentEntry], SourceLocation)

    /// Where the value starts.
    package var location: SourceLocation {
        switch self {
        case .scalar(_, let location), .list(_, let location), .map(_, let location): location
        }
    }

    /// What kind of value this is, for messages ("found a list").
    package var kindDescription: String {
        switch self {
        case .scalar(.string(let text), _): "the string \"\(text)\""
        case .scalar(.bool(let value), _): "the boolean \(value)"
        case .scalar(.number(let text), _): "the number \(text)"
        case .scalar(.null, _): "an empty value"
        case .list: "a list"
        case .map: "a mapping"
        }
    }
}

/// A scalar as the document's syntax resolves it: YAML's plain `true` is a boolean, `"true"` a string.
package enum DocumentScalar: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    /// A number, kept as written.
    case number(String)
    case null
}

/// One key and value of a mapping.
package struct DocumentEntry: Equatable, Sendable {
    package let key: String
    package let keyLocation: SourceLocation
    package let value: DocumentNode

    package init(key: String, keyLocation: SourceLocation, value: DocumentNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A key written again in one mapping of a document read with its duplicates kept.
package struct DocumentDuplicateKey: Equatable, Sendable {
    package let key: String
    /// Where the key was written before (for a third writing, the second).
    package let first: SourceLocation
    /// Where it is written again.
    package let duplicate: SourceLocation
}
