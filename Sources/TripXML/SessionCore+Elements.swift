internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The events libxml2 calls back with: start and end tags, text and comments, each turned into a
/// handler event with its position.
extension SessionCore {
    func startElement(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
        attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) {
        guard state.pointee.failure == nil else { return }
        state.pointee.sawRoot = true
        let cached = InternedName.name(localName: localName, prefix: prefix, in: names)
        let name = cached.string
        // libxml2's copy of an unprefixed name stands for it for the whole parse.
        let nameKey = prefix == nil ? UInt(bitPattern: localName) : 0
        // Without attributes libxml2 stops right after the name (or after white space following it).
        guard let (startOffset, startPointer, endPointer) = tagStart(guess: attributeCount == 0 ? cached.length + 1 : 0) else {
            let here = location(ofOffset: input?.offset ?? 0)
            return fail(XMLError.notWellFormed(here, code: 1, reason: "cannot locate the start of <\(name)>"))
        }
        let tagLocation = location(ofOffset: startOffset)
        let depth = state.pointee.openElements.count + 1
        if depth > maxDepth {
            return fail(XMLError.tooDeep(tagLocation, limit: maxDepth))
        }
        state.pointee.openElements.append(OpenElement(name: name, length: cached.length, location: tagLocation))
        // The tag is built in the call and its attribute list in the tag: copies of either would be
        // retained and released again on every start tag.
        do {
            if attributeCount > 0, let attributes {
                collectAttributes(count: attributeCount, attributes,
                                  tag: UnsafeBufferPointer(start: startPointer, count: endPointer - startPointer),
                                  tagLocation: tagLocation)
                // The handler borrows the collected attributes for the call only; afterwards the
                // list is empty again, as every tag without attributes finds it.
                defer { borrowedAttributes.pointee.pending = UnsafeBufferPointer(start: nil, count: 0) }
                borrowedAttributes.pointee.pending = UnsafeBufferPointer(start: state.pointee.pending,
                                                                         count: state.pointee.pendingCount)
                try events.startElement(XMLStartTag(name: name, location: tagLocation,
                                             attributes: XMLAttributes(borrowedAttributes), depth: depth,
                                             nameKey: nameKey))
            } else {
                try events.startElement(XMLStartTag(name: name, location: tagLocation,
                                             attributes: XMLAttributes(borrowedAttributes), depth: depth,
                                             nameKey: nameKey))
            }
        } catch {
            fail(error)
        }
    }

    /// Collects the attributes of a start tag with their positions into `state.pending`; their
    /// values stay in libxml2's buffers until a handler asks for them (see `XMLAttributes`).
    ///
    /// libxml2 hands each value back as a pointer into its input buffer unless it had to rewrite the
    /// value (references, normalisation); then the value's offset is known without scanning, and the
    /// name sits just before `="`. Anything else falls back to scanning the tag's bytes.
    private func collectAttributes(
        count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>,
        tag: UnsafeBufferPointer<UInt8>, tagLocation: SourceLocation
    ) {
        state.pointee.pendingCount = 0
        guard let tagStart = tag.baseAddress else { return }
        if count > state.pointee.pendingCapacity {
            // Room for this tag's attributes; what the old buffer held is not needed again.
            state.pointee.pending?.deallocate()
            state.pointee.pending = .allocate(capacity: count)
            state.pointee.pendingCapacity = count
        }
        guard let pending = state.pointee.pending else { return }
        let tagEnd = tagStart + tag.count
        // A file without carriage returns (the map has seen every byte of the tag) needs one search.
        let singleLine = memchr(tagStart, 0x0A, tag.count) == nil
            && (!state.pointee.lineMap.hasCarriageReturns || memchr(tagStart, 0x0D, tag.count) == nil)
        func sameLine(_ pointer: UnsafePointer<UInt8>) -> SourceLocation {
            let delta = pointer - tagStart
            return SourceLocation(file: file, line: tagLocation.line, column: tagLocation.column + delta,
                                  offset: tagLocation.offset + delta)
        }
        var scanned: [ScannedAttribute]?
        for index in 0..<count {
            let base = attributes + index * 5
            let localName = base[0]!
            let valueStart = base[3]!
            let valueEnd = base[4]!
            let nameLength = InternedName.length(localName: localName, prefix: base[1], in: names)
            var nameLocation: SourceLocation?
            var valueLocation: SourceLocation?
            if singleLine, base[1] == nil, valueStart > tagStart + 2, valueEnd <= tagEnd {
                let quote = valueStart[-1]
                // libxml2 read the value in place, so the bytes before `="` are the name as written
                // (a name without prefix is its local name): its first byte is checked, not every one.
                if (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")), valueStart[-2] == UInt8(ascii: "="),
                   valueStart - 2 - nameLength > tagStart, (valueStart - 2 - nameLength)[0] == localName[0] {
                    nameLocation = sameLine(valueStart - 2 - nameLength)
                    valueLocation = sameLine(valueStart)
                }
            }
            if nameLocation == nil {
                if scanned == nil {
                    scanAttributes(in: tag, tagLocation: tagLocation)
                    scanned = state.pointee.scanned
                }
                // libxml2 lists attributes in document order, without namespace declarations, as
                // the scan does; a mismatch (not expected) falls back to the tag's location.
                if let scanned, index < scanned.count {
                    nameLocation = scanned[index].nameLocation
                    valueLocation = scanned[index].valueLocation
                }
            }
            let attribute = PendingAttribute(
                localName: localName, prefix: base[1], nameLength: nameLength,
                value: valueStart, valueCount: valueEnd - valueStart,
                location: nameLocation ?? tagLocation, valueLocation: valueLocation ?? tagLocation)
            // Plain data: initialising over a previous tag's entry leaks nothing.
            (pending + index).initialize(to: attribute)
            state.pointee.pendingCount = index + 1
        }
    }

    func endElement() {
        guard state.pointee.failure == nil, let open = state.pointee.openElements.popLast() else { return }
        do {
            try events.endElement(XMLEndTag(name: open.name, depth: state.pointee.openElements.count + 1, session: self,
                                     openedAt: open.location, nameLength: open.length))
        } catch {
            fail(error)
        }
    }

    /// Where the end tag libxml2 has just read starts (`XMLEndTag.location`), valid during the
    /// `endElement` event: libxml2 calls back right after the `>` of `</name>`.
    func endTagLocation(nameLength: Int, openedAt: SourceLocation) -> SourceLocation {
        tagStart(guess: nameLength + 3).map { location(ofOffset: $0.offset) } ?? openedAt
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard state.pointee.failure == nil else { return }
        do {
            try events.characters(XMLCharacters(bytes: bytes))
        } catch {
            fail(error)
        }
    }

    func comment(_ text: String) {
        guard state.pointee.failure == nil else { return }
        // The comment ends at the current position; its "<!--" is the last one before it, as a
        // comment cannot contain "--".
        var commentLocation = location(ofOffset: input?.offset ?? 0)
        if let (offset, base, end) = input {
            // From the last place a whole "<!--" fits before the current position, back to the
            // buffer's start: nothing at or after the current position is read.
            var start = end - base - 4
            while start >= 0 {
                if base[start] == UInt8(ascii: "<"), base[start + 1] == UInt8(ascii: "!"),
                   base[start + 2] == UInt8(ascii: "-"), base[start + 3] == UInt8(ascii: "-") {
                    commentLocation = location(ofOffset: offset - (end - base - start))
                    break
                }
                start -= 1
            }
        }
        do {
            try events.comment(SourceComment(text: text, location: commentLocation, delimiter: .xml))
        } catch {
            fail(error)
        }
    }
}
