import TripSource

/// The suppressions of one file, read from its comments: which findings they hide.
struct FileSuppressions {
    /// `disable`/`enable` directives naming rules, by rule, in file order; each takes effect at the
    /// end of its comment.
    private var switchesByRule: [String: [Switch]] = [:]
    /// `disable all`/`enable all` directives in file order.
    private var switchesForAll: [Switch] = []
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
        var nextTags = NextTagMemo()
        for (sequence, comment) in ordered.enumerated() {
            let (directive, found) = SuppressionDirective.parse(comment, registry: registry)
            for (location, message) in found {
                problems.append(Diagnostic(
                    ruleID: BuiltInRules.invalidSuppression.id, severity: BuiltInRules.invalidSuppression.defaultSeverity,
                    message: message.text, location: location))
            }
            guard let directive else { continue }
            switch directive.action {
            case .disable, .enable:
                let entry = Switch(endOffset: comment.endOffset, sequence: sequence, disables: directive.action == .disable)
                if let rules = directive.ruleIDs {
                    for rule in rules { switchesByRule[rule, default: []].append(entry) }
                } else {
                    switchesForAll.append(entry)
                }
            case .disableThis:
                for line in comment.location.line...comment.endLine {
                    lineDirectives[line, default: []].append(directive)
                }
            case .disableNext:
                for line in nextTags.lines(after: comment, commentLines: commentLines, lines: lines) {
                    lineDirectives[line, default: []].append(directive)
                }
            }
        }
    }

    /// Whether a finding is hidden by a suppression.
    func suppresses(_ diagnostic: Diagnostic) -> Bool {
        let location = diagnostic.location
        if let directives = lineDirectives[location.line], location.hasLineAndColumn,
           directives.contains(where: { $0.names(diagnostic.ruleID) }) {
            return true
        }
        // The last switch before the finding that names its rule, or all rules, decides.
        let named = Self.last(in: switchesByRule[diagnostic.ruleID] ?? [], before: location.offset)
        let all = Self.last(in: switchesForAll, before: location.offset)
        switch (named, all) {
        case (let named?, let all?): return named.sequence > all.sequence ? named.disables : all.disables
        case (let only?, nil), (nil, let only?): return only.disables
        case (nil, nil): return false
        }
    }

    /// A `disable` or `enable` directive: where it takes effect and its place in the file.
    private struct Switch {
        let endOffset: Int
        let sequence: Int
        let disables: Bool
    }

    /// The last switch that ends at or before `offset` (binary search: switches are in file order).
    private static func last(in switches: [Switch], before offset: Int) -> Switch? {
        var low = 0, high = switches.count
        while low < high {
            let middle = (low + high) / 2
            if switches[middle].endOffset <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : switches[low - 1]
    }

    /// What each `disable:next` covers, remembered for every line a search passed over, so that many
    /// directives in a row (each of which skips the comments after it) cost one pass over them.
    private struct NextTagMemo {
        private var covered: [Int: ClosedRange<Int>] = [:]

        /// The lines a `disable:next` covers: from the first line after the comment that is neither
        /// blank nor begins with a comment, through the line where the tag that starts there closes
        /// (XML comments; other formats cover that one line).
        mutating func lines(after comment: SourceComment, commentLines: CommentLines, lines: any SourceLineProvider) -> ClosedRange<Int> {
            let file = comment.location.file
            var number = comment.endLine + 1
            var passed: [Int] = []
            let result: ClosedRange<Int>
            search: while true {
                if let known = covered[number] {
                    result = known
                    break
                }
                passed.append(number)
                guard let text = lines.line(number, of: file) else {
                    result = number...number
                    break
                }
                if let skipTo = commentLines.skip(line: number, text: text) {
                    number = skipTo
                    continue search
                }
                let trimmed = text.drop { $0 == " " || $0 == "\t" }
                guard comment.delimiter == .xml, trimmed.hasPrefix("<"), !trimmed.hasPrefix("</") else {
                    result = number...number
                    break
                }
                result = number...FileSuppressions.closingLine(ofTagOn: number, file: file, lines: lines)
                break
            }
            for line in passed { covered[line] = result }
            return result
        }
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

    /// For a line that is blank or starts with a comment (of any delimiters), the line after the
    /// comment ends, to look at next; `nil` for a line with content.
    func skip(line: Int, text: String) -> Int? {
        let indentation = text.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
        if indentation == text.utf8.count { return line + 1 }
        guard let comment = byStartLine[line], comment.location.column == indentation + 1 else { return nil }
        return comment.endLine + 1
    }
}
