internal import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripSource

/// Looks at the bytes of every start tag before libxml2 does, counting its attributes and measuring
/// its names and attribute values, so that a tag over a limit is refused before libxml2 parses it:
/// libxml2 2.9.14 checks each attribute name against every earlier one of its tag, so one tag of
/// 50,000 attributes costs seconds.
///
/// It follows just enough of XML to know where start tags are: comments, CDATA sections, processing
/// instructions, declarations and end tags are skipped, and attribute values are skipped by their
/// quotes (the only places a `>` or `=` may appear without ending or counting). Its state carries
/// from one chunk to the next, so a tag may be split anywhere. Malformed markup is left to libxml2
/// to report; the scanner only ever refuses what is over a limit.
///
/// Most tags are far shorter than any limit, and a tag holds no `<` (libxml2 refuses one in a value,
/// and stops there), so a start or end tag whose next `<` is close is passed over with one `memchr`,
/// tag and text after it together: only tags longer than `shortSpan` are read byte by byte.
struct XMLTagScanner {
    /// Where the scan is.
    private enum Place {
        case text
        /// Just after `<`.
        case open
        /// After `<!`, with how many bytes of `--` or `[CDATA[` matched so far.
        case bang(matched: Int, cdata: Bool)
        /// Inside `<!-- ... -->`, with how many `-` just before.
        case comment(dashes: Int)
        /// Inside `<![CDATA[ ... ]]>`, with how many `]` just before.
        case cdata(brackets: Int)
        /// Inside `<? ... ?>`, after a `?` or not.
        case instruction(question: Bool)
        /// Inside `<!DOCTYPE ...>`-like markup, until `>` (outside quotes).
        case other(quote: UInt8)
        /// Inside `</...>`, until `>` (an end tag holds no quotes; libxml2 refuses one that does).
        case endTag
        /// Inside a start tag, outside values.
        case tag
        /// Inside a start tag's quoted value.
        case value(quote: UInt8)
    }

    /// A limit the scan found exceeded, at a byte offset of the whole input.
    struct Violation: Error {
        let limit: InputLimit
        let value: Int
        let offset: Int
    }

    let maxAttributes: Int
    let maxNameLength: Int
    let maxValueLength: Int
    /// The longest stretch from a start tag's `<` to the next `<` that cannot hold a tag over any
    /// limit: a name or a value is shorter than the stretch, and every attribute counted needs an
    /// `=` of its own.
    let shortSpan: Int
    private var place = Place.text
    private var attributes = 0
    /// Bytes of the current name in a start tag (0 between names).
    private var nameLength = 0
    /// Bytes of the current attribute value.
    private var valueLength = 0
    /// Offset of the current value's first byte.
    private var valueStart = 0
    /// Offset of the `<` of the last start tag measured byte by byte (the only tags a
    /// `Violation` is found in).
    private var markupStart = 0

    /// An offset at or before every offset a later `Violation` can name, or `nil` between markup
    /// (a tag split between chunks is markup): the `<` of the last start tag measured byte by
    /// byte, which is the tag being measured or an earlier one.
    var unfinishedMarkupStart: Int? {
        if case .text = place { return nil }
        return markupStart
    }

    init(maxAttributes: Int, maxNameLength: Int, maxValueLength: Int) {
        self.maxAttributes = maxAttributes
        self.maxNameLength = maxNameLength
        self.maxValueLength = maxValueLength
        shortSpan = min(maxNameLength, maxValueLength, maxAttributes)
    }

