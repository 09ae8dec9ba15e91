import TripSource
import TripXML

extension DocumentBuilder {
    /// Opens a `tableView` or `collectionView`.
    mutating func startContainer(_ element: XMLStartTag, id: Located<String>?) -> Role {
        var container = CellContainer(elementName: element.name, location: element.location, sceneIndex: currentScene)
        container.id = id
        container.dataMode = value(of: .dataMode, in: element)
        // An element of at least `<a/>`.
        ListReservation.prepare(&document.cellContainers, offset: element.location.offset, fileSize: fileSize,
                                minimumBytes: 4)
        let index = document.cellContainers.count
        document.cellContainers.append(container)
        containerStack.append(index)
        return .container(index)
    }

    /// Opens a static table's `tableViewSection`.
    mutating func startSection(_ element: XMLStartTag, id: Located<String>?, container: Int) -> Role {
        var section = TableSection(location: element.location)
        section.id = id
        let attributes = element.attributes
        for index in attributes.indices {
            switch attributeName(attributes, index) {
            case .headerTitle?: section.headerTitle = Self.located(attributes, index)
            case .footerTitle?: section.footerTitle = Self.located(attributes, index)
            default: break
            }
        }
        let index = document.cellContainers[container].sections.count
        document.cellContainers[container].sections.append(section)
        return .section(container, index)
    }

    /// Records a `tableViewCell`, `collectionViewCell` or `collectionReusableView`.
    ///
    /// - Returns: The cell's index in `document.cells`.
    mutating func startCell(_ element: XMLStartTag, id: Located<String>?, parent: Role) -> Int? {
        guard let kind = CellKind(rawValue: element.name) else { return nil }
        // Appended first and filled in place (see `addCustomClassUse`).
        ListReservation.prepare(&document.cells, offset: element.location.offset, fileSize: fileSize,
                                minimumBytes: 4)
        let cell = document.cells.count
        document.cells.append(Cell(kind: kind, location: element.location, sceneIndex: currentScene))
        document.cells[cell].id = id
        document.cells[cell].enclosingCellIndex = cellStack.last
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes, index) else { continue }
            // Made only for the attributes this element keeps (`id` was read already).
            lazy var value = Self.located(attributes, index)
            if name.isCustomClassAttribute {
                _ = document.cells[cell].setCustomClassAttribute(name, value)
                continue
            }
            switch name {
            case .reuseIdentifier: document.cells[cell].reuseIdentifier = value
            case .key: document.cells[cell].key = value
            case .textLabel, .detailTextLabel, .imageView:
                recordReference(value, attribute: attributes.name(at: index), of: element)
            default: break
            }
        }
        switch parent {
        case .prototypes(let container):
            document.cells[cell].containerIndex = container
            document.cells[cell].isPrototype = true
        case .sectionCells(let container, let section):
            document.cells[cell].containerIndex = container
            document.cells[cell].sectionIndex = section
            document.cellContainers[container].sections[section].cellIndices.append(cell)
        case .container(let container) where kind == .collectionReusableView:
            // A collection view's supplementary views are prototypes too, dequeued by identifier.
            document.cells[cell].containerIndex = container
            document.cells[cell].isPrototype = true
        case .topLevelObjects:
            document.cells[cell].isTopLevel = true
        default:
            document.cells[cell].containerIndex = containerStack.last
        }
        return cell
    }
}
