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
    /// Where the reader lends the current tag's attributes (none for a tag without attributes): one
    /// word, so that a start tag stays small enough to pass in registers. Mutable, as a location
    /// asked for may scan the tag once and keep what it found for the other attributes.
    @usableFromInline let list: UnsafeMutablePointer<BorrowedAttributes>

    init(_ list: UnsafeMutablePointer<BorrowedAttributes>) {
        self.list = list
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { list.pointee.count }

    /// The whole attribute at a position: name, value and both locations.
    public subscript(index: Int) -> XMLAttribute {
        let (location, valueLocation) = list.pointee.locations(at: index)
        return XMLAttribute(name: name(at: index), value: value(at: index), location: location,
                            valueLocation: valueLocation)
    }

    /// The qualified name of the attribute at a position (one shared string per distinct name).
    public func name(at index: Int) -> String {
        // Found again in the reader's name cache from libxml2's interned pointers: the reader
        // makes no string for an attribute until a handler asks.
        list.pointee.names._withUnsafeGuaranteedRef {
            InternedName.name(localName: list.pointee.localName(at: index), prefix: list.pointee.prefix(at: index),
                              in: $0).string
        }
    }

    /// A number that stands for the attribute's name during one read, or 0 (for a prefixed name):
    /// every attribute with this number in the same read has the same name, as with
    /// `XMLStartTag.nameKey`. A handler may cache what it makes of a name under it, and so never
    /// ask for the name's string.
    @inlinable package func nameKey(at index: Int) -> UInt {
        list.pointee.prefix(at: index) == nil ? UInt(bitPattern: list.pointee.localName(at: index)) : 0
    }

    /// The length in UTF-8 bytes of the attribute's qualified name, without asking the string.
    public func nameLength(at index: Int) -> Int { list.pointee.nameLength(at: index) }

    /// Where the attribute's name starts.
    public func location(at index: Int) -> SourceLocation { list.pointee.locations(at: index).name }

    /// Where the attribute's value starts, just inside the opening quote.
    public func valueLocation(at index: Int) -> SourceLocation { list.pointee.valueLocation(at: index) }

    /// The attribute's value with references resolved and white space normalised as XML requires.
    ///
    /// Without entity substitution, libxml2's SAX2 hands back every `&` (from `&amp;` or `&#38;`)
    /// as the five characters `&#38;`, and any other `&` cannot occur in a delivered value, so
    /// turning `&#38;` back into `&` is exact.
    public func value(at index: Int) -> String {
        let bytes = list.pointee.valueBytes(at: index)
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

/// The attributes a start-tag event lends its handler, as libxml2 delivered them, and what their
/// locations are found from.
///
/// Nothing is copied at the tag: the attributes are libxml2's own array (five pointers each: local
/// name, prefix, namespace URI, value start, value end; the names interned for the whole parse,
/// the values in libxml2's buffers during the event), and an attribute's name length and locations
/// are found only when asked (most attributes are never located: collecting every position at
/// every tag cost a twentieth of reading a storyboard into the model).
@usableFromInline
struct BorrowedAttributes {
    /// libxml2's attribute array for the current tag during its event.
    @usableFromInline var libxml2: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    /// How many attributes the current tag has during its event, else 0.
    @usableFromInline var count = 0
    /// The start tag's bytes, from its `<` to where libxml2 stopped reading (past every attribute).
    var tag = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Where the tag's `<` is.
    var tagLocation: SourceLocation
    /// Whether the file has shown a carriage return before this tag (the line map has seen the tag).
    var hasCarriageReturns = false
    /// Whether the tag is all on one line: found when the first location is asked for.
    var isSingleLine: Bool?
    /// Where each attribute starts, when a location needed the tag scanned (`scanned` is then
    /// true): the first `scanCount` of `scanCapacity`, reused from tag to tag. A buffer of its own,
    /// not an array, so that the list stays plain data, never retained when read.
    var scan: UnsafeMutablePointer<ScannedAttribute>?
    var scanCount = 0
    var scanCapacity = 0
    var scanned = false
    /// The file locations name.
    let file: SourceFile
    /// The reader's name cache, which outlives every event of the read (unretained: a name asked
    /// for retains nothing but its string).
    let names: Unmanaged<SlotCache<InternedName, QualifiedName>>

    init(file: SourceFile, names: Unmanaged<SlotCache<InternedName, QualifiedName>>) {
        self.file = file
        self.names = names
        tagLocation = SourceLocation(file: file, line: 1, column: 1, offset: 0)
    }

    /// Lends a start tag's attributes for its event.
    mutating func lend(_ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>, count: Int,
                       tag: UnsafeBufferPointer<UInt8>, at tagLocation: SourceLocation, hasCarriageReturns: Bool) {
        libxml2 = attributes
        self.count = count
        self.tag = tag
        self.tagLocation = tagLocation
        self.hasCarriageReturns = hasCarriageReturns
        isSingleLine = nil
        scanned = false
    }

    /// Frees the scan's buffer, at the end of the read.
    func deallocate() {
        scan?.deallocate()
    }

    /// Ends the loan: the list is empty again, as every tag without attributes finds it.
    mutating func takeBack() {
        libxml2 = nil
        count = 0
    }

    @inlinable func localName(at index: Int) -> UnsafePointer<UInt8> { libxml2.unsafelyUnwrapped[index * 5]! }
    @inlinable func prefix(at index: Int) -> UnsafePointer<UInt8>? { libxml2.unsafelyUnwrapped[index * 5 + 1] }

    /// The value's bytes as libxml2 delivered them.
    @inline(__always)
    func valueBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = libxml2.unsafelyUnwrapped[index * 5 + 3]!
        return UnsafeBufferPointer(start: start, count: libxml2.unsafelyUnwrapped[index * 5 + 4]! - start)
    }

    @inline(__always)
    func nameLength(at index: Int) -> Int {
        names._withUnsafeGuaranteedRef {
            InternedName.length(localName: localName(at: index), prefix: prefix(at: index), in: $0)
        }
    }
}
