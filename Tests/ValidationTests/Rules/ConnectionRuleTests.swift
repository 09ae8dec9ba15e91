import Testing
@testable import Validation

@Suite("Rules: connections")
struct ConnectionRuleTests {
    @Test("outlets and actions into another scene are reported")
    func crossScene() throws {
        let rule = RuleHarness("connection_crosses_scenes")
        let found = try rule.expect(["Main.storyboard": IB.storyboard(
            IB.controller("c1", connections: """
                <outlet property="otherLabel" destination="1️⃣l2" id="o1"/>
                <outlet property="ownLabel" destination="l1" id="o2"/>
                <outletCollection property="labels" destination="2️⃣l2" id="o3"/>
                """, body: """
                <subviews><label id="l1"/><button id="b1"><connections>
                    <action selector="tap:" destination="3️⃣c2" eventType="touchUpInside" id="a1"/>
                    <action selector="own:" destination="c1" eventType="touchUpInside" id="a2"/>
                </connections></button></subviews>
                """)
            + IB.controller("c2", body: "<subviews><label id=\"l2\"/></subviews>"))])
        #expect(found.map(\.message).contains("outlet 'otherLabel' connects to <label> (l2) in scene <viewController> (c2); connections cannot cross scenes: Xcode drops it, so the outlet stays nil or the action never fires (use a segue)"))
        #expect(found.first?.related.count == 1)
    }

    @Test("connections to ids no element has, and outlets without a destination, are reported")
    func unresolved() throws {
        let rule = RuleHarness("connection_destination_unresolved")
        try rule.expect([
            "Main.storyboard": IB.storyboard(IB.controller("c1", connections: """
                <outlet property="gone" destination="1️⃣nothing" id="o1"/>
                2️⃣<outlet property="none" id="o2"/>
                <outlet property="fine" destination="view-c1" id="o3"/>
                """)),
            "Menu.xib": """
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <menuItem title="Quit" id="m1"><connections><action selector="terminate:" target="3️⃣-9" id="a1"/></connections></menuItem>
                        <menuItem title="Hide" id="m2"><connections><action selector="hide:" target="-1" id="a2"/></connections></menuItem>
                    </objects>
                </document>
                """,
        ])
    }
}
