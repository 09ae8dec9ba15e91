import InterfaceBuilder

/// A connection whose `destination` or `target` names no element, or an outlet without a
/// destination.
struct ConnectionDestinationUnresolved: Rule {
    static let description = RuleDescription(
        id: "connection_destination_unresolved", severity: .error, category: .connections,
        summary: "An outlet, outlet collection or action has no destination or names an element that does not exist.",
        documentation: RuleDocumentation(
            why: """
                An outlet or action whose destination does not exist cannot be connected when the document loads; it \
                is usually a bad merge or a deleted element, and the document fails to compile.
                """,
            bad: """
                <outlet property="titleLabel" destination="deleted-9" id="o1"/>
                """,
            good: """
                <outlet property="titleLabel" destination="lbl-1" id="o1"/>
                """,
            fix: """
                Reconnect the outlet or action in Interface Builder, or delete it.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for connection in file.document.connections {
            if connection.isOutlet, connection.destination == nil {
                found.append(diagnostic(.noDestination(connection.described), at: connection.location))
            }
            for id in connection.namedIDs where !file.index.contains(id: id.value) {
                found.append(diagnostic(.unresolved(connection.described, id.value), at: id.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func noDestination(_ connection: String) -> Self {
        "\(connection) has no destination"
    }

    fileprivate static func unresolved(_ connection: String, _ id: String) -> Self {
        "\(connection) connects to id '\(id)', which no element of the document has"
    }
}
