internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One parse: owns the libxml2 push-parser context, turns its callbacks (which reach it through
/// the context's user data) into the handler's events and its errors into `XMLError`.
///
/// The hot mutable state lives behind an unsafe pointer owned by the session: class stored
/// properties would pay a dynamic exclusivity check on every event.
final class SessionCore {
    /// What changes while parsing, behind one pointer.
    struct State {
        var context: xmlParserCtxtPtr?
        var saxHandler = xmlSAXHandler()
        var lineMap = LineMap()
        /// The open elements, innermost last, for depth and for "expected </x>" messages.
        var openElements = OpenElementStack()
        var sawRoot = false
        var fedBytes = 0
        /// Counts and measures each start tag before libxml2 reads it.
        var tagScanner: XMLTagScanner
        /// The first error; once set, callbacks are ignored and the parser is stopped.
        var failure: Error?
    }

    struct OpenElement {
        let name: String
        /// `name`'s length in UTF-8 bytes.
        let length: Int
        let location: SourceLocation
    }

    let file: SourceFile
    /// Where the events go.
    let events: XMLEventSink
    let maxDepth: Int
    let state: UnsafeMutablePointer<State>
    let names: SlotCache<InternedName, QualifiedName>
    /// The attributes a start-tag event lends its handler: libxml2's during the event, else none.
    let borrowedAttributes: UnsafeMutablePointer<BorrowedAttributes>

    init(events: XMLEventSink, file: String, options: XMLReader.Options) {
        self.events = events
        self.file = SourceFile(path: file)
        self.maxDepth = options.maxDepth
        state = .allocate(capacity: 1)
        state.initialize(to: State(tagScanner: XMLTagScanner(
            maxAttributes: options.maxAttributesPerElement, maxNameLength: options.maxNameLength,
            maxValueLength: options.maxValueLength)))
        let names = InternedName.cache()
        self.names = names
        borrowedAttributes = .allocate(capacity: 1)
        borrowedAttributes.initialize(to: BorrowedAttributes(file: self.file, names: Unmanaged.passUnretained(names)))
    }

    deinit {
        if let context = state.pointee.context {
            // A DOCTYPE makes libxml2's default SAX2 handlers start a document (with its DTD) that
            // the parser context does not own; free it too, or each refused DOCTYPE leaks it.
            if let document = context.pointee.myDoc {
                xmlFreeDoc(document)
                context.pointee.myDoc = nil
            }
            xmlFreeParserCtxt(context)
        }
        state.pointee.openElements.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
        borrowedAttributes.pointee.deallocate()
        borrowedAttributes.deinitialize(count: 1)
        borrowedAttributes.deallocate()
    }

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
        // No DTD loading, no validation, no entity substitution, whatever the global defaults say: without
        // XML_PARSE_DTDLOAD, XML_PARSE_DTDVALID and XML_PARSE_NOENT, xmlCtxtUseOptions sets the context's
        // loadsubset, validate and replaceEntities to 0 in every libxml2 from 2.9 on (writing those fields
        // directly is deprecated from 2.14).
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_NOCDATA.rawValue)
        xmlCtxtUseOptions(context, options)
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
        // Nothing this parse can still point at lies before `earliestReachableOffset`: the line
        // map keeps only the lines from there on (4 bytes a line otherwise, 2 MB of a 10 MB plist).
        state.pointee.lineMap.forgetLines(before: earliestReachableOffset)
        state.pointee.lineMap.append(chunk)
        do {
            try state.pointee.tagScanner.scan(chunk, at: state.pointee.fedBytes)
        } catch {
            throw XMLError.limitExceeded(location(ofOffset: error.offset), limit: error.limit, value: error.value)
        }
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
            throw XMLError.empty(SourceLocation(wholeFile: file))
        }
        xmlParseChunk(context, nil, 0, 1)
        if state.pointee.failure != nil { return try rethrowFailure() }
        if let open = state.pointee.openElements.last {
            throw XMLError.unclosedElement(location(ofOffset: state.pointee.fedBytes), name: open.name,
                                           openedAt: open.location)
        }
        if !state.pointee.sawRoot {
            throw XMLError.empty(SourceLocation(wholeFile: file))
        }
    }

    func rethrowFailure() throws {
        if let failure = state.pointee.failure { throw failure }
    }

    /// Whether everything fed so far is white space (only checked when no element was seen).
    var isBlank: Bool {
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

    /// The lowest offset a location can still be asked for: where libxml2's buffer starts (every
    /// event and error is found within it: `tagStart`, comments, `input`), or the start of the
    /// markup the tag scanner is in, if earlier (a `Violation` is at or after it); all of the input
    /// fed so far before the parse has begun.
    var earliestReachableOffset: Int {
        guard let input = state.pointee.context?.pointee.input, input.pointee.base != nil,
              input.pointee.cur != nil else { return 0 }
        var earliest = min(Int(input.pointee.consumed), state.pointee.fedBytes)
        if let markup = state.pointee.tagScanner.unfinishedMarkupStart {
            earliest = min(earliest, markup)
        }
        return earliest
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        state.pointee.lineMap.location(ofOffset: offset, file: file)
    }

    /// libxml2's current input: the absolute offset of `cur`, and the buffer bounds.
    var input: (offset: Int, base: UnsafePointer<UInt8>, cursor: UnsafePointer<UInt8>)? {
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
    func tagStart(guess: Int = 0) -> (offset: Int, pointer: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>)? {
        guard let (offset, base, cursor) = input, cursor > base else { return nil }
        if guess > 0, cursor - base >= guess, cursor[-guess] == UInt8(ascii: "<") {
            return (offset - guess, cursor - guess, cursor)
        }
        guard let pointer = tripxml_last_byte(base, UInt8(ascii: "<"), cursor - base) else { return nil }
        return (offset - (cursor - pointer), pointer, cursor)
    }
}
