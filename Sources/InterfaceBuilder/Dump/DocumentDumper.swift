import TextFormats
import TripSource

/// Renders a document as deterministic, indented text with every position, for golden-file tests
/// and for reading a model by eye.
///
/// Each value is written as `name "value" @line:column`; elements as `element @line:column`. File
/// names are left out so that dumps do not depend on where a file was read from. The order is the
/// model's: header, scenes with their objects, XIB top-level objects, storyboard references, segues
/// (nested ones indented), connections, cell containers, cells, images and colors named, ids and
/// id references.
public struct DocumentDumper {
    private var output = ""

    /// Dumps a document.
    ///
    /// - Parameter document: The document.
    /// - Returns: The text, ending with a newline.
    public static func dump(_ document: InterfaceDocument) -> String {
        var dumper = DocumentDumper()
        dumper.writeHeader(document)
        dumper.writeScenes(document)
        dumper.writeLinks(document)
        dumper.writeCells(document)
        dumper.writeAssets(document)
        dumper.writeIDs(document)
        return dumper.output
    }

    // MARK: Sections

    private mutating func writeHeader(_ document: InterfaceDocument) {
        line(0, "\(document.kind.rawValue) <\(document.root.elementName)> \(at(document.root.location))")
        field(1, "type", document.type)
        field(1, "version", document.version)
        field(1, "toolsVersion", document.toolsVersion)
        field(1, "systemVersion", document.systemVersion)
        field(1, "platform", document.platform.map { $0.map { "\($0) (\($0.targetRuntime))" } })
        field(1, "initialViewController", document.initialViewController)
        field(1, "launchScreen", document.launchScreen)
        field(1, "useAutolayout", document.useAutolayout)
        field(1, "useTraitCollections", document.useTraitCollections)
        field(1, "useSafeAreas", document.useSafeAreas)
        for (name, dependency) in [("deployment", document.deployment), ("development", document.development)] {
            guard let dependency else { continue }
            line(1, "\(name) \(at(dependency.location))")
            field(2, "identifier", dependency.identifier)
            field(2, "version", dependency.version)
            field(2, "defaultVersion", dependency.defaultVersion)
        }
        if let legacy = document.legacyArchive {
            line(1, "legacy archive: \(legacy.message)")
        }
    }

    private mutating func writeScenes(_ document: InterfaceDocument) {
        for scene in document.scenes {
            line(0, "scene[\(scene.index)] \(at(scene.location))")
            field(1, "sceneID", scene.sceneID)
            line(1, "title \"\(scene.title)\"")
            for object in scene.objects {
                writeObject(object, depth: 1)
            }
        }
        for object in document.topLevelObjects {
            line(0, "top-level")
            writeObject(object, depth: 1)
        }
    }

    private mutating func writeObject(_ object: InterfaceObject, depth: Int) {
        line(depth, "\(object.role.name) <\(object.elementName)> \(at(object.location))")
        field(depth + 1, "id", object.id)
        writeCustomClass(object, depth: depth + 1)
        field(depth + 1, "userLabel", object.userLabel)
        field(depth + 1, "storyboardIdentifier", object.storyboardIdentifier)
        field(depth + 1, "restorationIdentifier", object.restorationIdentifier)
        field(depth + 1, "title", object.title)
        field(depth + 1, "placeholderIdentifier", object.placeholderIdentifier)
        field(depth + 1, "sceneMemberID", object.sceneMemberID)
        field(depth + 1, "navigationItemTitle", object.navigationItemTitle)
        field(depth + 1, "tabBarItemTitle", object.tabBarItemTitle)
    }

    private mutating func writeLinks(_ document: InterfaceDocument) {
        for reference in document.storyboardReferences {
            line(0, "storyboardReference <\(reference.object.elementName)> \(at(reference.location))"
                + scene(reference.sceneIndex))
            field(1, "id", reference.id)
            field(1, "storyboardName", reference.storyboardName)
            field(1, "referencedIdentifier", reference.referencedIdentifier)
            field(1, "bundleIdentifier", reference.bundleIdentifier)
            field(1, "storyboardIdentifier", reference.object.storyboardIdentifier)
        }
        for segue in document.segues {
            writeSegue(segue, depth: 0)
        }
        for connection in document.connections {
            line(0, "\(connection.kind.elementName) \(at(connection.location))\(scene(connection.sceneIndex))")
            line(1, "owner \(describe(connection.owner))")
            field(1, "id", connection.id)
            field(1, "property", connection.property)
            field(1, "selector", connection.selector)
            field(1, "destination", connection.destination)
            field(1, "target", connection.target)
            field(1, "eventType", connection.eventType)
            field(1, "collectionClass", connection.collectionClass)
        }
    }

