import Testing
@testable import Validation

@Suite("Rules: storyboard references")
struct ReferenceRuleTests {
    /// A storyboard whose initial controller shows each reference.
    static func referring(_ references: [String]) -> String {
        let segues = references.indices.map { "<segue destination=\"ref\($0)\" kind=\"show\" identifier=\"go\($0)\" id=\"s\($0)\"/>" }
        let scenes = references.enumerated().map { index, attributes in
            IB.scene("r\(index)", "<viewControllerPlaceholder \(attributes) id=\"ref\(index)\" sceneMemberID=\"viewController\"/>")
        }
        return IB.storyboard(IB.controller("c1", attributes: " storyboardIdentifier=\"Start\"", connections: segues.joined(separator: "\n"))
            + scenes.joined(separator: "\n"), attributes: " initialViewController=\"c1\"")
    }

    static let settings = IB.storyboard(IB.controller("p1", attributes: " storyboardIdentifier=\"Preferences\""),
                                        attributes: " initialViewController=\"p1\"")

    @Test("a reference to a storyboard not among the files, or to nothing at all, is reported; other bundles are left alone")
    func unresolved() throws {
        let rule = RuleHarness("storyboard_reference_unresolved")
        let found = try rule.expect([
            "App/Main.storyboard": Self.referring([
                "storyboardName=\"1️⃣Setings\"", "storyboardName=\"Settings\"",
                "storyboardName=\"Elsewhere\" bundleIdentifier=\"com.example.Kit\"",
                "storyboardName=\"Settings\" bundleIdentifier=\"com.example.App\"", "2️⃣referencedIdentifier=\"\"",
                "referencedIdentifier=\"Start\"",
            ]).replacingOccurrences(of: "<viewControllerPlaceholder 2️⃣", with: "2️⃣<viewControllerPlaceholder "),
            "App/Settings/Settings.storyboard": Self.settings,
        ])
        #expect(found.map(\.message) == [
            "storyboard 'Setings' is not among the files validated; did you mean 'Settings'?",
            "storyboard reference <viewControllerPlaceholder> (ref4) names neither a storyboard nor a referenced identifier",
        ])
    }

    @Test("a referenced identifier that is no storyboard identifier of the target is reported")
    func unknownIdentifier() throws {
        let rule = RuleHarness("storyboard_reference_identifier_unknown")
        let found = try rule.expect([
            "Main.storyboard": Self.referring([
                "storyboardName=\"Settings\" referencedIdentifier=\"1️⃣Preference\"",
                "storyboardName=\"Settings\" referencedIdentifier=\"Preferences\"",
                "referencedIdentifier=\"2️⃣Nowhere\"", "referencedIdentifier=\"Start\"",
                "storyboardName=\"Missing\" referencedIdentifier=\"Anything\"",
            ]),
            "Settings.storyboard": Self.settings,
        ])
        #expect(found.first?.message == "referencedIdentifier 'Preference' is not a storyboard identifier in storyboard 'Settings'; did you mean 'Preferences'?")
        #expect(found.first?.related.first?.location.file == "Settings.storyboard")
    }

    @Test("of several storyboards with one name, the nearest one is the target")
    func nearest() throws {
        let rule = RuleHarness("storyboard_reference_identifier_unknown")
        try rule.expectNone([
            "A/Main.storyboard": Self.referring(["storyboardName=\"Settings\" referencedIdentifier=\"Preferences\""]),
            "A/Settings.storyboard": Self.settings,
            "B/Main.storyboard": Self.referring(["storyboardName=\"Settings\" referencedIdentifier=\"Other\""]),
            "B/Settings.storyboard": Self.settings.replacingOccurrences(of: "Preferences", with: "Other"),
        ])
    }
}
