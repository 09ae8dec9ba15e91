import InterfaceBuilder

/// A table view with static cells (`dataMode="static"`) in a scene whose controller is not a table
/// view controller: only `UITableViewController` fills a static table. XIBs are not checked.
struct StaticCellsOutsideTableViewController: Rule {
    static let description = RuleDescription(
        id: "static_cells_outside_table_view_controller", severity: .error, category: .cells,
        summary: "A table view with static cells is not in a table view controller.",
        documentation: RuleDocumentation(
            why: """
                Only UITableViewController fills a table with static cells: in any other controller the storyboard \
                fails to compile ("Static table views are only valid when embedded in UITableViewController \
                instances").
                """,
            bad: """
                <viewController>
                  ... <tableView dataMode="static">
                """,
            good: """
                <tableViewController>
                  ... <tableView dataMode="static">
                """,
            fix: """
                Make the scene a table view controller, or embed one in a container view, or switch the table to \
                dynamic prototypes.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        guard file.isStoryboard else { return [] }
        return file.document.cellContainers.compactMap { container in
            guard container.isStatic, let sceneIndex = container.sceneIndex,
                  file.document.scenes.indices.contains(sceneIndex) else { return nil }
            let scene = file.document.scenes[sceneIndex]
            guard let controller = scene.controller, controller.controllerKind != .tableViewController else { return nil }
            return diagnostic(.outside(Naming.element(container.elementName, id: container.id?.value), scene: Naming.scene(scene),
                                       controller: controller.elementName),
                              at: container.dataMode?.location ?? container.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func outside(_ table: String, scene: String, controller: String) -> Self {
        "\(table) has static cells, but \(scene) is a <\(controller)>; static cells need a table view controller"
    }
}
