import InterfaceBuilder

/// One identifier written in a document, with what it identifies, for the identifier rules.
struct IdentifierUse: Sendable {
    enum Kind: String, Sendable {
        case segue = "segue identifier"
        case storyboard = "storyboard identifier"
        case reuse = "reuse identifier"
        case restoration = "restoration identifier"
        case watchController = "controller identifier"
    }

    let kind: Kind
    let value: Located<String>
    /// Whether another rule reports this identifier when empty (a prototype cell's reuse
    /// identifier, a controller-triggered segue's identifier), so `identifier_empty` does not.
    let emptyIsReportedElsewhere: Bool

    /// Whether code generators turn this kind of identifier into Swift names (restoration
    /// identifiers are never used in code by name).
    var becomesSwiftName: Bool { kind != .restoration }

    /// Every identifier of a document, in document order within each kind.
    static func all(in document: InterfaceDocument) -> [IdentifierUse] {
        var uses: [IdentifierUse] = []
        document.forEachSegue { segue in
            if let identifier = segue.identifier {
                uses.append(IdentifierUse(kind: .segue, value: identifier, emptyIsReportedElsewhere: segue.isTriggeredByController))
            }
        }
        func add(_ object: InterfaceObject) {
            if let identifier = object.storyboardIdentifier {
                uses.append(IdentifierUse(kind: .storyboard, value: identifier, emptyIsReportedElsewhere: false))
            }
            if let identifier = object.restorationIdentifier {
                uses.append(IdentifierUse(kind: .restoration, value: identifier, emptyIsReportedElsewhere: false))
            }
            if let identifier = object.identifier, object.controllerKind != nil {
                uses.append(IdentifierUse(kind: .watchController, value: identifier, emptyIsReportedElsewhere: false))
            }
        }
        for scene in document.scenes {
            scene.objects.forEach(add)
        }
        document.topLevelObjects.forEach(add)
        for cell in document.cells {
            if let identifier = cell.reuseIdentifier {
                uses.append(IdentifierUse(kind: .reuse, value: identifier, emptyIsReportedElsewhere: cell.isPrototype))
            }
        }
        return uses
    }

    /// Whether the identifier starts or ends with white space.
    var hasEdgeWhiteSpace: Bool {
        // An ASCII byte at an edge is the edge scalar itself: decide without decoding scalars.
        let bytes = value.value.utf8
        if let first = bytes.first, let last = bytes.last, first < 0x80, last < 0x80 {
            return Self.isASCIIWhiteSpace(first) || Self.isASCIIWhiteSpace(last)
        }
        let scalars = value.value.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        return first.properties.isWhitespace || last.properties.isWhitespace
    }

    /// Whether a non-empty text could be a Swift identifier as written: a letter or `_`, then
    /// letters, digits and `_` (Swift's other identifier characters are letters by Unicode's
    /// reckoning too; keywords count, as generators escape them with backticks).
    static func isSwiftIdentifier(_ text: String) -> Bool {
        // ASCII, as nearly all identifiers are, without building Characters.
        let bytes = text.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let first = bytes.first, isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
            return bytes.allSatisfy { isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") }
        }
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether an ASCII byte has Unicode's White_Space property: tab, line feed, vertical tab,
    /// form feed, carriage return and space (U+0009 to U+000D, U+0020).
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == 0x20
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
