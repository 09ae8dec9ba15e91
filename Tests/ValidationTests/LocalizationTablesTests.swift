import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

@Suite("Localization tables")
struct LocalizationTablesTests {
    /// The tables of a project of these files, read through the whole pipeline.
    private static func tables(_ files: [String: String]) throws -> LocalizationTables {
        let folder = try TemporaryDirectory(prefix: "tripkit-tables")
        for (name, text) in files { try folder.write(name, text) }
        var configuration = Configuration()
        configuration.onlyRules = ["localization_missing_key"]
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: configuration, options: ValidationOptions())
        return outcome.project.localizationTables
    }

    @Test("a language's entries keep file order, each key once; its .stringsdict entry wins over its .strings one")
    func orderAndPluralEntries() throws {
        let tables = try Self.tables([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"a\" = \"A again\";\n",
            "App/en.lproj/Localizable.stringsdict": Strings.stringsdict(
                Strings.plural("b", "<key>other</key><string>%d b</string>")
                    + Strings.plural("d", "<key>other</key><string>%d d</string>")),
            "App/fr.lproj/Localizable.strings": "\"c\" = \"C\";\n\"a\" = \"A\";\n",
        ])
        let table = try #require(tables.tables.first { $0.name == "Localizable" })
        let english = try #require(table.languages["en"])
        #expect(english.ordered.map(\.key) == ["a", "b", "c", "d"])
        #expect(english.ordered.map { $0.pluralEntry != nil } == [false, true, false, true])
        // A key written twice in one .strings file is its last value, in its first place.
        #expect(english.ordered[0].text == "A again")
        for (position, entry) in english.ordered.enumerated() {
            #expect(english.positions[ExactKey(entry.key)] == position)
            #expect(english[ExactKey(entry.key)]?.location == entry.location)
        }
        #expect(english[ExactKey("e")] == nil && english.positions.count == 4)
        let french = try #require(table.languages["fr"])
        #expect(french.ordered.map(\.key) == ["c", "a"])
        #expect(french[ExactKey("b")] == nil && french[ExactKey("a")]?.text == "A")

        // Whichever file comes first, the plural entry stays, in the key's first place.
        let plural = english.ordered[1], strings = try #require(french[ExactKey("a")])
        var german = LocalizationTables.LanguageTable(language: "de")
        german.add(plural)
        german.add(LocalizationTables.Entry(key: "b", location: strings.location, value: strings.value, pluralEntry: nil))
        german.add(strings)
        german.add(LocalizationTables.Entry(key: "a", location: plural.location, value: nil, pluralEntry: plural.pluralEntry))
        #expect(german.ordered.map(\.key) == ["b", "a"])
        #expect(german.ordered.allSatisfy { $0.pluralEntry != nil } && german.positions.count == 2)
    }
}
