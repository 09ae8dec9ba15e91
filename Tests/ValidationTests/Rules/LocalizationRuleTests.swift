import Testing
import TestSupport
@testable import Validation

/// Small strings tables and plural tables for the localization rules.
enum Strings {
    /// A `.stringsdict` file around entries.
    static func stringsdict(_ entries: String) -> String {
        IB.plist(entries)
    }

    /// A `.stringsdict` entry whose format is one plural variable `count` of value type `d`.
    static func plural(_ key: String, _ variants: String, valueType: String = "d", marker: String = "") -> String {
        """
        <key>\(key)</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@count@</string>
            \(marker)<key>count</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>\(valueType)</string>
                \(variants)
            </dict>
        </dict>
        """
    }

    /// A minimal Xcode project whose development region is `region`.
    static func project(region: String, knownRegions: [String] = []) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                ROOT = {
                    isa = PBXProject;
                    developmentRegion = \(region);
                    knownRegions = (\(knownRegions.map { "\"\($0)\"" }.joined(separator: ", ")));
                    targets = ();
                };
            };
            rootObject = ROOT;
        }
        """
    }
}

@Suite("Rules: localizations")
struct LocalizationRuleTests {
    @Test("a language's gaps are one coverage note per table, listing the keys; a raw key in an otherwise complete language is a warning")
    func missingKey() throws {
        let rule = RuleHarness("localization_missing_key")
        let found = try rule.expect([
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n\"thanks\" = \"Thanks\";\n",
            "App/de.lproj/Localizable.strings": "📄\"hello\" = \"Hallo\";\n\"thanks\" = \"Danke\";\n",
            // A key written twice is one key (plist_duplicate_key reports the repetition).
            "App/fr.lproj/Localizable.strings": "📄\"hello\" = \"Bonjour\";\n\"thanks\" = \"Merci\";\n\"hello\" = \"Salut\";\n",
            "App/Base.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            // A regional variant of the development language shows its text: not judged.
            "App/en-GB.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
        ])
        #expect(found.map(\.message).sorted() == [
            "de lacks 1 of 3 keys of en (66% translated); first: 'bye'",
            "fr lacks 1 of 3 keys of en (66% translated); first: 'bye'",
        ])
        #expect(found.allSatisfy { $0.related.first?.location.line == 2 && $0.severity == .note })
        try rule.expectNone([
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n\"extra\" = \"Mehr\";\n",
        ])
    }

    @Test("only an identifier-like key missing in a language lacking at most 2% of the keys is a warning of its own")
    func rawKeyWarnings() throws {
        let keys = (1...100).map { "\"key\($0)\" = \"Text \($0)\";\n" }.joined()
        let identifiers = "\"settings.title\" = \"Settings\";\n\"loginButton\" = \"Log in\";\n\"Sign up\" = \"Sign up\";\n"
        let found = try RuleHarness("localization_missing_key").findings([
            "App/en.lproj/Localizable.strings": MarkedText(keys + identifiers),
            // Lacks 3 of 103 keys (2% at most is 2): a translation under way, one note.
            "App/fr.lproj/Localizable.strings": MarkedText(keys.replacingOccurrences(of: "\"key1\" = \"Text 1\";\n", with: "")
                                                           + "\"Sign up\" = \"S'inscrire\";\n"),
            // Lacks 2: otherwise complete; 'settings.title' and 'loginButton' show raw.
            "App/de.lproj/Localizable.strings": MarkedText(keys + "\"Sign up\" = \"Registrieren\";\n"),
            // Lacks 'Sign up', whose key is its English text: no raw key shows.
            "App/it.lproj/Localizable.strings": MarkedText(keys + "\"settings.title\" = \"Impostazioni\";\n\"loginButton\" = \"Accedi\";\n"),
        ])
        #expect(found.map { "\($0.location.file) \($0.severity) \($0.message.prefix(40))" }.sorted() == [
            "App/de.lproj/Localizable.strings note de lacks 2 of 103 keys of en (98% transl",
            "App/de.lproj/Localizable.strings warning key 'loginButton' of the en table is mis",
            "App/de.lproj/Localizable.strings warning key 'settings.title' of the en table is ",
            "App/fr.lproj/Localizable.strings note fr lacks 3 of 103 keys of en (97% transl",
            "App/it.lproj/Localizable.strings note it lacks 1 of 103 keys of en (99% transl",
        ])
        // A coverage note lists at most 20 keys, then says how many more.
        let many = try RuleHarness("localization_missing_key").findings([
            "App/en.lproj/Localizable.strings": MarkedText(keys),
            "App/ja.lproj/Localizable.strings": MarkedText("\"key1\" = \"テキスト\";\n"),
        ])
        #expect(many.count == 1)
        #expect(many.first?.message == "ja lacks 99 of 100 keys of en (1% translated); first: 'key2'")
        #expect(many.first?.related.count == 21)
        #expect(many.first?.related.last?.message == "and 79 more keys of this table")
        #expect(LocalizationMissingKey.description.id == "localization_missing_key")
    }

    @Test("a project whose code opens its source language's .lproj bundle shows that text for a missing key: no raw-key warning")
    func rawKeyWithFallbackBundle() throws {
        let keys = (1...100).map { "\"key\($0)\" = \"Text \($0)\";\n" }.joined()
        let files: [String: MarkedText] = [
            "App/en.lproj/Localizable.strings": MarkedText(keys + "\"settings.title\" = \"Settings\";\n"),
            "App/de.lproj/Localizable.strings": MarkedText(keys),
        ]
        let helper = """
            static let baseBundle = Bundle(path: Bundle.main.path(forResource: "en", ofType: "lproj")!)!
            """
        let other = "static let frBundle = Bundle(path: Bundle.main.path(forResource: \"fr\", ofType: \"lproj\")!)!"
        let withFallback = try RuleHarness("localization_missing_key").findings(
            files.merging(["App/Strings+L10n.swift": MarkedText(helper)]) { $1 })
        #expect(withFallback.map(\.severity) == [.note])
        // Opening another language's bundle is no fallback to the source language.
        let withOther = try RuleHarness("localization_missing_key").findings(
            files.merging(["App/Strings+L10n.swift": MarkedText(other)]) { $1 })
        #expect(withOther.map(\.severity).sorted { "\($0)" < "\($1)" } == [.note, .warning])
    }

    @Test("a key code looks up with a default value (value:, defaultValue:, fallback:) is no raw-key warning")
    func rawKeyWithDefaultValueInCode() throws {
        let keys = (1...200).map { "\"key\($0)\" = \"Text \($0)\";\n" }.joined()
        let found = try RuleHarness("localization_missing_key").findings([
            "App/en.lproj/Localizable.strings": MarkedText(keys + "\"forceBurnIn\" = \"Burn in\";\n\"play.title\" = \"Play\";\n"
                + "\"stop.title\" = \"Stop\";\n"),
            "App/de.lproj/Localizable.strings": MarkedText(keys),
            // SwiftGen's accessor gives the English text as a fallback: German users see "Burn in".
            "App/Strings+Generated.swift": MarkedText("""
                enum L10n {
                    static let forceBurnIn = L10n.tr("Localizable", "forceBurnIn", fallback: "Burn in")
                    static let play = NSLocalizedString("play.title", tableName: nil, value: "Play", comment: "")
                    // A default for another call does not count: 'stop.title' shows raw.
                    static let stop = NSLocalizedString("stop.title", comment: title(value: "x"))
                }
                """),
        ])
        #expect(found.map { "\($0.severity) \($0.message.prefix(30))" }.sorted() == [
            "note de lacks 3 of 203 keys of en (",
            "warning key 'stop.title' of the en tab",
        ])
    }

    @Test("the development language is the nearest project's developmentRegion, else en, else Base")
    func developmentLanguage() throws {
        let rule = RuleHarness("localization_missing_key")
        // The project says de: en is a translation of it.
        try rule.expect([
            "App.xcodeproj/project.pbxproj": Strings.project(region: "de"),
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/en.lproj/Localizable.strings": "📄\"a\" = \"A\";\n",
        ])
        // No project and no en: Base is the reference.
        try rule.expect([
            "App/Base.lproj/Main.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/ja.lproj/Main.strings": "📄\"a\" = \"A\";\n",
        ])
        // The old English.lproj spelling of en.
        try rule.expect([
            "App/English.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/fr.lproj/Localizable.strings": "📄\"a\" = \"A\";\n",
        ])
    }

    @Test("tables no reference language holds, storyboard tables beside a Base storyboard, InfoPlist.strings and private-use languages are not judged")
    func silentCases() throws {
        let rule = RuleHarness("localization_missing_key")
        try rule.expectNone([
            // The project's development language is en, but no en table: nothing to compare with.
            "App.xcodeproj/project.pbxproj": Strings.project(region: "en"),
            "App/de.lproj/Menu.strings": "\"a\" = \"A\";\n",
            "App/fr.lproj/Menu.strings": "\"b\" = \"B\";\n",
            // en.lproj/Main.strings translates Base.lproj/Main.storyboard, as de does.
            "App/Base.lproj/Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\""),
            "App/en.lproj/Main.strings": "\"c1.title\" = \"One\";\n\"c2.title\" = \"Two\";\n",
            "App/de.lproj/Main.strings": "\"c1.title\" = \"Eins\";\n",
            // A missing InfoPlist.strings key falls back to the Info.plist value.
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Other\" = \"x\";\n",
            // qqq holds notes for translators.
            "Other/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Other/qqq.lproj/Localizable.strings": "\"b\" = \"Note\";\n",
        ])
    }

    @Test("an InfoPlist table spelt in another letter case is still the Info.plist's, and tables translating a Base intent definition are not judged")
    func infoPlistCaseAndIntentDefinitions() throws {
        let infoPlistCase = [
            "App/Base.lproj/infoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan\";\n",
            "App/Base.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scannen\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner\";\n",
            "App/fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ]
        // Base.lproj/Intents.intentdefinition holds the source text: en's table translates part of
        // it, de's another part.
        let intents = [
            "Ext/Base.lproj/Intents.intentdefinition": IB.plist("<key>INIntents</key><array/>"),
            "Ext/en.lproj/Intents.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "Ext/de.lproj/Intents.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"z\" = \"Z\";\n",
        ]
        try RuleHarness("localization_missing_key").expectNone(infoPlistCase.merging(intents) { $1 })
        try RuleHarness("localization_extra_key").expectNone(infoPlistCase.merging(intents) { $1 })
        // Without the intent definition, the same tables are judged.
        try RuleHarness("localization_missing_key").expect([
            "Ext/en.lproj/Intents.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "Ext/de.lproj/Intents.strings": "📄\"a\" = \"A\";\n\"b\" = \"B\";\n\"z\" = \"Z\";\n",
        ])
    }

    @Test("a language lacking keys is one note; a language without the table is one note")
    func partialTranslations() throws {
        let found = try RuleHarness("localization_missing_key").findings([
            "App/en.lproj/Localizable.strings": MarkedText("\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"),
            "App/de.lproj/Localizable.strings": MarkedText("\"a\" = \"A\";\n"),
            "App/fr.lproj/InfoPlist.strings": MarkedText("\"CFBundleDisplayName\" = \"App\";\n"),
        ])
        #expect(found.map { "\($0.location.file) \($0.severity)" } == [
            "App/de.lproj/Localizable.strings note", "App/en.lproj/Localizable.strings note",
        ])
        #expect(found.last?.message == "fr.lproj has no Localizable table: its 3 keys show untranslated in fr")
    }

    @Test("a key only in a translation is a note at the key")
    func extraKey() throws {
        let rule = RuleHarness("localization_extra_key")
        let found = try rule.expect([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n1️⃣\"old\" = \"Alt\";\n",
            "App/de.lproj/Localizable.stringsdict": Strings.stringsdict(
                "2️⃣" + Strings.plural("files", "<key>other</key><string>%d Dateien</string>")),
        ])
        #expect(found.allSatisfy { $0.severity == .note })
        try rule.expectNone([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/en.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", "<key>other</key><string>%d files</string>")),
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            // A key in the .strings of one language and the .stringsdict of the other is one table's key.
            "App/de.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("a", "<key>other</key><string>%d A</string>")),
        ])
    }

    @Test("a development table holding only the empty key is nothing to compare with; the empty key is never missing")
    func placeholderDevelopmentTable() throws {
        // An app whose English keys are its text keeps en.lproj/Localizable.strings as `"" = "";`.
        let placeholder = [
            "App/en.lproj/Localizable.strings": "\"\" = \"\";\n",
            "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n\"Bye\" = \"Tschüss\";\n",
            "App/fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n",
        ]
        try RuleHarness("localization_missing_key").expectNone(placeholder)
        try RuleHarness("localization_extra_key").expectNone(placeholder)
        // A real table that also holds the empty key: only the real keys are asked of translations.
        try RuleHarness("localization_missing_key").expect([
            "App/en.lproj/Localizable.strings": "\"\" = \"\";\n\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/de.lproj/Localizable.strings": "📄\"a\" = \"A\";\n",
        ])
    }

    static let formatCases: [(reference: String, translation: String, message: String?)] = [
        ("%@ has %d files", "%@ hat %d Dateien", nil),
        ("%@ has %d files", "%2$d Dateien hat %1$@", nil),
        ("%1$@ %2$d", "%2$d %1$@", nil),
        ("100%% done, %@", "100 %% fertig, %@", nil),
        ("50% off", "50 % Rabatt", nil),
        ("Expires on %@", "Läuft am % @ ab", nil),
        ("%@ has %d files", "1️⃣%d Dateien hat %@",
         "'k' in de: argument 1 is read as '%d' but as '%@' in en; argument 2 is read as '%@' but as '%d' in en"),
        ("Speed %@x", "1️⃣Tempo %.2fx", "'k' in de: argument 1 is read as '%.2f' but as '%@' in en"),
        ("%lld items", "1️⃣%d Elemente", "'k' in de: argument 1 is read as '%d' but as '%lld' in en"),
    ]

    @Test("format specifiers that read an argument as another type are errors; another integer width is a warning", arguments: formatCases)
    func formatMismatch(reference: String, translation: String, message: String?) throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"k\" = \"\(reference)\";\n",
            "App/de.lproj/Localizable.strings": "\"k\" = \(translation.hasPrefix("1️⃣") ? "1️⃣\"" + translation.dropFirst() : "\"" + translation)\";\n",
        ]
        let rule = RuleHarness("localization_format_mismatch")
        guard let message else {
            try rule.expectNone(files)
            return
        }
        let found = try rule.expect(files)
        #expect(found.first?.message == message)
        #expect(found.first?.severity == (message.contains("%lld") ? .warning : .error))
    }

    @Test("a format string past maxFormatConversions is a note at its text; the limit is configurable")
    func cappedFormat() throws {
        // Argument 121 is read as '%d' in en and as '%@' in de: past the default cap of 100.
        let files = [
            "App/en.lproj/Localizable.strings": "\"k\" = 1️⃣\"\(String(repeating: "%@ ", count: 120))%d\";\n",
            "App/de.lproj/Localizable.strings": "\"k\" = 2️⃣\"\(String(repeating: "%@ ", count: 120))%@\";\n",
        ]
        let found = try RuleHarness("localization_format_capped").expect(files)
        #expect(found.map(\.message) == Array(repeating:
            "the format string holds more than 100 conversions (limit maxFormatConversions): only the first 100 are compared",
            count: 2))
        #expect(found.map(\.severity) == [.note, .note])
        try RuleHarness("localization_format_mismatch").expectNone(files)

        // Raised, the cap reads the whole string: the mismatch is found, and nothing is cut.
        let folder = try TemporaryDirectory(prefix: "tripkit-capped")
        for (path, text) in files { try folder.write(path, MarkedText(text).text) }
        var options = ValidationOptions()
        options.limits[.formatConversions] = 200
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: options)
        #expect(outcome.result.diagnostics.map(\.ruleID) == ["localization_format_mismatch"])
    }

    @Test("keys sharing one value are each compared and reported at their own value")
    func sharedValues() throws {
        let found = try RuleHarness("localization_format_mismatch").expect([
            "App/en.lproj/Localizable.strings": "\"a\" = \"%@ files\";\n\"b\" = \"%@ files\";\n\"c\" = \"%@ files\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = 1️⃣\"%d Dateien\";\n\"b\" = 2️⃣\"%d Dateien\";\n\"c\" = \"%@ Dateien\";\n",
        ])
        #expect(found.map(\.message) == [
            "'a' in de: argument 1 is read as '%d' but as '%@' in en",
            "'b' in de: argument 1 is read as '%d' but as '%@' in en",
        ])
    }

    @Test("a translation reading an argument more is an error where code looks its key up by name, else a warning; one that only drops one is a note")
    func formatArguments() throws {
        let rule = RuleHarness("localization_format_arguments")
        var files = [
            "App/en.lproj/Localizable.strings": "\"a\" = \"Block %@?\";\n\"b\" = \"Block %@ and %@\";\n\"c\" = \"%@ of %@\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = 1️⃣\"Blockieren?\";\n\"b\" = 2️⃣\"%@ und %@ blockieren %@\";\n\"c\" = \"%1$@ von %2$@\";\n",
            "App/Texts.swift": "import Foundation\nlet texts = [NSLocalizedString(\"a\", comment: \"\"), NSLocalizedString(\"b\", comment: \"\")]\n",
        ]
        let found = try rule.expect(files)
        #expect(found.map(\.message) == [
            "'a' in de: argument 1 ('%@' in en) is not read in de",
            "'b' in de: '%@' reads argument 3, which en does not read: the code passes no such argument, so it reads "
                + "garbage or crashes",
        ])
        // A dropped argument loses a value from the text; an added one reads what the code does not pass.
        #expect(found.map(\.severity) == [.note, .error])
        // No code looks the keys up by name (a key built at run time may read them, with any arguments): the added
        // argument is only likely not passed.
        files["App/Texts.swift"] = "import Foundation\nfunc text(_ id: String) -> String { NSLocalizedString(id, comment: \"\") }\n"
        let unseen = try rule.expect(files)
        #expect(unseen.map(\.severity) == [.note, .warning])
        #expect(unseen.last?.message == "'b' in de: '%@' reads argument 3, which en does not read: no code is seen looking "
            + "this key up by name, so whether it passes the argument is not known; if it passes only what en reads, this "
            + "reads garbage or crashes")
    }

    @Test("a string with no conversion and no %% is a format string only when code formats it: then a % its translation adds reads an argument never passed")
    func formattedByCode() throws {
        let rule = RuleHarness("localization_format_arguments")
        var files = [
            "App/en.lproj/Localizable.strings": "\"done\" = \"Done\";\n\"label\" = \"At 100 percent\";\n\"block\" = \"Block\";\n",
            "App/eu.lproj/Localizable.strings":
                "\"done\" = 1️⃣\"%100ean eginda\";\n\"label\" = \"%100ean\";\n\"block\" = 2️⃣\"Blokeatu % d\";\n",
            "App/Texts.swift": """
                import Foundation
                func texts(count: Int) -> [String] {
                    [String(format: NSLocalizedString("done", comment: "")),
                     String.localizedStringWithFormat(NSLocalizedString("block", comment: "")),
                     NSLocalizedString("label", comment: "")]
                }
                """,
        ]
        let found = try rule.expect(files)
        #expect(found.map(\.severity) == [.error, .error])
        #expect(found.first?.message.hasPrefix("'done' in eu: '%100e' reads argument 1, which en does not read") == true)
        // The same strings shown as written (a storyboard's label, code that never formats them): no format defect.
        files["App/Texts.swift"] = "import Foundation\nlet texts = [NSLocalizedString(\"done\", comment: \"\"), NSLocalizedString(\"block\", comment: \"\")]\n"
        try rule.expectNone(files.mapValues { MarkedText($0).text })
        // Code that passes the argument: the translation reads one the development language does not, a warning.
        files["App/Legacy.m"] = """
            #import <Foundation/Foundation.h>
            NSString *text(int n) { return [NSString stringWithFormat:NSLocalizedString(@"done", nil), n]; }
            """
        #expect(try rule.expect(files.mapValues { $0.replacingOccurrences(of: "2️⃣", with: "") }).map(\.severity) == [.warning])
    }

    @Test("a translation of a format string is read as Foundation reads it: a stray % that reads an argument never passed is an error")
    func unescapedPercentInFormatString() throws {
        let rule = RuleHarness("localization_format_arguments")
        let found = try rule.expect([
            "App/en.lproj/Localizable.strings": """
                "progress" = "100%% done";
                "files" = "%d files";
                "sale" = "50% off";
                "pair" = "%@ of %@";
                "fine" = "%d%% done";
                """,
            "App/fr.lproj/Localizable.strings": """
                "progress" = 1️⃣"100% débloqué";
                "files" = 2️⃣"%d fichiers, 5% de plus";
                "sale" = "50% de réduction";
                "pair" = 3️⃣"%3$@";
                "fine" = "%d %% fait";
                """,
            "App/Texts.swift": """
                import Foundation
                let progress = NSLocalizedString("progress", comment: "")
                let files = String(format: NSLocalizedString("files", comment: ""), 3)
                let pair = String(format: NSLocalizedString("pair", comment: ""), "a", "b")
                """,
        ])
        #expect(found.map(\.message) == [
            "'progress' in fr: '% d' reads argument 1, which en does not read: the code passes no such argument, so it "
                + "reads garbage or crashes (write %% for a percent sign in a format string)",
            "'files' in fr: '% d' reads argument 2, which en does not read: the code passes no such argument, so it "
                + "reads garbage or crashes (write %% for a percent sign in a format string)",
            "'pair' in fr: '%3$@' reads argument 3, which en does not read: the code passes no such argument, so it "
                + "reads garbage or crashes; argument 1 ('%@' in en) is not read in fr; argument 2 ('%@' in en) is not read in fr",
        ])
        #expect(found.map(\.severity) == [.error, .error, .error])
        // A string with no conversion and no %% may never be formatted: prose stays prose.
        try rule.expectNone([
            "App/en.lproj/Localizable.strings": "\"sale\" = \"50% off\";\n",
            "App/fr.lproj/Localizable.strings": "\"sale\" = \"50% de réduction\";\n",
        ])
    }

    @Test("stringsdict variants compare with the development language's: a variant other than 'other' may leave the number out")
    func stringsdictFormats() throws {
        let en = Strings.stringsdict(Strings.plural("files", "<key>one</key><string>one file</string><key>other</key><string>%d files</string>"))
        try RuleHarness("localization_format_arguments").expectNone([
            "App/en.lproj/Localizable.stringsdict": en,
            "App/de.lproj/Localizable.stringsdict": Strings.stringsdict(
                Strings.plural("files", "<key>one</key><string>eine Datei</string><key>other</key><string>%d Dateien</string>")),
            // Japanese has no plurals: the variable's number only chose a variant.
            "App/ja.lproj/Localizable.stringsdict": Strings.stringsdict("""
                <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%d ファイル</string></dict>
                """),
        ])
        try RuleHarness("localization_format_mismatch").expect([
            "App/en.lproj/Localizable.stringsdict": en,
            "App/de.lproj/Localizable.stringsdict": Strings.stringsdict(
                Strings.plural("files", "<key>one</key><string>eine Datei</string><key>other</key>1️⃣<string>%@ Dateien</string>")),
        ])
    }

    @Test("a plural rule without 'other' is reported at the rule's key")
    func missingOther() throws {
        let rule = RuleHarness("stringsdict_missing_other")
        try rule.expect([
            "en.lproj/Localizable.stringsdict": Strings.stringsdict(
                Strings.plural("files", "<key>one</key><string>%d file</string>", marker: "1️⃣")),
        ])
        try rule.expectNone([
            "en.lproj/Localizable.stringsdict": Strings.stringsdict(
                Strings.plural("files", "<key>one</key><string>%d file</string><key>other</key><string>%d files</string>")),
            // A rule of another type has no categories.
            "Devices.stringsdict": Strings.stringsdict("""
                <key>tap</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@device@</string>
                <key>device</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringDeviceSpecificRuleType</string>
                <key>iphone</key><string>Tap</string><key>mac</key><string>Click</string></dict></dict>
                """),
        ])
    }

    @Test("no 'other' for an integer where one, few and many take every whole number (pl, ru, uk, be) is a note")
    func missingOtherForIntegersOnly() throws {
        let rule = RuleHarness("stringsdict_missing_other")
        let slavic = "<key>one</key><string>%ld plik</string><key>few</key><string>%ld pliki</string><key>many</key><string>%ld plików</string>"
        let notes = try rule.expect([
            "App/pl.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", slavic, valueType: "ld", marker: "1️⃣")),
            "App/uk.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", slavic, valueType: "d", marker: "2️⃣")),
        ])
        #expect(notes.allSatisfy { $0.severity == .note && $0.message.contains("only a fraction would need 'other'") })
        // A number that may be a fraction, a language whose whole numbers take 'other' (Czech: 5),
        // or a rule that lacks 'many' stays a warning.
        let warnings = try rule.expect([
            "App/ru.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("km", slavic, valueType: "f", marker: "1️⃣")),
            "App/cs.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", slavic, valueType: "d", marker: "2️⃣")),
            "App/be.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files",
                "<key>one</key><string>%d файл</string><key>few</key><string>%d файлы</string>", marker: "3️⃣")),
        ])
        #expect(warnings.allSatisfy { $0.severity == .warning })
    }

    @Test("a plural variant for a category the language never uses is a note; a key that is no category is a warning")
    func unusedCategory() throws {
        let rule = RuleHarness("stringsdict_unused_plural_category")
        let found = try rule.expect([
            "App/en.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", """
                <key>zero</key><string>No files</string>
                <key>one</key><string>%d file</string>
                1️⃣<key>few</key><string>%d files</string>
                <key>other</key><string>%d files</string>
                """)),
            "App/ja.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", """
                2️⃣<key>one</key><string>%d ファイル</string>
                <key>other</key><string>%d ファイル</string>
                """)),
            "App/ru.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", """
                <key>one</key><string>%d файл</string><key>few</key><string>%d файла</string>
                <key>many</key><string>%d файлов</string><key>other</key><string>%d файла</string>
                3️⃣<key>ohter</key><string>%d файла</string>
                """)),
            // Base and unknown languages are not judged, except for keys that are no category.
            "App/Base.lproj/Localizable.stringsdict": Strings.stringsdict(Strings.plural("files", "<key>few</key><string>x</string><key>other</key><string>x</string>")),
        ])
        #expect(found.map(\.severity) == [.note, .note, .warning])
        #expect(found.first?.message == "en never uses the plural category 'few' (plural rule 'count' of 'files'): this variant is never shown")
    }

    @Test("an InfoPlist.strings key no Info.plist has is reported, with a near key; build settings and shortcut titles count as keys")
    func infoPlistStrings() throws {
        let rule = RuleHarness("infoplist_strings_unknown_key")
        let found = try rule.expect([
            "App/Info.plist": IB.plist("""
                <key>NSCameraUsageDescription</key><string>Scans receipts</string>
                <key>UIApplicationShortcutItems</key><array><dict>
                    <key>UIApplicationShortcutItemTitle</key><string>Paste from Clipboard</string></dict></array>
                """),
            "App/App-Info.plist": IB.plist("<key>NSMicrophoneUsageDescription</key><string>Voice</string>"),
            "App/Config.xcconfig": "INFOPLIST_KEY_NSFaceIDUsageDescription = Unlock\n",
            "App/de.lproj/InfoPlist.strings": """
                "CFBundleDisplayName" = "App";
                "NSCameraUsageDescription" = "Scannt Belege";
                "NSMicrophoneUsageDescription" = "Stimme";
                "NSFaceIDUsageDescription" = "Entsperren";
                "Paste from Clipboard" = "Aus der Zwischenablage einfügen";
                1️⃣"NSCameraUsageDescripton" = "Scannt";
                2️⃣"Paste from clipboard" = "Einfügen";
                """,
        ])
        #expect(found.map(\.message).first?.hasSuffix("did you mean 'NSCameraUsageDescription'?") == true)
        #expect(found.last?.message.hasSuffix("did you mean 'Paste from Clipboard'?") == true)
        #expect(found.allSatisfy { $0.severity == .warning })
        // No Info.plist and no project among the inputs: no evidence.
        try rule.expectNone(["App/de.lproj/InfoPlist.strings": "\"Anything\" = \"x\";\n"])
    }

    @Test("an InfoPlist.strings key the code names in a literal is a note: the code may read the table itself")
    func infoPlistStringsReadByCode() throws {
        let found = try RuleHarness("infoplist_strings_unknown_key").expect([
            "App/Info.plist": IB.plist("<key>CFBundleDocumentTypes</key><array><dict><key>CFBundleTypeName</key><string>Archived Game</string></dict></array>"),
            "App/Naming.swift": """
                let format = bundle.localizedString(forKey: "%@ Game", value: "%@ Game", table: "InfoPlist")
                """,
            "App/de.lproj/InfoPlist.strings": """
                "Archived Game" = "Archiviertes Spiel";
                1️⃣"%@ Game" = "%@-Spiel";
                2️⃣"Arcade Game" = "Arcade-Spiel";
                """,
        ])
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.first?.message.hasSuffix("shown only if the code looks it up in the InfoPlist table itself") == true)
    }

    @Test("a key the system reads from InfoPlist.strings before the Info.plist is known without the Info.plist")
    func infoPlistStringsReadBySystem() throws {
        // CFBundleGetValueForInfoDictionaryKey looks in InfoPlist.strings first: AppKit's About
        // panel shows this copyright though the Info.plist has none.
        let found = try RuleHarness("infoplist_strings_unknown_key").expect([
            "Mac/Info.plist": IB.plist("<key>NSPrincipalClass</key><string>NSApplication</string>"),
            "Mac/Base.lproj/InfoPlist.strings": """
                "NSHumanReadableCopyright" = "© 2011-2020 Example";
                1️⃣"NSHumanReadableCopyrights" = "© 2011";
                """,
        ])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test("without a project, an InfoPlist.strings far from every Info.plist is a note")
    func infoPlistStringsNote() throws {
        let found = try RuleHarness("infoplist_strings_unknown_key").expect([
            "Widget/Info.plist": IB.plist("<key>NSExtension</key><dict/>"),
            "App/Resources/de.lproj/InfoPlist.strings": "1️⃣\"NSCameraUsageDescription\" = \"Kamera\";\n",
        ])
        #expect(found.map(\.severity) == [.note])
    }
}
