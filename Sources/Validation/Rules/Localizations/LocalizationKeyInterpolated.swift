import TripSource

/// A `.strings` key written with a Swift interpolation (`"Add \(count) servers" = "...";`), copied
/// from code such as `NSLocalizedString("Add \(count) servers", comment: "")`. The table's reader
/// takes `\(` for a plain `(` (the key is `Add (count) servers`), and the code passes the
/// interpolated text (`Add 3 servers`), so the key never matches and users see the untranslated
/// text in every language.
///
/// Read from the file's text, for each key of a `.strings` table (`InterpolatedStringsKey`); a
/// UTF-16 table is not judged. One finding per key of a table of a bundle, at the first language
/// that has it (in `.lproj` name order), naming every language that does, each a related place.
struct LocalizationKeyInterpolated: Rule {
    static let description = RuleDescription(
        id: "localization_key_interpolated", severity: .warning, category: .localizations,
        summary: "A .strings key holds a Swift interpolation, so no lookup ever matches it.",
        evidence: "Reads each key of a UTF-8 .strings file as written; a key holding \\( is reported once per table of a "
            + "bundle, naming every language that has it. No code is needed: whatever code passes is the interpolated "
            + "text, never the key.",
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

    func check(_ project: ValidationProject) -> [Diagnostic] {
        // By bundle, table and key as written (a file outside an `.lproj` folder by its path).
        var places: [String: [(language: String, location: SourceLocation)]] = [:]
        var order: [(group: String, key: String)] = []
        for file in project.propertyLists where !file.interpolatedKeys.isEmpty {
            let place = LocalizationTables.place(of: Paths.normalize(file.path))
            let table = place.map { $0.bundle + "\u{0}" + $0.table } ?? file.path
            for key in file.interpolatedKeys {
                let group = table + "\u{0}" + key.written
                if places[group] == nil { order.append((group, key.written)) }
                places[group, default: []].append((place?.language ?? "", key.location))
            }
        }
        return order.compactMap { group, key in
            guard let found = places[group]?.sorted(by: { $0.language < $1.language }), let first = found.first else {
                return nil
            }
            let languages = found.map(\.language).filter { !$0.isEmpty }
            return diagnostic(
                .interpolated(key, languages: languages), at: first.location,
                related: found.dropFirst().map { RelatedLocation($0.location, "also in \($0.language).lproj") })
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func interpolated(_ key: String, languages: [String]) -> Self {
        let listed = languages.count > 1
            ? " (in \(languages.count) languages: " + languages.prefix(8).joined(separator: ", ")
                + (languages.count > 8 ? ", …" : "") + ")"
            : ""
        return Self("key '\(key)' holds a Swift interpolation; NSLocalizedString receives the interpolated text, so this key "
            + "never matches" + listed)
    }
}
