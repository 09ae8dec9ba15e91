import TextFormats
import TripSource

/// GitLab Code Quality JSON: a list of issues with `description`, `check_name`, `fingerprint`,
/// `severity` and `location.path`/`location.lines.begin`.
///
/// The fingerprint is the SHA-256 of what the baseline matches findings by (file, rule, message,
/// trimmed line text) plus the finding's rank among identical ones, so it is unique in a report
/// and stays the same when lines move, which is how GitLab tells new issues from old ones.
/// Severities: error is `major`, warning `minor`, note `info`. Related places go in Code Climate's
/// `other_locations`, and as `path:line:col: note: message` lines in `content.body`. The format
/// requires a line: findings about the whole file, and byte offsets, get line 1.
public struct GitLabReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var ranks: [String: Int] = [:]
        return JSONValue.array(report.diagnostics.map { diagnostic in
            let baselineKey = Baseline.key(of: diagnostic, lines: report.lines, workingDirectory: report.workingDirectory)
            let key = [baselineKey.file, baselineKey.ruleID, baselineKey.message, baselineKey.lineText].joined(separator: "\u{0}")
            let rank = ranks[key, default: 0]
            ranks[key] = rank + 1
            var issue: [(String, JSONValue)] = [
                ("description", .string("\(report.messageNamingByteOffset(diagnostic)) (\(diagnostic.ruleID))")),
                ("check_name", .string(diagnostic.ruleID)),
                ("fingerprint", .string(SHA256.hexDigest(Array((key + "\u{0}\(rank)").utf8)))),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("location", .object([
                    ("path", .string(baselineKey.file)),
                    ("lines", .object([("begin", .int(report.requiredLine(diagnostic.location)))])),
                ])),
            ]
            if !diagnostic.related.isEmpty {
                // Code Climate's fields for more places and for the issue's longer text.
                issue.append(("other_locations", .array(diagnostic.related.map { Self.location($0.location, report) })))
                issue.append(("content", .object([("body", .string(report.noteLines(diagnostic).joined(separator: "\n")))])))
            }
            return .object(issue)
        }).rendered()
    }

    private static func location(_ location: SourceLocation, _ report: Report) -> JSONValue {
        .object([
            ("path", .string(report.path(location.file))),
            ("lines", .object([("begin", .int(report.requiredLine(location)))])),
        ])
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
