import TripSource

/// The bridge between `PlistDecodingError` and Swift's `DecodingError`.
extension PlistDecodingError {
    /// The equivalent `DecodingError`, with this error as the context's `underlyingError` and its text
    /// as the debug description.
    ///
    /// `typeMismatch` maps to `.typeMismatch`; `missingKey` to `.keyNotFound`; `nullValue` and
    /// `endOfArray` to `.valueNotFound`; `valueOutOfRange`, `invalidURL` and `invalidValue` to
    /// `.dataCorrupted`, as Foundation's `PropertyListDecoder` reports them.
    public var decodingError: DecodingError {
        let context = DecodingError.Context(codingPath: codingPath.codingKeys, debugDescription: description,
                                            underlyingError: self)
        switch self {
        case .typeMismatch(let expected, _, _):
            return .typeMismatch(expected.type, context)
        case .missingKey(let key, _):
            return .keyNotFound(PlistCodingKey(stringValue: key), context)
        case .nullValue(let expected, _), .endOfArray(let expected, _, _):
            return .valueNotFound(expected.type, context)
        case .valueOutOfRange, .invalidURL, .invalidValue:
            return .dataCorrupted(context)
        }
    }

    /// The decoding error a `DecodingError` stands for: the one it carries as its underlying error when
    /// this decoder made it; otherwise, for an error the decoded type's `init(from:)` made itself, a
    /// `missingKey` or `invalidValue` placed by walking `root` along the error's coding path.
    ///
    /// - Parameters:
    ///   - error: A `DecodingError` thrown while decoding `root`.
    ///   - root: The value being decoded, to find the location of the value the path names.
    init(_ error: DecodingError, root: PlistValue) {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found),
             .dataCorrupted(let found):
            context = found
        @unknown default:
            self = .invalidValue(String(describing: error), Context(codingPath: PlistCodingPath(), location: root.location))
            return
        }
        if let ours = context.underlyingError as? PlistDecodingError {
            self = ours
            return
        }
        // A path may go on past the values that exist (a custom error about an absent optional key): the
        // location is then that of the deepest value on the path that does.
        let place = Context(codingPath: PlistCodingPath(codingPath: context.codingPath),
                            location: Self.location(of: context.codingPath, in: root))
        if case .keyNotFound(let key, _) = error {
            self = .missingKey(key.stringValue, place)
        } else {
            self = .invalidValue(context.debugDescription, place)
        }
    }

    /// The location of the deepest value on a coding path that exists in `root`.
    private static func location(of codingPath: [any CodingKey], in root: PlistValue) -> SourceLocation? {
        var current = root
        var location = root.location
        for key in codingPath {
            let next: PlistValue?
            switch current.content {
            case .dictionary(let dictionary):
                next = dictionary[key.stringValue]
            case .array(let items):
                next = key.intValue.flatMap { items.indices.contains($0) ? items[$0] : nil }
            default:
                next = nil
            }
            guard let next else { break }
            current = next
            location = next.location ?? location
        }
        return location
    }
}
