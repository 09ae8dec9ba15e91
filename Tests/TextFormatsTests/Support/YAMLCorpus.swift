import TestSupport
/// Configuration files in the shapes people write, made from a seed: block mappings and lists,
/// flow lists and mappings spread over lines, comments everywhere YAML allows them, quoted keys
/// and values, `---` and `...` markers. Each clean document is one the reader must accept; the
/// mutations of one (a byte inserted or deleted, a tab, a second document, an anchor) are what the
/// reader may refuse, but only where PyYAML refuses too or for a feature it names.
struct YAMLCorpus {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Vocabulary

    /// Plain scalars that read the same inside and outside flow collections.
    private static let plainWords = [
        "App", "Sources/**", "todo_marker", "long_line", "Generated/*.storyboard", "a b", "x-y", "-dash",
        "é", "日本語", "v1.2.3", "http://x/y", "a#b", "path/to file", "yes", "no", "on", "Off", "y", "1:20",
        "2001-12-14", "1_000", "0123", "e\u{301}",
    ]
    /// Plain scalars that may stand in block context only.
    private static let blockOnlyWords = ["a:b", "?q", ":c", "x, y", "a [b] {c}", "b]", "c}"]
    private static let numbers = ["0", "7", "-3", "42", "+12", "1.5", "-0.25", "1e3", ".5", "1.", "0x1F", "0o17", ".inf", "-.Inf", ".nan"]
    private static let specials = ["true", "false", "True", "FALSE", "null", "~", "Null", "NULL"]
    private static let singleQuoted = ["'it''s'", "'a: b'", "'x # y'", "''", "' lead'", "'yes'", "'123'", "'tab\there'", "'[x]'", "'\"'"]
    private static let doubleQuoted = [
        #""tab\there""#, #""\u00e9""#, #""\x41\x42""#, #""\U0001F600""#, #""q\"q""#, #""back\\slash""#, #""\n""#,
        #""a # b""#, #""{x}""#, #""""#, #""\/""#, #""\e\a\0""#, #""\_\N""#, #""it's""#, "\"lit\ttab\"",
    ]
    private static let plainKeys = [
        "included", "excluded", "disabled_rules", "only_rules", "opt_in_rules", "reporter", "strict", "baseline",
        "key with spaces", "é", "x-y", "a.b", "1", "true", "~", "-k", "k#1", "Ünïcödé",
    ]
    private static let quotedKeys = ["'quoted key'", #""dq\tkey""#, "'it''s'", #""a: b""#, "'#'", #""""#, "'-'", #""[k]""#]
    private static let comments = ["# c", "#", "# a comment: with [brackets], {braces} and 'quotes'", "#\ttabbed", "# - not an item"]

    // MARK: Documents

    /// A clean document, which the reader must accept as PyYAML does.
    mutating func document() -> String {
        var text = ""
        if chance(0.2) { text += pick(Self.comments) + "\n" }
        switch random.next() % 5 {
        case 0: text += "---\n"
        case 1: text += pick(["--- ", "---   ", "--- # start"]) + "\n"
        default: break
        }
        if chance(0.1) { text += "\n" + spaces(random.next() % 6) + pick(Self.comments) + "\n" }
        switch random.next() % 10 {
        case 0: text += blockList(indent: 0, depth: 0)
        case 1: text += flow(depth: 0, indent: 0) + trailingComment() + "\n"
        default: text += blockMapping(indent: 0, depth: 0)
        }
        if chance(0.25) {
            text += pick(["...", "... # end", "...   "]) + "\n"
            if chance(0.5) { text += pick(Self.comments) + "\n" + (chance(0.3) ? "...\n" : "") }
        }
        if chance(0.1) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        return text
    }

    /// A clean document changed at one random place. Reading it may now fail, or mean something else.
    mutating func mutation(of document: String) -> String {
        var scalars = Array(document.unicodeScalars)
        let at = Int(random.next() % UInt64(scalars.count + 1))
        switch random.next() % 9 {
        case 0:
            scalars.insert("\t", at: at)
        case 1 where !scalars.isEmpty:
            scalars.remove(at: min(at, scalars.count - 1))
        case 2, 3:
            let inserted = Array("[]{},:#-'\" \n&*!|>?%@`".unicodeScalars)
            scalars.insert(inserted[Int(random.next() % UInt64(inserted.count))], at: at)
        case 4:
            // Indentation changed: a space more or less after a line break.
            if let lineBreak = scalars[at...].firstIndex(of: "\n") ?? scalars.firstIndex(of: "\n") {
                if chance(0.5) {
                    scalars.insert(" ", at: lineBreak + 1)
                } else if lineBreak + 1 < scalars.count, scalars[lineBreak + 1] == " " {
                    scalars.remove(at: lineBreak + 1)
                }
            }
        case 5:
            scalars += Array(pick(["---\nx: 1\n", "...\nx: 1\n", "--- \n", "...\n---\n", "x\n"]).unicodeScalars)
        case 6:
            // An anchor, alias or tag at a value.
            if let colon = scalars[at...].firstIndex(of: ":"), colon + 1 < scalars.count, scalars[colon + 1] == " " {
                scalars.insert(contentsOf: Array(pick(["&a ", "*a ", "!!str ", "!t ", "| ", "> ", "? "]).unicodeScalars), at: colon + 2)
            }
        case 7:
            // A line break inside a line.
            scalars.insert(contentsOf: Array(("\n" + spaces(random.next() % 5)).unicodeScalars), at: at)
        default:
            scalars.insert(contentsOf: Array(pick([" #", "# ", "'", "\"", "\\", ": ", " - ", "...", "---"]).unicodeScalars), at: at)
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    // MARK: Block collections

    /// A block mapping at `indent`; with `inline`, its first key has no comment lines before it,
    /// so that it can follow a `- ` on the same line.
    private mutating func blockMapping(indent: Int, depth: Int, inline: Bool = false) -> String {
        var text = ""
        var used: Set<[Unicode.Scalar]> = []
        for index in 0..<(1 + Int(random.next() % 5)) {
            let key = uniqueKey(&used, suffix: index)
            if !inline || index > 0 { text += ownLineComments() }
            text += spaces(UInt64(indent)) + key + pick([":", ":", " :"])
            text += blockValue(indent: indent, depth: depth)
        }
        return text
    }

    /// What follows a key's colon: a value on the line, or a nested collection on the next lines.
    private mutating func blockValue(indent: Int, depth: Int) -> String {
        let choice = depth >= 2 ? random.next() % 4 : random.next() % 7
        switch choice {
        case 0, 1:
            return " " + blockScalar() + trailingComment() + "\n"
        case 2:
            return " " + flow(depth: depth, indent: indent + 2) + trailingComment() + "\n"
        case 3:
            return (chance(0.5) ? "" : " " + pick(Self.comments)) + "\n"
        case 4:
            return trailingComment() + "\n" + blockMapping(indent: indent + 2 + Int(random.next() % 3), depth: depth + 1)
        case 5:
            // A list at the key's indentation, or deeper.
            let listIndent = chance(0.5) ? indent : indent + 2 + Int(random.next() % 2)
            return trailingComment() + "\n" + blockList(indent: listIndent, depth: depth + 1)
        default:
            return "\n" + spaces(UInt64(indent + 2)) + blockScalar() + trailingComment() + "\n"
        }
    }

    private mutating func blockList(indent: Int, depth: Int, inline: Bool = false) -> String {
        var text = ""
        for index in 0..<(1 + Int(random.next() % 4)) {
            if !inline || index > 0 { text += ownLineComments() }
            text += spaces(UInt64(indent)) + "-"
            let choice = depth >= 2 ? random.next() % 3 : random.next() % 7
            switch choice {
            case 0, 1:
                text += " " + blockScalar() + trailingComment() + "\n"
            case 2:
                text += " " + flow(depth: depth, indent: indent + 2) + trailingComment() + "\n"
            case 3:
                // A mapping starting on the item's line.
                let gap = 1 + Int(random.next() % 3)
                var mapping = blockMapping(indent: indent + 1 + gap, depth: depth + 1, inline: true)
                mapping.removeFirst(indent + 1 + gap)
                text += spaces(UInt64(gap)) + mapping
            case 4:
                // A list starting on the item's line.
                var list = blockList(indent: indent + 2, depth: depth + 1, inline: true)
                list.removeFirst(indent + 2)
                text += " " + list
            case 5:
                text += trailingComment() + "\n"
            default:
                text += trailingComment() + "\n" + blockMapping(indent: indent + 2, depth: depth + 1)
            }
        }
        return text
    }

    // MARK: Flow collections

    /// A flow list or mapping, spread over lines at random; continuation lines are indented by
    /// `indent` give or take, down to column 0.
    private mutating func flow(depth: Int, indent: Int) -> String {
        let isList = chance(0.55)
        var text = isList ? "[" : "{"
        let count = Int(random.next() % 5)
        var used: Set<[Unicode.Scalar]> = []
        if count > 0 { text += flowGap(indent: indent, afterOpen: true) }
        for index in 0..<count {
            if isList {
                text += flowValue(depth: depth, indent: indent)
            } else {
                text += uniqueKey(&used, suffix: index)
                switch random.next() % 10 {
                case 0: break  // a key without a value
                case 1: text += ": "
                default: text += pick([": ", ": ", " : ", ":  "]) + flowValue(depth: depth, indent: indent)
                }
            }
            if index < count - 1 {
                text += pick([",", ",", " ,"]) + flowGap(indent: indent, afterOpen: false)
            }
        }
        if count > 0 {
            switch random.next() % 5 {
            case 0: text += ","
            case 1: text += ",\n" + spaces(UInt64(max(0, indent - 2)))
            case 2: text += "\n" + spaces(UInt64(max(0, indent - 2)))
            case 3: text += " " + pick(Self.comments) + "\n" + spaces(UInt64(indent))
            default: break
            }
        } else if chance(0.3) {
            text += "\n" + spaces(UInt64(indent))
        }
        return text + (isList ? "]" : "}")
    }

    private mutating func flowValue(depth: Int, indent: Int) -> String {
        if depth < 2, chance(0.2) { return flow(depth: depth + 1, indent: indent + 2) }
        switch random.next() % 6 {
        case 0: return pick(Self.numbers)
        case 1: return pick(Self.specials)
        case 2: return pick(Self.singleQuoted)
        case 3: return pick(Self.doubleQuoted)
        default: return pick(Self.plainWords)
        }
    }

    /// What separates entries of a flow collection: spaces, line breaks, comments.
    private mutating func flowGap(indent: Int, afterOpen: Bool) -> String {
        let lineIndent = spaces(UInt64(max(0, indent + Int(random.next() % 5) - 2)))
        switch random.next() % 7 {
        case 0: return afterOpen ? "" : " "
        case 1: return afterOpen ? " " : ""
        case 2: return "\n" + lineIndent
        case 3: return " " + pick(Self.comments) + "\n" + lineIndent
        case 4: return "\n\n" + lineIndent
        case 5: return "\n" + spaces(random.next() % 8) + pick(Self.comments) + "\n" + lineIndent
        default: return " "
        }
    }

    // MARK: Pieces

    private mutating func blockScalar() -> String {
        switch random.next() % 7 {
        case 0: return pick(Self.numbers)
        case 1: return pick(Self.specials)
        case 2: return pick(Self.singleQuoted)
        case 3: return pick(Self.doubleQuoted)
        case 4: return pick(Self.blockOnlyWords)
        default: return pick(Self.plainWords)
        }
    }

    private mutating func uniqueKey(_ used: inout Set<[Unicode.Scalar]>, suffix: Int) -> String {
        var key = chance(0.25) ? pick(Self.quotedKeys) : pick(Self.plainKeys)
        if used.contains(Array(key.unicodeScalars)) { key = "key_\(suffix)" }
        used.insert(Array(key.unicodeScalars))
        return key
    }

    private mutating func trailingComment() -> String {
        chance(0.3) ? pick([" ", "  ", "    "]) + pick(Self.comments) : (chance(0.1) ? "   " : "")
    }

    /// Blank lines and comments on their own lines, at any indentation.
    private mutating func ownLineComments() -> String {
        var text = ""
        while chance(0.2) {
            text += chance(0.3) ? "\n" : spaces(random.next() % 9) + pick(Self.comments) + "\n"
        }
        return text
    }

    private func spaces(_ count: UInt64) -> String {
        String(repeating: " ", count: Int(count))
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 1_000) < probability * 1_000
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[Int(random.next() % UInt64(choices.count))]
    }
}
