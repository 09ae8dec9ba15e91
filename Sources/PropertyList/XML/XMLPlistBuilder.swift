import TripSource
@_spi(Plumbing) import TripXML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds a `PlistValue` tree from TripXML events for an XML property list.
///
/// Containers under construction live on their own stacks (`arrays`, `dictionaries`) so that
/// appending is always in place; `frames` says which kind of element each open level is.
struct XMLPlistBuilder: XMLContentHandler {
    private enum Frame {
        case plist
        /// With the place its size is recorded under (see `ContainerSizeHints`).
        case array(place: UInt32)
        case dictionary(place: UInt32)
        /// An element whose text is its value (`string`, `integer`, `real`, `date`, `data`, `key`).
        case text(TextElement)
        /// `<true/>` or `<false/>`: no content allowed.
        case boolean(Bool)
    }

    private enum TextElement {
        case string, integer, real, date, data, key
    }

    /// What the innermost open element takes as character data, kept apart from `frames` so that
    /// the most frequent event (text, and the white space between elements) reads one byte.
    private enum Innermost {
        /// A container, `<plist>`, or nothing open: white space only.
        case markup
        /// A text element (`frames.last` holds `.text`): the text is its value.
        case text
        /// `<true/>` or `<false/>`: nothing at all.
        case boolean
    }

    /// For each open dictionary, what is known about its keys so far.
    private struct KeysSeen {
        /// Whether every key is ASCII (see `add(_:)`).
        var asciiOnly = true
        /// One bit for each key shape (length and first byte, hashed to 6 bits) among the keys: a
        /// key whose bit is clear cannot repeat one, as equal keys have equal bytes.
        var shapes: UInt64 = 0
        /// The shape of the key read and waiting for its value (`OpenDictionary.pendingKey`), if
        /// any, set exactly when that key is: what the
        /// events ask of it, without a copy of its string.
        var pendingShape: UInt32?