    private mutating func writeSegue(_ segue: Segue, depth: Int) {
        line(depth, "segue \(at(segue.location))\(scene(segue.sceneIndex))")
        line(depth + 1, "trigger \(describe(segue.trigger))")
        field(depth + 1, "source", segue.sourceControllerID)
        field(depth + 1, "id", segue.id)
        field(depth + 1, "destination", segue.destination)
        field(depth + 1, "kind", segue.kind.map { $0.map(\.name) })
        field(depth + 1, "identifier", segue.identifier)
        field(depth + 1, "relationship", segue.relationship.map { $0.map(\.name) })
        field(depth + 1, "unwindAction", segue.unwindAction)
        writeCustomClass(segue, depth: depth + 1)
        field(depth + 1, "modalPresentationStyle", segue.modalPresentationStyle)
        field(depth + 1, "modalTransitionStyle", segue.modalTransitionStyle)
        field(depth + 1, "popoverAnchorView", segue.popoverAnchorView)
        field(depth + 1, "popoverAnchorBarButtonItem", segue.popoverAnchorBarButtonItem)
        field(depth + 1, "anchorView", segue.anchorView)
        field(depth + 1, "popoverArrowDirection", segue.popoverArrowDirection)
        field(depth + 1, "splitViewControllerTargetIndex", segue.splitViewControllerTargetIndex)
        field(depth + 1, "destinationCreationSelector", segue.destinationCreationSelector)
        field(depth + 1, "key", segue.key)
        field(depth + 1, "inheritsFrom", segue.inheritsFrom)
        for child in segue.children {
            writeSegue(child, depth: depth + 1)
        }
    }

    private mutating func writeCells(_ document: InterfaceDocument) {
        for (index, container) in document.cellContainers.enumerated() {
            line(0, "container[\(index)] <\(container.elementName)> \(at(container.location))"
                + scene(container.sceneIndex))
            field(1, "id", container.id)
            field(1, "dataMode", container.dataMode)
            for (sectionIndex, section) in container.sections.enumerated() {
                line(1, "section[\(sectionIndex)] \(at(section.location)) cells \(section.cellIndices)")
                field(2, "id", section.id)
                field(2, "headerTitle", section.headerTitle)
                field(2, "footerTitle", section.footerTitle)
            }
        }
        for (index, cell) in document.cells.enumerated() {
            var traits: [String] = []
            if cell.isPrototype { traits.append("prototype") }
            if cell.isTopLevel { traits.append("top-level") }
            if let container = cell.containerIndex { traits.append("container[\(container)]") }
            if let section = cell.sectionIndex { traits.append("section[\(section)]") }
            let traitText = traits.isEmpty ? "" : " " + traits.joined(separator: " ")
            line(0, "cell[\(index)] <\(cell.kind.elementName)> \(at(cell.location))\(scene(cell.sceneIndex))\(traitText)")
            field(1, "id", cell.id)
            field(1, "reuseIdentifier", cell.reuseIdentifier)
            writeCustomClass(cell, depth: 1)
            field(1, "key", cell.key)
        }
    }

    private mutating func writeAssets(_ document: InterfaceDocument) {
        for use in document.assetUses {
            line(0, "\(use.isResource ? "resource" : "uses") \(use.kind.rawValue) <\(use.elementName)> "
                + "\(at(use.elementLocation))\(scene(use.sceneIndex))")
            field(1, use.attribute, use.name)
            field(1, "catalog", use.catalog)
            if use.isEmbedded { line(1, "embedded image data") }
        }
    }

    private mutating func writeIDs(_ document: InterfaceDocument) {
        line(0, "ids (\(document.objectIDs.count))")
        for objectID in document.objectIDs {
            line(1, "\(quoted(objectID.value.value)) \(at(objectID.value.location)) on <\(objectID.elementName)> "
                + at(objectID.elementLocation))
        }
        line(0, "id references (\(document.idReferences.count))")
        for reference in document.idReferences {
            line(1, "\(reference.attribute) \(quoted(reference.value.value)) \(at(reference.value.location)) on "
                + "<\(reference.elementName)> \(at(reference.elementLocation))")
        }
    }

    // MARK: Pieces

    private mutating func writeCustomClass(_ holder: some CustomClassHolder, depth: Int) {
        field(depth, "customClass", holder.customClass)
        field(depth, "customModule", holder.customModule)
        field(depth, "customModuleProvider", holder.customModuleProvider)
    }

    private mutating func line(_ depth: Int, _ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    private mutating func field(_ depth: Int, _ name: String, _ value: Located<String>?) {
        guard let value else { return }
        line(depth, "\(name) \(quoted(value.value)) \(at(value.location))")
    }

    private mutating func field(_ depth: Int, _ name: String, _ value: Located<Bool>?) {
        guard let value else { return }
        line(depth, "\(name) \(value.value) \(at(value.location))")
    }

    private func at(_ location: SourceLocation) -> String {
        "@" + location.shortDescription
    }

    private func scene(_ index: Int?) -> String {
        index.map { " in scene[\($0)]" } ?? ""
    }

    private func describe(_ reference: ElementReference) -> String {
        let id = reference.id.map { " id \(quoted($0.value))" } ?? ""
        return "<\(reference.elementName)>\(id) \(at(reference.location))"
    }

    /// A value as a JSON string literal (XML holds no control characters but tab, LF and CR).
    private func quoted(_ text: String) -> String {
        var result = ""
        JSONStringLiteral.append(text, to: &result)
        return result
    }
}

extension InterfaceDocument {
    /// The document as deterministic text with positions; see `DocumentDumper`.
    public func dump() -> String {
        DocumentDumper.dump(self)
    }
}
