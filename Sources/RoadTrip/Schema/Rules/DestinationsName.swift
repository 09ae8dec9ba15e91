import RuleEngine

/// An empty destination name, or one used twice (regardless of case).
public struct DestinationsName: DestinationSchemaRule {
    public static let kind = SchemaFinding.Kind.name
    public static let description = RuleDescription(
        id: "destinations_name", severity: .error, category: .destinationCatalogs,
        summary: "A destination name is empty or used twice (regardless of case).")

    public init() {}
}
