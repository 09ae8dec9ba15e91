import RuleEngine

/// A Destinations.plist lacks a required key or holds a value of the wrong type.
public struct DestinationsStructure: DestinationSchemaRule {
    public static let kind = SchemaFinding.Kind.structure
    public static let description = RuleDescription(
        id: "destinations_schema", severity: .error, category: .destinationCatalogs,
        summary: "A Destinations.plist lacks a required key or holds a value of the wrong type.")

    public init() {}
}
