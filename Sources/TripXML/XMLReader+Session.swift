internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
