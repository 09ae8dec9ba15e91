import TripSource

/// A `tripkit:` comment that switches rules off or on.
///
/// The same directives are read from every comment a format has: XML's `<!-- -->` (storyboards,
/// XIBs, XML property lists), and `/* */` and `//` (`.strings` files, OpenStep property lists,
/// Swift and Objective-C sources). The forms, with rule ids separated by spaces or commas, `all`
/// meaning every rule:
/// - `tripkit:disable rule_id` switches the rules off from the end of the comment until a
///   `tripkit:enable` naming them (or `all`), or the end of the file;
/// - `tripkit:enable rule_id` switches them back on after the comment;
/// - `tripkit:disable:next rule_id` switches them off for the next line that is neither blank nor
///   begins with a comment; in XML, when a start tag begins there, through the line on which it
///   closes with `>` (a tag whose attributes span lines is covered whole);
/// - `tripkit:disable:this rule_id` switches them off on the lines the comment is on.
///
/// Comments that do not start with `tripkit:` are ordinary comments. A directive with an unknown
/// command, no rule id, or an id no rule has is reported by `invalid_suppression`, at the word.
package struct SuppressionDirective: Equatable {
    enum Action: String, CaseIterable {
        case disable = "tripkit:disable"
        case enable = "tripkit:enable"
        case disableNext = "tripkit:disable:next"
        case disableThis = "tripkit:disable:this"
    }

    let action: Action
    /// The rules named, or `nil` for `all`.
    let ruleIDs: Set<String>?
    let comment: SourceComment

    /// The prefix that makes a comment a directive.
    package static let prefix = "tripkit:"
    static let allRules = "all"

    /// Reads a directive from a comment.
    ///
    /// - Parameters:
    ///   - comment: The comment.
    ///   - registry: The known rule ids.
    /// - Returns: The directive (nil when the comment is not one, or is malformed) and the
    ///   problems found in it, each a located message.
    static func parse(_ comment: SourceComment, registry: RuleRegistry) -> (SuppressionDirective?, [(SourceLocation, Diagnostic.Message)]) {
        let words = Self.words(of: comment.text)
        guard let command = words.first, command.text.hasPrefix(prefix) else { return (nil, []) }
        guard let action = Action(rawValue: command.text) else {
            return (nil, [(comment.location(ofTextOffset: command.offset), .unknownCommand(command.text))])
        }
        let names = words.dropFirst()
        guard !names.isEmpty else {
            return (nil, [(comment.location(ofTextOffset: command.offset), .noRuleNamed(command.text))])
        }
        var ids: Set<String>? = []
        var problems: [(SourceLocation, Diagnostic.Message)] = []
        for name in names {
            if name.text == allRules {
                ids = nil
            } else if registry[id: name.text] != nil {
                ids?.insert(name.text)
            } else {
                problems.append((
                    comment.location(ofTextOffset: name.offset),
                    .unknownRule(name.text, suggestion: registry.suggestion(for: name.text))))
            }
        }
        if ids?.isEmpty == true { return (nil, problems) }
        return (SuppressionDirective(action: action, ruleIDs: ids, comment: comment), problems)
    }

    /// Whether bytes hold `tripkit:` anywhere (a byte search, so files and comments that cannot
    /// hold a directive cost one pass and nothing kept).
    package static func isMentioned(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = Array(prefix.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Whether the directive concerns a rule.
    func names(_ ruleID: String) -> Bool {
        ruleIDs?.contains(ruleID) ?? true
    }

    /// The words of a comment, separated by white space and commas, with their byte offsets.
    private static func words(of text: String) -> [(text: String, offset: Int)] {
        var words: [(text: String, offset: Int)] = []
        var start: Int? = nil
        let bytes = Array(text.utf8)
        for index in 0...bytes.count {
            let isSeparator = index == bytes.count || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains(bytes[index])
            if isSeparator, let wordStart = start {
                words.append((String(decoding: bytes[wordStart..<index], as: UTF8.self), wordStart))
                start = nil
            } else if !isSeparator, start == nil {
                start = index
            }
        }
        return words
    }
}

extension Diagnostic.Message {
    fileprivate static func unknownCommand(_ command: String) -> Self {
        let commands = SuppressionDirective.Action.allCases.map(\.rawValue).joined(separator: ", ")
        return "unknown suppression command '\(command)'; expected \(commands)"
    }

    fileprivate static func noRuleNamed(_ command: String) -> Self {
        "'\(command)' names no rule; add rule ids or 'all'"
    }

    fileprivate static func unknownRule(_ id: String, suggestion: String?) -> Self {
        Self("unknown rule id '\(id)' in a suppression comment" + didYouMean(suggestion))
    }
}
