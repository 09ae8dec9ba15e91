#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource
import TripXML

/// Builds a `PlistValue` tree from TripXML events for an XML property list.
///
/// Containers under construction live on their own stacks (`arrays`, `dictionaries`) so that
/// appending is always in place; `frames` says which kind of element each open level is.
struct XMLPlistBuilder: XMLContentHandler {
    private enum Frame {
        case plist
        case array
        case dictionary
        /// An element whose text is its value (`string`, `integer`, `real`, `date`, `data`, `key`).
        case text(TextElement)
        /// `<true/>` or `<false/>`: no content allowed.
        case boolean(Bool)
    }

    private enum TextElement {
        case string, integer, real, date, data, key
    }

    let maxDepth: Int
    private var frames: [(frame: Frame, location: SourceLocation)] = []
    private var arrays: [[PlistValue]] = []
    private var dictionaries: [PlistDictionary] = []
    /// For each open dictionary, the key read and waiting for its value.
    private var pendingKeys: [(key: String, location: SourceLocation)?] = []
    private var plistValue: PlistValue?
    private var text: [UInt8] = []
    private var containerDepth = 0
    private(set) var root: PlistValue?
    private(set) var duplicateKeys: [DuplicateKey] = []
    private(set) var comments: [PlistComment] = []

    init(maxDepth: Int) {
        self.maxDepth = maxDepth
    }

    // MARK: Events

