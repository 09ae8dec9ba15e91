import TextFormats
import TripSource

/// The name, version and home of the tool, for the formats that record them (SARIF).
public struct ToolInfo: Sendable {
    public var name: String
    public var version: String
    /// Where users read about the tool, when there is such a page.
    public var informationURI: String?
    /// The rule reference (`RuleRegistry.reference(title:)`) as published, when it is: each rule
    /// is explained under the anchor `#id`.
    public var rulesDocumentationURI: String?

    public init(
        name: String = "tripkit", version: String, informationURI: String? = nil, rulesDocumentationURI: String? = nil
    ) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
        self.rulesDocumentationURI = rulesDocumentationURI
    }

    /// The address of a rule's explanation: the rule reference with the rule's anchor, or `nil`
    /// when the reference is not published.
    ///
    /// - Parameter id: The rule's id.
    public func documentationURI(forRule id: String) -> String? {
        rulesDocumentationURI.map { $0 + "#" + id }
    }
}

/// Everything a reporter renders: the findings and what they are about.
///
/// Paths are shown relative to `workingDirectory` when the files lie inside it. Findings in binary
/// property lists are positioned by byte offset: formats that can say so do (`file: byte 42` in
/// the text formats, `byteOffset` in SARIF and JSON); formats that require a line number
/// (Checkstyle, GitLab) put them on line 1 and name the byte offset in the message. Findings about
/// a whole file (`SourceLocation.isWholeFile`: it cannot be read, it is empty) have no position:
/// the text formats show the path alone, the others leave the line and column out, except GitLab,
/// whose format requires a line and gets line 1.
public struct Report: Sendable {
    /// The findings, in the order to report them (`ValidationResult.diagnostics` is sorted).
    public var diagnostics: [Diagnostic]
    /// The rules to describe (SARIF's `tool.driver.rules`), usually every registered rule.
    public var rules: [RuleDescription]
    /// The absolute working directory.
    public var workingDirectory: String
    /// The files validated, for formats that list clean files too (JUnit, Checkstyle, summaries).
    public var files: [String]
    /// The tool's name and version.
    public var tool: ToolInfo
    /// The files' lines: SARIF converts columns to UTF-16 code units with them, GitLab
    /// fingerprints use the line's text. Without them, columns stay in UTF-8 bytes.
    public var lines: (any SourceLineProvider)?
    /// The URI of the working directory for SARIF's `originalUriBaseIds` (`file:///...`), if wanted.
    public var sourceRootURI: String?
    /// Each language's coverage of each strings table and String Catalog judged, for the formats
    /// that show it (`summary`); empty when no translation rule ran.
    public var coverage: [LanguageCoverage]

    public init(
        diagnostics: [Diagnostic], rules: [RuleDescription], workingDirectory: String, files: [String] = [],
        tool: ToolInfo, lines: (any SourceLineProvider)? = nil, sourceRootURI: String? = nil,
        coverage: [LanguageCoverage] = []
    ) {
        self.diagnostics = diagnostics
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.files = files
        self.tool = tool
        self.lines = lines
        self.sourceRootURI = sourceRootURI
        self.coverage = coverage
    }

    /// A file's path as reports show it.
    func path(_ file: String) -> String {
        Paths.display(file, relativeTo: workingDirectory)
    }

    /// `path:line:column`, `path: byte N` for a byte offset, or `path` for the whole file.
    ///
    /// A relative path that starts with `:` is written `./:...`, so that a line starting with a
    /// position never starts a CI log command (GitHub's `::error ...::`).
    func position(_ location: SourceLocation) -> String {
        let shown = path(location.file)
        return location.renamed(to: shown.hasPrefix(":") ? "./" + shown : shown).description
    }

    /// A finding's related places as clang prints them after it, one `path:line:col: note: message`
    /// line each: what every reporter without a structured field for related places shows.
    func noteLines(_ diagnostic: Diagnostic) -> [String] {
        // What the files say is escaped (`VisibleText`), so a note is one line whatever it quotes.
        diagnostic.related.map { "\(VisibleText.escaped(position($0.location))): note: \(VisibleText.escaped($0.message))" }
    }

    /// The line number for formats that require one: line 1 for a byte offset or the whole file.
    func requiredLine(_ location: SourceLocation) -> Int {
        location.hasLineAndColumn ? location.line : 1
    }

    /// The message, followed by ` (byte N)` for a finding positioned by byte offset, for formats
    /// whose positions cannot say so.
    func messageNamingByteOffset(_ diagnostic: Diagnostic) -> String {
        diagnostic.location.isByteOffset ? "\(diagnostic.message) (byte \(diagnostic.location.offset))" : diagnostic.message
    }

    /// The number of findings of each severity.
    var counts: [Severity: Int] {
        var counts: [Severity: Int] = [.error: 0, .warning: 0, .note: 0]
        for diagnostic in diagnostics { counts[diagnostic.severity, default: 0] += 1 }
        return counts
    }

    /// "2 errors, 1 warning, 0 notes".
    var countsSentence: String {
        let counts = counts
        return [Severity.error, .warning, .note].map { severity in
            let count = counts[severity] ?? 0
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    /// The files to list: the validated files and the files with findings, sorted, as shown.
    var shownFiles: [String] {
        Set(files.map(path) + diagnostics.map { path($0.location.file) }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// "3 files": how many files the report covers.
    var filesPhrase: String {
        let count = shownFiles.count
        return "\(count) file\(count == 1 ? "" : "s")"
    }

    /// Within-report ids that tell identical positions apart: `base`, then `base (2)`, `base (3)`...
    static func uniqued(_ names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            return count == 1 ? name : "\(name) (\(count))"
        }
    }
}

/// Renders a report in one output format.
public protocol Reporter: Sendable {
    /// The whole output, ending with a line break unless empty.
    ///
    /// - Parameter report: The findings and their context.
    /// - Returns: The text to write to standard output.
    func render(_ report: Report) -> String
}
