import TripSource

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads OpenStep (ASCII) property lists, `.strings` files and Xcode project files into a
/// `PlistValue` tree with line:column locations.
///
/// The grammar is CoreFoundation's (`CFOldStylePList.c`): quoted strings (`"..."` or `'...'`, with
/// escapes), unquoted strings of `A-Z a-z 0-9 _ $ / : . -`, `<hex data>`, arrays `( a, b, )` with an
/// optional trailing comma, dictionaries `{ key = value; }` where `key;` means `key = key;`, and
/// `//` and `/* */` comments wherever white space may stand. A file whose first value is a string
/// followed by more text is a `.strings` table: dictionary entries without braces. A file holding only
/// white space and comments is an empty dictionary (kept as a `LenientRead`). Everything reads as strings, data, arrays and dictionaries (the
/// format has no numbers, booleans or dates).
///
/// A `.strings` table ends, as in CoreFoundation, at the first token that cannot start a key (a
/// stray `;` or `=`, or a quote that is never closed), and a `/*` comment with no end where a key
/// would stand ends it too: the entries before are the table, and the place is kept as a
/// `LenientRead` saying how many entries CoreFoundation drops after it (found by reading on,
/// without keeping them; inside such a comment, reading its text as entries). A `/*` with no end at
/// the start of the file, or after a root value, is read as CoreFoundation reads it: the rest of
/// the file is comment.
///
/// Where this reader is stricter than CoreFoundation: the octal escapes `\376`, `\377` (and the
/// same values wrapped from `\776`, `\777`), which name no NeXTSTEP character, are errors
/// (CoreFoundation yields U+0000). Nesting is walked with an explicit stack.
struct OpenStepReader {
    private let text: UnsafeBufferPointer<UInt8>
    private let file: SourceFile
    private let maxDepth: Int
    private var lines = LineMap()
    private var position = 0
    /// Where the last value ended, for "expected ';' after value" messages.
    private var lastValueEnd = 0
    private var frames: [Frame] = []
    private var arrays: [[PlistValue]] = []
    private var dictionaries: [PlistDictionary] = []
    private(set) var comments: [SourceComment] = []
    private(set) var duplicateKeys: [DuplicateKey] = []
    /// Where CoreFoundation ends the top-level `.strings` table before the end of the text, and
    /// what it found there: a token (described), or `nil` for a `/*` comment with no end.
    private var tableEnd: (location: SourceLocation, found: String?)?
    /// Entries read after `tableEnd`, which CoreFoundation drops.
    private var droppedEntries = 0
    private var firstDropped: SourceLocation?
    /// Whether some of the text after `tableEnd` did not read (then more entries may be lost).
    private var restUnreadable = false
    private var lenientReads: [LenientRead] = []

    /// What a read returns.
    typealias Result = (
        root: PlistValue?, duplicateKeys: [DuplicateKey], comments: [SourceComment], lenientReads: [LenientRead]
    )

    private struct Frame {
        var isDictionary: Bool
        /// `false` for the top-level table of a `.strings` file, which ends at the end of the text.
        var braced: Bool
        var location: SourceLocation
        /// After a value: an array wants `,` or `)`, a dictionary wants `;`.
        var afterValue = false
        /// The key waiting for its value, and the last key read (for messages).
        var key = ""
        var keyLocation: SourceLocation
    }

    /// Reads a whole OpenStep file.
    ///
    /// - Parameters:
    ///   - bytes: The file (UTF-8, or UTF-16 with a byte-order mark).
    ///   - file: For locations.
    ///   - maxDepth: The deepest nesting of arrays and dictionaries accepted.
    /// - Returns: The root value (`nil` when the text is only white space), duplicate keys and comments.
    /// - Throws: `OpenStepError`.
    static func read(_ bytes: UnsafeRawBufferPointer, file: SourceFile, maxDepth: Int) throws -> Result {
        let utf8 = try OpenStepText.utf8(bytes, file: file)
        return try utf8.withUnsafeBufferPointer { text in
            var reader = OpenStepReader(text: text, file: file, maxDepth: maxDepth)
            let root = try reader.readDocument()
            return (root, reader.duplicateKeys, reader.comments, reader.lenientReads)
        }
    }

