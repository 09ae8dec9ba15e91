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

    @Test("a malformed .strings file still gets its positioned error")
    func malformedStillReported() throws {
        try RuleHarness("invalid_property_list").expect([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" 1️⃣\"B\";\n"
        ])
    }
}
