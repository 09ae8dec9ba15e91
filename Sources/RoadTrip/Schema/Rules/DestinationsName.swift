import RuleEngine

/// An empty destination name, or one used twice (regardless of case).
package struct DestinationsName: DestinationSchemaRule {
    package static let kind = SchemaFinding.Kind.name
    package static let description = RuleDescription(
        id: "destinations_name", severity: .error, category: .destinationCatalogs,
        summary: "A destination name is empty or used twice (regardless of case).",
        documentation: RuleDocumentation(
            why: """
                The picker lists destinations by name and remembers the choice by name: an empty name shows a blank \
                row, and two names that differ only in case cannot be told apart, so the remembered choice may come \
                back as the other one.
                """,
            bad: """
                <dict><key>name</key><string>Lisbon</string>...</dict>
                <dict><key>name</key><string>lisbon</string>...</dict>
                """,
            good: """
                <dict><key>name</key><string>Lisbon</string>...</dict>
                <dict><key>name</key><string>Porto</string>...</dict>
                """,
            fix: """
                Give every destination a non-empty name that no other destination has, whatever the case.
                """))

    package init() {}
}
