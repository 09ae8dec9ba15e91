import RuleEngine

/// A coordinate written as a string, as hand-edited files often have it; accepted, but worth fixing.
package struct DestinationsNumberAsString: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.numberAsString
    package static let description = RuleDescription(
        id: "destinations_number_as_string", severity: .warning, category: .destinationCatalogs,
        summary: "A coordinate in a Destinations.plist is written as a string instead of a number.")

    package init() {}
}