    private init(text: UnsafeBufferPointer<UInt8>, file: SourceFile, maxDepth: Int) {
        self.text = text
        self.file = file
        self.maxDepth = maxDepth
        lines.append(UnsafeRawBufferPointer(text))
    }

    // MARK: Document

    private mutating func readDocument() throws -> PlistValue? {
        do {
            try skipSpace()
        } catch OpenStepError.unterminatedComment(let start) {
            // CoreFoundation takes the whole file as comment: an empty table. Read on inside the
            // comment only to count the entries it swallows.
            try push(isDictionary: true, braced: false, at: location(0))
            tableEnd = (start, nil)
            position = start.offset + 2
            return try readTable()
        }
        guard position < text.count else {
            // White space and comments alone: CoreFoundation reads an empty dictionary (an empty
            // .strings file). Nothing at all (after a byte-order mark) it refuses.
            guard !text.isEmpty else { return nil }
            lenientReads.append(LenientRead(location: location(0), kind: .noValue))
            return PlistValue(.dictionary(PlistDictionary()), location: location(0))
        }
        if Self.startsString(text[position]) {
            let start = location(position)
            let first = try readString()
            do {
                try skipSpace()
            } catch OpenStepError.unterminatedComment(let comment) {
                // CoreFoundation reads the string as the root value and ignores the comment.
                return rootBefore(unterminatedComment: comment, PlistValue(.string(first), location: start))
            }
            guard position < text.count else { return PlistValue(.string(first), location: start) }
            // A string with more after it: the key of a .strings table.
            try push(isDictionary: true, braced: false, at: start)
            frames[0].key = first
            frames[0].keyLocation = start
            try finishKey()
        } else {
            if let root = try beginValue() { return try rootWithNothingAfter(root) }
        }
        return try readTable()
    }

    /// Reads on until the outermost container closes (or the `.strings` table ends).
    private mutating func readTable() throws -> PlistValue {
        let table = !frames[0].braced
        while true {
            let tokenStart = position
            do {
                if let root = try step() {
                    return table ? finishTable(root) : try rootWithNothingAfter(root)
                }
            } catch let error as OpenStepError {
                // Past the end of a .strings table the rest is only counted: CoreFoundation has
                // already stopped reading. Count on from where the text stopped reading (an entry
                // may start there), at least one byte on.
                guard tableEnd != nil else { throw error }
                restUnreadable = true
                backToTable(at: max(position, tokenStart + 1))
            }
        }
    }

    /// After text that does not read, past the end of a `.strings` table: back to the table, at
    /// `offset`, to count the entries after it.
    private mutating func backToTable(at offset: Int) {
        frames.removeSubrange(1...)
        frames[0].afterValue = false
        dictionaries.removeSubrange(1...)
        arrays.removeAll()
        position = min(offset, text.count)
    }

    /// The top-level `.strings` table, with where CoreFoundation ended it recorded.
    private mutating func finishTable(_ root: PlistValue) -> PlistValue {
        if let end = tableEnd {
            let kind: LenientRead.Kind =
                if let found = end.found {
                    .stringsTableEnds(
                        found: found, droppedEntries: droppedEntries, firstDropped: firstDropped,
                        restUnreadable: restUnreadable)
                } else {
                    .unterminatedComment(droppedEntries: droppedEntries, firstDropped: firstDropped)
                }
            lenientReads.insert(LenientRead(location: end.location, kind: kind), at: 0)
        }
        return root
    }

    /// A root value followed by a `/*` comment with no end, which CoreFoundation ignores.
    private mutating func rootBefore(unterminatedComment start: SourceLocation, _ root: PlistValue) -> PlistValue {
        lenientReads.append(
            LenientRead(location: start, kind: .unterminatedComment(droppedEntries: 0, firstDropped: nil)))
        return root
    }

    private mutating func rootWithNothingAfter(_ root: PlistValue) throws -> PlistValue {
        do {
            try skipSpace()
        } catch OpenStepError.unterminatedComment(let start) {
            return rootBefore(unterminatedComment: start, root)
        }
        if position < text.count {
            throw OpenStepError.unexpectedCharacter(
                location(position), found: describe(position),
                expected: "the end of the text after the root value")
        }
        return root
    }

