import CLibXML2
import TripSource

extension XMLReader {
    /// One parse: owns the libxml2 push-parser context, turns its callbacks into handler events and
    /// its errors into `XMLError`. The C callbacks reach it through `SessionCore`, which is not
    /// generic, so the trampolines can be plain C function pointers.
    final class Session<Handler: XMLContentHandler>: SessionCore {
        var handler: Handler

        init(handler: Handler, file: String, options: Options) {
            self.handler = handler
            super.init(file: file, options: options)
        }

        override func deliverStart(_ element: XMLStartTag) throws { try handler.startElement(element) }
        override func deliverEnd(_ element: XMLEndTag) throws { try handler.endElement(element) }
        override func deliverCharacters(_ text: XMLCharacters) throws { try handler.characters(text) }
        override func deliverComment(_ comment: XMLComment) throws { try handler.comment(comment) }
    }
}

/// The non-generic part of a parse, reachable from C callbacks through the context's user data.
class SessionCore {
    let file: String
    let maxDepth: Int
    private var context: xmlParserCtxtPtr?
    private var saxHandler = xmlSAXHandler()
    private var lineMap = LineMap()
    /// The open elements, innermost last, for depth and for "expected </x>" messages.
    private var openElements: [(name: String, location: SourceLocation)] = []
    private var sawRoot = false
    private var fedBytes = 0
    private var finishing = false
    /// The first error; once set, callbacks are ignored and the parser is stopped.
    private(set) var failure: Error?

    init(file: String, options: XMLReader.Options) {
        self.file = file
        self.maxDepth = options.maxDepth
    }

    deinit {
        if let context {
            xmlFreeParserCtxt(context)
        }
    }

    func deliverStart(_ element: XMLStartTag) throws {}
    func deliverEnd(_ element: XMLEndTag) throws {}
    func deliverCharacters(_ text: XMLCharacters) throws {}
    func deliverComment(_ comment: XMLComment) throws {}

    // MARK: Driving the parser

    /// Creates the push-parser context with TripXML's SAX callbacks and safe options.
    func begin() throws {
        SessionCore.configureLibxml2
        installCallbacks()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let context = file.withCString({ xmlCreatePushParserCtxt(&saxHandler, userData, nil, 0, $0) }) else {
            throw XMLError.notWellFormed(location(ofOffset: 0), code: 2, reason: "libxml2 could not create a parser")
        }
        self.context = context
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
        guard let context, failure == nil else { return try rethrowFailure() }
        if chunk.isEmpty { return }
        if let nul = chunk.firstIndex(of: 0) {
            // Record the bytes up to the NUL so the error lands on the right line and column.
            lineMap.append(UnsafeRawBufferPointer(rebasing: chunk[..<nul]))
            throw XMLError.nulByte(location(ofOffset: fedBytes + nul))
        }
        lineMap.append(chunk)
        fedBytes += chunk.count
        var start = 0
        while start < chunk.count {
            // xmlParseChunk takes an Int32 size.
            let end = min(chunk.count, start + (1 << 30))
            let pointer = chunk.baseAddress!.advanced(by: start).assumingMemoryBound(to: CChar.self)
            xmlParseChunk(context, pointer, Int32(end - start), 0)
            start = end
            if failure != nil { return try rethrowFailure() }
        }
    }

    /// Tells libxml2 the input is complete and reports what remained unclosed.
    func finish() throws {
        guard let context, failure == nil else { return try rethrowFailure() }
        if !sawRoot && isBlank {
            throw XMLError.empty(location(ofOffset: fedBytes))
        }
        finishing = true
        xmlParseChunk(context, nil, 0, 1)
        if failure != nil { return try rethrowFailure() }
        if let open = openElements.last {
            throw XMLError.unclosedElement(location(ofOffset: fedBytes), name: open.name, openedAt: open.location)
        }
        if !sawRoot {
            throw XMLError.empty(location(ofOffset: fedBytes))
        }
    }

    private func rethrowFailure() throws {
        if let failure { throw failure }
    }

