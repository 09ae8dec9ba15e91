import TripSource

extension YAMLDocumentReader {
    /// A flow list or flow mapping still being read.
    struct FlowFrame {
        /// What the reader expects next inside the collection.
        enum Expecting {
            /// An entry, or the closing bracket (after the opening one or a comma).
            case entry
            /// After a mapping key: `:`, or `,` or `}` for a key without a value.
            case colon
            /// After a mapping key's `:`: its value, or `,` or `}` for none.
            case value
            /// After an entry: `,` or the closing bracket.
            case separator
        }

        let isList: Bool
        let location: SourceLocation
        var items: [DocumentNode] = []
        var entries: [DocumentEntry] = []
        /// The keys read, told apart by their exact scalars.
        var seen: [ExactKey: SourceLocation] = [:]
        /// The mapping key being read, and the offset where it starts.
        var key: (text: String, location: SourceLocation, start: Int)? = nil
        var expecting = Expecting.entry
        /// The collection's own anchor, given its value when it closes.
        var anchor: PendingAnchor? = nil
        /// Where a mapping's merge key (`<<`) is written, when it has one.
        var mergeKey: SourceLocation? = nil

        var close: UInt8 { isList ? YAMLByte.closeBracket : YAMLByte.closeBrace }
        /// The collection, a mapping's merge key merged.
        func node() throws(DocumentSyntaxError) -> DocumentNode {
            isList ? .list(items, location) : .map(try YAMLDocumentReader.merged(entries, mergeKey: mergeKey), location)
        }

        /// Adds a value: a list's next item, or the value of the mapping key being read.
        mutating func add(_ value: DocumentNode) {
            if isList {
                items.append(value)
            } else if let key {
                entries.append(DocumentEntry(key: key.text, keyLocation: key.location, value: value))
                self.key = nil
            }
        }
    }

    /// What lies between two tokens of a flow collection: spaces, line breaks and comments.
    struct FlowGap {
        /// The offset of the next token.
        let end: Int
        let crossedLine: Bool
        let crossedComment: Bool
    }

    /// Reads the flow collection opening at `open`, over as many lines as it takes, with one frame
    /// per collection it holds on an explicit stack. Returns it and the offset after its closing
    /// bracket.
    mutating func flow(at open: Int) throws(DocumentSyntaxError) -> (DocumentNode, Int) {
        var stack: [FlowFrame] = []
        try openFlow(at: open, on: &stack)
        var position = open + 1
        var lastWasPlain = false
        while true {
            let top = stack.count - 1
            let gap = try flowGap(from: position, unclosed: stack[top].location)
            position = gap.end
            let byte = bytes[position]
            let close = stack[top].close
            let continuesPlain = lastWasPlain && gap.crossedLine && !gap.crossedComment && !isTokenStart(byte)
            lastWasPlain = false
            switch stack[top].expecting {
            case .entry where byte == close, .separator where byte == close:
                let frame = stack.removeLast()
                position += 1
                let node = try frame.node()
                if let anchor = frame.anchor { try register(anchor, node, end: position) }
                if stack.isEmpty { return (node, position) }
                stack[stack.count - 1].add(node)
            case .entry where !stack[top].isList:
                let start = position
                let location = text.location(start)
                let key: String
                switch byte {
                case YAMLByte.openBracket, YAMLByte.openBrace:
                    throw .unsupported(location, .flowKey)
                case YAMLByte.doubleQuote, YAMLByte.singleQuote:
                    (key, position) = try quoted(at: start)
                default:
                    try refuseIndicator(at: start, inFlow: true)
                    position = try flowPlainEnd(from: start)
                    key = text.text(start..<position)
                    lastWasPlain = true
                    if isMergeKey(key, quoted: false) { stack[top].mergeKey = location }
                }
                if let first = stack[top].seen.updateValue(location, forKey: ExactKey(key)) {
                    throw .duplicateKey(location, key: key, first: first)
                }
                stack[top].key = (key, location, start)
                stack[top].expecting = .colon
            case .value where byte != YAMLByte.comma && byte != close, .entry:
                stack[top].expecting = .separator
                var anchor: PendingAnchor? = nil
                var next = byte
                if byte == UInt8(ascii: "&"), maxExpandedBytes != nil {
                    let read = try self.anchor(at: position, inFlow: true)
                    anchor = read
                    position = try flowGap(from: read.end, unclosed: stack[top].location).end
                    next = bytes[position]
                    if next == YAMLByte.comma || next == close {
                        // An anchored null: `[&a , b]`.
                        let node = DocumentNode.scalar(.null, read.location)
                        try register(read, node, end: read.end)
                        stack[top].add(node)
                        continue
                    }
                }
                switch next {
                case YAMLByte.openBracket, YAMLByte.openBrace:
                    try openFlow(at: position, on: &stack)
                    stack[stack.count - 1].anchor = anchor
                    position += 1
                case YAMLByte.doubleQuote, YAMLByte.singleQuote:
                    let location = text.location(position)
                    let (string, end) = try quoted(at: position)
                    let node = DocumentNode.scalar(.string(string), location)
                    if let anchor { try register(anchor, node, end: end) }
                    stack[top].add(node)
                    position = end
                case UInt8(ascii: "*") where maxExpandedBytes != nil && anchor == nil:
                    let (node, end) = try alias(at: position, inFlow: true)
                    stack[top].add(node)
                    position = end
                default:
                    try refuseIndicator(at: position, inFlow: true)
                    let end = try flowPlainEnd(from: position)
                    let node = DocumentNode.scalar(Self.resolvePlain(text.text(position..<end)), text.location(position))
                    if let anchor { try register(anchor, node, end: end) }
                    stack[top].add(node)
                    position = end
                    lastWasPlain = true
                }
            case .colon where byte == YAMLByte.colon:
                guard let key = stack[top].key, !gap.crossedLine else {
                    throw .unexpectedCharacter(
                        text.location(position), found: "':' on a line after its key", expected: "',' or '}'")
                }
                try checkKeyLength(from: key.start, to: position)
                stack[top].expecting = .value
                position += 1
            case .colon where byte == YAMLByte.comma || byte == close, .value:
                // A key without a value (`{a, b: 1}`, `{a: }`): null, at the key.
                if let key = stack[top].key { stack[top].add(.scalar(.null, key.location)) }
                stack[top].expecting = .separator
            case .separator where byte == YAMLByte.comma:
                stack[top].expecting = .entry
                position += 1
            case .separator where byte == YAMLByte.colon && stack[top].isList:
                throw .unsupported(text.location(position), .flowPair)
            case .colon, .separator:
                if continuesPlain { throw .unsupported(text.location(position), .multilinePlainScalar) }
                let expected = stack[top].expecting == .colon
                    ? "':', ',' or '}'" : "',' or '\(Character(Unicode.Scalar(close)))'"
                throw .unexpectedCharacter(text.location(position), found: text.describeByte(at: position), expected: expected)
            }
        }
    }