        /// The bit of a key shape (`ContainerSizeHints.key(length:first:)`).
        static func bit(ofShape shape: UInt32) -> UInt64 {
            1 << ((UInt64(shape) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        }
    }

    /// A key read and waiting for its value.
    private struct PendingKey {
        let key: String
        let location: SourceLocation
        /// Whether the key's bytes are all ASCII.
        let isASCII: Bool
        /// The key's length and first byte, for `ContainerSizeHints`.
        let shape: UInt32
    }

    /// A dictionary being read, with the key waiting for its value and what its keys so far are
    /// like: one element of one stack, so that adding an entry writes through one array subscript
    /// (each write through a subscript checks that the array is not shared: three stacks took
    /// three checks, 0.7 M of them for the 10 MB benchmark plist).
    private struct OpenDictionary {
        var dictionary: PlistDictionary
        /// The key read and waiting for its value.
        var pendingKey: PendingKey?
        var keysSeen = KeysSeen()

        /// Puts a value in the dictionary under the pending key (nothing happens without one).
        ///
        /// - Returns: The duplicate, when the key repeats an earlier one of the dictionary.
        mutating func add(_ value: consuming PlistValue) -> DuplicateKey? {
            guard let pending = pendingKey.take() else { return nil }
            // Two ASCII strings are equal exactly when their bytes are, so while every key is ASCII
            // the dictionary may skip keys of another length without comparing them.
            let bit = KeysSeen.bit(ofShape: pending.shape)
            let mayRepeat = keysSeen.shapes & bit != 0
            keysSeen.shapes |= bit
            keysSeen.asciiOnly = keysSeen.asciiOnly && pending.isASCII
            keysSeen.pendingShape = nil
            let keyLocation = pending.location
            // The key and the value move into the entry, which moves into the dictionary.
            let entry = PlistDictionary.Entry(key: pending.key, keyLocation: keyLocation, value: value)
            guard mayRepeat else {
                // No key so far has this one's length and first byte: it is new, unsearched.
                dictionary.appendNewEntry(entry)
                return nil
            }
            guard let replaced = dictionary.setEntry(entry, asciiKeysOnly: keysSeen.asciiOnly) else { return nil }
            // The key as written this time is the one now stored where the replaced entry was.
            let kept = dictionary.entry(forKey: replaced.key)
            return DuplicateKey(key: kept?.key ?? replaced.key, first: replaced.keyLocation ?? keyLocation,
                                duplicate: keyLocation, repeatsValue: kept?.value == replaced.value)
        }
    }

    let maxDepth: Int
    private var frames: [(frame: Frame, location: SourceLocation)] = []
    private var arrays: [[PlistValue]] = []
    private var dictionaries: [OpenDictionary] = []
    private var plistValue: PlistValue?
    /// The text of the open text element.
    private var text = XMLTextBuffer()
    /// What the innermost open element takes as character data.
    private var innermost = Innermost.markup
    /// One string for each distinct key among the recent ones (see `SlotCache+XMLKeys.swift`).
    private let keys = XMLKey.cache()
    private let shortKeys = XMLKey.shortCache()
    /// One string for each distinct string value of 16 to 64 bytes among the recent ones.
    private let strings = XMLValueString.cache()
    /// What each element name of this read is, under the name's `nameKey`.
    private let elementNames = SlotCache<UInt, ElementName?>(slotCount: 64, vacantKey: 0, vacantValue: nil)
    private var containerDepth = 0
    /// The size of the last container closed in each place, to make the next one's room at once.
    private var sizeHints = ContainerSizeHints()
    private(set) var root: PlistValue?
    private(set) var duplicateKeys: [DuplicateKey] = []
    private(set) var comments: [SourceComment] = []
    /// Mask bytes and the control characters they stand for (see `XMLControlCharacters`).
    private let unmask: [UInt8: UInt8]

    init(maxDepth: Int, unmask: [UInt8: UInt8] = [:]) {
        self.maxDepth = maxDepth
        self.unmask = unmask
    }

    // MARK: Events

    mutating func startElement(_ element: XMLStartTag) throws {
        let location = element.location
        let name = Self.elementName(element, in: elementNames)
        if let top = frames.last {
            switch top.frame {
            case .text, .boolean:
                throw Self.unexpected(element, expected: "text or </\(Self.elementName(top.frame))>")
            case .dictionary:
                let last = dictionaries.count - 1
                if dictionaries[last].keysSeen.pendingShape != nil {
                    if name == .key, let pending = dictionaries[last].pendingKey {
                        throw PlistError.missingValue(
                            location,
                            context: "key \"\(pending.key)\" at \(pending.location.shortDescription) has no value")
                    }
                } else if name != .key {
                    throw Self.unexpected(element, expected: "<key> or </dict>")
                }
            case .plist:
                if plistValue != nil {
                    throw PlistError.extraValue(location, context: "in <plist>; a property list has one root value")
                }
            case .array:
                break
            }
        } else if root != nil {
            // libxml2 refuses a second root element; this is unreachable but kept honest.
            throw PlistError.extraValue(location, context: "after the root value")
        }
        let frame: Frame
        switch name {
        case .plist:
            guard frames.isEmpty else {
                throw PlistError.unexpectedElement(location, name: "plist", expected: "a value element")
            }
            frame = .plist
        case .dict:
            try enterContainer(at: location)
            let place = containerPlace(isDictionary: true)
            var dictionary = PlistDictionary()
            let expected = sizeHints.expectedCount(at: place)
            if expected > 0 { dictionary.reserveCapacity(expected) }
            dictionaries.append(OpenDictionary(dictionary: dictionary))
            frame = .dictionary(place: place)
        case .array:
            try enterContainer(at: location)
            let place = containerPlace(isDictionary: false)
            var items: [PlistValue] = []
            let expected = sizeHints.expectedCount(at: place)
            if expected > 0 { items.reserveCapacity(expected) }
            arrays.append(items)
            frame = .array(place: place)
        case .key:
            guard case .dictionary? = frames.last?.frame else {
                throw PlistError.unexpectedElement(location, name: "key", expected: Self.valueElements)
            }
            frame = .text(.key)
        case .string: frame = .text(.string)
        case .integer: frame = .text(.integer)
        case .real: frame = .text(.real)
        case .date: frame = .text(.date)
        case .data: frame = .text(.data)
        case .true: frame = .boolean(true)
        case .false: frame = .boolean(false)
        case nil:
            throw Self.unexpected(element, expected: frames.isEmpty ? PlistError.rootExpectation : Self.valueElements)
        }
        text.removeAll()
        switch frame {
        case .text: innermost = .text
        case .boolean: innermost = .boolean
        default: break
        }
        frames.append((frame, location))
    }

    /// The plist element an element is, found once for each name of the read rather than once for
    /// each tag.
    ///
    /// Static, with the cache passed in: as a method, it had the whole builder copied for each call.
    private static func elementName(_ element: XMLStartTag, in names: SlotCache<UInt, ElementName?>)
        -> ElementName?
    {
        let key = element.nameKey
        guard key != 0 else { return ElementName(element.name) }
        return names.value(hash: UInt64(key)) { $0 == key } make: { (key, ElementName(element.name)) }
    }

    /// The error for an element where it may not stand.
    ///
    /// Made apart from `startElement(_:)`, which then only borrows the element's name: building
    /// the message there had the name retained for it on every start tag.
    @inline(never)
    private static func unexpected(_ element: XMLStartTag, expected: String) -> PlistError {
        PlistError.unexpectedElement(element.location, name: element.name, expected: expected)
    }

    mutating func endElement(_ element: XMLEndTag) throws {
        guard let (frame, location) = frames.popLast() else { return }
        // Text and boolean elements hold no elements, so whatever encloses the closed one is markup.
        innermost = .markup
        switch frame {
        case .plist:
            guard let value = plistValue else {
                throw PlistError.missingValue(
                    element.location, context: "<plist> at \(location.shortDescription) holds no value")
            }
            root = value
        case .array(let place):
            containerDepth -= 1
            let items = arrays.removeLast()
            sizeHints.record(items.count, at: place)
            try add(PlistValue(.array(items), location: location))
        case .dictionary(let place):
            containerDepth -= 1
            let open = dictionaries.removeLast()
            if let pending = open.pendingKey {
                throw PlistError.missingValue(
                    element.location,
                    context: "key \"\(pending.key)\" at \(pending.location.shortDescription) has no value")
            }
            let dictionary = open.dictionary
            sizeHints.record(dictionary.count, at: place)
            if dictionary.count == 1, let entry = dictionary.entries.first, entry.key == "CF$UID",
                let uid = entry.value.integer?.uint64Value
            {
                // A keyed-archiver reference, as CoreFoundation reads it from XML.
                try add(PlistValue(.uid(uid), location: location))
            } else {
                try add(PlistValue(.dictionary(dictionary), location: location))
            }
        case .boolean(let value):
            try add(PlistValue(.boolean(value), location: location))
        case .text(let kind):
            try finishText(kind, at: location)
        }
    }

    mutating func characters(_ characters: XMLCharacters) throws {
        switch innermost {
        case .text:
            // libxml2 hands over whole UTF-8 characters, so joining the bytes and decoding once
            // gives the string that joining decoded pieces would.
            text.append(characters.bytes)
        case .markup:
            if !characters.isWhitespace { throw misplacedText(characters) }
        case .boolean:
            // CoreFoundation refuses any text in <true/> or <false/>, white space too.
            throw misplacedText(characters)
        }
    }

    /// The error for text where no text may stand: in `<true/>` or `<false/>`, or text other than
    /// white space in markup (made apart from `characters(_:)`, the most frequent event).
    @inline(never)
    private func misplacedText(_ characters: XMLCharacters) -> PlistError {
        guard let top = frames.last else {
            return PlistError.unexpectedText(
                SourceLocation(file: "", line: 1, column: 1, offset: 0), text: characters.string,
                context: "outside the root element")
        }
        return PlistError.unexpectedText(
            top.location, text: characters.string,
            context: "inside <\(Self.elementName(top.frame))> opened at \(top.location.shortDescription)")
    }

    mutating func comment(_ comment: SourceComment) throws {
        if let top = frames.last, innermost != .markup {
            // CoreFoundation refuses a comment inside a value (it reads text and CDATA there only).
            throw PlistError.unexpectedText(
                comment.location, text: "<!--\(comment.text)-->",
                context: "inside <\(Self.elementName(top.frame))> opened at \(top.location.shortDescription); "
                    + "Apple's reader refuses a comment inside a value")
        }
        guard !unmask.isEmpty else { return comments.append(comment) }
        let text = Array(comment.text.utf8).withUnsafeBufferPointer(unmasked)
        comments.append(SourceComment(text: text, location: comment.location, delimiter: comment.delimiter))
    }

    /// Masked text with its control characters back.
    private func unmasked(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes.map { unmask[$0] ?? $0 }, as: UTF8.self)
    }

