import TripSource

/// Reads the subset of YAML that configuration files are written in into a `DocumentNode`.
///
/// Supported: block mappings and block lists (a list may sit at its key's indentation, and a list
/// item may hold a mapping, `- key: value`, or a list, `- - item`); flow lists `[a, b]` and flow
/// mappings `{a: b, c}` spread over as many lines as they need, with trailing commas and comments
/// inside; plain, single-quoted and double-quoted scalars (with YAML's escapes) as keys and values;
/// `#` comments wherever YAML allows one (on their own lines at any indentation, after values,
/// inside collections); literal (`|`) and folded (`>`) block scalars with their chomping and
/// indentation indicators (as build scripts in XcodeGen specs are written); a `---` start and a
/// `...` end marker; where the caller gives a budget for the expanded document (XcodeGen specs),
/// anchors (`&name`) on values, aliases (`*name`) and merge keys (`<<: *name`, `<<: [*a, *b]`).
/// Plain scalars resolve as YAML 1.2's
/// core schema does: `true`/`false` (any case form YAML allows) are booleans, `null`, `~` and
/// nothing are null, numbers are numbers, everything else is a string (so `yes` is the string
/// "yes"). Keys are text as written.
///
/// Everything else is refused with a positioned `DocumentSyntaxError` naming what is not read,
/// rather than misread: anchors and aliases without a budget (and on keys, or on a whole
/// document), an alias to no anchor defined before it, an anchor defined twice, tags, directives, several
/// documents, complex keys, scalars continued on the next line, `key: value` pairs inside `[...]`,
/// collections as keys, keys over 1,024 characters (YAML's own limit), duplicate keys (keys are
/// told apart by their exact scalars, so `"é"` and `"e\u{301}"` are two), tabs
/// outside quoted strings and comments, and characters that YAML 1.1 readers take for line breaks
/// or refuse (C1 controls, U+2028, U+2029, U+FFFE, U+FFFF).
///
/// The collections being read are kept on explicit stacks (`blocks` here, one per flow collection
/// in `flow(at:)`), so no input makes the reader recurse, and each byte is looked at a bounded
/// number of times. An alias is the anchored value itself (shared, not copied), and counts in the
/// document's expanded size as the bytes its value was written in: a document whose aliases would
/// expand it past the budget (a billion laughs) is refused at the alias that does it.
package struct YAMLDocumentReader {
    /// A block mapping or block list still being read.
    struct BlockFrame {
        enum Kind { case map, list }

        let kind: Kind
        /// The column (0-based, in bytes) of its keys or `-` markers.
        let indent: Int
        let location: SourceLocation
        /// A list at its mapping key's own indentation (`key:` then `- item` lines), which ends at
        /// the first line of that indentation that is not an item.
        let indentless: Bool
        var items: [DocumentNode] = []
        var entries: [DocumentEntry] = []
        /// The keys read, told apart by their exact scalars.
        var seen: [ExactKey: SourceLocation] = [:]
        /// A mapping's key whose value has not started yet (it follows on a later line, or is null).
        var pendingKey: (key: String, location: SourceLocation)? = nil
        /// A list's `-` whose item has not been read yet.
        var pendingItem: SourceLocation? = nil
        /// The anchor of the value the open slot is waiting for.
        var pendingAnchor: PendingAnchor? = nil
        /// Where a mapping's merge key (`<<`) is written, when it has one.
        var mergeKey: SourceLocation? = nil

        var node: DocumentNode { kind == .map ? .map(entries, location) : .list(items, location) }
        var hasOpenSlot: Bool { pendingKey != nil || pendingItem != nil }
    }

    /// Where the reader is in the stream of documents.
    enum DocumentState {
        /// Nothing but comments and blank lines yet.
        case before
        /// After `---`, before any content.
        case started
        case content
        /// After `...`: only comments, blank lines and more `...` may follow.
        case ended
    }

    /// A mapping key read from a line: its text, where it starts, and the offset after its colon.
    struct ImplicitKey {
        let text: String
        let location: SourceLocation
        let afterColon: Int
        /// Whether the key is written quoted (a quoted `<<` is no merge key).
        var quoted = false
    }

    let text: DocumentText
    var bytes: [UInt8] { text.bytes }
    var blocks: [BlockFrame] = []
    var root: DocumentNode? = nil
    /// Whether the root is a block collection (so a line after it is out of indentation).
    var rootIsBlock = false
    var state: DocumentState = .before
    /// Where the line being read starts.
    var lineStart = 0
    /// Whether the last line ended with a plain scalar (which a deeper next line would continue).
    var endedWithPlain = false
    /// The most bytes the document may stand for with its aliases expanded; `nil` refuses anchors
    /// and aliases, and reads `<<` as any key.
    let maxExpandedBytes: Int?
    /// The anchored values by name.
    var anchors: [String: Anchored] = [:]
    /// The bytes the aliases read so far add to the document.
    var expansion = 0
    /// Where the values of the collections being closed end: the start of the line that closes them.
    var closingAt = 0

    static let depthLimit = 64
    /// YAML's limit on a key written without `?`, in characters from its start to its colon.
    static let keyLengthLimit = 1024

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8 with or without a byte-order mark.
    ///   - file: The path to name in locations.
    ///   - maxExpandedBytes: The most bytes the document may stand for with every alias written
    ///     out (`InputLimit.fileSize`, as for a file); `nil` (configuration files) refuses anchors
    ///     and aliases and reads no merge key.
    /// - Returns: The value, or `nil` when the document holds only comments, blank lines and markers.
    /// - Throws: `DocumentSyntaxError` at the first problem.
    package static func read(
        _ bytes: [UInt8], file: String, maxExpandedBytes: Int? = nil
    ) throws(DocumentSyntaxError) -> DocumentNode? {
        var reader = YAMLDocumentReader(text: try DocumentText(bytes: bytes, file: file), maxExpandedBytes: maxExpandedBytes)
        try reader.refuseReservedCharacters()
        try reader.readLines()
        return reader.root
    }

    private init(text: DocumentText, maxExpandedBytes: Int?) {
        self.text = text
        self.maxExpandedBytes = maxExpandedBytes
    }

    // MARK: Characters

    /// Refuses control characters (but tab and line breaks) anywhere, and the characters YAML 1.1
    /// readers take for line breaks or refuse, before reading anything.
    private func refuseReservedCharacters() throws(DocumentSyntaxError) {
        var position = text.start
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if (byte < 0x20 && byte != YAMLByte.tab && byte != YAMLByte.lineFeed && byte != YAMLByte.carriageReturn)
                || byte == 0x7F {
                throw .controlCharacter(text.location(position), byte: byte)
            }
            if byte == 0xC2, position + 1 < count, (0x80...0x9F).contains(bytes[position + 1]) {
                throw .controlCharacter(text.location(position), byte: bytes[position + 1])
            }
            if position + 2 < count {
                let pair = (bytes[position + 1], bytes[position + 2])
                if byte == 0xE2, pair == (0x80, 0xA8) || pair == (0x80, 0xA9) {
                    throw .unsupportedCharacter(text.location(position), codePoint: 0x2000 + UInt32(pair.1 - 0x80))
                }
                if byte == 0xEF, pair == (0xBF, 0xBE) || pair == (0xBF, 0xBF) {
                    throw .unsupportedCharacter(text.location(position), codePoint: 0xFFC0 + UInt32(pair.1 - 0x80))
                }
            }
            position += 1
        }
    }

    func isBreak(_ byte: UInt8) -> Bool {
        byte == YAMLByte.lineFeed || byte == YAMLByte.carriageReturn
    }

    /// Whether `position` is the end of the document or the end of its line.
    func atLineEnd(_ position: Int) -> Bool {
        position == bytes.count || isBreak(bytes[position])
    }

    /// Whether `position` is past the end or at a space, tab or line break.
    func isBlankOrEnd(_ position: Int) -> Bool {
        guard position < bytes.count else { return true }
        let byte = bytes[position]
        return byte == YAMLByte.space || byte == YAMLByte.tab || isBreak(byte)
    }

    /// Skips spaces; a tab among them is refused.
    func spaces(from start: Int) throws(DocumentSyntaxError) -> Int {
        var position = start
        while position < bytes.count, bytes[position] == YAMLByte.space { position += 1 }
        if position < bytes.count, bytes[position] == YAMLByte.tab { throw .tab(text.location(position)) }
        return position
    }

    /// The offset where the line after the one holding `position` starts.
    func nextLine(from start: Int) -> Int {
        var position = start
        while position < bytes.count, !isBreak(bytes[position]) { position += 1 }
        if position < bytes.count, bytes[position] == YAMLByte.carriageReturn,
           position + 1 < bytes.count, bytes[position + 1] == YAMLByte.lineFeed {
            position += 1
        }
        return min(position + 1, bytes.count)
    }

    /// After a value: only spaces and a comment may end the line. Returns where the next line starts.
    func endLine(from end: Int) throws(DocumentSyntaxError) -> Int {
        let position = try spaces(from: end)
        if atLineEnd(position) || bytes[position] == YAMLByte.hash { return nextLine(from: position) }
        throw .unexpectedCharacter(
            text.location(position), found: text.describeByte(at: position), expected: "the end of the line or a comment")
    }

    /// The marker byte (`-` or `.`) when `position`, at the start of a line, holds `---` or `...`
    /// followed by a space, a tab, a line break or the end.
    func documentMarker(at position: Int) -> UInt8? {
        guard position + 3 <= bytes.count else { return nil }
        let marker = bytes[position]
        guard marker == YAMLByte.dash || marker == YAMLByte.dot,
              bytes[position + 1] == marker, bytes[position + 2] == marker, isBlankOrEnd(position + 3) else { return nil }
        return marker
    }

    func isListItem(at position: Int) -> Bool {
        bytes[position] == YAMLByte.dash && isBlankOrEnd(position + 1)
    }

    // MARK: Lines and documents

    /// Reads every line: blank and comment lines are skipped, markers change the document state,
    /// and content lines go to the block structure.
    private mutating func readLines() throws(DocumentSyntaxError) {
        var start = text.start
        while start < bytes.count {
            var content = start
            while content < bytes.count, bytes[content] == YAMLByte.space { content += 1 }
            if atLineEnd(content) || bytes[content] == YAMLByte.hash {
                start = nextLine(from: content)
            } else if bytes[content] == YAMLByte.tab {
                throw .tabIndentation(text.location(content))
            } else if content == start, let marker = documentMarker(at: content) {
                start = try readMarker(marker, at: content)
            } else if content == start, bytes[content] == UInt8(ascii: "%") {
                throw .unsupported(text.location(content), .directive)
            } else {
                lineStart = start
                start = try readContentLine(at: content)
            }
        }
        closingAt = bytes.count
        try closeBlocks(deeperThan: -1)
    }

    /// A `---` (the start, which may hold a scalar or flow collection as the whole document) or
    /// a `...` (the end).
    private mutating func readMarker(_ marker: UInt8, at start: Int) throws(DocumentSyntaxError) -> Int {
        let location = text.location(start)
        if marker == YAMLByte.dash {
            guard state == .before else { throw .unsupported(location, .multipleDocuments) }
            state = .started
            let after = try spaces(from: start + 3)
            if atLineEnd(after) || bytes[after] == YAMLByte.hash { return nextLine(from: after) }
            state = .content
            let (node, end, plain) = try inlineValue(at: after)
            root = node
            endedWithPlain = plain
            return try endLine(from: end)
        }
        switch state {
        case .before:
            throw .unexpectedCharacter(location, found: "'...'", expected: "a document before its end marker")
        case .started, .content:
            closingAt = start
            try closeBlocks(deeperThan: -1)
            state = .ended
        case .ended:
            break
        }
        return try endLine(from: start + 3)
    }

    // MARK: Block structure

    /// Reads a line whose content starts at `content`: closes the collections it is out of, then
    /// continues the innermost one or starts a value in its open slot.
    private mutating func readContentLine(at content: Int) throws(DocumentSyntaxError) -> Int {
        if state == .ended { throw .unsupported(text.location(content), .multipleDocuments) }
        state = .content
        let indent = content - lineStart
        let afterPlain = endedWithPlain
        endedWithPlain = false
        closingAt = lineStart
        try closeBlocks(deeperThan: indent)
        if let top = blocks.last, top.kind == .list, top.indentless, top.indent == indent, !isListItem(at: content) {
            try closeTop()
        }
        guard let top = blocks.last else {
            guard root == nil else { throw continuation(at: content, afterPlain: afterPlain) }
            return try startNode(at: content)
        }
        if top.indent == indent {
            switch top.kind {
            case .list:
                guard isListItem(at: content) else {
                    throw .unexpectedCharacter(
                        text.location(content), found: describeLine(at: content), expected: "'- ' (the list's next item)")
                }
                try fillPendingWithNull()
                return try listItem(at: content)
            case .map:
                if top.pendingKey != nil, isListItem(at: content) {
                    try push(BlockFrame(kind: .list, indent: indent, location: text.location(content), indentless: true))
                    return try listItem(at: content)
                }
                try fillPendingWithNull()
                guard let key = try implicitKey(at: content) else {
                    throw .unexpectedCharacter(text.location(content), found: describeLine(at: content), expected: "'key: value'")
                }
                return try entry(key)
            }
        }
        guard top.hasOpenSlot else { throw continuation(at: content, afterPlain: afterPlain) }
        return try startNode(at: content)
    }

    /// What a line that is not what its place expects holds, for messages.
    private func describeLine(at content: Int) -> String {
        if isListItem(at: content) { return "a list item" }
        if (try? implicitKey(at: content)) != nil { return "a mapping entry" }
        return "a value without a key"
    }

    /// The error for a line indented deeper than the innermost collection, which has no slot open
    /// for a value: a continued plain scalar, or bad indentation.
    private func continuation(at content: Int, afterPlain: Bool) -> DocumentSyntaxError {
        let location = text.location(content)
        let startsValue = isListItem(at: content) || ((try? implicitKey(at: content)) ?? nil) != nil
        if afterPlain, !startsValue { return .unsupported(location, .multilinePlainScalar) }
        if blocks.isEmpty, !rootIsBlock {
            return .unexpectedCharacter(
                location, found: text.describeByte(at: content), expected: "the end of the document after its single value")
        }
        return .badIndentation(location)
    }

    /// Reads the node starting at `start` into the open slot (of the innermost collection, or the
    /// document): `- ` markers start lists (one inside the other when several share a line), a
    /// `key:` starts a mapping, anything else is a value that ends the line.
    private mutating func startNode(at start: Int) throws(DocumentSyntaxError) -> Int {
        var position = start
        while isListItem(at: position) {
            try push(BlockFrame(kind: .list, indent: position - lineStart, location: text.location(position), indentless: false))
            blocks[blocks.count - 1].pendingItem = text.location(position)
            let after = try spaces(from: position + 1)
            if atLineEnd(after) || bytes[after] == YAMLByte.hash { return nextLine(from: after) }
            position = after
        }
        if bytes[position] == UInt8(ascii: "&"), maxExpandedBytes != nil {
            let anchor = try self.anchor(at: position, inFlow: false)
            let after = try spaces(from: anchor.end)
            // An anchor on the whole document, twice on one value, or before a key or a list
            // (whose first key or item PyYAML anchors) is refused.
            guard let top = blocks.indices.last, blocks[top].hasOpenSlot, blocks[top].pendingAnchor == nil else {
                throw .unsupported(anchor.location, .anchor)
            }
            blocks[top].pendingAnchor = anchor
            if atLineEnd(after) || bytes[after] == YAMLByte.hash { return nextLine(from: after) }
            try refuseSecondProperty(at: after, after: anchor)
            let startsKey = try implicitKey(at: after) != nil
            if isListItem(at: after) || startsKey { throw .unsupported(anchor.location, .anchor) }
            position = after
        }
        if let key = try implicitKey(at: position) {
            try push(BlockFrame(kind: .map, indent: position - lineStart, location: key.location, indentless: false))
            return try entry(key)
        }
        let (node, end, plain) = try inlineValue(at: position)
        if bytes[position] == YAMLByte.openBracket || bytes[position] == YAMLByte.openBrace {
            let after = try spaces(from: end)
            if after < bytes.count, bytes[after] == YAMLByte.colon, isBlankOrEnd(after + 1) {
                throw .unsupported(text.location(position), .flowKey)
            }
        }
        try attach(node, end: end)
        endedWithPlain = plain
        return try endLine(from: end)
    }

    /// The next item of the innermost list, whose `-` is at `dash`.
    private mutating func listItem(at dash: Int) throws(DocumentSyntaxError) -> Int {
        blocks[blocks.count - 1].pendingItem = text.location(dash)
        let after = try spaces(from: dash + 1)
        if atLineEnd(after) || bytes[after] == YAMLByte.hash { return nextLine(from: after) }
        return try startNode(at: after)
    }

    /// An entry of the innermost mapping: its value follows the key on the line, or on later lines.
    private mutating func entry(_ key: ImplicitKey) throws(DocumentSyntaxError) -> Int {
        let top = blocks.count - 1
        if let first = blocks[top].seen.updateValue(key.location, forKey: ExactKey(key.text)) {
            throw .duplicateKey(key.location, key: key.text, first: first)
        }
        if isMergeKey(key.text, quoted: key.quoted) { blocks[top].mergeKey = key.location }
        var after = try spaces(from: key.afterColon)
        var anchor: PendingAnchor? = nil
        if after < bytes.count, bytes[after] == UInt8(ascii: "&"), maxExpandedBytes != nil {
            let read = try self.anchor(at: after, inFlow: false)
            anchor = read
            after = try spaces(from: read.end)
            try refuseSecondProperty(at: after, after: read)
        }
        if atLineEnd(after) || bytes[after] == YAMLByte.hash {
            blocks[top].pendingKey = (key.text, key.location)
            blocks[top].pendingAnchor = anchor
            return nextLine(from: after)
        }
        let (node, end, plain) = try inlineValue(at: after)
        if let anchor { try register(anchor, node, end: end) }
        blocks[top].entries.append(DocumentEntry(key: key.text, keyLocation: key.location, value: node))
        endedWithPlain = plain
        return try endLine(from: end)
    }

    private mutating func push(_ frame: BlockFrame) throws(DocumentSyntaxError) {
        guard blocks.count < Self.depthLimit else { throw .tooDeep(frame.location, limit: Self.depthLimit) }
        blocks.append(frame)
    }

    /// Gives the innermost collection's open slot, if any, a null value.
    private mutating func fillPendingWithNull() throws(DocumentSyntaxError) {
        let top = blocks.count - 1
        if let anchor = blocks[top].pendingAnchor {
            try register(anchor, .scalar(.null, anchor.location), end: anchor.end)
            blocks[top].pendingAnchor = nil
        }
        if let key = blocks[top].pendingKey {
            blocks[top].entries.append(DocumentEntry(key: key.key, keyLocation: key.location, value: .scalar(.null, key.location)))
            blocks[top].pendingKey = nil
        }
        if let dash = blocks[top].pendingItem {
            blocks[top].items.append(.scalar(.null, dash))
            blocks[top].pendingItem = nil
        }
    }

    /// Puts a finished value, which ends at `end`, into the open slot of the innermost
    /// collection (giving the slot's anchor its value), or makes it the root.
    private mutating func attach(_ node: DocumentNode, end: Int) throws(DocumentSyntaxError) {
        guard !blocks.isEmpty else {
            root = node
            return
        }
        let top = blocks.count - 1
        if let anchor = blocks[top].pendingAnchor {
            try register(anchor, node, end: end)
            blocks[top].pendingAnchor = nil
        }
        if let key = blocks[top].pendingKey {
            blocks[top].entries.append(DocumentEntry(key: key.key, keyLocation: key.location, value: node))
            blocks[top].pendingKey = nil
        } else {
            blocks[top].items.append(node)
            blocks[top].pendingItem = nil
        }
    }

    /// Ends the innermost collection and puts it where it belongs.
    private mutating func closeTop() throws(DocumentSyntaxError) {
        try fillPendingWithNull()
        let frame = blocks.removeLast()
        if blocks.isEmpty { rootIsBlock = true }
        let node = frame.kind == .map
            ? DocumentNode.map(try Self.merged(frame.entries, mergeKey: frame.mergeKey), frame.location) : frame.node
        try attach(node, end: closingAt)
    }

    /// Ends the collections indented deeper than `indent`.
    private mutating func closeBlocks(deeperThan indent: Int) throws(DocumentSyntaxError) {
        while let top = blocks.last, top.indent > indent {
            try closeTop()
        }
    }

    // MARK: Keys and values on a line

    /// The key of a `key: value` starting at `start`, or `nil` when no key starts there.
    func implicitKey(at start: Int) throws(DocumentSyntaxError) -> ImplicitKey? {
        let first = bytes[start]
        if first == YAMLByte.doubleQuote || first == YAMLByte.singleQuote {
            let (key, end) = try quoted(at: start)
            var colon = end
            while colon < bytes.count, bytes[colon] == YAMLByte.space { colon += 1 }
            guard colon < bytes.count, bytes[colon] == YAMLByte.colon, isBlankOrEnd(colon + 1) else { return nil }
            try checkKeyLength(from: start, to: colon)
            return ImplicitKey(text: key, location: text.location(start), afterColon: colon + 1, quoted: true)
        }
        if maxExpandedBytes != nil, first == UInt8(ascii: "&") || first == UInt8(ascii: "*") {
            // An anchor or alias starts a value here; one on a key is refused where it is read.
            return nil
        }
        if first == YAMLByte.openBracket || first == YAMLByte.openBrace || isListItem(at: start)
            || first == UInt8(ascii: "|") || first == UInt8(ascii: ">") {
            return nil
        }
        try refuseIndicator(at: start, inFlow: false)
        let (end, colon) = try blockPlainEnd(from: start)
        guard let colon else { return nil }
        try checkKeyLength(from: start, to: colon)
        return ImplicitKey(text: text.text(start..<end), location: text.location(start), afterColon: colon + 1)
    }

    /// A value that starts at `position` in block context: a quoted scalar or a plain scalar that
    /// ends on its line, or a flow collection or a block scalar that may take several. Returns it, the offset after
    /// it, and whether it was a plain scalar.
    mutating func inlineValue(at position: Int) throws(DocumentSyntaxError) -> (DocumentNode, Int, Bool) {
        let first = bytes[position]
        if first == UInt8(ascii: "*"), maxExpandedBytes != nil {
            let (node, end) = try alias(at: position, inFlow: false)
            return (node, end, false)
        }
        if first == YAMLByte.doubleQuote || first == YAMLByte.singleQuote {
            let (string, end) = try quoted(at: position)
            return (.scalar(.string(string), text.location(position)), end, false)
        }
        if first == YAMLByte.openBracket || first == YAMLByte.openBrace {
            let (node, end) = try flow(at: position)
            return (node, end, false)
        }
        if first == UInt8(ascii: "|") || first == UInt8(ascii: ">") {
            let (string, end) = try blockScalar(at: position)
            return (.scalar(.string(string), text.location(position)), end, false)
        }
        try refuseIndicator(at: position, inFlow: false)
        let (end, colon) = try blockPlainEnd(from: position)
        if let colon { throw .colonInPlainValue(text.location(colon)) }
        return (.scalar(Self.resolvePlain(text.text(position..<end)), text.location(position)), end, true)
    }
}

/// The bytes the YAML reader looks for.
enum YAMLByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let hash = UInt8(ascii: "#")
    static let dash = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let question = UInt8(ascii: "?")
    static let backslash = UInt8(ascii: "\\")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
