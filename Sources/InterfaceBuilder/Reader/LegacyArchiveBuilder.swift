#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TripSource
import TripXML

/// Reads what it can of a legacy `<archive>` XIB (Interface Builder 3, versions 7.x and 8.00) into
/// the document model, on a best-effort basis.
///
/// The archive is a keyed serialisation: `<object class="IBUITableViewCell" id="123">` holds keyed
/// values such as `<string key="IBUIReuseIdentifier">Cell</string>`; `IBDocument.RootObjects` lists
/// the top-level objects; connection records hold `IB...OutletConnection` and `IB...EventConnection`
/// objects with a `label`, a `source` and a `destination` reference; object records map the small
/// object numbers used by `flattenedProperties` (`-1.CustomClassName`) to archive ids. Everything
/// else is skipped. Archive ids go into `objectIDs`, `ref` attributes into `idReferences`.
struct LegacyArchiveBuilder {
    private var frames: [Frame] = []
    private var text: [UInt8] = []
    private var objects: [String: ElementReference] = [:]
    private var topLevelIndexByArchiveID: [String: Int] = [:]
    private var cellIndexByArchiveID: [String: Int] = [:]
    private var archiveIDByObjectNumber: [String: String] = [:]
    private var customClassNames: [(objectNumber: String, className: Located<String>)] = []
    /// The entries of a `flattenedProperties` dictionary written as `dict.sortedKeys` and
    /// `dict.values` arrays, one slot per child element of each array: `nil` for a value that is no
    /// string (a nested dictionary, a `<reference>`, a `<boolean>`), so that keys and values pair
    /// up by position whatever the values are.
    private var flattenedKeys: [Located<String>?] = []
    private var flattenedValues: [Located<String>?] = []
    private var connections: [PendingConnection] = []

    init() {}

    // MARK: Events

    mutating func startElement(_ element: XMLStartTag, document: inout InterfaceDocument) {
        var frame = Frame(name: element.name, location: element.location)
        var base64 = false
        var literal: String?
        for attribute in element.attributes {
            switch attribute.name {
            case "class": frame.className = attribute.value
            case "key": frame.key = attribute.value
            case "id":
                frame.archiveID = attribute.value
                document.objectIDs.append(ObjectID(
                    value: Located(attribute.value, at: attribute.valueLocation), elementName: element.name,
                    elementLocation: element.location))
            case "ref":
                frame.reference = Located(attribute.value, at: attribute.valueLocation)
                document.idReferences.append(IDReference(
                    value: Located(attribute.value, at: attribute.valueLocation), attribute: attribute.name,
                    elementName: element.name, elementLocation: element.location))
            case "type": base64 = attribute.value == "base64-UTF8"
            case "value": literal = attribute.value
            default: break
            }
        }
        frame.isBase64 = base64
        let parent = frames.indices.last
        // A child with a key (`<bool key="EncodedWithXMLCoder">`) is no entry of the arrays.
        if let parent, parent > 0, frame.key == nil, frames[parent - 1].key == Keys.flattenedProperties {
            if frames[parent].key == Keys.sortedKeys { flattenedKeys.append(nil) }
            if frames[parent].key == Keys.values { flattenedValues.append(nil) }
        }
        if element.name == "object" {
            startObject(&frame, parent: parent, document: &document)
        } else if element.name == "reference", let parent {
            noteReference(frame, parent: parent)
        }
        if let parent, let purpose = purpose(of: frame, parent: parent) {
            frame.purpose = purpose
            text.removeAll(keepingCapacity: true)
            if let literal { text.append(contentsOf: literal.utf8) }
        }
        frames.append(frame)
    }

    mutating func characters(_ characters: XMLCharacters) {
        guard let frame = frames.last, frame.purpose != nil else { return }
        text.append(contentsOf: characters.bytes)
    }

    mutating func endElement(_ element: XMLEndTag, document: inout InterfaceDocument) {
        guard let frame = frames.popLast() else { return }
        if let purpose = frame.purpose {
            let value = Located(decodedText(base64: frame.isBase64), at: frame.location)
            apply(value, for: purpose, document: &document)
        }
        if let connection = frame.connection {
            connections.append(connection)
        }
        if frame.className == "IBObjectRecord", let number = frame.objectNumber, let object = frame.recordedObject {
            archiveIDByObjectNumber[number] = object
        }
    }

