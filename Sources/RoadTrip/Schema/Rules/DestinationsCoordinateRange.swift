import RuleEngine

/// A latitude outside -90...90 or a longitude outside -180...180 in a Destinations.plist.
public struct DestinationsCoordinateRange: DestinationSchemaRule {
    public static let kind = SchemaFinding.Kind.coordinateRange
    public static let description = RuleDescription(
        id: "destinations_coordinate_range", severity: .error, category: .destinationCatalogs,
        summary: "A latitude is outside -90...90 or a longitude outside -180...180.")

    public init() {}
}
