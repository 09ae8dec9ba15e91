import RuleEngine

/// A Destinations.plist lacks a required key or holds a value of the wrong type.
package struct DestinationsStructure: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.structure
    package static let description = RuleDescription(
        id: "destinations_schema", severity: .error, category: .destinationCatalogs,
        summary: "A Destinations.plist lacks a required key or holds a value of the wrong type.",
        documentation: RuleDocumentation(
            why: """
                A destination without a required key, or with a value of the wrong type, cannot be decoded: the whole \
                catalog fails to load.
                """,
            bad: """
                <dict>
                  <key>name</key><string>Lisbon</string>
                </dict>
                """,
            good: """
                <dict>
                  <key>name</key><string>Lisbon</string>
                  <key>latitude</key><real>38.72</real>
                  <key>longitude</key><real>-9.14</real>
                </dict>
                """,
            fix: """
                Add the missing key or write the value with the type the schema gives.
                """))

    package init() {}
}
