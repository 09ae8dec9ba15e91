import RuleEngine

/// A coordinate written as a string, as hand-edited files often have it; accepted, but worth fixing.
package struct DestinationsNumberAsString: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.numberAsString
    package static let description = RuleDescription(
        id: "destinations_number_as_string", severity: .warning, category: .destinationCatalogs,
        summary: "A coordinate in a Destinations.plist is written as a string instead of a number.",
        documentation: RuleDocumentation(
            why: """
                TripKit reads a coordinate written as a string, but other readers of the file (Foundation's decoders \
                among them) expect a real and fail on it; a typo in such a string is caught only when it is read.
                """,
            bad: """
                <key>latitude</key>
                <string>38.72</string>
                """,
            good: """
                <key>latitude</key>
                <real>38.72</real>
                """,
            fix: """
                Write coordinates as <real> (or <integer>) values; `tripkit plist` can rewrite the key's type.
                """))

    package init() {}
}
