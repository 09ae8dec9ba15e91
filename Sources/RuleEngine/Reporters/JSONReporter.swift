import TextFormats
import TripSource

/// One JSON document: a `summary` with counts, and `diagnostics` with each finding's `file`,
/// `line`, `column` (both `null` for a byte offset), `offset` (all three `null` for a finding about
/// the whole file), `severity`, `rule`, `documentation` (the address of the rule's explanation,
/// `null` when the tool's rule reference is not published), `message` and `related` places.
public struct JSONReporter: Reporter {
    /// The version of the document's shape.
    public static let formatVersion = 1

    public init() {}

    public func render(_ report: Report) -> String {
        let counts = report.counts
        return JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("summary", .object([
                ("errors", .int(counts[.error] ?? 0)),
                ("warnings", .int(counts[.warning] ?? 0)),
                ("notes", .int(counts[.note] ?? 0)),
                ("files", .int(report.files.count)),
            ])),
            ("diagnostics", .array(report.diagnostics.map { diagnostic in
                .object(place(diagnostic.location, report) + [
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("rule", .string(diagnostic.ruleID)),
                    ("documentation", report.tool.documentationURI(forRule: diagnostic.ruleID).map(JSONValue.string) ?? .null),
                    ("message", .string(diagnostic.message)),
                    ("related", .array(diagnostic.related.map { related in
                        .object(place(related.location, report) + [("message", .string(related.message))])
                    })),
                ])
            })),
        ]).rendered()
    }

    private func place(_ location: SourceLocation, _ report: Report) -> [(String, JSONValue)] {
        [
            ("file", .string(report.path(location.file))),
            ("line", location.hasLineAndColumn ? .int(location.line) : .null),
            ("column", location.hasLineAndColumn ? .int(location.column) : .null),
            ("offset", location.isWholeFile ? .null : .int(location.offset)),
        ]
    }
}