    /// Whether everything fed so far is white space (only checked when no element was seen).
    private var isBlank: Bool {
        guard let context, let input = context.pointee.input, let base = input.pointee.base else {
            return fedBytes == 0
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
        guard failure == nil else { return }
        failure = error
        if let context {
            xmlStopParser(context)
        }
    }

    // MARK: Positions

    func location(ofOffset offset: Int) -> SourceLocation {
        lineMap.location(ofOffset: offset, file: file)
    }

    /// The absolute offset of libxml2's current input position.
    private var currentOffset: Int {
        guard let context else { return 0 }
        return Int(tripxml_input_offset(context))
    }

    /// Finds the `<` that starts the tag the parser is in or has just read, scanning back from the
    /// current position in libxml2's buffer (a tag's bytes are all in the buffer while it is parsed,
    /// and no `<` can occur inside one).
    private func tagStart() -> (offset: Int, pointer: UnsafePointer<UInt8>)? {
        guard let context, let input = context.pointee.input,
              let base = input.pointee.base, var cursor = input.pointee.cur else { return nil }
        let current = currentOffset
        var distance = 0
        while cursor > base {
            cursor -= 1
            distance += 1
            if cursor.pointee == UInt8(ascii: "<") {
                return (current - distance, cursor)
            }
        }
        return nil
    }

    // MARK: Events

    fileprivate func startElement(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
        attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) {
        guard failure == nil else { return }
        sawRoot = true
        let name = qualifiedName(localName: localName, prefix: prefix)
        guard let (startOffset, startPointer) = tagStart() else {
            return fail(XMLError.notWellFormed(location(ofOffset: currentOffset), code: 1,
                                               reason: "cannot locate the start of <\(name)>"))
        }
        let tagLocation = location(ofOffset: startOffset)
        let depth = openElements.count + 1
        if depth > maxDepth {
            return fail(XMLError.tooDeep(tagLocation, limit: maxDepth))
        }
        let endPointer = UnsafePointer<UInt8>(context!.pointee.input.pointee.cur!)
        let tagBytes = UnsafeBufferPointer(start: startPointer, count: endPointer - startPointer)
        let parsed = scanAttributes(in: tagBytes, tagOffset: startOffset, tagLocation: tagLocation)
        var list: [XMLAttribute] = []
        if attributeCount > 0, let attributes {
            list.reserveCapacity(attributeCount)
            for index in 0..<attributeCount {
                let base = attributes + index * 5
                let attributeName = qualifiedName(localName: base[0]!, prefix: base[1])
                let valueStart = base[3]!
                let valueEnd = base[4]!
                let value = Self.attributeValue(UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart))
                let found = parsed.first { $0.name == attributeName }
                list.append(XMLAttribute(
                    name: attributeName, value: value,
                    location: found?.nameLocation ?? tagLocation,
                    valueLocation: found?.valueLocation ?? tagLocation))
            }
        }
        openElements.append((name, tagLocation))
        do {
            try deliverStart(XMLStartTag(name: name, location: tagLocation, attributes: list, depth: depth))
        } catch {
            fail(error)
        }
    }

    fileprivate func endElement() {
        guard failure == nil, let open = openElements.popLast() else { return }
        let endLocation = tagStart().map { location(ofOffset: $0.offset) } ?? open.location
        do {
            try deliverEnd(XMLEndTag(name: open.name, location: endLocation, depth: openElements.count + 1))
        } catch {
            fail(error)
        }
    }

