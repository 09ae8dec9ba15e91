import TripSource

/// A handler's events as closures, made where the handler's type is known: in the module that
/// calls `XMLReader.read`, which is inlinable, so that each event reaches the handler through one
/// closure call specialised for it.
///
/// Before, a generic session subclass overrode one method per event: a generic class's methods
/// stay unspecialised whatever module uses it, so every event cost a virtual call and a protocol
/// witness call (24 M instructions of the 10 MB plist's read).
@usableFromInline
struct XMLEventSink {
    @usableFromInline let startElement: (XMLStartTag) throws -> Void
    @usableFromInline let endElement: (XMLEndTag) throws -> Void
    @usableFromInline let characters: (XMLCharacters) throws -> Void
    @usableFromInline let comment: (SourceComment) throws -> Void

    /// The events of a handler the caller keeps in place for the whole read.
    ///
    /// - Parameter handler: The handler; it must stay valid until the read returns.
    @inlinable
    init<Handler: XMLContentHandler>(_ handler: UnsafeMutablePointer<Handler>) {
        startElement = { try handler.pointee.startElement($0) }
        endElement = { try handler.pointee.endElement($0) }
        characters = { try handler.pointee.characters($0) }
        comment = { try handler.pointee.comment($0) }
    }
}
