import TripSource
import TripXML

extension DocumentBuilder {
    /// Opens a `<segue>` (appended to the open segues first and filled in place); it is finished
    /// when it closes, after its nested segues.
    mutating func startSegue(_ element: XMLStartTag, id: Located<String>?, parent: Role) {
        let segue = openSegues.count
        openSegues.append(Segue(location: element.location, sceneIndex: currentScene, trigger: owner))
        openSegues[segue].id = id
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index) else { continue }
            // Made only for the attributes this element keeps (`id` was read already).
            lazy var value = Self.located(attributes, index)
            if name.isCustomClassAttribute {
                _ = openSegues[segue].setCustomClassAttribute(name, value)
                continue
            }
            switch name {
            case .destination:
                openSegues[segue].destination = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .kind: openSegues[segue].kind = value.map(SegueKind.init(name:))
            case .identifier: openSegues[segue].identifier = value
            case .relationship: openSegues[segue].relationship = value.map(SegueRelationship.init(name:))
            case .unwindAction: openSegues[segue].unwindAction = value
            case .modalPresentationStyle: openSegues[segue].modalPresentationStyle = value
            case .modalTransitionStyle: openSegues[segue].modalTransitionStyle = value
            case .popoverAnchorView:
                openSegues[segue].popoverAnchorView = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .popoverAnchorBarButtonItem:
                openSegues[segue].popoverAnchorBarButtonItem = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .anchorView:
                openSegues[segue].anchorView = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .popoverArrowDirection, .preferredEdge: openSegues[segue].popoverArrowDirection = value
            case .splitViewControllerTargetIndex: openSegues[segue].splitViewControllerTargetIndex = value
            case .destinationCreationSelector: openSegues[segue].destinationCreationSelector = value
            case .key: openSegues[segue].key = value
            case .inheritsFrom: openSegues[segue].inheritsFrom = value
            default: break
            }
        }
    }

    /// Closes a `<segue>`: it joins its parent segue, or the document's list.
    mutating func finishSegue() {
        guard let segue = openSegues.popLast() else { return }
        if openSegues.isEmpty {
            // An element of at least `<segue/>`.
            ListReservation.prepare(&document.segues, offset: segue.location.offset, fileSize: fileSize,
                                    minimumBytes: 8)
            document.segues.append(segue)
        } else {
            openSegues[openSegues.count - 1].children.append(segue)
        }
    }

    /// Records a child of `<connections>` other than a segue (appended first and filled in place).
    mutating func addConnection(_ element: XMLStartTag, id: Located<String>?) {
        // An element of at least `<a/>`.
        ListReservation.prepare(&document.connections, offset: element.location.offset, fileSize: fileSize,
                                minimumBytes: 4)
        let connection = document.connections.count
        document.connections.append(Connection(kind: ConnectionKind(elementName: element.name),
                                               location: element.location, owner: owner, sceneIndex: currentScene))
        document.connections[connection].id = id
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index) else { continue }
            // Made only for the attributes this element keeps (`id` was read already).
            lazy var value = Self.located(attributes, index)
            switch name {
            case .property: document.connections[connection].property = value
            case .destination:
                document.connections[connection].destination = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .selector: document.connections[connection].selector = value
            case .target:
                document.connections[connection].target = value
                recordReference(value, attribute: attributes.name(at: index), of: element)
            case .eventType: document.connections[connection].eventType = value
            case .collectionClass: document.connections[connection].collectionClass = value
            default: break
            }
        }
    }
}