    /// Resolves custom classes and connections, once the whole archive is read.
    mutating func finish(into document: inout InterfaceDocument) {
        for (key, value) in zip(flattenedKeys, flattenedValues) {
            if let key, let value, let number = Self.objectNumber(ofCustomClassKey: key.value) {
                customClassNames.append((number, value))
            }
        }
        for (number, className) in customClassNames {
            guard let archiveID = archiveIDByObjectNumber[number] else { continue }
            if let index = topLevelIndexByArchiveID[archiveID] {
                document.topLevelObjects[index].customClass = className
            }
            if let index = cellIndexByArchiveID[archiveID] {
                document.cells[index].customClass = className
            }
        }
        for pending in connections {
            document.connections.append(connection(from: pending))
        }
    }

    // MARK: Reading objects

    private mutating func startObject(_ frame: inout Frame, parent: Int?, document: inout InterfaceDocument) {
        let className = frame.className ?? "object"
        if let archiveID = frame.archiveID {
            objects[archiveID] = ElementReference(
                elementName: className, id: Located(archiveID, at: frame.location), location: frame.location)
        }
        let isTopLevel = parent.map { frames[$0].key == Keys.rootObjects } ?? false
        if isTopLevel {
            var object = InterfaceObject(elementName: className, location: frame.location,
                                         role: className == Classes.proxy ? .placeholder : .object)
            object.id = frame.archiveID.map { Located($0, at: frame.location) }
            if let archiveID = frame.archiveID {
                topLevelIndexByArchiveID[archiveID] = document.topLevelObjects.count
            }
            document.topLevelObjects.append(object)
        }
        if let kind = Classes.cellKinds[className] {
            var cell = Cell(kind: kind, location: frame.location, sceneIndex: nil)
            cell.id = frame.archiveID.map { Located($0, at: frame.location) }
            cell.isTopLevel = isTopLevel
            if let archiveID = frame.archiveID {
                cellIndexByArchiveID[archiveID] = document.cells.count
            }
            document.cells.append(cell)
        }
        if frame.key == Keys.connection, className.hasSuffix(Classes.connectionSuffix) {
            frame.connection = PendingConnection(className: className, location: frame.location)
        }
    }

    /// A `<reference key="..." ref="..."/>` inside a connection or an object record.
    private mutating func noteReference(_ frame: Frame, parent: Int) {
        guard let reference = frame.reference else { return }
        if frames[parent].connection != nil {
            if frame.key == Keys.source {
                frames[parent].connection?.source = reference
                frames[parent].connection?.sourceLocation = frame.location
            } else if frame.key == Keys.destination {
                frames[parent].connection?.destination = reference
            }
        } else if frames[parent].className == Classes.objectRecord, frame.key == Keys.object {
            frames[parent].recordedObject = reference.value
        }
    }

    /// What the text of a value element is for, if anything.
    private func purpose(of frame: Frame, parent: Int) -> Purpose? {
        guard Self.valueElements.contains(frame.name) else { return nil }
        let parentFrame = frames[parent]
        switch frame.key {
        case Keys.reuseIdentifier? where parentFrame.name == "object": return .reuseIdentifier(parent)
        case Keys.proxiedIdentifier? where parentFrame.name == "object": return .proxiedIdentifier(parent)
        case Keys.label? where parentFrame.connection != nil: return .label(parent)
        case Keys.eventType? where parentFrame.connection != nil: return .eventType(parent)
        case Keys.recordID?, Keys.objectID?:
            return parentFrame.className == Classes.objectRecord ? .objectNumber(parent) : nil
        case let key? where parentFrame.key == Keys.flattenedProperties:
            return Self.objectNumber(ofCustomClassKey: key).map(Purpose.customClass)
        case nil where parent > 0 && frames[parent - 1].key == Keys.flattenedProperties:
            if parentFrame.key == Keys.sortedKeys { return .flattenedKey }
            if parentFrame.key == Keys.values { return .flattenedValue }
            return nil
        default:
            return nil
        }
    }

    private mutating func apply(_ value: Located<String>, for purpose: Purpose, document: inout InterfaceDocument) {
        switch purpose {
        case .reuseIdentifier(let owner):
            if let archiveID = frames[owner].archiveID, let index = cellIndexByArchiveID[archiveID] {
                document.cells[index].reuseIdentifier = value
            }
        case .proxiedIdentifier(let owner):
            if let archiveID = frames[owner].archiveID, let index = topLevelIndexByArchiveID[archiveID] {
                document.topLevelObjects[index].placeholderIdentifier = value
            }
        case .label(let owner): frames[owner].connection?.label = value
        case .eventType(let owner): frames[owner].connection?.eventType = value
        case .objectNumber(let owner): frames[owner].objectNumber = value.value
        case .customClass(let number): customClassNames.append((number, value))
        // The slot was made when the element started (`startElement`), and is the last one.
        case .flattenedKey: if !flattenedKeys.isEmpty { flattenedKeys[flattenedKeys.count - 1] = value }
        case .flattenedValue: if !flattenedValues.isEmpty { flattenedValues[flattenedValues.count - 1] = value }
        }
    }

