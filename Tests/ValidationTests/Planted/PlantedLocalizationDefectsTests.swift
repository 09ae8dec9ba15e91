import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// A synthetic repository planted with one defect per rule of a family, in the style of
/// `PlantedDefectsTests`: clean files, edits that write `⟦rule_id⟧` where the finding belongs
/// (`⟦file:rule_id⟧` for a finding about the whole file), and a run that must find exactly those.
struct PlantedFamily {
    /// The clean files, by path.
    let files: [String: String]
    /// The edits that plant the defects.
    let edits: [PlantedDefectsTests.Edit]
    /// Files added whole when planting.
    var newFiles: [String: String] = [:]

    /// Writes the repository, with or without the defects, and the findings expected.
    func repository(planted: Bool) throws -> (folder: TemporaryDirectory, expected: [String]) {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        let texts = files
        return (folder, try PlantedDefectsTests.write(texts, planting: planted ? edits : nil, newFiles: newFiles, into: folder))
    }

    /// Validates the repository with every rule, opt-in ones included.
    func findings(planted: Bool) throws -> (found: [Diagnostic], expected: [String]) {
        let (folder, expected) = try repository(planted: planted)
        let outcome = try PlantedDefectsTests.validate(folder)
        return (outcome.result.diagnostics, expected)
    }

    /// Rules whose defect needs a shape too large for a planted repository: a string of over a
    /// hundred conversions (LocalizationRuleTests covers `localization_format_capped`).
    static let plantedElsewhere: Set<String> = ["localization_format_capped"]

    /// Checks the clean repository is clean and the planted one gives exactly the planted
    /// findings, one for every rule of the category.
    func check(category: RuleCategory, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let clean = try findings(planted: false)
        #expect(clean.found.map(\.description) == [], sourceLocation: sourceLocation)
        let (found, expected) = try findings(planted: true)
        let places = found.map { "\(PlantedDefectsTests.place($0.location)) \($0.ruleID)" }.sorted()
        #expect(places == expected, Comment(rawValue: "found:\n" + found.map(\.description).joined(separator: "\n")),
                sourceLocation: sourceLocation)
        let planted = Set(expected.map { String($0.split(separator: " ").last ?? "") })
        let rules = Set(ProjectValidator().registry.rules.filter { $0.category == category }.map(\.id))
            .subtracting(Self.plantedElsewhere)
        #expect(rules.subtracting(planted) == [], sourceLocation: sourceLocation)
    }
}

@Suite("Planted defects: localizations")
struct PlantedLocalizationDefectsTests {
    static let project = Strings.project(region: "en", knownRegions: ["en", "Base", "de", "fr"])

    static func plurals(_ one: String, _ other: String, extra: String = "") -> String {
        Strings.stringsdict(Strings.plural("items", "<key>one</key>\n<string>\(one)</string>\n\(extra)<key>other</key>\n<string>\(other)</string>"))
    }