    /// Pushes the frame of the collection whose bracket is at `open`, within the depth limit.
    private func openFlow(at open: Int, on stack: inout [FlowFrame]) throws(DocumentSyntaxError) {
        let location = text.location(open)
        guard blocks.count + stack.count < Self.depthLimit else { throw .tooDeep(location, limit: Self.depthLimit) }
        stack.append(FlowFrame(isList: bytes[open] == YAMLByte.openBracket, location: location))
    }

    /// Whether a byte begins something other than the continuation of a plain scalar.
    private func isTokenStart(_ byte: UInt8) -> Bool {
        isFlowIndicator(byte) || byte == YAMLByte.colon || byte == YAMLByte.question || byte == YAMLByte.hash
            || byte == YAMLByte.doubleQuote || byte == YAMLByte.singleQuote
    }

    /// Skips spaces, line breaks and comments inside a flow collection. A tab there, a document
    /// marker at the start of a line, or the end of the document is refused.
    func flowGap(from start: Int, unclosed: SourceLocation) throws(DocumentSyntaxError) -> FlowGap {
        var position = start
        var crossedLine = false
        var crossedComment = false
        while true {
            guard position < bytes.count else { throw .unterminatedFlowCollection(unclosed) }
            switch bytes[position] {
            case YAMLByte.space:
                position += 1
            case YAMLByte.tab:
                throw .tab(text.location(position))
            case YAMLByte.lineFeed, YAMLByte.carriageReturn:
                position = nextLine(from: position)
                crossedLine = true
                if let marker = documentMarker(at: position) {
                    let written = marker == YAMLByte.dash ? "'---'" : "'...'"
                    throw .unexpectedCharacter(
                        text.location(position), found: "the document marker \(written)",
                        expected: "the rest of the collection opened at \(unclosed.shortDescription)")
                }
            case YAMLByte.hash:
                while position < bytes.count, !isBreak(bytes[position]) { position += 1 }
                crossedComment = true
            default:
                return FlowGap(end: position, crossedLine: crossedLine, crossedComment: crossedComment)
            }
        }
    }
}
