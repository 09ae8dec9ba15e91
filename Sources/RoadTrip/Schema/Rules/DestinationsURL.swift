import RuleEngine

/// An event or weather link that does not parse, or whose scheme is not http or https.
package struct DestinationsURL: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.url
    package static let description = RuleDescription(
        id: "destinations_url", severity: .error, category: .destinationCatalogs,
        summary: "An event or weather link does not parse or is not an http or https URL.",
        documentation: RuleDocumentation(
            why: """
                The app opens event and weather links in a browser: a link that does not parse, or whose scheme is not \
                http or https, does nothing or opens something unexpected.
                """,
            bad: """
                <key>weather</key>
                <string>www.example.com/lisbon</string>
                """,
            good: """
                <key>weather</key>
                <string>https://www.example.com/lisbon</string>
                """,
            fix: """
                Write an absolute http or https URL.
                """))

    package init() {}
}
