import Testing
import TestSupport
@testable import Validation

/// Keys code looks up that no table has (`localization_key_not_found`, issue 26 point 1).
@Suite("Rules: localization keys code looks up")
struct LocalizationKeyRuleTests {
    typealias Target = XcodeProjectText.Target

    /// An app target building `files` and an English and German `Localizable.strings` (holding
    /// `known.key` and `Hello`) and a `Settings.strings` (holding `settings.known`); a test target.
    static func app(_ files: [String], tests: [String] = [], settings: [(String, String)] = []) -> String {
        XcodeProjectText.project([
            Target("App", settings: settings, files: files + [
                "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/en.lproj/Settings.strings",
            ]),
            Target("AppTests", type: XcodeProjectText.unitTest, files: tests),
        ])
    }

    static let tables = [
        "App/en.lproj/Localizable.strings": "\"known.key\" = \"Known\";\n\"Hello\" = \"Hello\";\n",
        "App/de.lproj/Localizable.strings": "\"known.key\" = \"Bekannt\";\n\"Hello\" = \"Hallo\";\n",
        "App/en.lproj/Settings.strings": "\"settings.known\" = \"Known\";\n",
    ]

    @Test("an identifier-like key no table has is an error; a default value, a sentence, a product name or an absent table a warning; an unknown table a note unless a default value is given")
    func severities() throws {
        var files = Self.tables
        files["App.xcodeproj/project.pbxproj"] = Self.app(["App/Strings.swift", "App/Legacy.m"])
        files["App/Strings.swift"] = """
            import UIKit
            func texts(name: String, index: Int) {
                _ = NSLocalizedString(1️⃣"settings.title", comment: "")
                _ = NSLocalizedString("settings.subtitle", value: "Subtitle", comment: "")
                _ = NSLocalizedString(3️⃣"Hello there", comment: "")
                _ = String(localized: 4️⃣"profile.name")
                _ = NSLocalizedString("known.key", comment: "")
                _ = NSLocalizedString(5️⃣"known.key", tableName: "Settings", comment: "")
                _ = NSLocalizedString("settings.known", tableName: "Settings", bundle: .main, comment: "")
                _ = NSLocalizedString(6️⃣"ghost.key", tableName: name, comment: "")
                _ = NSLocalizedString("known.key", tableName: name, comment: "")
                _ = NSLocalizedString(7️⃣"profile.email", tableName: "Profile", comment: "")
                _ = NSLocalizedString(8️⃣"empty.value", value: "", comment: "")
                _ = NSLocalizedString("row.\\(index)", comment: "")
                _ = NSLocalizedString("42", comment: "")
                _ = NSLocalizedString("MySQL", comment: "")
                _ = NSLocalizedString("ghost.other", tableName: name, value: "Ghost", comment: "")
            }
            """
        files["App/Legacy.m"] = """
            #import <Foundation/Foundation.h>
            #define MyString(key) NSLocalizedString(key, nil)
            void texts(void) {
                NSString *a = NSLocalizedString(1️⃣@"objc.title", nil);
                NSString *b = NSLocalizedStringFromTable(@"settings.known", @"Settings", nil);
                NSString *c = NSLocalizedStringWithDefaultValue(2️⃣@"objc.subtitle", nil, [NSBundle mainBundle], @"Subtitle", nil);
            }
            """
        let found = try RuleHarness("localization_key_not_found").expect(files)
        let severities = found.map { "\($0.location.file):\($0.location.line) \($0.severity)" }.sorted()
        #expect(severities == [
            "App/Legacy.m:4 error", "App/Legacy.m:6 warning",
            "App/Strings.swift:10 note", "App/Strings.swift:12 warning", "App/Strings.swift:13 error",
            "App/Strings.swift:3 error", "App/Strings.swift:5 warning",
            "App/Strings.swift:6 error", "App/Strings.swift:8 error",
        ])
        #expect(found.first { $0.location.line == 3 && $0.location.file == "App/Strings.swift" }?.message
            == "no Localizable table has the key 'settings.title', and no default value is given: users see 'settings.title' on screen")
        // The keys given a default value are one finding for their table, each lookup a related place.
        let defaults = found.first { $0.location.file == "App/Legacy.m" && $0.severity == .warning }
        #expect(defaults?.message == "no Localizable table has 2 keys code looks up with a default value ('objc.subtitle', "
            + "'settings.subtitle'): every language shows those default values, untranslated")
        #expect(defaults?.related.map { "\($0.location.file):\($0.location.line) \($0.message)" }
            == ["App/Strings.swift:4 'settings.subtitle' looked up with a default value"])
        // So are the keys that are their own text.
        #expect(found.first { $0.location.file == "App/Strings.swift" && $0.location.line == 5 }?.related.map(\.location.line) == [16])
    }

    @Test("keys given a default value are grouped per table and bundle: one finding naming the count and the first keys")
    func defaultValuesGrouped() throws {
        var files = Self.tables
        files["App.xcodeproj/project.pbxproj"] = Self.app(["App/Menu.swift"])
        files["App/Menu.swift"] = """
            import UIKit
            let items = [
                NSLocalizedString(1️⃣"menu.open", value: "Open", comment: ""),
                NSLocalizedString("menu.close", value: "Close", comment: ""),
                NSLocalizedString("menu.save", value: "Save", comment: ""),
                NSLocalizedString("menu.quit", value: "Quit", comment: ""),
                NSLocalizedString("menu.open", value: "Open", comment: ""),
                NSLocalizedString(2️⃣"menu.help", tableName: "Settings", value: "Help", comment: ""),
            ]
            """
        let found = try RuleHarness("localization_key_not_found").expect(files)
        #expect(found.map(\.message) == [
            "no Localizable table has 4 keys code looks up with a default value ('menu.open', 'menu.close', 'menu.save', "
                + "…): every language shows those default values, untranslated",
            "no Settings table has the key 'menu.help': every language shows the default value given here, untranslated",
        ])
        #expect(found.first?.related.map(\.location.line) == [4, 5, 6, 7])
        #expect(found.map(\.severity) == [.warning, .warning])
    }

    @Test("code of targets without tables, tests, Pods, previews, debug-only and turned-off #if blocks is not judged")
    func silentCases() throws {
        var files = Self.tables
        files["App.xcodeproj/project.pbxproj"] = XcodeProjectText.project([
            Target("App", settings: [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "APP")],
                   files: ["App/Strings.swift", "Pods/Lib/Lib.swift", "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"]),
            Target("Plain", files: ["Plain/Plain.swift"]),
            Target("AppTests", type: XcodeProjectText.unitTest, files: ["AppTests/Tests.swift"]),
        ])
        files["App/Strings.swift"] = """
            import SwiftUI
            func texts() {
                #if DEBUG
                _ = NSLocalizedString("debug.title", comment: "")
                #endif
                #if !APP
                _ = NSLocalizedString("other.title", comment: "")
                #endif
            }
            #Preview {
                Text("preview.title")
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Text(NSLocalizedString("preview.other", comment: "")) }
            }
            """
        files["Pods/Lib/Lib.swift"] = "let title = NSLocalizedString(\"lib.title\", comment: \"\")\n"
        files["Plain/Plain.swift"] = "import SwiftUI\nlet title = NSLocalizedString(\"plain.title\", comment: \"\")\nlet text = Text(\"Welcome\")\n"
        files["AppTests/Tests.swift"] = "let title = NSLocalizedString(\"test.title\", comment: \"\")\n"
        try RuleHarness("localization_key_not_found").expectNone(files)
    }

    @Test("in a target whose tables hold one language, untranslated text reaches nobody: only raw keys are reported")
    func oneLanguage() throws {
        let found = try RuleHarness("localization_key_not_found").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", files: ["App/Strings.swift", "App/en.lproj/Localizable.strings"]),
            ]),
            "App/en.lproj/Localizable.strings": "\"known.key\" = \"Known\";\n",
            "App/Strings.swift": """
                let a = NSLocalizedString("Hello there", comment: "")
                let b = NSLocalizedString("settings.subtitle", value: "Subtitle", comment: "")
                let c = NSLocalizedString(1️⃣"settings.title", comment: "")
                """,
        ])
        #expect(found.map(\.severity) == [.error])
    }

    @Test("SwiftUI Text keys are judged, as warnings, once one Text key of the project is found in a table")
    func swiftUIText() throws {
        var files = Self.tables
        files["App.xcodeproj/project.pbxproj"] = Self.app(["App/Views.swift"])
        files["App/Views.swift"] = """
            import SwiftUI
            struct Greeting: View {
                var body: some View {
                    Text("Hello")
                    Text(1️⃣"Welcome back")
                    Text(verbatim: "v1.0")
                    Text("settings.header", tableName: "Localizable")
                }
            }
            """
        let found = try RuleHarness("localization_key_not_found").expect(files)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message == "no Localizable table has 2 keys code looks up as the text to show ('Welcome back', "
            + "'settings.header'): every language shows them as written, untranslated")
        files["App/Views.swift"] = "import SwiftUI\nlet text = Text(\"Welcome back\")\n"
        try RuleHarness("localization_key_not_found").expectNone(files)
    }

    @Test("the configuration's localization_helpers take their first literal argument, or receiver, as a key of any table")
    func helpers() throws {
        var files = Self.tables
        files["App.xcodeproj/project.pbxproj"] = Self.app(["App/Helpers.swift"])
        files["App/Helpers.swift"] = """
            enum L10n { static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            let a = L10n.tr(1️⃣"missing.key")
            let b = 2️⃣"missing.other".localized
            let c = "settings.known".localized
            let d = Other.tr("not.helper")
            """
        let found = try RuleHarness("localization_key_not_found", localizationHelpers: ["L10n.tr", "localized"]).expect(files)
        #expect(found.map(\.severity) == [.error, .error])
        try RuleHarness("localization_key_not_found").expectNone(files)
    }

    @Test("a key missing from a table only another target builds is a warning: this target's own table may be absent from the inputs")
    func tableOfAnotherTarget() throws {
        var files = [
            "App/en.lproj/Settings.strings": "\"settings.known\" = \"Known\";\n",
            "App/de.lproj/Settings.strings": "\"settings.known\" = \"Bekannt\";\n",
            "Kit/en.lproj/Localizable.strings": "\"kit.key\" = \"Kit\";\n",
            "App/Strings.swift": """
                import UIKit
                let title = NSLocalizedString(1️⃣"settings.title", comment: "")
                """,
        ]
        files["App.xcodeproj/project.pbxproj"] = XcodeProjectText.project([
            Target("App", files: ["App/Strings.swift", "App/en.lproj/Settings.strings", "App/de.lproj/Settings.strings"]),
            Target("Kit", files: ["Kit/en.lproj/Localizable.strings"]),
        ])
        let found = try RuleHarness("localization_key_not_found").expect(files)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("none among the inputs is built by this code's target") == true)
        files["App.xcodeproj/project.pbxproj"] = XcodeProjectText.project([
            Target("App", files: [
                "App/Strings.swift", "App/en.lproj/Settings.strings", "App/de.lproj/Settings.strings",
                "Kit/en.lproj/Localizable.strings",
            ]),
        ])
        #expect(try RuleHarness("localization_key_not_found").expect(files).map(\.severity) == [.error])
    }
}