    // MARK: Building

    private mutating func enterContainer(at location: SourceLocation) throws {
        containerDepth += 1
        if containerDepth > maxDepth {
            throw PlistError.tooDeep(location, limit: maxDepth)
        }
    }

    /// The place of a container opening now (`containerDepth` already counts it): its kind, its
    /// depth and the key it is the value of.
    ///
    /// Mutating only so that the builder is passed by reference: as a plain method, it had the whole
    /// builder copied for each container.
    private mutating func containerPlace(isDictionary: Bool) -> UInt32 {
        var key: UInt32 = 0
        if case .dictionary? = frames.last?.frame, let shape = dictionaries[dictionaries.count - 1].keysSeen.pendingShape {
            key = shape
        }
        return ContainerSizeHints.place(isDictionary: isDictionary, depth: containerDepth, key: key)
    }

    /// Puts a finished value into the innermost open container (or makes it the root).
    ///
    /// The value is consumed and the pending key taken out of its stack, so both move into the
    /// container without being copied (a copy costs an atomic retain and release of their storage).
    private mutating func add(_ value: consuming PlistValue) throws {
        guard let top = frames.last else {
            root = value
            return
        }
        switch top.frame {
        case .array:
            arrays[arrays.count - 1].append(value)
        case .dictionary:
            let last = dictionaries.count - 1
            guard dictionaries[last].keysSeen.pendingShape != nil else {
                // startElement already refuses values without a key.
                throw PlistError.unexpectedElement(
                    value.location ?? top.location, name: value.kind.rawValue,
                    expected: "<key> or </dict>")
            }
            if let duplicate = dictionaries[last].add(value) {
                duplicateKeys.append(duplicate)
            }
        case .plist:
            plistValue = value
        case .text, .boolean:
            break
        }
    }

