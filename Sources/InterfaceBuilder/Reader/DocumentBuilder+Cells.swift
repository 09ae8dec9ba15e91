import TripSource
import TripXML

extension DocumentBuilder {
    /// Opens a `tableView` or `collectionView`.
    mutating func startContainer(_ element: XMLStartTag, id: Located<String>?) -> Role {
        var container = CellContainer(elementName: element.name, location: element.location, sceneIndex: currentScene)
        container.id = id
        container.dataMode = value(of: .dataMode, in: element)
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
            switch attributeName(attributes[index].name) {
            case .headerTitle?: section.headerTitle = Self.located(attributes[index])
            case .footerTitle?: section.footerTitle = Self.located(attributes[index])
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
        var cell = Cell(kind: kind, location: element.location, sceneIndex: currentScene)
        cell.id = id
        cell.enclosingCellIndex = cellStack.last
        let attributes = element.attributes
        for index in attributes.indices {
            guard let name = attributeName(attributes[index].name) else { continue }
            let value = Self.located(attributes[index])
            if cell.setCustomClassAttribute(name, value) { continue }
            switch name {
            case .reuseIdentifier: cell.reuseIdentifier = value
            case .key: cell.key = value
            case .textLabel, .detailTextLabel, .imageView: recordReference(attributes[index], of: element)
            default: break
            }
        }
        switch parent {
        case .prototypes(let container):
            cell.containerIndex = container
            cell.isPrototype = true
        case .sectionCells(let container, let section):
            cell.containerIndex = container
            cell.sectionIndex = section
            document.cellContainers[container].sections[section].cellIndices.append(document.cells.count)
        case .container(let container) where kind == .collectionReusableView:
            // A collection view's supplementary views are prototypes too, dequeued by identifier.
            cell.containerIndex = container
            cell.isPrototype = true
        case .topLevelObjects:
            cell.isTopLevel = true
        default:
            cell.containerIndex = containerStack.last
        }
        document.cells.append(cell)
        return document.cells.count - 1
    }
}
