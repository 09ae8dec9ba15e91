/// Why a YAML or JSON document could not be read, and where.
public enum DocumentSyntaxError: PositionedError, Equatable {
    /// Bytes that are not UTF-8.
    case invalidUTF8(SourceLocation)
    /// A control character where the syntax allows none.
    case controlCharacter(SourceLocation, byte: UInt8)
    /// Something other than what the syntax expects at this place.
    case unexpectedCharacter(SourceLocation, found: String, expected: String)
    /// The document ended where more was expected.
    case unexpectedEnd(SourceLocation, expected: String)
    /// A quoted string without its closing quote.
    case unterminatedString(SourceLocation)
    /// A YAML flow collection (`[...]`, `{...}`) without its closing bracket.
    case unterminatedFlowCollection(SourceLocation)
    /// A backslash escape the syntax does not define.
    case invalidEscape(SourceLocation, escape: String)
    /// A tab in YAML indentation.
    case tabIndentation(SourceLocation)
    /// A tab elsewhere in YAML outside a quoted string or a comment (YAML separates with spaces).
    case tab(SourceLocation)
    /// A character YAML readers disagree on or refuse (U+2028, U+2029, U+FFFE, U+FFFF).
    case unsupportedCharacter(SourceLocation, codePoint: UInt32)
    /// A YAML key longer than the 1,024 characters YAML allows a key without `?`.
    case keyTooLong(SourceLocation, limit: Int)
    /// A YAML line indented to no enclosing level, or deeper where no nested value may start.
    case badIndentation(SourceLocation)
    /// A key given twice in one mapping.
    case duplicateKey(SourceLocation, key: String, first: SourceLocation)
    /// A YAML feature outside the subset TripKit reads.
    case unsupported(SourceLocation, UnsupportedYAMLFeature)
    /// A plain YAML value containing `: `, which would start a nested mapping on one line.
    case colonInPlainValue(SourceLocation)
    /// A malformed JSON number.
    case invalidNumber(SourceLocation, text: String)
    /// Collections nested deeper than the limit.
    case tooDeep(SourceLocation, limit: Int)
    /// A YAML alias (`*name`) to no anchor defined before it.
    case unknownAlias(SourceLocation, name: String)
    /// A YAML anchor (`&name`) defined again in one document (PyYAML refuses it).
    case duplicateAnchor(SourceLocation, name: String, first: SourceLocation)
    /// An alias that would make the document, every alias written out, larger than the limit
    /// (`InputLimit.fileSize`): a billion laughs.
    case aliasExpansionTooLarge(SourceLocation, limit: Int)
    /// A YAML merge key (`<<`) whose value is not a mapping or a list of mappings.
    case mergeNotMapping(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .invalidUTF8(let location), .controlCharacter(let location, _),
             .unexpectedCharacter(let location, _, _), .unexpectedEnd(let location, _),
             .unterminatedString(let location), .unterminatedFlowCollection(let location),
             .invalidEscape(let location, _), .tabIndentation(let location), .tab(let location),
             .unsupportedCharacter(let location, _), .keyTooLong(let location, _), .badIndentation(let location),
             .duplicateKey(let location, _, _), .unsupported(let location, _), .colonInPlainValue(let location),
             .invalidNumber(let location, _), .tooDeep(let location, _), .unknownAlias(let location, _),
             .duplicateAnchor(let location, _, _), .aliasExpansionTooLarge(let location, _), .mergeNotMapping(let location):
            location
        }
    }

    public var message: String {
        switch self {
        case .invalidUTF8:
            "invalid UTF-8 byte sequence"
        case .controlCharacter(_, let byte):
            "control character U+\(Self.hex(byte)) is not allowed here"
        case .unexpectedCharacter(_, let found, let expected):
            "found \(found); expected \(expected)"
        case .unexpectedEnd(_, let expected):
            "unexpected end of the document; expected \(expected)"
        case .unterminatedString:
            "unterminated quoted string"
        case .unterminatedFlowCollection:
            "unterminated flow collection (no closing bracket for this [ or {)"
        case .invalidEscape(_, let escape):
            "invalid escape sequence '\(escape)'"
        case .tabIndentation:
            "tabs are not allowed in indentation; indent with spaces"
        case .tab:
            "tabs are allowed only inside quoted strings and comments; separate with spaces"
        case .unsupportedCharacter(_, let codePoint):
            "U+\(Self.hex(codePoint)) is not allowed in a configuration file; write it as \"\\u\(Self.hex(codePoint))\" in a double-quoted string"
        case .keyTooLong(_, let limit):
            "a key longer than \(limit) characters (YAML allows no longer key)"
        case .badIndentation:
            "unexpected indentation: the line matches no enclosing level and no nested value may start here"
        case .duplicateKey(_, let key, let first):
            "duplicate key '\(key)' (first given at \(first.shortDescription))"
        case .unsupported(_, let feature):
            "\(feature) are not supported in TripKit configuration files"
        case .colonInPlainValue:
            "': ' inside an unquoted value; quote the value, or put a nested mapping on its own lines"
        case .invalidNumber(_, let text):
            "invalid number '\(text)'"
        case .tooDeep(_, let limit):
            "values are nested more than \(limit) levels deep"
        case .unknownAlias(_, let name):
            "alias '*\(name)' names no anchor defined before it"
        case .duplicateAnchor(_, let name, let first):
            "anchor '&\(name)' is defined again (first at \(first.shortDescription))"
        case .aliasExpansionTooLarge(_, let limit):
            "its aliases expand the document to " + InputLimit.fileSize.exceeded(limit)
        case .mergeNotMapping:
            "a merge key '<<' takes a mapping or a list of mappings"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        hex(UInt32(byte))
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

/// The parts of YAML that TripKit's configuration reader refuses.
public enum UnsupportedYAMLFeature: Equatable, Sendable, CustomStringConvertible {
    case anchor
    case alias
    case tag
    case directive
    case multipleDocuments
    case complexKey
    case multilinePlainScalar
    case multilineQuotedScalar
    case flowKey
    case flowPair

    public var description: String {
        switch self {
        case .anchor: "anchors (&name)"
        case .alias: "aliases (*name)"
        case .tag: "tags (!tag)"
        case .directive: "directives (%YAML, %TAG)"
        case .multipleDocuments: "multiple documents (a second ---, or content after ...)"
        case .complexKey: "complex keys (? key)"
        case .multilinePlainScalar: "values continued on the next line"
        case .multilineQuotedScalar: "quoted strings continued on the next line"
        case .flowKey: "collections as mapping keys"
        case .flowPair: "'key: value' pairs inside [...] (write {key: value})"
        }
    }
}