    private mutating func finishText(_ kind: TextElement, at location: SourceLocation) throws {
        switch kind {
        case .key where !unmask.isEmpty:
            let key = text.withBytes(unmasked)
            setPendingKey(PendingKey(
                key: key, location: location, isASCII: key.utf8.allSatisfy { $0 < 0x80 },
                shape: ContainerSizeHints.key(length: key.utf8.count, first: key.utf8.first ?? 0)))
        case .key:
            let key = XMLKey.key(text, in: keys, short: shortKeys)
            let shape = text.withBytes { ContainerSizeHints.key(length: $0.count, first: $0.first ?? 0) }
            setPendingKey(PendingKey(key: key.string, location: location, isASCII: key.isASCII, shape: shape))
        case .string where !unmask.isEmpty:
            try add(PlistValue(.string(text.withBytes(unmasked)), location: location))
        case .string:
            try add(PlistValue(.string(XMLValueString.string(text, in: strings)), location: location))
        case .integer:
            let raw = text.string
            guard let integer = PlistInteger(parsing: XMLWhiteSpace.trimmedLeading(raw)) else {
                throw PlistError.invalidValue(
                    location, kind: .integer, text: raw,
                    expected: "a decimal or 0x-hexadecimal integer from -2^63 to 2^64-1" + Self.noSpaceAfter(raw))
            }
            try add(PlistValue(.integer(integer), location: location))
        case .real:
            if let real = text.withBytes({ PlistRealText.parseSimpleDecimal($0) }) {
                return try add(PlistValue(.real(real), location: location))
            }
            let raw = text.string
            guard let real = PlistRealText.parse(XMLWhiteSpace.trimmedLeading(raw)) else {
                throw PlistError.invalidValue(
                    location, kind: .real, text: raw,
                    expected: "a decimal number, nan, inf, +infinity or -infinity" + Self.noSpaceAfter(raw))
            }
            try add(PlistValue(.real(real), location: location))
        case .date:
            let raw = text.string
            guard let date = PlistDateText.parse(Substring(raw)) else {
                let spaced = raw.utf8.first.map(XMLWhiteSpace.isSpace) == true || !Self.noSpaceAfter(raw).isEmpty
                throw PlistError.invalidValue(
                    location, kind: .date, text: raw,
                    expected: "YYYY-MM-DDTHH:MM:SSZ" + (spaced ? ", with no white space around it" : ""))
            }
            try add(PlistValue(.date(date), location: location))
        case .data:
            guard let bytes = text.withBytes({ Base64.decode($0) }) else {
                throw PlistError.invalidValue(
                    location, kind: .data, text: text.string,
                    expected: "base64 (A-Z a-z 0-9 + / and = padding, white space allowed)")
            }
            try add(PlistValue(.data(Data(bytes)), location: location))
        }
    }