    /// The captured text; `base64-UTF8` values are decoded (archives leave out the `=` padding).
    private func decodedText(base64: Bool) -> String {
        let raw = String(decoding: text, as: UTF8.self)
        guard base64 else { return raw }
        let digits = raw.filter { !$0.isWhitespace }
        let padded = digits + String(repeating: "=", count: (4 - digits.utf8.count % 4) % 4)
        guard let data = Data(base64Encoded: padded) else { return raw }
        return String(decoding: data, as: UTF8.self)
    }

    private func connection(from pending: PendingConnection) -> Connection {
        let kind: ConnectionKind
        if pending.className.contains("OutletCollection") {
            kind = .outletCollection
        } else if pending.className.contains("Outlet") {
            kind = .outlet
        } else if pending.className.contains("Event") || pending.className.contains("Action") {
            kind = .action
        } else {
            kind = .other(pending.className)
        }
        let owner = pending.source.flatMap { objects[$0.value] }.map {
            ElementReference(elementName: $0.elementName, id: pending.source, location: $0.location)
        } ?? ElementReference(elementName: "reference", id: pending.source,
                              location: pending.sourceLocation ?? pending.location)
        var connection = Connection(kind: kind, location: pending.location, owner: owner, sceneIndex: nil)
        if kind == .action {
            connection.selector = pending.label
        } else {
            connection.property = pending.label
        }
        connection.destination = pending.destination
        connection.eventType = pending.eventType
        return connection
    }

    /// `"-1"` from `"-1.CustomClassName"`.
    private static func objectNumber(ofCustomClassKey key: String) -> String? {
        guard key.hasSuffix(Keys.customClassSuffix) else { return nil }
        return String(key.dropLast(Keys.customClassSuffix.count))
    }

    private static let valueElements: Set<String> = ["string", "int", "integer"]
}

extension LegacyArchiveBuilder {
    /// One open element of the archive.
    struct Frame {
        let name: String
        let location: SourceLocation
        var className: String?
        var key: String?
        var archiveID: String?
        var reference: Located<String>?
        var isBase64 = false
        var purpose: Purpose?
        var connection: PendingConnection?
        var objectNumber: String?
        var recordedObject: String?

        init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// What the text of a value element is kept for; payloads are frame indices of the owner.
    enum Purpose {
        case reuseIdentifier(Int)
        case proxiedIdentifier(Int)
        case label(Int)
        case eventType(Int)
        case objectNumber(Int)
        case customClass(String)
        case flattenedKey
        case flattenedValue
    }

    /// A connection record being read.
    struct PendingConnection {
        let className: String
        let location: SourceLocation
        var label: Located<String>?
        var source: Located<String>?
        var sourceLocation: SourceLocation?
        var destination: Located<String>?
        var eventType: Located<String>?

        init(className: String, location: SourceLocation) {
            self.className = className
            self.location = location
        }
    }

    private enum Keys {
        static let rootObjects = "IBDocument.RootObjects"
        static let connection = "connection"
        static let source = "source"
        static let destination = "destination"
        static let object = "object"
        static let reuseIdentifier = "IBUIReuseIdentifier"
        static let proxiedIdentifier = "IBProxiedObjectIdentifier"
        static let label = "label"
        static let eventType = "IBEventType"
        static let recordID = "id"
        static let objectID = "objectID"
        static let flattenedProperties = "flattenedProperties"
        static let sortedKeys = "dict.sortedKeys"
        static let values = "dict.values"
        static let customClassSuffix = ".CustomClassName"
    }

    private enum Classes {
        static let proxy = "IBProxyObject"
        static let objectRecord = "IBObjectRecord"
        static let connectionSuffix = "Connection"
        static let cellKinds: [String: CellKind] = [
            "IBUITableViewCell": .tableViewCell, "IBUICollectionViewCell": .collectionViewCell,
            "IBUICollectionReusableView": .collectionReusableView,
        ]
    }
}