    /// Advances the innermost container by one token.
    ///
    /// - Returns: The root value when the outermost container closes.
    private mutating func step() throws -> PlistValue? {
        let level = frames.count - 1
        let frame = frames[level]
        do {
            try skipSpace()
        } catch OpenStepError.unterminatedComment(let start) where !frame.braced && !frame.afterValue {
            // Where a key of the table would stand: CoreFoundation reads the rest as comment. Read
            // on inside the comment only to count the entries it swallows.
            guard tableEnd == nil else {
                position = text.count
                return close()
            }
            tableEnd = (start, nil)
            position = start.offset + 2
            return nil
        }
        let atEnd = position >= text.count
        let byte: UInt8 = atEnd ? 0 : text[position]
        if frame.isDictionary {
            if frame.afterValue {
                guard !atEnd, byte == UInt8(ascii: ";") else {
                    throw OpenStepError.missingSemicolon(
                        location(lastValueEnd), found: describe(position),
                        key: frame.key, keyLocation: frame.keyLocation)
                }
                position += 1
                frames[level].afterValue = false
                return nil
            }
            if atEnd {
                if !frame.braced { return close() }
                throw OpenStepError.unexpectedEnd(
                    location(position),
                    expected: "a key or '}' closing the dictionary opened at \(frame.location.shortDescription)")
            }
            if byte == UInt8(ascii: "}"), frame.braced {
                position += 1
                return close()
            }
            guard Self.startsString(byte) else {
                guard !frame.braced else {
                    throw OpenStepError.unexpectedCharacter(
                        location(position), found: describe(position),
                        expected: "a string key or '}'")
                }
                // CoreFoundation ends the .strings table here; read on only to count what it drops.
                if tableEnd == nil { tableEnd = (location(position), describe(position)) }
                position += 1
                while position < text.count, text[position] & 0xC0 == 0x80 { position += 1 }
                return nil
            }
            frames[level].keyLocation = location(position)
            let keyStart = position
            do {
                frames[level].key = try readString()
            } catch OpenStepError.unterminatedString where !frame.braced {
                // CoreFoundation ends the table at a quote that is never closed, as at a stray token.
                if tableEnd == nil { tableEnd = (location(keyStart), "\(describe(keyStart)) with no closing quote") }
                position = keyStart + 1
                return nil
            }
            try skipSpace()
            try finishKey()
            return nil
        }
        if atEnd {
            throw OpenStepError.unexpectedEnd(
                location(position),
                expected: "')' closing the array opened at \(frame.location.shortDescription)")
        }
        if byte == UInt8(ascii: ")") {
            position += 1
            return close()
        }
        if frame.afterValue {
            guard byte == UInt8(ascii: ",") else {
                throw OpenStepError.unexpectedCharacter(
                    location(position), found: describe(position),
                    expected: "',' or ')' closing the array opened at \(frame.location.shortDescription)")
            }
            position += 1
            frames[level].afterValue = false
            return nil
        }
        if let value = try beginValue() {
            arrays[arrays.count - 1].append(value)
            frames[level].afterValue = true
        }
        return nil
    }

    /// After a dictionary key (and white space): `;` makes the key its own value, `=` starts the value.
    private mutating func finishKey() throws {
        let level = frames.count - 1
        let key = frames[level].key
        let keyLocation = frames[level].keyLocation
        guard position < text.count else {
            throw OpenStepError.unexpectedEnd(
                location(position), expected: "'=' or ';' after key \"\(PlistError.abbreviated(key))\"")
        }
        switch text[position] {
        case UInt8(ascii: ";"):
            position += 1
            add(PlistValue(.string(key), location: keyLocation), to: level)
        case UInt8(ascii: "="):
            position += 1
            try skipSpace()
            if let value = try beginValue() {
                add(value, to: level)
                frames[level].afterValue = true
            }
        default:
            throw OpenStepError.unexpectedCharacter(
                location(position), found: describe(position),
                expected: "'=' or ';' after key \"\(PlistError.abbreviated(key))\"")
        }
    }