    static let family = PlantedFamily(
        files: [
            "App.xcodeproj/project.pbxproj": project,
            "App/Info.plist": IB.plist("""
                <key>CFBundleDisplayName</key>
                <string>Road Trip</string>
                <key>NSHumanReadableCopyright</key>
                <string>© Road Trip</string>
                """),
            "App/en.lproj/Localizable.strings": """
                /* A greeting */
                "greeting" = "Hello %@";
                "bye" = "Bye";
                "speed" = "Speed %@x";
                "count" = "%d of %d";
                "title" = "Road Trip";
                """,
            "App/de.lproj/Localizable.strings": """
                "greeting" = "Hallo %@";
                "bye" = "Tschüss";
                "speed" = "Tempo %@x";
                "count" = "%d von %d";
                "title" = "Reise";
                """,
            "App/fr.lproj/Localizable.strings": """
                "greeting" = "Bonjour %@";
                "bye" = "Au revoir";
                "speed" = "Vitesse %@x";
                "count" = "%1$d sur %2$d";
                "title" = "Voyage";
                """,
            "App/en.lproj/Localizable.stringsdict": plurals("%d item", "%d items"),
            "App/de.lproj/Localizable.stringsdict": plurals("%d Element", "%d Elemente"),
            "App/fr.lproj/Localizable.stringsdict": plurals("%d élément", "%d éléments"),
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Road Trip\";\n\"NSHumanReadableCopyright\" = \"© Road Trip\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Reise\";\n\"NSHumanReadableCopyright\" = \"© Reise\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Voyage\";\n\"NSHumanReadableCopyright\" = \"© Voyage\";\n",
            // A second project whose target builds its code and its table: the code's lookups are judged.
            "Keys/Keys.xcodeproj/project.pbxproj": XcodeProjectText.project([
                XcodeProjectText.Target("Keys", files: ["Keys/Strings.swift", "Keys/en.lproj/Localizable.strings"]),
            ]),
            "Keys/Keys/Strings.swift": "import Foundation\nlet title = NSLocalizedString(\"keys.title\", comment: \"\")\n",
            "Keys/Keys/en.lproj/Localizable.strings": "\"keys.title\" = \"Title\";\n",
        ],
        edits: [
            PlantedDefectsTests.Edit(file: "App/fr.lproj/Localizable.strings", find: "\"bye\" = \"Au revoir\";\n",
                                     replace: "⟦file:localization_missing_key⟧"),
            PlantedDefectsTests.Edit(file: "App/de.lproj/Localizable.strings", find: "\"bye\" = \"Tschüss\";",
                                     replace: "\"bye\" = \"Tschüss\";\n⟦localization_extra_key⟧\"farewell\" = \"Lebwohl\";"),
            PlantedDefectsTests.Edit(file: "App/de.lproj/Localizable.strings", find: "\"speed\" = \"Tempo %@x\";",
                                     replace: "\"speed\" = ⟦localization_format_mismatch⟧\"Tempo %.1fx\";"),
            PlantedDefectsTests.Edit(file: "App/de.lproj/Localizable.strings", find: "\"title\" = \"Reise\";",
                                     replace: "\"title\" = ⟦localization_empty_translation⟧\"\";"),
            PlantedDefectsTests.Edit(file: "App/de.lproj/Localizable.strings", find: "\"greeting\" = \"Hallo %@\";",
                                     replace: "\"greeting\" = ⟦localization_format_arguments⟧\"Hallo\";"),
            PlantedDefectsTests.Edit(file: "App/de.lproj/Localizable.stringsdict",
                                     find: "<key>other</key>\n<string>%d Elemente</string>", replace: ""),
            PlantedDefectsTests.Edit(file: "App/de.lproj/Localizable.stringsdict", find: "<key>count</key>",
                                     replace: "⟦stringsdict_missing_other⟧<key>count</key>"),
            PlantedDefectsTests.Edit(file: "App/fr.lproj/Localizable.stringsdict", find: "<key>other</key>",
                                     replace: "⟦stringsdict_unused_plural_category⟧<key>two</key>\n<string>%d éléments</string>\n<key>other</key>"),
            PlantedDefectsTests.Edit(file: "Keys/Keys/Strings.swift", find: "comment: \"\")\n",
                                     replace: "comment: \"\")\nlet body = NSLocalizedString(⟦localization_key_not_found⟧\"keys.body\", comment: \"\")\n"),
            PlantedDefectsTests.Edit(file: "Keys/Keys/en.lproj/Localizable.strings", find: "\"keys.title\" = \"Title\";\n",
                                     replace: "\"keys.title\" = \"Title\";\n⟦localization_key_unused⟧\"keys.retired\" = \"Retired\";\n"),
            PlantedDefectsTests.Edit(file: "App/fr.lproj/InfoPlist.strings", find: "\"NSHumanReadableCopyright\" = \"© Voyage\";\n",
                                     replace: "\"NSHumanReadableCopyright\" = \"© Voyage\";\n⟦infoplist_strings_unknown_key⟧\"NSHumanReadableCopyrigth\" = \"© Voyage\";\n"),
        ],
        newFiles: [
            "App/Messages.strings": "⟦localization_key_interpolated⟧\"Added \\(count) places\" = \"Added \\(count) places\";\n",
        ])

