import TripSource

/// A `.strings` key written with a Swift interpolation (`"Add \(count) servers" = "...";`), copied
/// from code such as `NSLocalizedString("Add \(count) servers", comment: "")`. The table's reader
/// takes `\(` for a plain `(` (the key is `Add (count) servers`), and the code passes the
/// interpolated text (`Add 3 servers`), so the key never matches and users see the untranslated
/// text in every language.
///
/// Read from the file's text, for each key of a `.strings` table (`InterpolatedStringsKey`); a
/// UTF-16 table is not judged.
struct LocalizationKeyInterpolated: Rule {
    static let description = RuleDescription(
        id: "localization_key_interpolated", severity: .warning, category: .localizations,
        summary: "A .strings key holds a Swift interpolation, so no lookup ever matches it.",
        evidence: "Reads each key of a UTF-8 .strings file as written; a key holding \\( is reported in every file that "
            + "has it. No code is needed: whatever code passes is the interpolated text, never the key.",
        documentation: RuleDocumentation(
            why: """
                NSLocalizedString receives the interpolated text (`Add 3 servers`), and the table's key is read as \
                `Add (count) servers`: the key never matches, and users see the untranslated text.
                """,
            bad: """
                "Add \\(count) servers" = "\\(count) Server hinzufügen";
                """,
            good: """
                "Add %d servers" = "%d Server hinzufügen";
                // String(format: NSLocalizedString("Add %d servers", comment: ""), count)
                """,
            fix: """
                Use a format string as the key (`Add %d servers`) and pass the value with String(format:), or \
                String(localized:), whose interpolations become format specifiers.
                """))

    func check(_ file: PropertyListFile) -> [Diagnostic] {
        file.interpolatedKeys.map { key in
            diagnostic(.interpolated(key.written), at: key.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func interpolated(_ key: String) -> Self {
        Self("key '\(key)' holds a Swift interpolation; NSLocalizedString receives the interpolated text, so this key "
            + "never matches")
    }
}
