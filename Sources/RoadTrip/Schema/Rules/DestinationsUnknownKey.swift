import RuleEngine

/// A key the Destinations.plist schema does not know, often a misspelling.
package struct DestinationsUnknownKey: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.unknownKey
    package static let description = RuleDescription(
        id: "destinations_unknown_key", severity: .warning, category: .destinationCatalogs,
        summary: "A Destinations.plist has a key its schema does not know.")

    package init() {}
}
