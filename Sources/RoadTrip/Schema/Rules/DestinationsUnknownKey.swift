import RuleEngine

/// A key the Destinations.plist schema does not know, often a misspelling.
package struct DestinationsUnknownKey: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.unknownKey
    package static let description = RuleDescription(
        id: "destinations_unknown_key", severity: .warning, category: .destinationCatalogs,
        summary: "A Destinations.plist has a key its schema does not know.",
        documentation: RuleDocumentation(
            why: """
                A key the schema does not know is ignored when the file is read, so a misspelt key (`longtitude`) \
                silently loses its value.
                """,
            bad: """
                <key>longtitude</key>
                <real>-9.14</real>
                """,
            good: """
                <key>longitude</key>
                <real>-9.14</real>
                """,
            fix: """
                Correct the key's spelling (the finding suggests the nearest known key), or remove it.
                """))

    package init() {}
}
