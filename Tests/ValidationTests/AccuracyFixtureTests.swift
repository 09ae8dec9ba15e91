import Foundation
import Testing
import TestSupport
@testable import Validation

/// The false classes issue 21 found on apps never seen before, each shown by a small app of our
/// own under `Fixtures/validation/Accuracy/`.
@Suite("Accuracy on apps never seen (Fixtures/validation/Accuracy)")
struct AccuracyFixtureTests {
    /// The findings of some rules over one fixture app (a folder of `Fixtures/validation/Accuracy`).
    static func findings(_ app: String, rules: Set<String>) throws -> [Diagnostic] {
        try outcome(app, rules: rules).result.diagnostics
    }

    /// The findings one per line, shown when an expectation about them fails.
    static func listing(_ found: [Diagnostic]) -> Comment {
        Comment(rawValue: found.map(\.description).joined(separator: "\n"))
    }

    /// The run of some rules (every rule for `nil`) over one fixture app.
    static func outcome(_ app: String, rules: Set<String>?) throws -> ValidationOutcome {
        var configuration = Configuration()
        configuration.onlyRules = rules
        return try ProjectValidator().validate(
            paths: [], workingDirectory: SharedFiles.fixtures.path + "/validation/Accuracy/" + app,
            configuration: configuration, options: ValidationOptions())
    }

    @Test("an extension written through a type alias adds its actions to the aliased class")
    func typeAliasExtension() throws {
        let found = try Self.findings("TypeAliasExtension", rules: ["action_not_in_class"])
        #expect(found.count == 1, Self.listing(found))
        #expect(found.allSatisfy { $0.message.contains("forgottenTapped:") && $0.severity == .error })
    }

    @Test("a connection into another scene is a warning that says Xcode drops it, as Xcode's own is")
    func crossSceneOutlet() throws {
        let found = try Self.findings("CrossSceneOutlet", rules: ["connection_crosses_scenes"])
        #expect(found.map(\.severity) == [.warning], Self.listing(found))
        #expect(found.allSatisfy { $0.message.contains("Xcode drops it") && $0.message.contains("stays nil") })
    }

    @Test("tables and catalogs inside a localization export (.xcloc) are never taken for the app's")
    func localizationExport() throws {
        let outcome = try Self.outcome("LocalizationExport", rules: nil)
        #expect(outcome.files.map(\.path).filter { $0.contains(".xcloc/") } == [])
        #expect(outcome.result.diagnostics.map(\.description) == [])
    }

    @Test("a strings table in .lproj folders that no target of the project builds is not judged for coverage")
    func unbuiltTable() throws {
        let outcome = try Self.outcome("UnbuiltTable", rules: ["localization_missing_key"])
        #expect(outcome.result.diagnostics.map(\.description) == [])
        #expect(outcome.project.translationCoverage.tables.map(\.file) == ["Notes/fr.lproj/Localizable.strings"])
    }

