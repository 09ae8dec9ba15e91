import TestSupport
import Testing

@testable import Validation

/// Files judged as Apple's loaders read them (issue 21, false class 1): an error from
/// `invalid_property_list` or `xml_not_well_formed` means the loader fails or loses data; where only
/// stricter tools object, a warning that says which.
@Suite("Rules: read as Apple's loaders read")
struct LoaderAgreementRuleTests {
    @Test("a ';' after the last .strings entry is not reported, and the table's keys are still compared")
    func trailingSemicolonIsHarmless() throws {
        let files = [
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";;\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
        ]
        try RuleHarness("invalid_property_list").expectNone(files)
        let missing = try RuleHarness("localization_missing_key").findings(files.mapValues { MarkedText($0) })
        #expect(missing.contains { $0.message.contains("farewell") }, "\(missing)")
    }

    @Test("a stray token mid-table is an error at its line; the entries before it are still compared")
    func strayTokenIsTheDefect() throws {
        let found = try RuleHarness("invalid_property_list").expect([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n1️⃣= \"Hi\";\n\"farewell\" = \"Bye\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n\"farewell\" = \"Au revoir\";\n",
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("drops 2 entries") == true, "\(found)")
        // Foundation keeps 'greeting' alone in English: French 'farewell' is extra there.
        let extra = try RuleHarness("localization_extra_key").findings([
            "en.lproj/Localizable.strings": MarkedText(
                "\"greeting\" = \"Hello\";\n= \"Hi\";\n\"farewell\" = \"Bye\";\n"),
            "fr.lproj/Localizable.strings": MarkedText("\"greeting\" = \"Bonjour\";\n\"farewell\" = \"Au revoir\";\n"),
        ])
        #expect(extra.contains { $0.message.contains("farewell") }, "\(extra)")
    }

    @Test("a quote never closed where a key would stand is an error at the quote; the entries before it are compared")
    func unclosedQuoteAtKey() throws {
        let found = try RuleHarness("invalid_property_list").expect([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n1️⃣\"farewell = Bye;\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("no closing quote") == true, "\(found)")
        let missing = try RuleHarness("localization_missing_key").findings([
            "en.lproj/Localizable.strings": MarkedText("\"greeting\" = \"Hello\";\n\"farewell = Bye;\n"),
            "fr.lproj/Localizable.strings": MarkedText("\"other\" = \"Autre\";\n"),
        ])
        #expect(missing.contains { $0.message.contains("greeting") }, "\(missing)")
    }

    @Test("a '/*' never closed is an error when entries are in it, a warning when only prose is")
    func unterminatedComment() throws {
        let found = try RuleHarness("invalid_property_list").expect([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n1️⃣/* \"farewell\" = \"Bye\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n2️⃣/* Translated by someone\n",
            "de.lproj/Localizable.strings": "3️⃣/* \"greeting\" = \"Hallo\";\n",
        ])
        #expect(found.sorted { $0.location.file < $1.location.file }.map(\.severity) == [.error, .error, .warning])
    }

    @Test("a property list of white space alone is a warning (Foundation reads an empty dictionary); a .strings file is not reported")
    func whiteSpaceOnly() throws {
        let found = try RuleHarness("invalid_property_list").expect([
            "Info.plist": "1️⃣\n  \n", "en.lproj/Localizable.strings": " \n",
        ])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("empty dictionary") == true, "\(found)")
    }

    @Test("a comment inside an XML value, or white space after a number, is an error: Foundation refuses the file")
    func xmlValuesAsStrictAsFoundation() throws {
        for value in ["<string>x<!-- c -->y</string>", "<integer>1 </integer>", "<true> </true>"] {
            let found = try RuleHarness("invalid_property_list").findings([
                "Settings.bundle/Root.plist": MarkedText(IB.plist("<key>a</key>" + value))
            ])
            #expect(found.map(\.severity) == [.error], "\(value): \(found)")
        }
    }

    @Test("a malformed .strings file still gets its positioned error")
    func malformedStillReported() throws {
        try RuleHarness("invalid_property_list").expect([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" 1️⃣\"B\";\n"
        ])
    }
}

@Suite("Rules: XML that only strict parsers refuse")
struct StrictXMLRuleTests {
    @Test(
        "a form feed in a Settings bundle's text is a warning saying strict XML parsers refuse it; the file is still checked"
    )
    func controlCharacterIsAWarning() throws {
        let plist = IB.plist(
            "<key>FooterText</key><string>Page 1️⃣\u{C}two</string>\n<key>A</key><string>1</string>\n<key>A</key><string>2</string>"
        )
        let found = try RuleHarness("xml_not_well_formed").expect(["Settings.bundle/Root.plist": plist])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("strict XML parsers") == true)
        try RuleHarness("invalid_property_list").expectNone([
            "Settings.bundle/Root.plist": plist.replacingOccurrences(of: "1️⃣", with: "")
        ])
        // Read, so its other checks run.
        #expect(
            try RuleHarness("plist_duplicate_key").findings(["Settings.bundle/Root.plist": MarkedText(plist)]).count
                == 1)
        // Truncated XML is still an error where it stops.
        let broken = try RuleHarness("xml_not_well_formed").findings([
            "Settings.bundle/Root.plist": MarkedText("<plist><dict><key>a\u{C}</key>")
        ])
        #expect(broken.map(\.severity) == [.error])
    }
}
