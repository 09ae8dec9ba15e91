import Testing
import TestSupport
@testable import Validation

@Suite("Rules: property lists")
struct PlistRuleTests {
    @Test("a repeated key is reported at the repetition, pointing at the first")
    func duplicateKey() throws {
        let rule = RuleHarness("plist_duplicate_key")
        let found = try rule.expect([
            "Info.plist": IB.plist("""
                <key>CFBundleName</key><string>A</string>
                <key>Nested</key><dict><key>x</key><true/>1️⃣<key>x</key><false/></dict>
                2️⃣<key>CFBundleName</key><string>B</string>
                """),
            "Localizable.strings": IB.plist("<key>a</key><string>1</string>\n3️⃣<key>a</key><string>2</string>"),
        ])
        #expect(found.allSatisfy { $0.related.count == 1 })
        try rule.expectNone(["Info.plist": IB.plist("<key>a</key><string>1</string><key>b</key><string>2</string>")])
    }

    @Test("Info.plist storyboard names that name no storyboard are reported; placeholders are skipped")
    func unknownStoryboard() throws {
        let rule = RuleHarness("info_plist_unknown_storyboard")
        let found = try rule.expect([
            "Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\""),
            "Info.plist": IB.plist("""
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UIMainStoryboardFile~ipad</key>1️⃣<string>Mai</string>
                <key>NSMainStoryboardFile</key>2️⃣<string>MainMenu</string>
                <key>UILaunchStoryboardName</key><string>$(LAUNCH)</string>
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                    <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                        <key>UISceneStoryboardFile</key>3️⃣<string>Scenes</string></dict></array></dict></dict>
                """),
        ])
        #expect(found.first?.message == "UIMainStoryboardFile~ipad names storyboard 'Mai', which is not among the files validated; did you mean 'Main'?")
        try rule.expectNone(["Info.plist": IB.plist("<key>UIMainStoryboardFile</key><string>Main</string>")])
    }

    @Test("a storyboard name missing near a git submodule not checked out is a note: the project may build it from there")
    func unknownStoryboardNearAbsentSubmodule() throws {
        let found = try RuleHarness("info_plist_unknown_storyboard").expect([
            ".gitmodules": "[submodule \"external/core\"]\n\tpath = external/core\n\turl = ../core\n",
            "App/Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\""),
            "App/Info.plist": IB.plist("<key>UILaunchStoryboardName</key>1️⃣<string>CoreLaunchScreen</string>"),
        ])
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message == "UILaunchStoryboardName names storyboard 'CoreLaunchScreen', which is not among "
            + "the files validated; not certain: the git submodule 'external/core' (.gitmodules) is not checked out, "
            + "and it may provide it")
    }
}

@Suite("Rules: strings and binary property lists")
struct OtherPlistFormatRuleTests {
    @Test("a key repeated in an OpenStep strings table is reported")
    func stringsDuplicate() throws {
        let found = try RuleHarness("plist_duplicate_key").expect([
            "en.lproj/Localizable.strings": """
                /* Greeting */
                "hello" = "Hello";
                "bye" = "Bye";
                1️⃣"hello" = "Hi";
                """,
        ])
        #expect(found.first?.message == "key 'hello' is already in this dictionary; this later value replaces the first")
        try RuleHarness("plist_duplicate_key").expectNone(["en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\" = \"2\";\n"])
    }

    @Test("a key repeated with the same value loses nothing: a note, while a changed value stays a warning")
    func repeatedSameValue() throws {
        let found = try RuleHarness("plist_duplicate_key").expect([
            "pl.lproj/Localizable.strings": """
                "New" = "Nowe";
                "Confirm" = "Potwierdź";
                "Host Port" = "Port hosta";
                1️⃣"Confirm" = "Potwierdź";
                2️⃣"New" = "Nowy";
                3️⃣"Host Port" = "Port hosta";
                "Host Port" = "Port gospodarza";
                """,
            "Info.plist": IB.plist("<key>UIDesignRequiresCompatibility</key><true/>\n4️⃣<key>UIDesignRequiresCompatibility</key><true/>"),
        ])
        #expect(found.map(\.severity) == [.note, .note, .warning, .warning])
        #expect(found.first?.message == "key 'UIDesignRequiresCompatibility' is already in this dictionary with the same value; the copy is redundant")
        #expect(found[2].message == "key 'New' is already in this dictionary; this later value replaces the first")
    }

    @Test("a malformed strings table or binary property list is an invalid property list")
    func malformed() throws {
        let found = try RuleHarness("invalid_property_list").findings([
            "en.lproj/Localizable.strings": MarkedText("\"a\" = \"1\"\n\"b\" = \"2\";\n"),
            "Cache.plist": MarkedText("bplist00" + String(repeating: "\u{1}", count: 4)),
        ])
        #expect(found.map(\.location.file) == ["Cache.plist", "en.lproj/Localizable.strings"])
        #expect(found.first?.location.isByteOffset == true)
        #expect(found.last?.location.isByteOffset == false)
        #expect(found.last?.message.contains(";") == true, "\(found.last?.message ?? "")")
    }
}