    @Test("a target's own SDKROOT overrides the SUPPORTED_PLATFORMS and SUPPORTS_MACCATALYST it inherits from its project")
    func macTargetOfMixedProject() throws {
        let found = try Self.findings("MacTargetOfMixedProject", rules: ["required_reason_api_undeclared"])
        #expect(found.map(\.location.file) == ["Phone/PhoneSettings.swift"],
                Self.listing(found))
    }

    @Test("a strings key holding a Swift interpolation is one finding naming every language that has it; an escaped backslash is none")
    func interpolatedKey() throws {
        let found = try Self.findings("InterpolatedKey", rules: ["localization_key_interpolated"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Servers/de.lproj/Localizable.strings:1 warning",
        ], Self.listing(found))
        #expect(found.first?.message.hasSuffix("'Added \\(count) servers' holds a Swift interpolation; NSLocalizedString "
            + "receives the interpolated text, so this key never matches (in 2 languages: de, en)") == true)
        #expect(found.first?.related.map { "\($0.location.file):\($0.location.line) \($0.message)" }
            == ["Servers/en.lproj/Localizable.strings:2 also in en.lproj"])
    }

    @Test("keys code builds at run time are notes, a key nothing names a warning, one a XIB's runtime attribute sets is used")
    func unusedKeys() throws {
        let found = try Self.findings("UnusedKeys", rules: ["localization_key_unused"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Wallet/en.lproj/Localizable.strings:4 note", "Wallet/en.lproj/Localizable.strings:5 note",
            "Wallet/en.lproj/Localizable.strings:7 note", "Wallet/en.lproj/Localizable.strings:13 warning",
        ], Self.listing(found))
    }

    @Test("a % in the translation of a string only a XIB sets is no format defect; one in a string code formats reads an argument never passed")
    func percentOfUnformattedString() throws {
        let found = try Self.findings("UnusedKeys", rules: ["localization_format_arguments"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Wallet/eu.lproj/Localizable.strings:6 error",
        ], Self.listing(found))
    }

    @Test("a translation reading an argument more of a key code reads only by a run-time key is a warning; one looked up by name keeps its error")
    func runtimeKeyTable() throws {
        let found = try Self.findings("RuntimeKeyTable", rules: ["localization_format_arguments"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Launcher/de.lproj/Commands.strings:2 warning", "Launcher/de.lproj/Commands.strings:4 error",
        ], Self.listing(found))
        #expect(found.first?.message.contains("no code is seen looking this key up by name, so whether it passes the "
            + "argument is not known; if it passes only what en reads, this reads garbage or crashes") == true)
        #expect(found.last?.message.hasSuffix("the code passes no such argument, so it reads garbage or crashes") == true)
    }

    @Test("a file named .plist in another XML vocabulary that no target builds is a note; one a target copies, or a property list with an unknown element, keeps its error")
    func foreignXMLNamedPlist() throws {
        let found = try Self.findings("ForeignXMLNamedPlist", rules: ["invalid_property_list"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Packaging/distribution.plist:2 note", "Resources/Defaults.plist:6 error", "Resources/Help.plist:2 error",
        ], Self.listing(found))
        #expect(found.first?.message == "unexpected <installer-gui-script>; expected <plist> or a value element as the root "
            + "element: the file is another XML vocabulary, not a property list; Foundation refuses it if anything reads it as one")
    }

    @Test("findings in the example app of a pod the Podfile takes by path are notes; the team's app keeps its error")
    func localPodExample() throws {
        let found = try Self.findings("LocalPodExample", rules: ["scene_manifest_missing"])
        #expect(found.map { "\($0.location.file) \($0.severity)" } == [
            "Local Pods/SwipeRows/Example/RowsDemo/Info.plist note", "Reader/Info.plist error",
        ], Self.listing(found))
        #expect(found.first?.related.last?.message.contains("an example app of 'SwipeRows'") == true)
    }

    @Test("an extension the app only depends on (a script copies it, in some configurations) is a note; one it embeds keeps its error")
    func scriptEmbeddedExtension() throws {
        let found = try Self.findings("ScriptEmbeddedExtension", rules: ["extension_bundle_identifier_prefix"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Courier.xcodeproj/project.pbxproj:322 note", "Courier.xcodeproj/project.pbxproj:331 error",
        ], Self.listing(found))
        #expect(found.first?.message.contains("'com.example.courier.tunnel', does not start with 'com.example.mac.courier.'") == true)
        #expect(found.first?.message.contains("which depends on it (ReleaseMac configuration); no Copy Files phase") == true)
        #expect(found.last?.message.contains("'com.example.widgets', does not start with 'com.example.courier.'") == true)
    }

    @Test("a XIB code loads with another File's Owner is judged against the loading class; an owner code does not show gives a note")
    func nibLoadedByOtherClass() throws {
        let outlets = try Self.findings("NibLoadedByOtherClass", rules: ["outlet_not_in_class"])
        #expect(outlets.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Base.lproj/Badge.xib:10 note", "Base.lproj/UpdatePanel.xib:12 warning",
        ], Self.listing(outlets))
        #expect(outlets.first?.message.contains("an owner whose class it does not show (initWithNibNamed: at AppDelegate.m:") == true)
        #expect(outlets.last?.message.contains("'spinner'") == true)
        #expect(outlets.last?.message.contains("nor does UpdatePanelController, which code loads this XIB with") == true)
        // install: is UpdatePanelController's, which loads the XIB.
        let actions = try Self.findings("NibLoadedByOtherClass", rules: ["action_not_in_class"])
        #expect(actions.map(\.description) == [])
    }

    @Test("an Icon Composer bundle anywhere under a target's synchronized folder is its app icon")
    func synchronizedIconBundle() throws {
        let found = try Self.findings("SynchronizedIconBundle", rules: ["app_icon_missing"])
        // Reader, synchronized with a folder that holds no icon, keeps its note.
        #expect(found.map { "\($0.location.file) \($0.severity)" } == ["Feeds.xcodeproj/project.pbxproj note"],
                Self.listing(found))
        #expect(found.allSatisfy { $0.message.hasPrefix("target 'Reader' names app icon 'AppIcon'") })
    }

    @Test("a keyboard layout bundle's InfoPlist.strings translate the layout names its Info.plist describes under KLInfo_")
    func keyboardLayoutBundle() throws {
        let found = try Self.findings("KeyboardLayoutBundle", rules: ["infoplist_strings_unknown_key"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "Typist/en.lproj/InfoPlist.strings:2 warning", "Typist/en.lproj/InfoPlist.strings:3 warning",
        ], Self.listing(found))
    }

    @Test("a bundle only its folder shows, with no privacy manifest beside it, is a note: its target may take one by a glob")
    func folderBundleManifest() throws {
        let found = try Self.findings("FolderBundleManifest", rules: ["required_reason_api_undeclared"])
        // FileProvider's target takes the app's manifest by a Tuist glob; neither extension's target is read.
        #expect(found.map { "\($0.location.file) \($0.severity)" } == [
            "FileProvider/ProviderExtension.swift note", "Widget/Timeline.swift note",
        ], Self.listing(found))
        #expect(found.allSatisfy { $0.message.hasSuffix("not certain: no Xcode project among the inputs says which target the file belongs to") })
    }

    @Test("an outlet or action the class lacks is a note when the document's target compiles a source the repository leaves out")
    func absentSecretSource() throws {
        let found = try Self.findings("AbsentSecretSource", rules: ["action_not_in_class", "outlet_not_in_class"])
        // Lamp compiles Lamp/Pro.swift, kept only encrypted; Lite has all its sources (one written in another letter case).
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" }.sorted() == [
            "Lamp/Main.storyboard:17 note", "Lamp/Main.storyboard:24 note",
            "Lite/Lite.storyboard:12 error", "Lite/Lite.storyboard:18 error",
        ], Self.listing(found))
        #expect(found.filter { $0.location.file.hasPrefix("Lamp/") }.allSatisfy {
            $0.message.contains("not certain: target 'Lamp' compiles 'Lamp/Pro.swift', which is not among the files read")
        })
    }

    @Test("the tables of a compiled nib in Base.lproj, or of a XIB in the development language's folder, are the document's: not judged as code tables")
    func compiledNibTables() throws {
        let found = try Self.findings("CompiledNibTables", rules: ["localization_missing_key", "localization_empty_translation"])
        // Only the code table's gap is a warning; the nib and XIB tables are not compared, and an empty
        // translation of a nib's placeholder text is a note.
        #expect(found.map { "\($0.location.file) \($0.ruleID) \($0.severity)" }.sorted() == [
            "Clips/Japanese.lproj/Localizable.strings localization_missing_key note",
            "Clips/Japanese.lproj/Localizable.strings localization_missing_key warning",
            "Frameworks/Updater.framework/Versions/A/Resources/de.lproj/Prompt.strings localization_empty_translation note",
        ], Self.listing(found))
        #expect(found.first { $0.severity == .warning }?.message.hasPrefix("key 'menu.item_7' of the English table is missing in Japanese") == true)
    }

    @Test("a storyboard name or identifier in a source no target compiles is a note: that code never runs")
    func uncompiledSource() throws {
        let found = try Self.findings("UncompiledSource", rules: ["code_unknown_storyboard", "code_unknown_storyboard_identifier"])
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.severity)" }.sorted() == [
            "Shelf/PurchasesController.m:10 code_unknown_storyboard note",
            "Shelf/PurchasesController.m:11 code_unknown_storyboard_identifier note",
            "Shelf/ShelfViewController.m:10 code_unknown_storyboard_identifier error",
        ], Self.listing(found))
        #expect(found.filter { $0.severity == .note }.allSatisfy {
            $0.related.map(\.message).contains("no target of Shelf.xcodeproj builds this file: it never runs")
        }, Self.listing(found))
    }
}
