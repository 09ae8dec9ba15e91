import RuleEngine

/// An empty destination name, or one used twice (regardless of case).
package struct DestinationsName: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.name
    package static let description = RuleDescription(
        id: "destinations_name", severity: .error, category: .destinationCatalogs,
        summary: "A destination name is empty or used twice (regardless of case).")

    package init() {}
}