    /// Reads a scalar value, or opens a container and returns `nil`.
    private mutating func beginValue() throws -> PlistValue? {
        guard position < text.count else {
            throw OpenStepError.unexpectedEnd(location(position), expected: Self.aValue)
        }
        let start = location(position)
        let byte = text[position]
        let value: PlistValue
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            try push(isDictionary: true, braced: true, at: start)
            return nil
        case UInt8(ascii: "("):
            position += 1
            try push(isDictionary: false, braced: true, at: start)
            return nil
        case UInt8(ascii: "<"):
            value = PlistValue(.data(Data(try readData())), location: start)
        default:
            guard Self.startsString(byte) else {
                throw OpenStepError.unexpectedCharacter(start, found: describe(position), expected: Self.aValue)
            }
            value = PlistValue(.string(try readString()), location: start)
        }
        lastValueEnd = position
        return value
    }

    private mutating func push(isDictionary: Bool, braced: Bool, at location: SourceLocation) throws {
        guard frames.count < maxDepth else {
            throw OpenStepError.tooDeep(location, limit: maxDepth)
        }
        frames.append(Frame(isDictionary: isDictionary, braced: braced, location: location, keyLocation: location))
        if isDictionary {
            dictionaries.append(PlistDictionary())
        } else {
            arrays.append([])
        }
    }

    /// Closes the innermost container and hands it to its parent.
    ///
    /// - Returns: The container when it was the outermost.
    private mutating func close() -> PlistValue? {
        let frame = frames.removeLast()
        let value =
            frame.isDictionary
            ? PlistValue(.dictionary(dictionaries.removeLast()), location: frame.location)
            : PlistValue(.array(arrays.removeLast()), location: frame.location)
        lastValueEnd = position
        guard let parent = frames.last else { return value }
        if parent.isDictionary {
            add(value, to: frames.count - 1)
        } else {
            arrays[arrays.count - 1].append(value)
        }
        frames[frames.count - 1].afterValue = true
        return nil
    }

    private mutating func add(_ value: PlistValue, to level: Int) {
        let frame = frames[level]
        if level == 0, !frame.braced, tableEnd != nil {
            droppedEntries += 1
            if firstDropped == nil { firstDropped = frame.keyLocation }
            return
        }
        let entry = PlistDictionary.Entry(key: frame.key, keyLocation: frame.keyLocation, value: value)
        if let replaced = dictionaries[dictionaries.count - 1].setEntry(entry) {
            duplicateKeys.append(
                DuplicateKey(
                    key: frame.key, first: replaced.keyLocation ?? frame.keyLocation,
                    duplicate: frame.keyLocation, repeatsValue: replaced.value == value))
        }
    }

    // MARK: Tokens

    /// A quoted or unquoted string at `position`.
    private mutating func readString() throws -> String {
        let quote = text[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let start = position
            while position < text.count, Self.isUnquoted(text[position]) { position += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self)
        }
        let open = position
        position += 1
        let start = position
        // The common case: no escapes, so the string is a slice of the text.
        while position < text.count, text[position] != quote, text[position] != UInt8(ascii: "\\") {
            position += 1
        }
        guard position < text.count else {
            throw OpenStepError.unterminatedString(location(open), quote: Character(Unicode.Scalar(quote)))
        }
        if text[position] == quote {
            position += 1
            return String(decoding: UnsafeBufferPointer(rebasing: text[start..<position - 1]), as: UTF8.self)
        }
        var bytes = Array(text[start..<position])
        while position < text.count, text[position] != quote {
            if text[position] == UInt8(ascii: "\\") {
                position += 1
                guard position < text.count else { break }
                try readEscape(into: &bytes)
            } else {
                bytes.append(text[position])
                position += 1
            }
        }
        guard position < text.count else {
            throw OpenStepError.unterminatedString(location(open), quote: Character(Unicode.Scalar(quote)))
        }
        position += 1
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The character after a backslash (at `position`), appended as UTF-8.
    private mutating func readEscape(into bytes: inout [UInt8]) throws {
        let escapeStart = position - 1
        let byte = text[position]
        position += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits, kept in 8 bits as CoreFoundation keeps them (\400 is \000).
            var value = byte - UInt8(ascii: "0")
            for _ in 0..<2 {
                guard position < text.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[position]) else {
                    break
                }
                value = value &<< 3 &+ (text[position] - UInt8(ascii: "0"))
                position += 1
            }
            guard let scalar = NeXTSTEPEncoding.scalar(for: value) else {
                let escape = String(
                    decoding: UnsafeBufferPointer(rebasing: text[escapeStart..<position]), as: UTF8.self)
                throw OpenStepError.invalidEscape(
                    location(escapeStart), escape: escape,
                    detail: "0x\(String(value, radix: 16, uppercase: true)) has no character in the NeXTSTEP encoding")
            }
            append(scalar, to: &bytes)
        case UInt8(ascii: "U"):
            var unit = readHexUnit()
            if unit & 0xFC00 == 0xD800, position + 1 < text.count, text[position] == UInt8(ascii: "\\"),
                text[position + 1] == UInt8(ascii: "U")
            {
                let resume = position
                position += 2
                let low = readHexUnit()
                if low & 0xFC00 == 0xDC00 {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = resume
                }
            }
            // A lone surrogate becomes U+FFFD, as Foundation hands it to Swift.
            append(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &bytes)
        case UInt8(ascii: "a"): bytes.append(0x07)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "v"): bytes.append(0x0B)
        default:
            // Any other character stands for itself (\" \' \\ and a backslash before a newline).
            bytes.append(byte)
            while position < text.count, text[position] & 0xC0 == 0x80 {
                bytes.append(text[position])
                position += 1
            }
        }
    }

    /// Up to four hexadecimal digits after `\U` (none makes U+0000, as in CoreFoundation).
    private mutating func readHexUnit() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < text.count, let digit = Self.hexValue(text[position]) else { break }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    }

    /// `<hex data>` at `position`.
    private mutating func readData() throws -> [UInt8] {
        let open = position
        position += 1
        var bytes: [UInt8] = []
        while position < text.count {
            let byte = text[position]
            switch byte {
            case UInt8(ascii: ">"):
                position += 1
                return bytes
            case 0x20, 0x09, 0x0A, 0x0D:
                position += 1
            default:
                guard let high = Self.hexValue(byte) else {
                    throw OpenStepError.invalidData(
                        location(position), detail: "\(describe(position)) is not a hexadecimal digit")
                }
                guard position + 1 < text.count, let low = Self.hexValue(text[position + 1]) else {
                    throw OpenStepError.invalidData(
                        location(position), detail: "a lone hexadecimal digit (the byte needs two)")
                }
                bytes.append(high << 4 | low)
                position += 2
            }
        }
        throw OpenStepError.invalidData(location(open), detail: "no closing '>'")
    }

    /// Skips white space and comments, keeping the comments.
    private mutating func skipSpace() throws {
        while position < text.count {
            let byte = text[position]
            switch byte {
            case 0x09...0x0D, 0x20:
                position += 1
            case 0xE2
            where position + 2 < text.count && text[position + 1] == 0x80
                && (text[position + 2] == 0xA8 || text[position + 2] == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                position += 3
            case UInt8(ascii: "/") where position + 1 < text.count && text[position + 1] == UInt8(ascii: "/"):
                let start = position
                position += 2
                while position < text.count, text[position] != 0x0A, text[position] != 0x0D {
                    position += 1
                }
                comments.append(
                    SourceComment(text: string(start + 2..<position), location: location(start), delimiter: .line))
            case UInt8(ascii: "/") where position + 1 < text.count && text[position + 1] == UInt8(ascii: "*"):
                let start = position
                position += 2
                while position + 1 < text.count,
                    !(text[position] == UInt8(ascii: "*") && text[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                guard position + 1 < text.count else {
                    throw OpenStepError.unterminatedComment(location(start))
                }
                comments.append(
                    SourceComment(text: string(start + 2..<position), location: location(start), delimiter: .block))
                position += 2
            default:
                return
            }
        }
    }

    // MARK: Helpers

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    private mutating func location(_ offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, file: file)
    }

    /// The character at an offset for a message: `'x'` (control characters escaped), or "the end
    /// of the text".
    private func describe(_ offset: Int) -> String {
        guard offset < text.count else { return "the end of the text" }
        var end = offset + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        let character = string(offset..<end)
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
            return "'\(scalar.escaped(asASCII: true))'"
        }
        return "'\(character)'"
    }

    private static func startsString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquoted(byte)
    }

    /// CoreFoundation's unquoted string characters.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let aValue = "a value (a string, <data>, '(' array or '{' dictionary)"
}
