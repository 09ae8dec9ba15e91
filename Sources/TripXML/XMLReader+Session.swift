internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#endif

extension XMLReader {
    /// One parse: owns the libxml2 push-parser context, turns its callbacks into handler events and
    /// its errors into `XMLError`. The C callbacks reach it through `SessionCore`, which is not
    /// generic, so the trampolines can be plain C function pointers.
    ///
    /// The handler and the hot mutable state live behind unsafe pointers owned by the session: class
    /// stored properties would pay a dynamic exclusivity check on every event.
    final class Session<Handler: XMLContentHandler>: SessionCore {
        private let handlerStorage: UnsafeMutablePointer<Handler>

        init(handler: Handler, file: String, options: Options) {
            handlerStorage = .allocate(capacity: 1)
            handlerStorage.initialize(to: handler)
            super.init(file: file, options: options)
        }

        deinit {
            handlerStorage.deinitialize(count: 1)
            handlerStorage.deallocate()
        }

        /// The handler as the events left it.
        var handler: Handler { handlerStorage.pointee }

        override func deliverStart(_ element: XMLStartTag) throws { try handlerStorage.pointee.startElement(element) }
        override func deliverEnd(_ element: XMLEndTag) throws { try handlerStorage.pointee.endElement(element) }
        override func deliverCharacters(_ text: XMLCharacters) throws { try handlerStorage.pointee.characters(text) }
        override func deliverComment(_ comment: SourceComment) throws { try handlerStorage.pointee.comment(comment) }
    }
}

/// The non-generic part of a parse, reachable from C callbacks through the context's user data.
class SessionCore {
    /// What changes while parsing, behind one pointer (see `XMLReader.Session`).
    private struct State {
        var context: xmlParserCtxtPtr?
        var saxHandler = xmlSAXHandler()
        var lineMap = LineMap()
        /// The open elements, innermost last, for depth and for "expected </x>" messages.
        var openElements: [OpenElement] = []
        /// Where each attribute of the current start tag begins, reused from tag to tag.
        var scanned: [ScannedAttribute] = []
        /// The attributes of the current start tag, reused from tag to tag.
        var pending: [PendingAttribute] = []
        var sawRoot = false
        var fedBytes = 0
        /// The first error; once set, callbacks are ignored and the parser is stopped.
        var failure: Error?
    }

    private struct OpenElement {
        let name: String
        /// `name`'s length in UTF-8 bytes.
        let length: Int
        let location: SourceLocation
    }

    private struct ScannedAttribute {
        let nameLocation: SourceLocation
        let valueLocation: SourceLocation
    }

    let file: SourceFile
    let maxDepth: Int
    private let state: UnsafeMutablePointer<State>
    private let names = InternedName.cache()
    /// The attributes a start-tag event lends its handler: `state.pending` during the event, else empty.
    private let borrowedAttributes: UnsafeMutablePointer<UnsafeBufferPointer<PendingAttribute>>

    init(file: String, options: XMLReader.Options) {
        self.file = SourceFile(path: file)
        self.maxDepth = options.maxDepth
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        borrowedAttributes = .allocate(capacity: 1)
        borrowedAttributes.initialize(to: UnsafeBufferPointer(start: nil, count: 0))
    }

    deinit {
        if let context = state.pointee.context {
            xmlFreeParserCtxt(context)
        }
        state.deinitialize(count: 1)
        state.deallocate()
        borrowedAttributes.deallocate()
    }

    func deliverStart(_ element: XMLStartTag) throws {}
    func deliverEnd(_ element: XMLEndTag) throws {}
    func deliverCharacters(_ text: XMLCharacters) throws {}
    func deliverComment(_ comment: SourceComment) throws {}

    // MARK: Driving the parser

