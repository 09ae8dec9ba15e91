import TripSource
import TripXML

extension DocumentBuilder {
    /// Opens a `<segue>`; it is finished when it closes, after its nested segues.
    mutating func startSegue(_ element: XMLStartTag, id: Located<String>?, parent: Role) {
        var segue = Segue(location: element.location, sceneIndex: currentScene, trigger: owner)
        segue.id = id
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes[index].name) else { continue }
            let value = Self.located(attributes[index])
            if segue.setCustomClassAttribute(name, value) { continue }
            switch name {
            case .destination:
                segue.destination = value
                recordReference(attributes[index], of: element)
            case .kind: segue.kind = value.map(SegueKind.init(name:))
            case .identifier: segue.identifier = value
            case .relationship: segue.relationship = value.map(SegueRelationship.init(name:))
            case .unwindAction: segue.unwindAction = value
            case .modalPresentationStyle: segue.modalPresentationStyle = value
            case .modalTransitionStyle: segue.modalTransitionStyle = value
            case .popoverAnchorView:
                segue.popoverAnchorView = value
                recordReference(attributes[index], of: element)
            case .popoverAnchorBarButtonItem:
                segue.popoverAnchorBarButtonItem = value
                recordReference(attributes[index], of: element)
            case .anchorView:
                segue.anchorView = value
                recordReference(attributes[index], of: element)
            case .popoverArrowDirection, .preferredEdge: segue.popoverArrowDirection = value
            case .splitViewControllerTargetIndex: segue.splitViewControllerTargetIndex = value
            case .destinationCreationSelector: segue.destinationCreationSelector = value
            case .key: segue.key = value
            case .inheritsFrom: segue.inheritsFrom = value
            default: break
            }
        }
        openSegues.append(segue)
    }

    /// Closes a `<segue>`: it joins its parent segue, or the document's list.
    mutating func finishSegue() {
        guard let segue = openSegues.popLast() else { return }
        if openSegues.isEmpty {
            document.segues.append(segue)
        } else {
            openSegues[openSegues.count - 1].children.append(segue)
        }
    }

    /// Records a child of `<connections>` other than a segue.
    mutating func addConnection(_ element: XMLStartTag, id: Located<String>?) {
        var connection = Connection(kind: ConnectionKind(elementName: element.name), location: element.location,
                                    owner: owner, sceneIndex: currentScene)
        connection.id = id
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes[index].name) else { continue }
            let value = Self.located(attributes[index])
            switch name {
            case .property: connection.property = value
            case .destination:
                connection.destination = value
                recordReference(attributes[index], of: element)
            case .selector: connection.selector = value
            case .target:
                connection.target = value
                recordReference(attributes[index], of: element)
            case .eventType: connection.eventType = value
            case .collectionClass: connection.collectionClass = value
            default: break
            }
        }
        document.connections.append(connection)
    }
}
