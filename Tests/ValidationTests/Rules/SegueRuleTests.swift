import Testing
@testable import Validation

@Suite("Rules: segues")
struct SegueRuleTests {
    /// Two controllers, the first with some segues in its connections.
    static func pair(_ segues: String, runtime: String = "iOS.CocoaTouch", second: String = "") -> String {
        IB.storyboard(IB.controller("c1", connections: segues) + IB.controller("c2", body: second), runtime: runtime,
                      attributes: " initialViewController=\"c1\"")
    }

    @Test("a segue without a destination, to no element, or to an element that is not a scene's is reported")
    func destination() throws {
        let rule = RuleHarness("segue_destination_unresolved")
        let found = try rule.expect(["Main.storyboard": Self.pair("""
            1️⃣<segue kind="show" identifier="a" id="s1"/>
            <segue destination="2️⃣gone" kind="show" identifier="b" id="s2"/>
            <segue destination="3️⃣view-c2" kind="show" identifier="c" id="s3"/>
            """)])
        #expect(found.map(\.message) == [
            "'show' segue 'a' has no destination",
            "destination 'gone' of 'show' segue 'b' names no element of the document",
            "destination 'view-c2' of 'show' segue 'c' is a <view>, not a scene's view controller, storyboard reference or exit",
        ])
        try rule.expectNone(["Main.storyboard": Self.pair("<segue destination=\"c2\" kind=\"show\" identifier=\"a\" id=\"s1\"/>")])
    }

    @Test("a segue drawn from the controller without an identifier is reported; relationship and embed segues are not")
    func controllerSegue() throws {
        let rule = RuleHarness("controller_segue_without_identifier")
        try rule.expect(["Main.storyboard": Self.pair("""
            1️⃣<segue destination="c2" kind="show" id="s1"/>
            2️⃣<segue destination="c2" kind="presentation" identifier="" id="s2"/>
            <segue destination="c2" kind="show" identifier="ok" id="s3"/>
            """)])
        try rule.expectNone(["Main.storyboard": IB.storyboard(
            IB.scene("n", """
                <navigationController id="n" sceneMemberID="viewController">
                    <connections><segue destination="c2" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
                """)
            + IB.controller("c2", body: """
                <subviews><button id="b"><connections><segue destination="c3" kind="show" id="s1"/></connections></button>
                <containerView id="cv"><connections><segue destination="c3" kind="embed" id="e"/></connections></containerView></subviews>
                """)
            + IB.controller("c3"))])
    }

    @Test("two segues of one scene sharing an identifier are reported unless they are one transition drawn twice")
    func duplicateIdentifier() throws {
        let rule = RuleHarness("duplicate_segue_identifier")
        let found = try rule.expect(["Main.storyboard": IB.storyboard(
            IB.controller("c1", connections: """
                <segue destination="c2" kind="show" identifier="next" id="s1"/>
                <segue destination="c3" kind="show" identifier="1️⃣next" id="s2"/>
                <segue destination="c2" kind="show" identifier="same" id="s3"/>
                """, body: """
                <subviews><button id="b"><connections><segue destination="c2" kind="show" identifier="same" id="s4"/></connections></button></subviews>
                """)
            + IB.controller("c2", connections: "<segue destination=\"c3\" kind=\"show\" identifier=\"next\" id=\"s5\"/>")
            + IB.controller("c3"))])
        #expect(found.first?.related.count == 1)
    }

    @Test("a segue without a kind or with an unknown kind is reported")
    func unknownKind() throws {
        let rule = RuleHarness("unknown_segue_kind")
        try rule.expect(["Main.storyboard": Self.pair("""
            1️⃣<segue destination="c2" identifier="a" id="s1"/>
            <segue destination="c2" kind="2️⃣teleport" identifier="b" id="s2"/>
            """)])
        try rule.expectNone(["Main.storyboard": Self.pair("<segue destination=\"c2\" kind=\"showDetail\" identifier=\"a\" id=\"s1\"/>")])
    }

    @Test("a kind the platform does not have is reported")
    func unavailableKind() throws {
        let rule = RuleHarness("segue_kind_unavailable")
        let found = try rule.expect([
            "iOS.storyboard": Self.pair("<segue destination=\"c2\" kind=\"1️⃣sheet\" identifier=\"a\" id=\"s1\"/>"),
            "Mac.storyboard": Self.pair("""
                <segue destination="c2" kind="2️⃣showDetail" identifier="a" id="s1"/>
                <segue destination="c2" kind="3️⃣push" identifier="b" id="s2"/>
                """, runtime: "MacOSX.Cocoa"),
            "Watch.storyboard": Self.pair("<segue destination=\"c2\" kind=\"4️⃣show\" identifier=\"a\" id=\"s1\"/>", runtime: "watchKit"),
        ])
        #expect(found.map(\.message).contains("'sheet' segues do not exist on iOS"))
        try rule.expectNone([
            "iOS.storyboard": Self.pair("<segue destination=\"c2\" kind=\"popoverPresentation\" identifier=\"a\" id=\"s1\"/>"),
            "Mac.storyboard": Self.pair("<segue destination=\"c2\" kind=\"sheet\" identifier=\"a\" id=\"s1\"/>", runtime: "MacOSX.Cocoa"),
            "Watch.storyboard": Self.pair("<segue destination=\"c2\" kind=\"push\" identifier=\"a\" id=\"s1\"/>", runtime: "watchKit"),
            "Odd.storyboard": Self.pair("<segue destination=\"c2\" kind=\"sheet\" identifier=\"a\" id=\"s1\"/>", runtime: "CarPlay"),
        ])
    }

    @Test("push, modal, popover and replace are deprecated on iOS, not on macOS or watchOS")
    func deprecatedKind() throws {
        let rule = RuleHarness("segue_deprecated_kind")
        let found = try rule.expect(["iOS.storyboard": Self.pair("""
            <segue destination="c2" kind="1️⃣push" identifier="a" id="s1"/>
            <segue destination="c2" kind="2️⃣modal" identifier="b" id="s2"/>
            <segue destination="c2" kind="3️⃣popover" identifier="c" popoverAnchorView="view-c1" id="s3"/>
            <segue destination="c2" kind="4️⃣replace" identifier="d" id="s4"/>
            """)])
        #expect(found.map(\.message) == [
            "'push' segues are deprecated since iOS 8; use 'show'",
            "'modal' segues are deprecated since iOS 8; use 'presentation'",
            "'popover' segues are deprecated since iOS 8; use 'popoverPresentation'",
            "'replace' segues are deprecated since iOS 8; use 'showDetail'",
        ])
        try rule.expectNone([
            "Mac.storyboard": Self.pair("<segue destination=\"c2\" kind=\"modal\" identifier=\"a\" id=\"s1\"/>", runtime: "MacOSX.Cocoa"),
            "Watch.storyboard": Self.pair("<segue destination=\"c2\" kind=\"push\" identifier=\"a\" id=\"s1\"/>", runtime: "watchKit"),
        ])
    }

    /// A container scene with relationship segues to `c2` and `c3`.
    static func container(_ element: String, _ segues: String, runtime: String = "iOS.CocoaTouch") -> String {
        IB.storyboard(IB.scene("k", """
            1️⃣<\(element) id="k" sceneMemberID="viewController">
                <connections>\(segues)</connections>
            </\(element)>
            """) + IB.controller("c2") + IB.controller("c3"), runtime: runtime, attributes: " initialViewController=\"k\"")
    }

    @Test("a relationship segue needs a relationship its container has")
    func relationshipInvalid() throws {
        let rule = RuleHarness("relationship_segue_invalid")
        let found = try rule.expect([
            "Tab.storyboard": Self.container("tabBarController", """
                <segue destination="c2" kind="relationship" relationship="2️⃣rootViewController" id="r1"/>
                <segue destination="c3" kind="relationship" relationship="3️⃣viewController" id="r2"/>
                4️⃣<segue destination="c3" kind="relationship" id="r3"/>
                """).replacingOccurrences(of: "1️⃣", with: ""),
            "Plain.storyboard": IB.storyboard(IB.controller("c1", connections: """
                <segue destination="c2" kind="relationship" relationship="5️⃣rootViewController" id="r1"/>
                """) + IB.controller("c2")),
        ])
        #expect(found.map(\.message) == [
            "'rootViewController' relationship segue leaves <viewController> (c1), which is not a container view controller",
            "a <tabBarController> has no 'rootViewController' relationship; expected 'viewControllers'",
            "unknown relationship 'viewController'",
            "'relationship' segue (r3) has no relationship",
        ])
        try rule.expectNone([
            "Nav.storyboard": Self.container("navigationController", "<segue destination=\"c2\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\"/>"),
            "Split.storyboard": Self.container("splitViewController", """
                <segue destination="c2" kind="relationship" relationship="masterViewController" id="r1"/>
                <segue destination="c3" kind="relationship" relationship="detailViewController" id="r2"/>
                <segue destination="c3" kind="relationship" relationship="supplementaryViewController" id="r3"/>
                """),
            "Window.storyboard": Self.container("windowController", """
                <segue destination="c2" kind="relationship" relationship="window.shadowedContentViewController" id="r"/>
                """, runtime: "MacOSX.Cocoa"),
            "MacSplit.storyboard": Self.container("splitViewController", """
                <segue destination="c2" kind="relationship" relationship="splitItems" id="r1"/>
                <segue destination="c3" kind="relationship" relationship="splitItems" id="r2"/>
                """, runtime: "MacOSX.Cocoa"),
            "MacTabs.storyboard": Self.container("tabViewController", """
                <segue destination="c2" kind="relationship" relationship="tabItems" id="r1"/>
                """, runtime: "MacOSX.Cocoa"),
            "Watch.storyboard": Self.container("notificationController", """
                <segue destination="c2" kind="relationship" relationship="dynamicNotificationInterface" id="r1"/>
                <segue destination="c3" kind="relationship" relationship="dynamicInteractiveNotificationInterface" id="r2"/>
                """, runtime: "watchKit"),
            "Pages.storyboard": Self.container("controller", """
                <segue destination="c2" kind="relationship" relationship="nextPage" id="r1"/>
                """, runtime: "watchKit"),
            "HostingPages.storyboard": Self.container("hostingController", """
                <segue destination="c2" kind="relationship" relationship="nextPage" id="r1"/>
                """, runtime: "watchKit"),
        ].mapValues { $0.replacingOccurrences(of: "1️⃣", with: "") })
    }

    @Test("containers with a required relationship missing or a single one repeated are reported")
    func relationshipCount() throws {
        let rule = RuleHarness("container_relationship_count")
        let found = try rule.expect([
            "Nav.storyboard": Self.container("navigationController", ""),
            "TwoRoots.storyboard": Self.container("navigationController", """
                <segue destination="c2" kind="relationship" relationship="rootViewController" id="r1"/>
                <segue destination="c3" kind="relationship" relationship="2️⃣rootViewController" id="r2"/>
                """).replacingOccurrences(of: "1️⃣", with: ""),
            "Split.storyboard": Self.container("splitViewController", """
                <segue destination="c2" kind="relationship" relationship="masterViewController" id="r1"/>
                """),
        ])
        #expect(found.map(\.message).sorted() == [
            "scene <navigationController> (k) has more than one 'rootViewController' relationship segue",
            "scene <navigationController> (k) has no 'rootViewController' relationship segue; it must be set in code",
            "scene <splitViewController> (k) has no 'detailViewController' relationship segue; it must be set in code",
        ])
        // A missing relationship may be set in code: only a note.
        #expect(found.filter { $0.message.contains("has no") }.allSatisfy { $0.severity == .note })
        try rule.expectNone([
            "Tabs.storyboard": Self.container("tabBarController", ""),
            "Window.storyboard": Self.container("windowController", "", runtime: "MacOSX.Cocoa"),
        ].mapValues { $0.replacingOccurrences(of: "1️⃣", with: "") })
    }

    @Test("a custom segue without a class is reported")
    func customWithoutClass() throws {
        let rule = RuleHarness("custom_segue_without_class")
        try rule.expect(["Main.storyboard": Self.pair("""
            <segue destination="c2" kind="1️⃣custom" identifier="a" id="s1"/>
            <segue destination="c2" kind="2️⃣custom" identifier="b" customClass="" id="s2"/>
            """)])
        try rule.expectNone(["Main.storyboard": Self.pair("<segue destination=\"c2\" kind=\"custom\" identifier=\"a\" customClass=\"Fade\" id=\"s1\"/>")])
    }

    @Test("an unwind segue needs an unwindAction and its own scene's exit")
    func unwind() throws {
        let rule = RuleHarness("unwind_segue_invalid")
        let scenes = IB.scene("c1", """
            <viewController id="c1" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="b1"><connections>1️⃣<segue destination="x1" kind="unwind" id="u1"/></connections></button>
                    <button id="b2"><connections><segue destination="2️⃣c2" kind="unwind" unwindAction="back:" id="u2"/></connections></button>
                    <button id="b3"><connections><segue destination="3️⃣x2" kind="unwind" unwindAction="back:" id="u3"/></connections></button>
                    <button id="b4"><connections><segue destination="x1" kind="unwind" unwindAction="back:" id="u4"/></connections></button>
                </subviews></view>
            </viewController>
            <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
            """) + IB.scene("c2", """
            <viewController id="c2" sceneMemberID="viewController"/>
            <exit id="x2" userLabel="Exit" sceneMemberID="exit"/>
            """)
        let found = try rule.expect(["Main.storyboard": IB.storyboard(scenes)])
        #expect(found.map(\.message) == [
            "'unwind' segue (u1) has no unwindAction",
            "'unwind' segue (u2) leads to a <viewController>, not to its scene's exit",
            "'unwind' segue (u3) leads to the exit of another scene; it must lead to its own scene's exit",
        ])
    }

    @Test("an embed segue must leave a container view")
    func embed() throws {
        let rule = RuleHarness("embed_segue_not_from_container_view")
        try rule.expect(["Main.storyboard": Self.pair("1️⃣<segue destination=\"c2\" kind=\"embed\" id=\"e1\"/>", second: """
            <subviews><containerView id="cv"><connections><segue destination="c1" kind="embed" id="e2"/></connections></containerView></subviews>
            """)])
    }

    @Test("an iOS popover drawn from the controller needs an anchor; one drawn from a control or on macOS does not")
    func popoverAnchor() throws {
        let rule = RuleHarness("popover_segue_without_anchor")
        try rule.expect(["Main.storyboard": Self.pair("""
            1️⃣<segue destination="c2" kind="popoverPresentation" identifier="a" id="s1"/>
            <segue destination="c2" kind="popoverPresentation" identifier="b" popoverAnchorView="view-c1" id="s2"/>
            <segue destination="c2" kind="popoverPresentation" identifier="c" popoverAnchorBarButtonItem="view-c1" id="s3"/>
            """, second: """
            <subviews><button id="b"><connections><segue destination="c1" kind="popoverPresentation" identifier="d" id="s4"/></connections></button></subviews>
            """)])
        try rule.expectNone(["Mac.storyboard": Self.pair("<segue destination=\"c2\" kind=\"popover\" identifier=\"a\" id=\"s1\"/>", runtime: "MacOSX.Cocoa")])
    }

    @Test("showDetail and replace segues outside any split view are reported, across storyboard references too")
    func splitView() throws {
        let rule = RuleHarness("segue_requires_split_view")
        let split = IB.storyboard(IB.scene("k", """
            <splitViewController id="k" sceneMemberID="viewController">
                <connections>
                    <segue destination="m" kind="relationship" relationship="masterViewController" id="r1"/>
                    <segue destination="d" kind="relationship" relationship="detailViewController" id="r2"/>
                </connections>
            </splitViewController>
            """) + IB.controller("m", connections: """
                <segue destination="d" kind="showDetail" identifier="detail" id="s1"/>
                <segue destination="ref" kind="show" identifier="more" id="s2"/>
                """) + IB.controller("d")
            + IB.scene("ref", "<viewControllerPlaceholder storyboardName=\"More\" id=\"ref\" sceneMemberID=\"viewController\"/>"),
            attributes: " initialViewController=\"k\"")
        let more = IB.storyboard(IB.controller("mm", connections: "<segue destination=\"md\" kind=\"showDetail\" identifier=\"x\" id=\"s\"/>")
            + IB.controller("md"), attributes: " initialViewController=\"mm\"")
        try rule.expectNone(["Split.storyboard": split, "More.storyboard": more])
        let found = try rule.expect([
            "More.storyboard": more.replacingOccurrences(of: "kind=\"showDetail\"", with: "kind=\"1️⃣showDetail\""),
            "Lone.storyboard": Self.pair("<segue destination=\"c2\" kind=\"2️⃣replace\" identifier=\"r\" id=\"s\"/>"),
        ])
        #expect(found.map(\.message).contains { $0.hasSuffix("outside a split view it behaves like 'show'") })
        #expect(found.map(\.message).contains { $0.hasSuffix("'replace' segues work only in a split view") })
    }
}
