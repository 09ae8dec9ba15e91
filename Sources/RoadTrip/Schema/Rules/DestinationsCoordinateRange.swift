import RuleEngine

/// A latitude outside -90...90 or a longitude outside -180...180 in a Destinations.plist.
package struct DestinationsCoordinateRange: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.coordinateRange
    package static let description = RuleDescription(
        id: "destinations_coordinate_range", severity: .error, category: .destinationCatalogs,
        summary: "A latitude is outside -90...90 or a longitude outside -180...180.")

    package init() {}
}
