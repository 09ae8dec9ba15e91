#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripSource

/// Where a borrowed attribute's name and value start, found when a handler asks.
extension BorrowedAttributes {
    /// Where the attribute at a position starts (its name) and where its value starts, just
    /// inside the opening quote.
    ///
    /// libxml2 hands each value back as a pointer into its input buffer unless it had to rewrite the
    /// value (references, normalisation); then, in a tag on one line, a column is a distance from
    /// the `<`, and the name sits just before `="`. Anything else falls back to scanning the tag's
    /// bytes, once per tag.
    mutating func locations(at index: Int) -> (name: SourceLocation, value: SourceLocation) {
        if let value = inPlaceValue(at: index) {
            let nameLength = nameLength(at: index)
            // The bytes before `="` are the name as written (a name without prefix is its local
            // name): its first byte is checked, not every one.
            if value - 2 - nameLength > 0, tag[value - 2 - nameLength] == localName(at: index)[0] {
                return (onTagLine(value - 2 - nameLength), onTagLine(value))
            }
        }
        return scannedLocations(at: index)
    }

    /// Where the attribute's value starts, just inside the opening quote: as `locations(at:)` finds
    /// it, without the name's (which a value read in place in a one-line tag does not need).
    @inline(__always)
    mutating func valueLocation(at index: Int) -> SourceLocation {
        if let value = inPlaceValue(at: index) { return onTagLine(value) }
        return scannedLocations(at: index).value
    }

    /// How far into the tag the attribute's value starts, when libxml2 read it in place (an
    /// unprefixed attribute written `name="value"`, in a tag on one line); else `nil`.
    @inline(__always)
    private mutating func inPlaceValue(at index: Int) -> Int? {
        guard let tagStart = tag.baseAddress, prefix(at: index) == nil else { return nil }
        let value = valueBytes(at: index)
        guard let valueStart = value.baseAddress, valueStart > tagStart + 2, valueStart + value.count <= tagStart + tag.count,
              isOneLine(tagStart) else { return nil }
        let quote = valueStart[-1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), valueStart[-2] == UInt8(ascii: "=") else {
            return nil
        }
        return valueStart - tagStart
    }

    /// The locations a scan of the tag found for the attribute (the tag is scanned once, on the
    /// first call of its event).
    private mutating func scannedLocations(at index: Int) -> (name: SourceLocation, value: SourceLocation) {
        if !scanned {
            scanAttributes()
            scanned = true
        }
        // libxml2 lists attributes in document order, without namespace declarations, as the scan
        // does; a mismatch (not expected) falls back to the tag's location.
        guard index < scanCount, let scan else { return (tagLocation, tagLocation) }
        return (scan[index].nameLocation, scan[index].valueLocation)
    }

    /// Whether the tag has no line break (the line map has seen every byte of it), found once.
    @inline(__always)
    private mutating func isOneLine(_ tagStart: UnsafePointer<UInt8>) -> Bool {
        if let isSingleLine { return isSingleLine }
        let found = memchr(tagStart, 0x0A, tag.count) == nil
            && (!hasCarriageReturns || memchr(tagStart, 0x0D, tag.count) == nil)
        isSingleLine = found
        return found
    }

    /// The location a number of bytes after the tag's `<`, on the tag's line.
    @inline(__always)
    private func onTagLine(_ delta: Int) -> SourceLocation {
        SourceLocation(file: file, line: tagLocation.line, column: tagLocation.column + delta,
                       offset: tagLocation.offset + delta)
    }

    /// Finds where each attribute's name and value start in the tag's bytes, in document order,
    /// leaving out namespace declarations (`xmlns`, `xmlns:p`) as libxml2 does; the results go to
    /// `scan`.
    private mutating func scanAttributes() {
        scanCount = 0
        let tag = tag
        let file = file
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
                appendScanned(ScannedAttribute(nameLocation: nameLocation, valueLocation: valueLocation))
            }
        }
    }

    /// Adds an attribute to the scan, growing its buffer when full.
    private mutating func appendScanned(_ attribute: ScannedAttribute) {
        if scanCount == scanCapacity {
            let capacity = max(8, scanCapacity * 2)
            let grown = UnsafeMutablePointer<ScannedAttribute>.allocate(capacity: capacity)
            if let scan {
                grown.initialize(from: scan, count: scanCount)
                scan.deallocate()
            }
            scan = grown
            scanCapacity = capacity
        }
        // Plain data: initialising over a previous tag's entry leaks nothing.
        (scan.unsafelyUnwrapped + scanCount).initialize(to: attribute)
        scanCount += 1
    }

    static func isNamespaceDeclaration(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 5, let base = name.baseAddress, memcmp(base, "xmlns", 5) == 0 else { return false }
        return name.count == 5 || name[5] == UInt8(ascii: ":")
    }
}

/// Where one attribute's name and value start, as a scan of its tag found them.
struct ScannedAttribute {
    let nameLocation: SourceLocation
    let valueLocation: SourceLocation
}