    /// Creates the push-parser context with TripXML's SAX callbacks and safe options.
    func begin() throws {
        SessionCore.configureLibxml2
        SessionCore.installCallbacks(&state.pointee.saxHandler)
        let userData = Unmanaged.passUnretained(self).toOpaque()
        let context = file.path.withCString { xmlCreatePushParserCtxt(&state.pointee.saxHandler, userData, nil, 0, $0) }
        guard let context else {
            throw XMLError.notWellFormed(location(ofOffset: 0), code: 2, reason: "libxml2 could not create a parser")
        }
        state.pointee.context = context
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_NOCDATA.rawValue)
        xmlCtxtUseOptions(context, options)
        // No DTD loading, no validation, no entity substitution, whatever the global defaults say.
        context.pointee.loadsubset = 0
        context.pointee.validate = 0
        context.pointee.replaceEntities = 0
        xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
    }

    /// Feeds the next chunk of UTF-8 bytes.
    func feed(_ chunk: UnsafeRawBufferPointer) throws {
        guard let context = state.pointee.context, state.pointee.failure == nil else { return try rethrowFailure() }
        guard let base = chunk.baseAddress, chunk.count > 0 else { return }
        if let nul = memchr(base, 0, chunk.count) {
            // Record the bytes up to the NUL so the error lands on the right line and column.
            let index = base.distance(to: UnsafeRawPointer(nul))
            state.pointee.lineMap.append(UnsafeRawBufferPointer(rebasing: chunk[..<index]))
            throw XMLError.nulByte(location(ofOffset: state.pointee.fedBytes + index))
        }
        state.pointee.lineMap.append(chunk)
        state.pointee.fedBytes += chunk.count
        var start = 0
        while start < chunk.count {
            // xmlParseChunk takes an Int32 size.
            let end = min(chunk.count, start + (1 << 30))
            xmlParseChunk(context, (base + start).assumingMemoryBound(to: CChar.self), Int32(end - start), 0)
            start = end
            if state.pointee.failure != nil { return try rethrowFailure() }
        }
    }

    /// Tells libxml2 the input is complete and reports what remained unclosed.
    func finish() throws {
        guard let context = state.pointee.context, state.pointee.failure == nil else { return try rethrowFailure() }
        if !state.pointee.sawRoot && isBlank {
            throw XMLError.empty(location(ofOffset: state.pointee.fedBytes))
        }
        xmlParseChunk(context, nil, 0, 1)
        if state.pointee.failure != nil { return try rethrowFailure() }
        if let open = state.pointee.openElements.last {
            throw XMLError.unclosedElement(location(ofOffset: state.pointee.fedBytes), name: open.name,
                                           openedAt: open.location)
        }
        if !state.pointee.sawRoot {
            throw XMLError.empty(location(ofOffset: state.pointee.fedBytes))
        }
    }

    private func rethrowFailure() throws {
        if let failure = state.pointee.failure { throw failure }
    }

    /// Whether everything fed so far is white space (only checked when no element was seen).
    private var isBlank: Bool {
        guard let input = state.pointee.context?.pointee.input, let base = input.pointee.base else {
            return state.pointee.fedBytes == 0
        }
        guard input.pointee.consumed == 0 else { return false }
        var pointer = base
        while pointer.pointee != 0 {
            switch pointer.pointee {
            case 0x20, 0x09, 0x0A, 0x0D: pointer += 1
            default: return false
            }
        }
        return true
    }

    /// Records the first failure and stops libxml2.
    func fail(_ error: Error) {
        guard state.pointee.failure == nil else { return }
        state.pointee.failure = error
        if let context = state.pointee.context {
            xmlStopParser(context)
        }
    }

    // MARK: Positions

    func location(ofOffset offset: Int) -> SourceLocation {
        state.pointee.lineMap.location(ofOffset: offset, file: file)
    }

    /// libxml2's current input: the absolute offset of `cur`, and the buffer bounds.
    private var input: (offset: Int, base: UnsafePointer<UInt8>, cursor: UnsafePointer<UInt8>)? {
        guard let context = state.pointee.context, let input = context.pointee.input,
              let base = input.pointee.base, let cursor = input.pointee.cur else { return nil }
        return (Int(input.pointee.consumed) + (cursor - base), base, cursor)
    }

    /// Finds the `<` that starts the tag the parser is in or has just read, scanning back from the
    /// current position in libxml2's buffer (a tag's bytes are all in the buffer while it is parsed,
    /// and no `<` can occur inside one).
    ///
    /// - Parameter guess: How many bytes before the current position the `<` usually is (`<name`
    ///   for a start tag without attributes, `</name>` for an end tag), or 0 for no guess. The byte
    ///   there is checked first: a tag holds no `<` after its first byte and is at least as long as
    ///   the guess, so a `<` there is the last one before the position, which is what the scan would
    ///   find; anything else falls back to the scan.
    private func tagStart(guess: Int = 0) -> (offset: Int, pointer: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>)? {
        guard let (offset, base, cursor) = input, cursor > base else { return nil }
        if guess > 0, cursor - base >= guess, cursor[-guess] == UInt8(ascii: "<") {
            return (offset - guess, cursor - guess, cursor)
        }
        guard let pointer = tripxml_last_byte(base, UInt8(ascii: "<"), cursor - base) else { return nil }
        return (offset - (cursor - pointer), pointer, cursor)
    }

    // MARK: Events

    fileprivate func startElement(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
        attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) {
        guard state.pointee.failure == nil else { return }
        state.pointee.sawRoot = true
        let cached = InternedName.name(localName: localName, prefix: prefix, in: names)
        let name = cached.string
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
                defer { borrowedAttributes.pointee = UnsafeBufferPointer(start: nil, count: 0) }
                try state.pointee.pending.withUnsafeBufferPointer { pending in
                    borrowedAttributes.pointee = pending
                    try deliverStart(XMLStartTag(name: name, location: tagLocation,
                                                 attributes: XMLAttributes(borrowedAttributes), depth: depth))
                }
            } else {
                try deliverStart(XMLStartTag(name: name, location: tagLocation,
                                             attributes: XMLAttributes(borrowedAttributes), depth: depth))
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
        state.pointee.pending.removeAll(keepingCapacity: true)
        guard let tagStart = tag.baseAddress else { return }
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
            let cached = InternedName.name(localName: localName, prefix: base[1], in: names)
            let name = cached.string
            var nameLocation: SourceLocation?
            var valueLocation: SourceLocation?
            if singleLine, base[1] == nil, valueStart > tagStart + 2, valueEnd <= tagEnd {
                let nameLength = cached.length
                let quote = valueStart[-1]
                if (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")), valueStart[-2] == UInt8(ascii: "="),
                   valueStart - 2 - nameLength > tagStart,
                   memcmp(valueStart - 2 - nameLength, localName, nameLength) == 0 {
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
            state.pointee.pending.append(PendingAttribute(
                name: name, nameLength: cached.length, value: valueStart, valueCount: valueEnd - valueStart,
                location: nameLocation ?? tagLocation, valueLocation: valueLocation ?? tagLocation))
        }
    }

    fileprivate func endElement() {
        guard state.pointee.failure == nil, let open = state.pointee.openElements.popLast() else { return }
        // libxml2 calls back right after the `>` of `</name>`.
        let endLocation = tagStart(guess: open.length + 3).map { location(ofOffset: $0.offset) } ?? open.location
        do {
            try deliverEnd(XMLEndTag(name: open.name, location: endLocation, depth: state.pointee.openElements.count + 1))
        } catch {
            fail(error)
        }
    }

    fileprivate func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard state.pointee.failure == nil else { return }
        do {
            try deliverCharacters(XMLCharacters(bytes: bytes))
        } catch {
            fail(error)
        }
    }

    fileprivate func comment(_ text: String) {
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
            try deliverComment(SourceComment(text: text, location: commentLocation))
        } catch {
            fail(error)
        }
    }

    fileprivate func internalSubset() {
        guard state.pointee.failure == nil, let (offset, _, cursor) = input else { return }
        if cursor.pointee == UInt8(ascii: "[") {
            fail(XMLError.internalSubset(location(ofOffset: offset)))
        }
    }

    fileprivate func declaration(kind: String, name: String) {
        fail(XMLError.declaration(location(ofOffset: input?.offset ?? 0), kind: kind, name: name))
    }

    fileprivate func undeclaredEntity(_ name: String) {
        fail(XMLError.undeclaredEntity(location(ofOffset: input?.offset ?? 0), name: name))
    }

    fileprivate func libxml2Error(_ error: xmlError) {
        guard state.pointee.failure == nil else { return }
        let code = Int(error.code)
        if error.level == XML_ERR_WARNING {
            if code == Int(XML_WAR_UNDECLARED_ENTITY.rawValue) {
                undeclaredEntity(error.str1.map { String(cString: $0) } ?? "?")
            }
            return
        }
        let here = location(ofOffset: input?.offset ?? 0)
        var reason = "unknown error"
        if let message = error.message {
            let text = String(cString: message)
            reason = String(text.reversed().drop(while: { $0 == "\n" || $0 == " " }).reversed())
        }
        let openElements = state.pointee.openElements
        switch code {
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            if let open = openElements.last {
                let found = error.str2.map { String(cString: $0) } ?? "?"
                let at = tagStart().map { location(ofOffset: $0.offset) } ?? here
                return fail(XMLError.mismatchedTag(at, expected: open.name, found: found, openedAt: open.location))
            }
        case Int(XML_ERR_TAG_NOT_FINISHED.rawValue), Int(XML_ERR_DOCUMENT_END.rawValue):
            if let open = openElements.last {
                return fail(XMLError.unclosedElement(location(ofOffset: state.pointee.fedBytes), name: open.name,
                                                     openedAt: open.location))
            }
            if code == Int(XML_ERR_DOCUMENT_END.rawValue) && state.pointee.sawRoot {
                return fail(XMLError.notWellFormed(here, code: code,
                                                   reason: "content after the root element has closed"))
            }
        case Int(XML_ERR_DOCUMENT_EMPTY.rawValue):
            if isBlank { return fail(XMLError.empty(here)) }
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue):
            return undeclaredEntity(error.str1.map { String(cString: $0) } ?? "?")
        case Int(XML_ERR_INVALID_CHAR.rawValue), Int(XML_ERR_INVALID_ENCODING.rawValue):
            return fail(XMLError.invalidEncoding(here, detail: reason))
        default:
            break
        }
        fail(XMLError.notWellFormed(here, code: code, reason: reason))
    }

    // MARK: Helpers

    /// Finds where each attribute's name and value start in a start tag's bytes, in document order,
    /// leaving out namespace declarations (`xmlns`, `xmlns:p`) as libxml2 does; the results go to
    /// `state.scanned`.
    private func scanAttributes(in tag: UnsafeBufferPointer<UInt8>, tagLocation: SourceLocation) {
        state.pointee.scanned.removeAll(keepingCapacity: true)
        let tagOffset = tagLocation.offset
        var line = tagLocation.line
        var lineStartOffset = tagOffset - (tagLocation.column - 1)
        var index = 1
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func at(_ position: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: tagOffset + position - lineStartOffset + 1,
                           offset: tagOffset + position)
        }
        func advance() {
            let byte = tag[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= tag.count || tag[index] != 0x0A)) {
                line += 1
                lineStartOffset = tagOffset + index
            }
        }
        // Skip the element name.
        while index < tag.count, !isSpace(tag[index]), tag[index] != UInt8(ascii: "/"), tag[index] != UInt8(ascii: ">") {
            index += 1
        }
        while index < tag.count {
            while index < tag.count, isSpace(tag[index]) { advance() }
            guard index < tag.count, tag[index] != UInt8(ascii: "/"), tag[index] != UInt8(ascii: ">") else { break }
            let nameStart = index
            let nameLocation = at(index)
            while index < tag.count, !isSpace(tag[index]), tag[index] != UInt8(ascii: "=") { index += 1 }
            let isNamespace = Self.isNamespaceDeclaration(UnsafeBufferPointer(rebasing: tag[nameStart..<index]))
            while index < tag.count, tag[index] != UInt8(ascii: "\""), tag[index] != UInt8(ascii: "'") { advance() }
            guard index < tag.count else { break }
            let quote = tag[index]
            index += 1
            let valueLocation = at(index)
            while index < tag.count, tag[index] != quote { advance() }
            index += 1
            if !isNamespace {
                state.pointee.scanned.append(ScannedAttribute(nameLocation: nameLocation, valueLocation: valueLocation))
            }
        }
    }

    private static func isNamespaceDeclaration(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 5, let base = name.baseAddress, memcmp(base, "xmlns", 5) == 0 else { return false }
        return name.count == 5 || name[5] == UInt8(ascii: ":")
    }

    private static func installCallbacks(_ saxHandler: inout xmlSAXHandler) {
        saxHandler.initialized = UInt32(XML_SAX2_MAGIC)
        saxHandler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let userData, let localName else { return }
            SessionCore.with(userData) { $0.startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes) }
        }
        saxHandler.endElementNs = { userData, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.endElement() }
        }
        saxHandler.characters = { userData, bytes, count in
            guard let userData, let bytes else { return }
            SessionCore.with(userData) { $0.characters(UnsafeBufferPointer(start: bytes, count: Int(count))) }
        }
        saxHandler.ignorableWhitespace = saxHandler.characters
        saxHandler.cdataBlock = saxHandler.characters
        saxHandler.comment = { userData, text in
            guard let userData else { return }
            SessionCore.with(userData) { $0.comment(text.map { String(cString: $0) } ?? "") }
        }
        saxHandler.internalSubset = { userData, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.internalSubset() }
        }
        saxHandler.entityDecl = { userData, name, _, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "entity", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.elementDecl = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "element", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.attributeDecl = { userData, element, name, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            guard let userData else { return }
            let elementName = element.map { String(cString: $0) } ?? ""
            let attributeName = name.map { String(cString: $0) } ?? ""
            SessionCore.with(userData) { $0.declaration(kind: "attribute", name: "\(elementName) \(attributeName)") }
        }
        saxHandler.notationDecl = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "notation", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.unparsedEntityDecl = { userData, name, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "entity", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.reference = { userData, name in
            guard let userData else { return }
            SessionCore.with(userData) { $0.undeclaredEntity(name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.getEntity = { _, _ in nil }
        saxHandler.getParameterEntity = { _, _ in nil }
        saxHandler.resolveEntity = { _, _, _ in nil }
        saxHandler.serror = { userData, error in
            guard let userData, let error else { return }
            SessionCore.with(userData) { $0.libxml2Error(error.pointee) }
        }
    }

    /// Calls into the session behind a callback's user data without retaining it: the session
    /// outlives the parse, which runs inside its own methods.
    private static func with(_ userData: UnsafeMutableRawPointer, _ body: (SessionCore) -> Void) {
        Unmanaged<SessionCore>.fromOpaque(userData)._withUnsafeGuaranteedRef(body)
    }

    /// One-time process setup: libxml2's own depth limit goes above every TripXML limit, so that
    /// TripXML's positioned `tooDeep` is the error users see.
    private static let configureLibxml2: Void = {
        xmlInitParser()
        tripxml_set_parser_max_depth(UInt32(XMLReader.Limits.libxml2MaxDepth))
    }()
}