    /// Makes a key read the innermost dictionary's key waiting for its value.
    ///
    /// Always inlined: as a call, it cost more than the stores it makes (one per key).
    @inline(__always)
    private mutating func setPendingKey(_ key: consuming PendingKey) {
        let last = dictionaries.count - 1
        dictionaries[last].keysSeen.pendingShape = key.shape
        dictionaries[last].pendingKey = key
    }

    /// What a number's message adds when white space follows it, which Apple's reader refuses.
    private static func noSpaceAfter(_ text: String) -> String {
        text.utf8.last.map(XMLWhiteSpace.isSpace) == true ? ", with no white space after it" : ""
    }

    private static func elementName(_ frame: Frame) -> String {
        switch frame {
        case .plist: "plist"
        case .array: "array"
        case .dictionary: "dict"
        case .boolean(let value): value ? "true" : "false"
        case .text(let kind):
            switch kind {
            case .string: "string"
            case .integer: "integer"
            case .real: "real"
            case .date: "date"
            case .data: "data"
            case .key: "key"
            }
        }
    }

    /// The elements of the plist DTD, recognised by length and first byte before one comparison.
    private enum ElementName {
        case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

        init?(_ name: borrowing String) {
            let match: ElementName?
            let utf8 = name.utf8
            // The subscript, unlike `first`, is inlined: a name has at least one byte here.
            switch (utf8.count, utf8.isEmpty ? 0 : utf8[utf8.startIndex]) {
            case (3, UInt8(ascii: "k")): match = name == "key" ? .key : nil
            case (4, UInt8(ascii: "d")):
                match = name == "dict" ? .dict : name == "data" ? .data : name == "date" ? .date : nil
            case (4, UInt8(ascii: "r")): match = name == "real" ? .real : nil
            case (4, UInt8(ascii: "t")): match = name == "true" ? .true : nil
            case (5, UInt8(ascii: "p")): match = name == "plist" ? .plist : nil
            case (5, UInt8(ascii: "a")): match = name == "array" ? .array : nil
            case (5, UInt8(ascii: "f")): match = name == "false" ? .false : nil
            case (6, UInt8(ascii: "s")): match = name == "string" ? .string : nil
            case (7, UInt8(ascii: "i")): match = name == "integer" ? .integer : nil
            default: match = nil
            }
            guard let match else { return nil }
            self = match
        }
    }

    private static let valueElements =
        "one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date>, <data>"
}
