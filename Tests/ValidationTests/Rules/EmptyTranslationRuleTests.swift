import Testing
import TestSupport
@testable import Validation

@Suite("Rules: empty translations")
struct EmptyTranslationRuleTests {
    @Test("a .strings translation that is empty where the development language's text is not is a warning at the value")
    func emptyStringsValue() throws {
        let rule = RuleHarness("localization_empty_translation")
        let found = try rule.expect([
            "App/en.lproj/Localizable.strings": """
                "settings.title" = "Settings";
                "separator" = ". ";
                "blank" = "";
                "plural" = "Files";
                """,
            "App/fi.lproj/Localizable.strings": """
                "settings.title" = 1️⃣"";
                "separator" = 2️⃣"";
                "blank" = "";
                "plural" = "Tiedostot";
                """,
            // A key only the translation has has no source text to compare with.
            "App/de.lproj/Localizable.strings": "\"settings.title\" = \"Einstellungen\";\n\"extra\" = \"\";\n",
        ])
        #expect(found.map(\.message) == [
            "the fi translation of 'settings.title' is empty, but the en text is 'Settings': users of fi see a blank, not the en text",
            "the fi translation of 'separator' is empty, and the source text '. ' has no letter or digit: a separator fi may leave out on purpose",
        ])
        // A separator a language leaves out is likely meant: a note.
        #expect(found.map(\.severity) == [.warning, .note])
    }

    @Test("a storyboard table's empty translation of an Interface Builder placeholder is a note; of a real title, a warning")
    func emptyDocumentPlaceholder() throws {
        let found = try RuleHarness("localization_empty_translation").expect([
            "App/Base.lproj/Main.storyboard": IB.storyboard(IB.controller("c1")),
            "App/en.lproj/Main.strings": "\"abc-12-xyz.text\" = \"Warning Label\";\n\"def-34-uvw.title\" = \"Export\";\n",
            "App/es.lproj/Main.strings": "\"abc-12-xyz.text\" = 1️⃣\"\";\n\"def-34-uvw.title\" = 2️⃣\"\";\n",
        ])
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.first?.message.hasSuffix("is an Interface Builder placeholder, which code likely replaces at run time") == true)
    }

    @Test("a translated String Catalog unit that is empty where the source is not is a warning; new units and empty sources are not")
    func emptyCatalogValue() throws {
        let rule = RuleHarness("localization_empty_translation")
        let found = try rule.expect([
            "App/Localizable.xcstrings": Catalog.catalog(
                [
                    Catalog.entry("Export", [
                        ("en", Catalog.unit("Export")),
                        ("nl", "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : 1️⃣\"\" } }"),
                        // Not translated yet: Xcode shows the source text.
                        ("pl", Catalog.unit("", state: "new")),
                    ]),
                    // Without a source localization, the key Xcode extracted is the source text.
                    Catalog.entry("Xcodes", [
                        ("zh-Hans", "{ \"stringUnit\" : { \"state\" : \"needs_review\", \"value\" : 2️⃣\"\" } }"),
                    ]),
                    Catalog.entry("spacer", [("en", Catalog.unit("")), ("de", Catalog.unit(""))]),
                    Catalog.entry("kYn-pW-tq6.title", [
                        ("en", Catalog.unit("Warning Label")),
                        ("it", "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : 3️⃣\"\" } }"),
                    ]),
                ].joined(separator: ",\n")),
        ])
        #expect(found.map(\.severity) == [.warning, .warning, .note])
        // A catalog no target of its project builds is never loaded: a note.
        let unbuilt = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([XcodeProjectText.Target("App", files: ["App/Other.swift"])]),
            "App/Localizable.xcstrings": Catalog.catalog(Catalog.entry("Export", [
                ("en", Catalog.unit("Export")),
                ("nl", "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : 1️⃣\"\" } }"),
            ])),
        ])
        #expect(unbuilt.map(\.severity) == [.note])
    }
}
