import TripSource

/// The suppressions of one file, read from its comments: which findings they hide.
struct FileSuppressions {
    /// `disable`/`enable` directives in file order; each takes effect at the end of its comment.
    private var switches: [SuppressionDirective] = []
    /// Lines covered by `disable:next` and `disable:this`, with the directives covering them.
    private var lineDirectives: [Int: [SuppressionDirective]] = [:]
    /// The problems found in the comments, as `invalid_suppression` findings.
    private(set) var problems: [Diagnostic] = []

    /// Reads the suppressions of a file.
    ///
    /// - Parameters:
    ///   - comments: The file's comments, in any order.
    ///   - registry: The known rule ids.
    ///   - lines: The file's lines, to find what `disable:next` covers.
    init(comments: [SourceComment], registry: RuleRegistry, lines: any SourceLineProvider) {
        let ordered = comments.sorted { $0.location.offset < $1.location.offset }
        let commentLines = CommentLines(ordered)
        for comment in ordered {
            let (directive, found) = SuppressionDirective.parse(comment, registry: registry)
            for (location, message) in found {
                problems.append(Diagnostic(
                    ruleID: BuiltInRules.invalidSuppression.id, severity: BuiltInRules.invalidSuppression.defaultSeverity,
                    message: message.text, location: location))
            }
            guard let directive else { continue }
            switch directive.action {
            case .disable, .enable:
                switches.append(directive)
            case .disableThis:
                for line in comment.location.line...comment.endLine {
                    lineDirectives[line, default: []].append(directive)
                }
            case .disableNext:
                for line in Self.nextTag(after: comment, commentLines: commentLines, lines: lines) {
                    lineDirectives[line, default: []].append(directive)
                }
            }
        }
    }

    /// Whether a finding is hidden by a suppression.
    func suppresses(_ diagnostic: Diagnostic) -> Bool {
        let location = diagnostic.location
        if let directives = lineDirectives[location.line], !location.isByteOffset,
           directives.contains(where: { $0.names(diagnostic.ruleID) }) {
            return true
        }
        var disabled = false
        for directive in switches where directive.comment.endOffset <= location.offset {
            if directive.names(diagnostic.ruleID) { disabled = directive.action == .disable }
        }
        return disabled
    }

    /// The lines a `disable:next` covers: from the first line after the comment that is neither
    /// blank nor begins with a comment, through the line where the tag that starts there closes.
    private static func nextTag(after comment: SourceComment, commentLines: CommentLines, lines: any SourceLineProvider) -> ClosedRange<Int> {
        let file = comment.location.file
        var number = comment.endLine + 1
        while let text = lines.line(number, of: file) {
            if let skipTo = commentLines.skip(line: number, text: text) {
                number = skipTo
                continue
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("<"), !trimmed.hasPrefix("</") else { return number...number }
            return number...closingLine(ofTagOn: number, file: file, lines: lines)
        }
        return number...number
    }

    /// The line on which the tag starting on `line` ends: the first `>` outside quotes.
    private static func closingLine(ofTagOn line: Int, file: String, lines: any SourceLineProvider) -> Int {
        var quote: UInt8? = nil
        var number = line
        var started = false
        while let text = lines.line(number, of: file) {
            for byte in text.utf8 {
                if !started {
                    started = byte == UInt8(ascii: "<")
                    continue
                }
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return number
                }
            }
            number += 1
        }
        return line
    }
}

/// Which lines hold nothing but white space and comments.
private struct CommentLines {
    /// Comments by the line they start on.
    private var byStartLine: [Int: SourceComment] = [:]

    init(_ comments: [SourceComment]) {
        for comment in comments where byStartLine[comment.location.line] == nil {
            byStartLine[comment.location.line] = comment
        }
    }

    /// For a line that is blank or starts with a comment that nothing but white space follows,
    /// the next line to look at; `nil` for a line with content.
    func skip(line: Int, text: String) -> Int? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) { return line + 1 }
        guard trimmed.hasPrefix("<!--"), let comment = byStartLine[line] else { return nil }
        return comment.endLine + 1
    }
}
