import RuleEngine

/// A Destinations.plist lacks a required key or holds a value of the wrong type.
package struct DestinationsStructure: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.structure
    package static let description = RuleDescription(
        id: "destinations_schema", severity: .error, category: .destinationCatalogs,
        summary: "A Destinations.plist lacks a required key or holds a value of the wrong type.")

    package init() {}
}
