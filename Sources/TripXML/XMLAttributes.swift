#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripSource

/// A start tag's attributes, borrowed from the reader for the duration of the `startElement` call.
///
/// Nothing is made until it is asked for: a name is the reader's shared string, and a value's
/// string and an attribute's locations are built only by the accessors that return them, so a
/// handler that reads a few attributes of a tag does not pay for the others. Read by index with
/// `name(at:)`, `value(at:)` and `valueLocation(at:)`, or as a collection of whole `XMLAttribute`s.
///
/// Do not keep it past the call: it reads the reader's buffers, which the next event reuses. To keep
/// attributes, copy them: `Array(element.attributes)` holds whole `XMLAttribute`s, which are values.
public struct XMLAttributes: RandomAccessCollection {
    /// Where the reader keeps the current tag's collected attributes (empty for a tag without
    /// attributes): one word, so that a start tag stays small enough to pass in registers.
    @usableFromInline let list: UnsafePointer<BorrowedAttributes>

    init(_ list: UnsafePointer<BorrowedAttributes>) {
        self.list = list
    }

    /// The attributes as the reader collected them.
    @inlinable var pending: UnsafeBufferPointer<PendingAttribute> { list.pointee.pending }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { pending.count }

    /// The whole attribute at a position: name, value and both locations.
    public subscript(index: Int) -> XMLAttribute {
        XMLAttribute(name: name(at: index), value: value(at: index), location: location(at: index),
                     valueLocation: valueLocation(at: index))
    }

    /// The qualified name of the attribute at a position (one shared string per distinct name).
    public func name(at index: Int) -> String {
        // Found again in the reader's name cache from libxml2's interned pointers: a collected
        // attribute holds no string, so collecting one retains and releases nothing.
        let attribute = pending[index]
        return list.pointee.names._withUnsafeGuaranteedRef {
            InternedName.name(localName: attribute.localName, prefix: attribute.prefix, in: $0).string
        }
    }

    /// A number that stands for the attribute's name during one read, or 0 (for a prefixed name):
    /// every attribute with this number in the same read has the same name, as with
    /// `XMLStartTag.nameKey`. A handler may cache what it makes of a name under it, and so never
    /// ask for the name's string.
    @inlinable package func nameKey(at index: Int) -> UInt {
        let attribute = pending[index]
        return attribute.prefix == nil ? UInt(bitPattern: attribute.localName) : 0
    }

    /// The length in UTF-8 bytes of the attribute's qualified name, without asking the string.
    @inlinable public func nameLength(at index: Int) -> Int { pending[index].nameLength }

    /// Where the attribute's name starts.
    @inlinable public func location(at index: Int) -> SourceLocation { pending[index].location }

    /// Where the attribute's value starts, just inside the opening quote.
    @inlinable public func valueLocation(at index: Int) -> SourceLocation { pending[index].valueLocation }

    /// The attribute's value with references resolved and white space normalised as XML requires.
    ///
    /// Without entity substitution, libxml2's SAX2 hands back every `&` (from `&amp;` or `&#38;`)
    /// as the five characters `&#38;`, and any other `&` cannot occur in a delivered value, so
    /// turning `&#38;` back into `&` is exact.
    public func value(at index: Int) -> String {
        let bytes = UnsafeBufferPointer(start: pending[index].value, count: pending[index].valueCount)
        guard let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), bytes.count) != nil else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var offset = 0
        let escaped = Array("&#38;".utf8)
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "&"), offset + 5 <= bytes.count,
               bytes[offset..<offset + 5].elementsEqual(escaped) {
                output.append(UInt8(ascii: "&"))
                offset += 5
            } else {
                output.append(bytes[offset])
                offset += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The attributes a start-tag event lends its handler, and the names they are spelled with.
@usableFromInline
struct BorrowedAttributes {
    /// The current tag's collected attributes during its event, else empty.
    @usableFromInline var pending: UnsafeBufferPointer<PendingAttribute>
    /// The reader's name cache, which outlives every event of the read (unretained: a name asked
    /// for retains nothing but its string).
    let names: Unmanaged<SlotCache<InternedName, QualifiedName>>
}

/// One attribute as libxml2 delivered it: its name (libxml2's interned pointers, which spell it for
/// the whole parse), where its value's bytes are (in libxml2's buffers, valid during the start-tag
/// event) and its positions.
///
/// Plain data, with no string: a tag's attributes are stored over the previous tag's without any
/// retain or release (a `String` name cost a retain, a release and two outlined copies per
/// attribute).
@usableFromInline
struct PendingAttribute {
    @usableFromInline let localName: UnsafePointer<UInt8>
    @usableFromInline let prefix: UnsafePointer<UInt8>?
    /// The qualified name's length in UTF-8 bytes.
    @usableFromInline let nameLength: Int
    let value: UnsafePointer<UInt8>
    let valueCount: Int
    @usableFromInline let location: SourceLocation
    @usableFromInline let valueLocation: SourceLocation

    init(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, nameLength: Int,
         value: UnsafePointer<UInt8>, valueCount: Int,
         location: SourceLocation, valueLocation: SourceLocation) {
        self.localName = localName
        self.prefix = prefix
        self.nameLength = nameLength
        self.value = value
        self.valueCount = valueCount
        self.location = location
        self.valueLocation = valueLocation
    }
}