    /// Scans the next chunk of the input.
    ///
    /// - Parameters:
    ///   - chunk: The bytes.
    ///   - offset: The offset of the chunk's first byte in the whole input.
    /// - Throws: `Violation` at the first limit exceeded.
    mutating func scan(_ chunk: UnsafeRawBufferPointer, at offset: Int) throws(Violation) {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let count = chunk.count
        let isNameByte = Self.isNameByte
        var index = 0
        while index < count {
            switch place {
            case .text:
                guard let found = memchr(base + index, Int32(UInt8(ascii: "<")), count - index) else { return }
                index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                place = .open
            case .open:
                // An end tag is never measured, and a start tag whose next `<` is close cannot be
                // over a limit: go straight to that `<`, past the text after the tag too. Such tags
                // follow one another here, without a turn of the outer loop each.
                var byte = base[index]
                while byte != UInt8(ascii: "!") && byte != UInt8(ascii: "?") {
                    let next: Int
                    if let last = lastShortTag(base, after: index, count: count) {
                        next = last
                    } else if let found = memchr(base + index, Int32(UInt8(ascii: "<")), count - index) {
                        next = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                        guard byte == UInt8(ascii: "/") || next - index < shortSpan else { break }
                    } else {
                        break
                    }
                    index = next + 1
                    guard index < count else { return }
                    byte = base[index]
                }
                switch byte {
                case UInt8(ascii: "!"): place = .bang(matched: 0, cdata: false)
                case UInt8(ascii: "?"): place = .instruction(question: false)
                case UInt8(ascii: "/"):
                    // Its `>` is not in this chunk.
                    place = .endTag
                default:
                    // A start tag whose next `<` is far or not in this chunk: measured byte by byte.
                    markupStart = offset + index - 1
                    attributes = 0
                    nameLength = 1
                    place = .tag
                }
                index += 1
            case .bang(let matched, let cdata):
                let byte = base[index]
                if matched == 0, byte == UInt8(ascii: "-") {
                    place = .bang(matched: 1, cdata: false)
                } else if matched == 1, !cdata, byte == UInt8(ascii: "-") {
                    place = .comment(dashes: 0)
                } else if cdata || (matched == 0 && byte == UInt8(ascii: "[")), Self.cdataOpening[matched] == byte {
                    place = matched + 1 == Self.cdataOpening.count ? .cdata(brackets: 0) : .bang(matched: matched + 1, cdata: true)
                } else {
                    place = .other(quote: 0)
                    continue
                }
                index += 1
            case .comment(let dashes):
                let byte = base[index]
                if byte == UInt8(ascii: ">"), dashes >= 2 {
                    place = .text
                } else {
                    place = .comment(dashes: byte == UInt8(ascii: "-") ? dashes + 1 : 0)
                }
                index += 1
            case .cdata(let brackets):
                let byte = base[index]
                if byte == UInt8(ascii: ">"), brackets >= 2 {
                    place = .text
                } else {
                    place = .cdata(brackets: byte == UInt8(ascii: "]") ? brackets + 1 : 0)
                }
                index += 1
            case .instruction(let question):
                let byte = base[index]
                place = byte == UInt8(ascii: ">") && question ? .text : .instruction(question: byte == UInt8(ascii: "?"))
                index += 1
            case .other(let quote):
                let byte = base[index]
                if quote != 0 {
                    if byte == quote { place = .other(quote: 0) }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    place = .other(quote: byte)
                } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "[") {
                    // `[` opens a DOCTYPE's internal subset, whose declarations are markup of their own.
                    place = .text
                }
                index += 1
            case .endTag:
                guard let found = memchr(base + index, Int32(UInt8(ascii: ">")), count - index) else { return }
                index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                place = .text
            case .tag:
                // The bytes of a name are most of a tag: count them in a tight loop, and leave it only
                // at a byte that means something to the scan.
                var end = index
                while end < count, isNameByte[Int(base[end])] { end += 1 }
                if end > index {
                    nameLength += end - index
                    if nameLength > maxNameLength {
                        throw Violation(limit: .nameLength, value: maxNameLength, offset: offset + end - nameLength)
                    }
                    index = end
                    continue
                }
                let byte = base[index]
                switch byte {
                case UInt8(ascii: ">"):
                    place = .text
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    nameLength = 0
                    valueLength = 0
                    valueStart = offset + index + 1
                    place = .value(quote: byte)
                case UInt8(ascii: "="):
                    nameLength = 0
                    attributes += 1
                    if attributes > maxAttributes {
                        throw Violation(limit: .attributesPerElement, value: maxAttributes, offset: offset + index)
                    }
                default:
                    nameLength = 0
                }
                index += 1
            case .value(let quote):
                let found = memchr(base + index, Int32(quote), count - index)
                let end = found.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base } ?? count
                valueLength += end - index
                if valueLength > maxValueLength {
                    throw Violation(limit: .valueLength, value: maxValueLength, offset: valueStart)
                }
                if found != nil {
                    place = .tag
                    index = end + 1
                } else {
                    index = end
                }
            }
        }
    }

    /// The last `<` that the tag whose `<` is just before `index` reaches through tags whose
    /// next `<` is close, or `nil` when the next `<` is not close (or not in the chunk).
    ///
    /// Every `<` closer than `shortSpan` bytes to the one before `index` has its own next `<`
    /// closer still, and so on up to the last `<` within that span: all of them are tags to pass
    /// over, unless one opens a comment, CDATA section, declaration or processing instruction,
    /// whose content may hold a `<` that starts no tag. So the span ends at its first `!` or `?`
    /// (the `<` just before one is where the scan goes on, and reads it), and one backward search
    /// passes over every tag before. For the 10 MB benchmark plist, 32 thousand searches (for
    /// `!`, `?` and the last `<` of a span) took the place of 660 thousand for the next `<`.
    @inline(__always)
    private func lastShortTag(_ base: UnsafePointer<UInt8>, after index: Int, count: Int) -> Int? {
        var end = min(count, index + shortSpan)
        guard end > index else { return nil }
        if let bang = memchr(base + index, Int32(UInt8(ascii: "!")), end - index) {
            end = UnsafeRawPointer(bang).assumingMemoryBound(to: UInt8.self) - base
        }
        if end > index, let question = memchr(base + index, Int32(UInt8(ascii: "?")), end - index) {
            end = UnsafeRawPointer(question).assumingMemoryBound(to: UInt8.self) - base
        }
        guard end > index, let last = tripxml_last_byte(base + index, UInt8(ascii: "<"), end - index) else {
            return nil
        }
        return last - base
    }

    /// The bytes a start tag's names are made of, for the scan: every byte but `>`, quotes, `=`,
    /// white space and `/`.
    private static let isNameByte: [Bool] = (0...255).map { byte in
        !"> \t\n\r/=\"'".utf8.contains(UInt8(byte))
    }

    /// What follows `<!` in a CDATA section's opening.
    private static let cdataOpening: [UInt8] = Array("[CDATA[".utf8)
}
