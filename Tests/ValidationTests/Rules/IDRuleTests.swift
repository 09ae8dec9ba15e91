import Testing
@testable import Validation

@Suite("Rules: ids")
struct IDRuleTests {
    @Test("a repeated id is reported at each repetition, pointing at the first")
    func duplicateID() throws {
        let rule = RuleHarness("duplicate_object_id")
        let found = try rule.expect([
            "Main.storyboard": IB.storyboard(IB.controller("c1", body: """
                <subviews><label id="l1"/><button id="1️⃣l1"/><view id="2️⃣c1"/></subviews>
                """)),
        ])
        #expect(found.first?.related.count == 1)
        #expect(found.first?.message == "id 'l1' of <button> is already the id of a <label>")
        try rule.expectNone(["Main.storyboard": IB.storyboard(IB.controller("c1", body: "<subviews><label id=\"l1\"/></subviews>"))])
    }

    @Test("initialViewController, popover anchors, constraint items and tie-breaker segues that name no element are reported")
    func unresolvedReference() throws {
        let rule = RuleHarness("unresolved_id_reference")
        try rule.expect([
            "Main.storyboard": IB.storyboard(
                IB.controller("c1", connections: """
                    <segue destination="c2" kind="popoverPresentation" identifier="p" popoverAnchorView="2️⃣gone" id="s1"/>
                    """, body: """
                    <constraints><constraint firstItem="3️⃣nothing" firstAttribute="top" secondItem="view-c1" secondAttribute="top" id="k1"/></constraints>
                    """) + IB.controller("c2"),
                attributes: " initialViewController=\"1️⃣missing\"") .replacingOccurrences(
                    of: "    </scenes>", with: "    </scenes>\n    <inferredMetricsTieBreakers><segue reference=\"4️⃣s9\"/></inferredMetricsTieBreakers>"),
        ])
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(
                IB.controller("c1", connections: """
                    <segue destination="c2" kind="popoverPresentation" identifier="p" popoverAnchorView="view-c1" id="s1"/>
                    <outlet property="x" destination="nowhere" id="o1"/>
                    """) + IB.controller("c2", connections: "<segue destination=\"absent\" kind=\"show\" id=\"s2\"/>"),
                attributes: " initialViewController=\"c1\""),
        ])
    }
}
