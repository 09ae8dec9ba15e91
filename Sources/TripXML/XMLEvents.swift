import TripSource

/// Receives a document's content in order, as TripXML reads it.
///
/// Every method may throw to stop reading: the error is rethrown by `XMLReader.read`, unchanged.
/// The events borrow TripXML's buffers, so copy what you keep (the `String` properties are copies).
public protocol XMLContentHandler {
    /// An element opens; its attributes come with it.
    mutating func startElement(_ element: XMLStartTag) throws
    /// The innermost open element closes.
    mutating func endElement(_ element: XMLEndTag) throws
    /// Character data (text, resolved character and predefined-entity references, CDATA). One text
    /// node may arrive in several calls.
    mutating func characters(_ text: XMLCharacters) throws
    /// A comment, with the text between `<!--` and `-->` and where `<!--` starts.
    mutating func comment(_ comment: SourceComment) throws
}

extension XMLContentHandler {
    public mutating func characters(_ text: XMLCharacters) throws {}
    public mutating func comment(_ comment: SourceComment) throws {}
}

/// An element's start tag, borrowed from the reader for the duration of the call (its attributes
/// point into the reader's buffers).
public struct XMLStartTag {
    /// The qualified name as written (`prefix:local` when prefixed).
    public let name: String
    /// Where the `<` of the start tag is.
    public let location: SourceLocation
    /// The attributes in document order, made on demand (see `XMLAttributes`).
    public let attributes: XMLAttributes
    /// How deep the element is: the root element has depth 1.
    public let depth: Int
    /// A number that stands for the name during one read, or 0: every start tag with this number
    /// in the same read has the same name (libxml2 keeps one copy of each name it reads, and this
    /// is its address). A handler may cache what it makes of a name under it.
    package let nameKey: UInt

    /// The first attribute with a name.
    public func attribute(_ name: String) -> XMLAttribute? {
        guard let index = attributes.indices.first(where: { attributes.name(at: $0) == name }) else { return nil }
        return attributes[index]
    }
}

/// One attribute of a start tag.
public struct XMLAttribute: Sendable, Equatable {
    public let name: String
    /// The value with references resolved and white space normalised as XML requires.
    public let value: String
    /// Where the attribute's name starts.
    public let location: SourceLocation
    /// Where the value starts, just inside the opening quote.
    public let valueLocation: SourceLocation
}

/// An element's end (or the end of an empty-element tag such as `<true/>`), borrowed from the
/// reader for the duration of the call (its location is found in the reader's buffers).
public struct XMLEndTag {
    public let name: String
    public let depth: Int
    /// The reader, which finds the location while the event lasts.
    unowned(unsafe) let session: SessionCore
    /// Where the element's start tag is: the location should the end tag not be found.
    let openedAt: SourceLocation
    /// `name`'s length in UTF-8 bytes.
    let nameLength: Int

    /// Where the `<` of the end tag is; for an empty-element tag, where the tag starts.
    ///
    /// Found when asked for, from the reader's buffers, so read it during the `endElement` call:
    /// most handlers never ask, and finding it on every end tag cost a tenth of reading events.
    public var location: SourceLocation {
        session.endTagLocation(nameLength: nameLength, openedAt: openedAt)
    }
}

/// A run of character data, borrowed from the reader for the duration of the call.
public struct XMLCharacters {
    /// The UTF-8 bytes of the text, already decoded from references.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// The text as a string (a copy).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the text is only XML white space (space, tab, CR, LF).
    @inlinable
    public var isWhitespace: Bool {
        for byte in bytes where byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
            return false
        }
        return true
    }
}
