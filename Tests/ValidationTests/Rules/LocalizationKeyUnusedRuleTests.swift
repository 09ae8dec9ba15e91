import Testing
import TestSupport
@testable import Validation

/// Keys of tables that no code looks up (`localization_key_unused`, issue 26 point 2).
@Suite("Rules: localization keys no code looks up")
struct LocalizationKeyUnusedRuleTests {
    typealias Target = XcodeProjectText.Target

    static let rule = RuleHarness("localization_key_unused")

    /// An app target building `files` and an English and German `Localizable.strings`.
    static func app(_ files: [String], more targets: [Target] = []) -> String {
        XcodeProjectText.project([
            Target("App", files: files + ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"]),
        ] + targets)
    }

    /// The German table: the English keys, unmarked.
    static func german(_ english: String) -> String {
        MarkedText(english).text
    }

    @Test("a key nothing names is a warning; one that code builds at run time from a literal start is a note")
    func unusedAndBuilt() throws {
        let english = """
            "used.lookup" = "A";
            "used.constant" = "B";
            "used.wrapper" = "C";
            1️⃣"old.title" = "Old";
            2️⃣"wallet_name.1" = "Wallet";
            3️⃣"row.2" = "Row";
            4️⃣"item.3" = "Item";
            5️⃣"page.4" = "Page";
            "storyboard.key" = "S";
            "Storyboard label" = "L";
            "" = "";
            """
        let files = [
            "App.xcodeproj/project.pbxproj": Self.app(["App/Texts.swift", "App/Legacy.m", "App/Base.lproj/Main.storyboard"]),
            "App/en.lproj/Localizable.strings": english,
            "App/de.lproj/Localizable.strings": Self.german(english),
            "App/Texts.swift": """
                import UIKit
                extension String { var localized: String { self } }
                func texts(index: Int, n: Int) -> [String] {
                    let key = "used.constant"
                    return [
                        NSLocalizedString("used.lookup", comment: ""),
                        "used.wrapper".localized,
                        NSLocalizedString("wallet_name.\\(index)", comment: ""),
                        NSLocalizedString("row." + String(n), comment: ""),
                        key,
                    ]
                }
                """,
            "App/Legacy.m": """
                #import <Foundation/Foundation.h>
                NSString *item(int n) { return NSLocalizedString([NSString stringWithFormat:@"item.%d", n], nil); }
                NSString *pageKey(int n) { return [@"page." stringByAppendingFormat:@"%d", n]; }
                """,
            "App/Base.lproj/Main.storyboard": IB.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="Storyboard label" id="l1">
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="localizationKey" value="storyboard.key"/>
                                        </userDefinedRuntimeAttributes>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """),
        ]
        let found = try Self.rule.expect(files)
        #expect(found.map(\.severity) == [.warning, .note, .note, .note, .note])
        #expect(found.first?.message == "no code looks up 'old.title' of the Localizable table, and no storyboard or XIB "
            + "names it: unless something outside the sources reads it, remove it from every language")
        #expect(found[1].message == "no literal names 'wallet_name.1' of the Localizable table, but code builds keys "
            + "starting with 'wallet_name.' at run time: it may be in use; keep it unless that code cannot produce it")
        #expect(found[1].related.map(\.location.line) == [8])
    }

    @Test("a lookup whose key is no literal at all makes every key it may read a note, never advice to remove it")
    func opaqueLookups() throws {
        let english = "\"used.lookup\" = \"A\";\n1️⃣\"old.title\" = \"Old\";\n"
        var files = [
            "App.xcodeproj/project.pbxproj": Self.app(["App/Texts.swift"]),
            "App/en.lproj/Localizable.strings": english,
            "App/de.lproj/Localizable.strings": Self.german(english),
            "App/Texts.swift": """
                import Foundation
                func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                let title = tr("used.lookup")
                """,
        ]
        let found = try Self.rule.expect(files)
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message == "no literal names 'old.title' of the Localizable table, but 1 lookup takes a key "
            + "built at run time: the sources cannot tell whether it is used")
        // A lookup in another table says nothing of this one.
        files["App/Texts.swift"] = """
            import Foundation
            func tr(_ key: String) -> String { NSLocalizedString(key, tableName: "Errors", comment: "") }
            let title = NSLocalizedString("used.lookup", comment: "")
            """
        #expect(try Self.rule.expect(files).map(\.severity) == [.warning])
        // Nor does a SwiftUI Text of a String, shown verbatim.
        files["App/Texts.swift"] = """
            import SwiftUI
            let title = NSLocalizedString("used.lookup", comment: "")
            func row(_ name: String) -> some View { Text(name) }
            """
        #expect(try Self.rule.expect(files).map(\.severity) == [.warning])
    }

    @Test("InfoPlist, storyboard, Settings bundle tables, tables no target builds and targets without code are never judged")
    func silentTables() throws {
        var files = [
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", files: [
                    "App/Texts.swift", "App/en.lproj/InfoPlist.strings", "App/de.lproj/InfoPlist.strings",
                    "App/en.lproj/Main.storyboard", "App/de.lproj/Main.strings", "App/Settings.bundle",
                ]),
                Target("Kit", type: XcodeProjectText.framework, files: ["Kit/en.lproj/Kit.strings"]),
            ]),
            "App/Texts.swift": "import Foundation\nlet title = NSLocalizedString(\"used\", comment: \"\")\n",
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
            "App/en.lproj/Main.storyboard": IB.storyboard(""),
            "App/de.lproj/Main.strings": "\"abc-12-xyz.text\" = \"Titel\";\n",
            "App/Settings.bundle/en.lproj/Root.strings": "\"Group\" = \"Group\";\n",
            "Kit/en.lproj/Kit.strings": "\"kit.unused\" = \"Kit\";\n",
            "Other/en.lproj/Localizable.strings": "\"other.unused\" = \"Other\";\n",
        ]
        try Self.rule.expectNone(files)
        // The same keys in the app's own table are judged.
        files["App.xcodeproj/project.pbxproj"] = XcodeProjectText.project([
            Target("App", files: ["App/Texts.swift", "Other/en.lproj/Localizable.strings"]),
        ])
        files["Other/en.lproj/Localizable.strings"] = "1️⃣\"other.unused\" = \"Other\";\n"
        try Self.rule.expect(files)
    }

    @Test("a String Catalog's strings Xcode extracted from code are used; a manual one nothing names is judged")
    func catalogs() throws {
        let catalog = Catalog.catalog([
            Catalog.entry("auto.key", [("de", Catalog.unit("Auto"))]),
            Catalog.entry("manual.key", [("de", Catalog.unit("Manuell"))], extra: "      \"extractionState\" : \"manual\"", marker: "1️⃣"),
            Catalog.entry("manual.used", [("de", Catalog.unit("Benutzt"))], extra: "      \"extractionState\" : \"manual\""),
            Catalog.entry("stale.key", [("de", Catalog.unit("Alt"))], extra: "      \"extractionState\" : \"stale\""),
        ].joined(separator: ",\n"))
        try Self.rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", files: ["App/Texts.swift", "App/Localizable.xcstrings"]),
            ]),
            "App/Localizable.xcstrings": catalog,
            "App/Texts.swift": "import Foundation\nlet title = String(localized: \"manual.used\")\n",
        ])
    }

    @Test("the rule is opt-in: a default run does not report unused keys")
    func optIn() throws {
        let rule = try #require(ProjectValidator().registry.rules.first { $0.id == "localization_key_unused" })
        #expect(rule.isOptIn)
        #expect(!Configuration().isEnabled(rule))
    }
}