    fileprivate func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        do {
            try deliverCharacters(XMLCharacters(bytes: bytes))
        } catch {
            fail(error)
        }
    }

    fileprivate func comment(_ text: String) {
        guard failure == nil else { return }
        // The comment ends at the current position; its "<!--" is the last one before it, as a
        // comment cannot contain "--".
        var commentLocation = location(ofOffset: currentOffset)
        if let context, let input = context.pointee.input, let base = input.pointee.base,
           var cursor = input.pointee.cur {
            var distance = 0
            while cursor - base >= 4 {
                cursor -= 1
                distance += 1
                if cursor[0] == UInt8(ascii: "<"), cursor[1] == UInt8(ascii: "!"),
                   cursor[2] == UInt8(ascii: "-"), cursor[3] == UInt8(ascii: "-") {
                    commentLocation = location(ofOffset: currentOffset - distance)
                    break
                }
            }
        }
        do {
            try deliverComment(XMLComment(text: text, location: commentLocation))
        } catch {
            fail(error)
        }
    }

    fileprivate func internalSubset(name: String) {
        guard failure == nil, let context, let cursor = context.pointee.input?.pointee.cur else { return }
        if cursor.pointee == UInt8(ascii: "[") {
            fail(XMLError.internalSubset(location(ofOffset: currentOffset)))
        }
    }

    fileprivate func declaration(kind: String, name: String) {
        fail(XMLError.declaration(location(ofOffset: currentOffset), kind: kind, name: name))
    }

    fileprivate func undeclaredEntity(_ name: String) {
        fail(XMLError.undeclaredEntity(location(ofOffset: currentOffset), name: name))
    }

    fileprivate func libxml2Error(_ error: xmlError) {
        guard failure == nil else { return }
        let code = Int(error.code)
        if error.level == XML_ERR_WARNING {
            if code == Int(XML_WAR_UNDECLARED_ENTITY.rawValue) {
                undeclaredEntity(error.str1.map { String(cString: $0) } ?? "?")
            }
            return
        }
        let here = location(ofOffset: currentOffset)
        var reason = "unknown error"
        if let message = error.message {
            let text = String(cString: message)
            reason = String(text.reversed().drop(while: { $0 == "\n" || $0 == " " }).reversed())
        }
        switch code {
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            if let open = openElements.last {
                let found = error.str2.map { String(cString: $0) } ?? "?"
                let at = tagStart().map { location(ofOffset: $0.offset) } ?? here
                return fail(XMLError.mismatchedTag(at, expected: open.name, found: found, openedAt: open.location))
            }
        case Int(XML_ERR_TAG_NOT_FINISHED.rawValue), Int(XML_ERR_DOCUMENT_END.rawValue):
            if let open = openElements.last {
                return fail(XMLError.unclosedElement(location(ofOffset: fedBytes), name: open.name,
                                                     openedAt: open.location))
            }
            if code == Int(XML_ERR_DOCUMENT_END.rawValue) && sawRoot {
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

    private func qualifiedName(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) -> String {
        let local = String(cString: localName)
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }

    /// An attribute value as a string. Without entity substitution, libxml2's SAX2 hands back every
    /// `&` (from `&amp;` or `&#38;`) as the five characters `&#38;`, and any other `&` cannot occur
    /// in a delivered value, so turning `&#38;` back into `&` is exact.
    private static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        let escaped = Array("&#38;".utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + 5 <= bytes.count,
               bytes[index..<index + 5].elementsEqual(escaped) {
                output.append(UInt8(ascii: "&"))
                index += 5
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private struct ScannedAttribute {
        let name: String
        let nameLocation: SourceLocation
        let valueLocation: SourceLocation
    }

    /// Finds where each attribute's name and value start in a start tag's bytes.
    private func scanAttributes(
        in tag: UnsafeBufferPointer<UInt8>, tagOffset: Int, tagLocation: SourceLocation
    ) -> [ScannedAttribute] {
        var result: [ScannedAttribute] = []
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
            let name = String(decoding: UnsafeBufferPointer(rebasing: tag[nameStart..<index]), as: UTF8.self)
            while index < tag.count, tag[index] != UInt8(ascii: "\""), tag[index] != UInt8(ascii: "'") { advance() }
            guard index < tag.count else { break }
            let quote = tag[index]
            index += 1
            let valueLocation = at(index)
            while index < tag.count, tag[index] != quote { advance() }
            index += 1
            result.append(ScannedAttribute(name: name, nameLocation: nameLocation, valueLocation: valueLocation))
        }
        return result
    }

    private func installCallbacks() {
        saxHandler.initialized = UInt32(XML_SAX2_MAGIC)
        saxHandler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let userData, let localName else { return }
            SessionCore.from(userData).startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes)
        }
        saxHandler.endElementNs = { userData, _, _, _ in
            guard let userData else { return }
            SessionCore.from(userData).endElement()
        }
        saxHandler.characters = { userData, bytes, count in
            guard let userData, let bytes else { return }
            SessionCore.from(userData).characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        saxHandler.ignorableWhitespace = saxHandler.characters
        saxHandler.cdataBlock = saxHandler.characters
        saxHandler.comment = { userData, text in
            guard let userData else { return }
            SessionCore.from(userData).comment(text.map { String(cString: $0) } ?? "")
        }
        saxHandler.internalSubset = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.from(userData).internalSubset(name: name.map { String(cString: $0) } ?? "")
        }
        saxHandler.entityDecl = { userData, name, _, _, _, _ in
            guard let userData else { return }
            SessionCore.from(userData).declaration(kind: "entity", name: name.map { String(cString: $0) } ?? "")
        }
        saxHandler.elementDecl = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.from(userData).declaration(kind: "element", name: name.map { String(cString: $0) } ?? "")
        }
        saxHandler.attributeDecl = { userData, element, name, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            guard let userData else { return }
            let elementName = element.map { String(cString: $0) } ?? ""
            let attributeName = name.map { String(cString: $0) } ?? ""
            SessionCore.from(userData).declaration(kind: "attribute", name: "\(elementName) \(attributeName)")
        }
        saxHandler.notationDecl = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.from(userData).declaration(kind: "notation", name: name.map { String(cString: $0) } ?? "")
        }
        saxHandler.unparsedEntityDecl = { userData, name, _, _, _ in
            guard let userData else { return }
            SessionCore.from(userData).declaration(kind: "entity", name: name.map { String(cString: $0) } ?? "")
        }
        saxHandler.reference = { userData, name in
            guard let userData else { return }
            SessionCore.from(userData).undeclaredEntity(name.map { String(cString: $0) } ?? "")
        }
        saxHandler.getEntity = { _, _ in nil }
        saxHandler.getParameterEntity = { _, _ in nil }
        saxHandler.resolveEntity = { _, _, _ in nil }
        saxHandler.serror = { userData, error in
            guard let userData, let error else { return }
            SessionCore.from(userData).libxml2Error(error.pointee)
        }
    }

    private static func from(_ userData: UnsafeMutableRawPointer) -> SessionCore {
        Unmanaged<SessionCore>.fromOpaque(userData).takeUnretainedValue()
    }

    /// One-time process setup: libxml2's own depth limit goes above every TripXML limit, so that
    /// TripXML's positioned `tooDeep` is the error users see.
    private static let configureLibxml2: Void = {
        xmlInitParser()
        tripxml_set_parser_max_depth(UInt32(XMLReader.Limits.libxml2MaxDepth))
    }()
}
