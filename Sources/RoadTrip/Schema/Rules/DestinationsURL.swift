import RuleEngine

/// An event or weather link that does not parse, or whose scheme is not http or https.
public struct DestinationsURL: DestinationSchemaRule {
    public static let kind = SchemaFinding.Kind.url
    public static let description = RuleDescription(
        id: "destinations_url", severity: .error, category: .destinationCatalogs,
        summary: "An event or weather link does not parse or is not an http or https URL.")

    public init() {}
}
