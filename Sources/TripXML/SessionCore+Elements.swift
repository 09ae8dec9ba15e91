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
                // The handler borrows libxml2's attributes for the call only; afterwards the list is
                // empty again, as every tag without attributes finds it.
                borrowedAttributes.pointee.lend(
                    attributes, count: attributeCount,
                    tag: UnsafeBufferPointer(start: startPointer, count: endPointer - startPointer),
                    at: tagLocation, hasCarriageReturns: state.pointee.lineMap.hasCarriageReturns)
                defer { borrowedAttributes.pointee.takeBack() }
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
