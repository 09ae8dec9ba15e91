internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where attributes start in a start tag's bytes, for tags whose attributes libxml2 rewrote.
extension SessionCore {
    /// Finds where each attribute's name and value start in a start tag's bytes, in document order,
    /// leaving out namespace declarations (`xmlns`, `xmlns:p`) as libxml2 does; the results go to
    /// `state.scanned`.
    func scanAttributes(in tag: UnsafeBufferPointer<UInt8>, tagLocation: SourceLocation) {
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

    static func isNamespaceDeclaration(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 5, let base = name.baseAddress, memcmp(base, "xmlns", 5) == 0 else { return false }
        return name.count == 5 || name[5] == UInt8(ascii: ":")
    }
}