    mutating func startElement(_ element: XMLStartTag) throws {
        let location = element.location
        if let top = frames.last {
            switch top.frame {
            case .text, .boolean:
                throw PlistError.unexpectedElement(location, name: element.name,
                                                   expected: "text or </\(Self.elementName(top.frame))>")
            case .dictionary:
                if pendingKeys[pendingKeys.count - 1] == nil, element.name != "key" {
                    throw PlistError.unexpectedElement(location, name: element.name, expected: "<key> or </dict>")
                }
                if pendingKeys[pendingKeys.count - 1] != nil, element.name == "key" {
                    let pending = pendingKeys[pendingKeys.count - 1]!
                    throw PlistError.missingValue(location, context: "key \"\(pending.key)\" at \(pending.location.shortDescription) has no value")
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
        switch element.name {
        case "plist":
            guard frames.isEmpty else {
                throw PlistError.unexpectedElement(location, name: "plist", expected: "a value element")
            }
            frame = .plist
        case "dict":
            try enterContainer(at: location)
            dictionaries.append(PlistDictionary())
            pendingKeys.append(nil)
            frame = .dictionary
        case "array":
            try enterContainer(at: location)
            arrays.append([])
            frame = .array
        case "key":
            guard case .dictionary? = frames.last?.frame else {
                throw PlistError.unexpectedElement(location, name: "key", expected: Self.valueElements)
            }
            frame = .text(.key)
        case "string": frame = .text(.string)
        case "integer": frame = .text(.integer)
        case "real": frame = .text(.real)
        case "date": frame = .text(.date)
        case "data": frame = .text(.data)
        case "true": frame = .boolean(true)
        case "false": frame = .boolean(false)
        default:
            throw PlistError.unexpectedElement(location, name: element.name, expected: Self.valueElements)
        }
        text.removeAll(keepingCapacity: true)
        frames.append((frame, location))
    }

    mutating func endElement(_ element: XMLEndTag) throws {
        guard let (frame, location) = frames.popLast() else { return }
        switch frame {
        case .plist:
            guard let value = plistValue else {
                throw PlistError.missingValue(element.location, context: "<plist> at \(location.shortDescription) holds no value")
            }
            root = value
        case .array:
            containerDepth -= 1
            try add(PlistValue(.array(arrays.removeLast()), location: location))
        case .dictionary:
            containerDepth -= 1
            if let pending = pendingKeys.removeLast() {
                throw PlistError.missingValue(element.location, context: "key \"\(pending.key)\" at \(pending.location.shortDescription) has no value")
            }
            let dictionary = dictionaries.removeLast()
            if dictionary.count == 1, let entry = dictionary.entries.first, entry.key == "CF$UID",
               let uid = entry.value.integer?.uint64Value {
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
        if case .text? = frames.last?.frame {
            text.append(contentsOf: characters.bytes)
        } else if !characters.isWhitespace {
            let context = frames.last.map { "inside <\(Self.elementName($0.frame))> opened at \($0.location.shortDescription)" }
                ?? "outside the root element"
            let location = frames.last?.location ?? SourceLocation(file: "", line: 1, column: 1, offset: 0)
            throw PlistError.unexpectedText(location, text: characters.string, context: context)
        }
    }

    mutating func comment(_ comment: XMLComment) throws {
        comments.append(PlistComment(text: comment.text, location: comment.location))
    }

    // MARK: Building

    private mutating func enterContainer(at location: SourceLocation) throws {
        containerDepth += 1
        if containerDepth > maxDepth {
            throw PlistError.tooDeep(location, limit: maxDepth)
        }
    }

    private mutating func add(_ value: PlistValue) throws {
        guard let top = frames.last else {
            root = value
            return
        }
        switch top.frame {
        case .array:
            arrays[arrays.count - 1].append(value)
        case .dictionary:
            guard let pending = pendingKeys[pendingKeys.count - 1] else {
                // startElement already refuses values without a key.
                throw PlistError.unexpectedElement(value.location ?? top.location, name: value.kind.rawValue,
                                                   expected: "<key> or </dict>")
            }
            pendingKeys[pendingKeys.count - 1] = nil
            let entry = PlistDictionary.Entry(key: pending.key, keyLocation: pending.location, value: value)
            if let replaced = dictionaries[dictionaries.count - 1].setEntry(entry) {
                duplicateKeys.append(DuplicateKey(key: pending.key, first: replaced.keyLocation ?? pending.location,
                                                  duplicate: pending.location))
            }
        case .plist:
            plistValue = value
        case .text, .boolean:
            break
        }
    }

    private mutating func finishText(_ kind: TextElement, at location: SourceLocation) throws {
        switch kind {
        case .key:
            pendingKeys[pendingKeys.count - 1] = (String(decoding: text, as: UTF8.self), location)
        case .string:
            try add(PlistValue(.string(String(decoding: text, as: UTF8.self)), location: location))
        case .integer:
            let raw = String(decoding: text, as: UTF8.self)
            guard let integer = PlistInteger(parsing: Self.trimmed(raw)) else {
                throw PlistError.invalidValue(location, kind: .integer, text: raw,
                                              expected: "a decimal or 0x-hexadecimal integer from -2^63 to 2^64-1")
            }
            try add(PlistValue(.integer(integer), location: location))
        case .real:
            let raw = String(decoding: text, as: UTF8.self)
            guard let real = PlistRealText.parse(Self.trimmed(raw)) else {
                throw PlistError.invalidValue(location, kind: .real, text: raw,
                                              expected: "a decimal number, nan, inf, +infinity or -infinity")
            }
            try add(PlistValue(.real(real), location: location))
        case .date:
            let raw = String(decoding: text, as: UTF8.self)
            guard let date = PlistDateText.parse(Self.trimmed(raw)) else {
                throw PlistError.invalidValue(location, kind: .date, text: raw, expected: "YYYY-MM-DDTHH:MM:SSZ")
            }
            try add(PlistValue(.date(date), location: location))
        case .data:
            guard let bytes = Base64.decode(text) else {
                throw PlistError.invalidValue(location, kind: .data, text: String(decoding: text, as: UTF8.self),
                                              expected: "base64 (A-Z a-z 0-9 + / and = padding, white space allowed)")
            }
            try add(PlistValue(.data(Data(bytes)), location: location))
        }
    }

    private static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
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

    private static let valueElements =
        "one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date>, <data>"
}
