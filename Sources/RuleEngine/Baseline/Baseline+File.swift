import TextFormats
import TripSource

extension Baseline {
    /// The version of the file format written and read.
    public static let formatVersion = 1

    /// The baseline as the JSON text of a baseline file: a `version` and the sorted `findings`,
    /// each with `file`, `rule`, `message`, `lineText` and `count`.
    public func encoded() -> String {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("file", .string(entry.file)),
                    ("rule", .string(entry.ruleID)),
                    ("message", .string(entry.message)),
                    ("lineText", .string(entry.lineText)),
                    ("count", .int(entry.count)),
                ])
            })),
        ]).rendered()
    }

    /// Reads a baseline file.
    ///
    /// - Parameter path: The file.
    /// - Returns: The baseline.
    /// - Throws: `BaselineError` for an unreadable file, malformed JSON or a malformed entry.
    public static func load(contentsOf path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        return try decode(bytes, file: path)
    }

    /// Reads baseline JSON.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text.
    ///   - file: The path to name in error locations.
    /// - Returns: The baseline.
    /// - Throws: `BaselineError`.
    public static func decode(_ bytes: [UInt8], file: String) throws(BaselineError) -> Baseline {
        let document: DocumentNode
        do {
            document = try JSONDocumentReader.read(bytes, file: file)
        } catch {
            throw .syntax(error)
        }
        let root = try members(of: document, path: "the baseline", expected: ["version", "findings"])
        guard case .scalar(.number(let version), let location)? = root["version"] else {
            throw .invalid(root["version"]?.location ?? document.location, field: "version", expected: "the number 1")
        }
        guard version == String(formatVersion) else {
            throw .unsupportedVersion(location, found: version)
        }
        guard case .list(let items, _)? = root["findings"] else {
            throw .invalid(root["findings"]?.location ?? document.location, field: "findings", expected: "a list")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let path = "findings[\(index)]"
            let fields = try members(of: item, path: path, expected: ["file", "rule", "message", "lineText", "count"])
            func string(_ name: String) throws(BaselineError) -> String {
                guard case .scalar(.string(let text), _)? = fields[ExactKey(name)] else {
                    throw .invalid(fields[ExactKey(name)]?.location ?? item.location, field: "\(path).\(name)", expected: "a string")
                }
                return text
            }
            guard case .scalar(.number(let text), let location)? = fields["count"] else {
                throw .invalid(fields["count"]?.location ?? item.location, field: "\(path).count", expected: "a positive integer")
            }
            guard let count = Int(text), count > 0 else {
                throw .invalid(location, field: "\(path).count", expected: "a positive integer")
            }
            entries.append(Entry(
                file: try string("file"), ruleID: try string("rule"), message: try string("message"),
                lineText: try string("lineText"), count: count))
        }
        return Baseline(entries: entries)
    }

    /// The members of an object whose keys must all be among `expected`, by their exact scalars.
    private static func members(of node: DocumentNode, path: String, expected: [String]) throws(BaselineError) -> [ExactKey: DocumentNode] {
        guard case .map(let entries, _) = node else {
            throw .invalid(node.location, field: path, expected: "an object")
        }
        var members: [ExactKey: DocumentNode] = [:]
        for entry in entries {
            guard expected.contains(where: { $0.hasSameScalars(as: entry.key) }) else {
                throw .unknownField(entry.keyLocation, field: entry.key, expected: expected)
            }
            members[ExactKey(entry.key)] = entry.value
        }
        return members
    }
}

/// Why a baseline file was refused.
public enum BaselineError: PositionedError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not well-formed JSON.
    case syntax(DocumentSyntaxError)
    /// A file written by a later format version.
    case unsupportedVersion(SourceLocation, found: String)
    /// A field missing or of the wrong kind.
    case invalid(SourceLocation, field: String, expected: String)
    /// A field the format does not have.
    case unknownField(SourceLocation, field: String, expected: [String])

    public var location: SourceLocation {
        switch self {
        case .unreadable(let file, _): SourceLocation(wholeFile: file)
        case .syntax(let error): error.location
        case .unsupportedVersion(let location, _), .invalid(let location, _, _), .unknownField(let location, _, _): location
        }
    }

    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            "cannot read the baseline: \(reason)"
        case .syntax(let error):
            error.message
        case .unsupportedVersion(_, let found):
            "baseline format version \(found) is not supported; expected \(Baseline.formatVersion) (write it again with --write-baseline)"
        case .invalid(_, let field, let expected):
            "\(field) must be \(expected)"
        case .unknownField(_, let field, let expected):
            "unknown field '\(field)'; expected " + expected.joined(separator: ", ")
        }
    }
}
