import RuleEngine

/// A latitude outside -90...90 or a longitude outside -180...180 in a Destinations.plist.
package struct DestinationsCoordinateRange: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.coordinateRange
    package static let description = RuleDescription(
        id: "destinations_coordinate_range", severity: .error, category: .destinationCatalogs,
        summary: "A latitude is outside -90...90 or a longitude outside -180...180.",
        documentation: RuleDocumentation(
            why: """
                A latitude beyond ±90 or a longitude beyond ±180 is no place on Earth: maps and distance computations \
                give nonsense for it; it is usually a swapped pair or a missing minus sign.
                """,
            bad: """
                <key>latitude</key>
                <real>138.72</real>
                """,
            good: """
                <key>latitude</key>
                <real>38.72</real>
                """,
            fix: """
                Correct the value; if latitude and longitude are swapped, swap them back.
                """))

    package init() {}
}
