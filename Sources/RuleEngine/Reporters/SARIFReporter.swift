import TextFormats
import TripSource

/// SARIF 2.1.0, the format code-scanning services read.
///
/// One run: `tool.driver` names the tool and describes every rule (`id`, `shortDescription`, the
/// summary and why it matters as `fullDescription`, the explanation as `help` in text and
/// Markdown, `helpUri` when the tool's rule reference is published, `defaultConfiguration.level`,
/// the category in `properties.tags`); each result has its `ruleId`
/// and `ruleIndex`, `level`, `message.text`, one location and the related places. Artifact URIs
/// are relative to the working directory, which results name as `uriBaseId` `%SRCROOT%` (defined
/// in `originalUriBaseIds` when `Report.sourceRootURI` is given); files outside it get absolute
/// `file://` URIs. Columns are in UTF-16 code units, SARIF's default `columnKind`, converted from
/// UTF-8 bytes with the report's line provider. Byte-offset findings get a `byteOffset` region;
/// findings about the whole file get no region (SARIF 2.1.0, 3.29.4: without one, a physical
/// location is the whole artifact).
public struct SARIFReporter: Reporter {
    /// The schema the output conforms to.
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id of the working directory.
    public static let sourceRootID = "%SRCROOT%"

    public init() {}

    public func render(_ report: Report) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var driver: [(String, JSONValue)] = [("name", .string(report.tool.name)), ("version", .string(report.tool.version))]
        if let uri = report.tool.informationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(report.rules.map { rule in
            var descriptor: [(String, JSONValue)] = [
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.fullDescription))])),
            ]
            let help = rule.helpText
            if !help.isEmpty {
                descriptor.append(("help", .object([("text", .string(help)), ("markdown", .string(rule.helpMarkdown))])))
            }
            if let uri = report.tool.documentationURI(forRule: rule.id) { descriptor.append(("helpUri", .string(uri))) }
            descriptor.append(("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])))
            descriptor.append(("properties", .object([("tags", .array([.string(rule.category.rawValue)]))])))
            return .object(descriptor)
        })))
        var run: [(String, JSONValue)] = [("tool", .object([("driver", .object(driver))]))]
        if let root = report.sourceRootURI {
            let uri = root.hasSuffix("/") ? root : root + "/"
            run.append(("originalUriBaseIds", .object([(Self.sourceRootID, .object([("uri", .string(uri))]))])))
        }
        run.append(("columnKind", .string("utf16CodeUnits")))
        run.append(("results", .array(report.diagnostics.map { diagnostic in
            var result: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
            if let index = ruleIndex[diagnostic.ruleID] { result.append(("ruleIndex", .int(index))) }
            result.append(("level", .string(diagnostic.severity.rawValue)))
            result.append(("message", .object([("text", .string(diagnostic.message))])))
            result.append(("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location, report))])])))
            if !diagnostic.related.isEmpty {
                result.append(("relatedLocations", .array(diagnostic.related.enumerated().map { index, related in
                    .object([
                        ("id", .int(index + 1)),
                        ("physicalLocation", physicalLocation(related.location, report)),
                        ("message", .object([("text", .string(related.message))])),
                    ])
                })))
            }
            return .object(result)
        })))
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    private func physicalLocation(_ location: SourceLocation, _ report: Report) -> JSONValue {
        let path = report.path(location.file)
        let artifact: JSONValue = path.hasPrefix("/")
            ? .object([("uri", .string("file://" + Self.percentEncoded(path)))])
            : .object([("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string(Self.sourceRootID))])
        if location.isWholeFile { return .object([("artifactLocation", artifact)]) }
        let region: JSONValue = location.isByteOffset
            ? .object([("byteOffset", .int(location.offset))])
            : .object([("startLine", .int(location.line)), ("startColumn", .int(utf16Column(location, report)))])
        return .object([("artifactLocation", artifact), ("region", region)])
    }

    /// The column in UTF-16 code units, from the line's text when the report has it.
    private func utf16Column(_ location: SourceLocation, _ report: Report) -> Int {
        guard let text = report.lines?.line(location.line, of: location.file) else { return location.column }
        let bytes = Array(text.utf8)
        guard location.column - 1 <= bytes.count else { return location.column }
        return String(decoding: bytes[..<(location.column - 1)], as: UTF8.self).utf16.count + 1
    }

    /// A path as a URI reference: bytes other than unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}