    @Test("the clean repository gives nothing; each planted defect is found where it was planted, and nothing else")
    func planted() throws {
        try Self.family.check(category: .localizations)
    }
}

@Suite("Planted defects: String Catalogs")
struct PlantedStringCatalogDefectsTests {
    static func unit(_ value: String, state: String = "translated", planted: String = "") -> String {
        Catalog.unit(value, state: state, marker: planted)
    }

    static func plural(_ one: String, _ other: String, extra: String = "", marker: String = "") -> String {
        """
        {
          "variations" : {
            \(marker)"plural" : {
              \(extra)"one" : \(unit(one)),
              "other" : \(unit(other))
            }
          }
        }
        """
    }

    /// The catalog, clean or with a defect per rule (`⟦rule_id⟧` where each is found).
    static func catalog(planted: Bool) -> String {
        func mark(_ rule: String) -> String { planted ? "⟦\(rule)⟧" : "" }
        let dePlural = planted
            ? """
              {
                "variations" : {
                  ⟦string_catalog_missing_other⟧"plural" : {
                    "one" : \(unit("%lld Datei"))
                  }
                }
              }
              """
            : plural("%lld Datei", "%lld Dateien")
        let frPlural = plural("%lld fichier", "%lld fichiers",
                              extra: planted ? "⟦string_catalog_unused_plural_category⟧\"two\" : \(unit("%lld fichiers")),\n" : "")
        var entries = [
            Catalog.entry("%@ is here", [("de", unit("%@ ist da")), ("en", unit("%@ is here")), ("fr", unit("%@ est là"))]),
            Catalog.entry("%lld files", [("de", dePlural), ("fr", frPlural)]),
            // French lacking a string is a coverage note about the whole catalog.
            Catalog.entry("Bye", [("de", unit("Tschüss"))] + (planted ? [] : [("fr", unit("Au revoir"))]),
                          marker: mark("file:string_catalog_missing_translation")),
            Catalog.entry("Hello", [
                ("de", unit("Hallo", state: planted ? "needs_review" : "translated", planted: mark("string_catalog_needs_review"))),
                ("fr", unit("Bonjour", state: planted ? "reviewed" : "translated", planted: mark("string_catalog_unknown_value"))),
            ]),
            Catalog.entry("Old", [("de", unit("Alt")), ("fr", unit("Vieux"))],
                          extra: planted ? "      \"extractionState\" : ⟦string_catalog_stale⟧\"stale\"" : ""),
            Catalog.entry("Speed %@", [
                ("de", planted ? "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ⟦string_catalog_format_mismatch⟧\"Tempo %lld\" } }"
                    : unit("Tempo %@")),
                ("fr", unit("Vitesse %@")),
            ]),
            Catalog.entry("Thanks", [("de", unit("Danke")), ("fr", unit("Merci"))]),
            Catalog.entry("Welcome %@", [
                ("de", unit("Willkommen %@")),
                ("fr", planted ? "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ⟦string_catalog_format_arguments⟧\"Bienvenue\" } }"
                    : unit("Bienvenue %@")),
            ]),
        ]
        if planted {
            entries.append(Catalog.entry("Thanks", [("de", unit("Danke!")), ("fr", unit("Merci !"))],
                                         marker: "⟦string_catalog_duplicate_key⟧"))
        }
        return Catalog.catalog(entries.joined(separator: ",\n"))
    }

    static let file = "App/Localizable.xcstrings"

    static let family = PlantedFamily(
        files: [
            "App.xcodeproj/project.pbxproj": Strings.project(region: "en", knownRegions: ["en", "Base", "de", "fr"]),
            file: catalog(planted: false),
        ],
        edits: [],
        newFiles: [
            file: catalog(planted: true),
            "App/Broken.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : {}\n    ⟦string_catalog_invalid⟧\"Bye\" : {}\n  }\n}\n",
        ])

    @Test("the clean repository gives nothing; each planted defect is found where it was planted, and nothing else")
    func planted() throws {
        try Self.family.check(category: .stringCatalogs)
    }
}
