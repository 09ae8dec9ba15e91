import TripSource

extension YAMLDocumentReader {
    /// An anchor (`&name`) read before its value, which is registered once the value is complete.
    struct PendingAnchor {
        let name: String
        let location: SourceLocation
        /// The offset where the anchor starts, and the offset after its name.
        let start: Int
        let end: Int
        /// `expansion` when the anchor was read: what aliases inside the value add is counted in its size.
        let expansion: Int
    }

    /// An anchored value: the node, and the bytes it stands for with the aliases inside it expanded.
    struct Anchored {
        let node: DocumentNode
        let size: Int
        /// Where the anchor is written.
        let location: SourceLocation
    }

    /// Reads the anchor whose `&` is at `position`: a name of letters, digits, `-` and `_` (as
    /// PyYAML reads one) followed by a space, a line break, the end, or in a flow collection `,`,
    /// `]` or `}`.
    func anchor(at position: Int, inFlow: Bool) throws(DocumentSyntaxError) -> PendingAnchor {
        guard maxExpandedBytes != nil else { throw .unsupported(text.location(position), .anchor) }
        let end = try propertyNameEnd(from: position + 1, inFlow: inFlow)
        return PendingAnchor(
            name: text.text(position + 1..<end), location: text.location(position), start: position, end: end,
            expansion: expansion)
    }

    /// Reads the alias whose `*` is at `position`: the value its anchor was given, counted in the
    /// document's expanded size. Returns it and the offset after the name.
    mutating func alias(at position: Int, inFlow: Bool) throws(DocumentSyntaxError) -> (DocumentNode, Int) {
        let location = text.location(position)
        guard let maxExpandedBytes else { throw .unsupported(location, .alias) }
        let end = try propertyNameEnd(from: position + 1, inFlow: inFlow)
        let name = text.text(position + 1..<end)
        guard let anchored = anchors[name] else { throw .unknownAlias(location, name: name) }
        // The document as if every alias were written out: more than a file may hold is refused,
        // so no document expands (a billion laughs) past what the input caps allow.
        expansion += anchored.size
        if bytes.count + expansion > maxExpandedBytes { throw .aliasExpansionTooLarge(location, limit: maxExpandedBytes) }
        return (anchored.node, end)
    }

    /// Refuses an anchor or alias right after an anchor (`&a &b x`, `&a *b`), as PyYAML does.
    func refuseSecondProperty(at position: Int, after anchor: PendingAnchor) throws(DocumentSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "&") || bytes[position] == UInt8(ascii: "*") else { return }
        throw .unsupported(anchor.location, .anchor)
    }

    /// Gives an anchor its value, which ends at `end`.
    ///
    /// - Throws: `duplicateAnchor` for a name anchored before in the document (PyYAML refuses it).
    mutating func register(_ anchor: PendingAnchor, _ node: DocumentNode, end: Int) throws(DocumentSyntaxError) {
        if let first = anchors[anchor.name] {
            throw .duplicateAnchor(anchor.location, name: anchor.name, first: first.location)
        }
        let size = max(0, end - anchor.start) + expansion - anchor.expansion
        anchors[anchor.name] = Anchored(node: node, size: size, location: anchor.location)
    }

    /// The offset after an anchor's or alias's name starting at `start`.
    private func propertyNameEnd(from start: Int, inFlow: Bool) throws(DocumentSyntaxError) -> Int {
        var end = start
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        guard end > start else {
            throw .unexpectedCharacter(
                text.location(start), found: text.describeByte(at: start), expected: "an anchor or alias name")
        }
        let byte = end < bytes.count ? bytes[end] : YAMLByte.space
        guard isBlankOrEnd(end) || inFlow && (byte == YAMLByte.comma || byte == YAMLByte.closeBracket || byte == YAMLByte.closeBrace)
        else {
            throw .unexpectedCharacter(
                text.location(end), found: text.describeByte(at: end), expected: "a space after the anchor or alias name")
        }
        return end
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == YAMLByte.dash || byte == UInt8(ascii: "_")
    }

    /// Whether a plain key is YAML's merge key `<<` (read only where aliases are).
    func isMergeKey(_ key: String, quoted: Bool) -> Bool {
        maxExpandedBytes != nil && !quoted && key == "<<"
    }

    /// A mapping's entries with its merge key's (`<<`) mappings merged in, as PyYAML merges them:
    /// the mapping's own keys win, then the first of the mappings listed; keys keep the place they
    /// first take in the mappings listed last first, then the mapping's own.
    ///
    /// - Throws: `mergeNotMapping` when the merge key's value is not a mapping or a list of them.
    static func merged(_ entries: [DocumentEntry], mergeKey: SourceLocation?) throws(DocumentSyntaxError) -> [DocumentEntry] {
        guard let mergeKey, let index = entries.firstIndex(where: { $0.key == "<<" && $0.keyLocation == mergeKey }) else {
            return entries
        }
        let value = entries[index].value
        var merges: [[DocumentEntry]] = []
        switch value {
        case .map(let own, _):
            merges = [own]
        case .list(let items, _):
            for item in items {
                guard case .map(let own, _) = item else { throw .mergeNotMapping(mergeKey) }
                merges.append(own)
            }
        case .scalar:
            throw .mergeNotMapping(mergeKey)
        }
        var result: [DocumentEntry] = []
        var places: [ExactKey: Int] = [:]
        let own = entries.enumerated().filter { $0.offset != index }.map(\.element)
        for entry in Array(merges.reversed().joined()) + own {
            if let place = places[ExactKey(entry.key)] {
                result[place] = entry
            } else {
                places[ExactKey(entry.key)] = result.count
                result.append(entry)
            }
        }
        return result
    }
}
