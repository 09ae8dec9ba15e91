import Testing

@testable import Validation

@Suite("Rules: entry points")
struct EntryPointRuleTests {
    static let noInitial = IB.storyboard(IB.controller("c1", attributes: " storyboardIdentifier=\"Home\""))

    @Test("a storyboard an Info.plist names, or an identifier-less reference reaches, needs an initial view controller")
    func missingInitial() throws {
        let rule = RuleHarness("missing_initial_view_controller")
        let found = try rule.expect([
            "App/Base.lproj/Main.storyboard": Self.noInitial.replacingOccurrences(of: "<document", with: "1️⃣<document"),
            "App/Base.lproj/Launch.storyboard": Self.noInitial.replacingOccurrences(
                of: "<document", with: "2️⃣<document"),
            "App/Base.lproj/Other.storyboard": Self.noInitial.replacingOccurrences(of: "<document", with: "3️⃣<document"),
            "App/Base.lproj/Root.storyboard": IB.storyboard(
                IB.controller(
                    "r1", connections: "<segue destination=\"ref\" kind=\"show\" identifier=\"go\" id=\"s1\"/>")
                    + IB.scene(
                        "ref",
                        "<viewControllerPlaceholder storyboardName=\"Other\" id=\"ref\" sceneMemberID=\"viewController\"/>"
                    ),
                attributes: " initialViewController=\"r1\""),
            "App/Info.plist": IB.plist(
                """
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UILaunchStoryboardName</key><string>Launch</string>
                """),
        ])
        #expect(found.map(\.related.count) == [1, 1, 1])
        #expect(
            found[0].message
                == "storyboard 'Launch' has no initial view controller, but Info.plist names it in UILaunchStoryboardName"
        )
        #expect(found[2].message.hasSuffix("but a storyboard reference without referencedIdentifier leads to it"))
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\""),
            "Library.storyboard": Self.noInitial,
            "Root.storyboard": IB.storyboard(
                IB.scene(
                    "ref",
                    """
                    <viewControllerPlaceholder storyboardName="Library" referencedIdentifier="Home" id="ref" sceneMemberID="viewController"/>
                    """)),
            "Info.plist": IB.plist("<key>UIMainStoryboardFile</key><string>Main</string>"),
        ])
        // A document-based macOS app's main storyboard: the menu, and windows made by identifier.
        try rule.expectNone([
            "Mac/Main.storyboard": IB.storyboard(
                IB.scene("app", "<application id=\"app\" sceneMemberID=\"viewController\"/>")
                    + IB.scene(
                        "w",
                        "<windowController storyboardIdentifier=\"Document Window Controller\" id=\"w\" sceneMemberID=\"viewController\"/>"
                    ),
                runtime: "MacOSX.Cocoa"),
            "Mac/Info.plist": IB.plist("<key>NSMainStoryboardFile</key><string>Main</string>"),
        ])
    }

    @Test("a main or scene storyboard without one is a warning when the app's code sets a window's root; a launch screen stays an error")
    func rootSetInCode() throws {
        let rule = RuleHarness("missing_initial_view_controller")
        let files = [
            "App/Base.lproj/Main.storyboard": Self.noInitial.replacingOccurrences(of: "<document", with: "1️⃣<document"),
            "App/Base.lproj/Launch.storyboard": Self.noInitial.replacingOccurrences(of: "<document", with: "2️⃣<document"),
            "App/Info.plist": IB.plist(
                """
                <key>UILaunchStoryboardName</key><string>Launch</string>
                <key>UIApplicationSceneManifest</key>
                <dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key>
                <array><dict><key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict>
                """),
            "App/SceneDelegate.swift": """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        if window?.rootViewController == nil { window?.rootViewController = RootViewController() }
                    }
                }
                """,
        ]
        let found = try rule.expect(files)
        // In path order: Launch.storyboard, then Main.storyboard.
        #expect(found.map(\.severity) == [.error, .warning])
        #expect(found[1].message.hasPrefix("storyboard 'Main' has no initial view controller, but Info.plist names it in "))
        #expect(found[1].message.hasSuffix("; "
            + "code sets a window's rootViewController, so the app shows that, and UIKit only logs that it failed to "
            + "instantiate the default view controller"))
        #expect(found[1].related.last?.location.file == "App/SceneDelegate.swift")
        // A comparison is no assignment.
        var compared = files
        compared["App/SceneDelegate.swift"] = "let shown = window?.rootViewController == nil\n"
        #expect(try rule.expect(compared).map(\.severity) == [.error, .error])
    }

    @Test("scene manifests and extensions name storyboards too; build-setting placeholders are skipped")
    func sceneManifest() throws {
        let rule = RuleHarness("missing_initial_view_controller")
        try rule.expect([
            "Scene.storyboard": Self.noInitial.replacingOccurrences(of: "<document", with: "1️⃣<document"),
            "Share.storyboard": Self.noInitial.replacingOccurrences(of: "<document", with: "2️⃣<document"),
            "Info.plist": IB.plist(
                """
                <key>UIApplicationSceneManifest</key>
                <dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key>
                <array><dict><key>UISceneStoryboardFile</key><string>Scene</string></dict></array></dict></dict>
                <key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>Share</string></dict>
                <key>UIMainStoryboardFile</key><string>$(MAIN_STORYBOARD)</string>
                """),
            "$(MAIN_STORYBOARD).storyboard": Self.noInitial,
        ])
    }

    @Test("initialViewController naming something other than a scene's controller is reported")
    func initialNotController() throws {
        let rule = RuleHarness("initial_view_controller_not_controller")
        let found = try rule.expect([
            "Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"1️⃣view-c1\"")
        ])
        #expect(found.first?.message == "initialViewController 'view-c1' names a <view>, not a scene's view controller")
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\"")
        ])
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(
                IB.scene(
                    "r",
                    """
                    <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
                    """), attributes: " initialViewController=\"ref\"")
        ])
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"gone\"")
        ])
    }

    @Test("a scene nothing shows is reported once per unreachable region, at its head")
    func unreachable() throws {
        let rule = RuleHarness("unreachable_scene")
        let found = try rule.expect(
            [
                "Main.storyboard": IB.storyboard(
                    IB.controller(
                        "c1", connections: "<segue destination=\"c2\" kind=\"show\" identifier=\"next\" id=\"s1\"/>")
                        + IB.controller("c2")
                        + IB.controller("c3", attributes: " storyboardIdentifier=\"Coded\"")
                        + "1️⃣"
                        + IB.controller(
                            "c4", connections: "<segue destination=\"c5\" kind=\"show\" identifier=\"a\" id=\"s2\"/>")
                        + IB.controller("c5")
                        + "2️⃣"
                        + IB.controller(
                            "c6", connections: "<segue destination=\"c7\" kind=\"show\" identifier=\"b\" id=\"s3\"/>")
                        + IB.controller(
                            "c7", connections: "<segue destination=\"c6\" kind=\"show\" identifier=\"c\" id=\"s4\"/>")
                        + IB.scene(
                            "r",
                            "3️⃣<viewControllerPlaceholder storyboardName=\"Other\" id=\"ref\" sceneMemberID=\"viewController\"/>"
                        ),
                    attributes: " initialViewController=\"c1\""
                ).replacingOccurrences(of: "\n1️⃣", with: "1️⃣")
            ].mapValues(Self.markControllers))
        #expect(
            found.map(\.message).contains {
                $0.hasSuffix("no segue leads to it (1 more scene reached only through it is unreachable too)")
            })
        #expect(found.map(\.message).contains { $0.contains("only segues from unreachable scenes lead to it") })
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(
                IB.controller(
                    "c1",
                    connections:
                        "<segue destination=\"c2\" kind=\"relationship\" relationship=\"rootViewController\" id=\"s1\"/>"
                )
                    + IB.controller(
                        "c2",
                        connections: "<segue destination=\"exit\" kind=\"unwind\" unwindAction=\"back:\" id=\"u1\"/>"),
                attributes: " initialViewController=\"c1\""),
            "Mac.storyboard": IB.storyboard(
                IB.scene("app", "<application id=\"app\" sceneMemberID=\"viewController\"/>"), runtime: "MacOSX.Cocoa"),
            "Watch.storyboard": IB.storyboard(
                IB.scene("n", "<notificationController id=\"n\"/>")
                    + IB.scene("p", "<controller identifier=\"Pushed\" id=\"p\"/>"),
                runtime: "watchKit"),
        ])
    }

    @Test("a launch screen shows only its initial scene: segues from it do not make scenes reachable")
    func launchScreen() throws {
        let rule = RuleHarness("unreachable_scene")
        try rule.expect([
            "Launch.storyboard": Self.markControllers(
                IB.storyboard(
                    IB.controller(
                        "c1", connections: "<segue destination=\"c2\" kind=\"show\" identifier=\"x\" id=\"s1\"/>")
                        + "1️⃣" + IB.controller("c2"),
                    attributes: " launchScreen=\"YES\" initialViewController=\"c1\""))
        ])
    }

    @Test("a launch screen shows what its initial container holds: a navigation controller's root is reachable")
    func launchScreenContainer() throws {
        let rule = RuleHarness("unreachable_scene")
        try rule.expectNone([
            "LaunchScreen.storyboard": IB.storyboard(
                IB.scene(
                    "n",
                    """
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="c1" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                    """)
                    + IB.controller("c1", connections: "<segue destination=\"c2\" kind=\"embed\" id=\"e1\"/>")
                    + IB.controller("c2"),
                attributes: " launchScreen=\"YES\" initialViewController=\"nav\"")
        ])
        // The children of an unreachable container are counted with it, not reported one by one.
        let found = try rule.expect([
            "LaunchScreen.storyboard": Self.markControllers(
                IB.storyboard(
                    IB.controller("c0", connections: "<segue destination=\"c1\" kind=\"show\" id=\"s1\"/>")
                        + "1️⃣" + IB.controller("c1", connections: "<segue destination=\"c2\" kind=\"embed\" id=\"e1\"/>")
                        + IB.controller("c2"),
                    attributes: " launchScreen=\"YES\" initialViewController=\"c0\""))
        ])
        #expect(found.first?.message.hasSuffix("(1 more scene reached only through it is unreachable too)") == true)
    }

    /// Moves each marker written before a scene to its controller's (or reference's) element.
    static func markControllers(_ text: String) -> String {
        var result = text
        for marker in ["1️⃣", "2️⃣", "3️⃣"] {
            guard let range = result.range(of: marker) else { continue }
            result.removeSubrange(range)
            let search = result[range.lowerBound...]
            let target = ["<viewController ", "<viewControllerPlaceholder "].compactMap { search.range(of: $0) }
                .min { $0.lowerBound < $1.lowerBound }
            if let target { result.insert(contentsOf: marker, at: target.lowerBound) }
        }
        return result
    }

    @Test("a storyboard identifier used by two scenes is reported at the second")
    func duplicateStoryboardIdentifier() throws {
        let rule = RuleHarness("duplicate_storyboard_identifier")
        let found = try rule.expect([
            "Main.storyboard": IB.storyboard(
                IB.controller("c1", attributes: " storyboardIdentifier=\"Home\"")
                    + IB.controller("c2", attributes: " storyboardIdentifier=\"1️⃣Home\""))
        ])
        #expect(found.first?.related.count == 1)
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(IB.controller("c1", attributes: " storyboardIdentifier=\"Home\"")),
            "Other.storyboard": IB.storyboard(IB.controller("c2", attributes: " storyboardIdentifier=\"Home\"")),
        ])
    }

    static let identifiers = IB.storyboard(
        IB.controller(
            "c1", attributes: " storyboardIdentifier=\"1️⃣\" restorationIdentifier=\"2️⃣\"",
            connections: """
                <segue destination="c2" kind="show" identifier="3️⃣" id="s1"/>
                <segue destination="c2" kind="show" identifier="" id="s2"/>
                """,
            body:
                "<subviews><button id=\"b1\"><connections><segue destination=\"c2\" kind=\"show\" identifier=\"4️⃣ Next\" id=\"s3\"/></connections></button></subviews>"
        )
            + IB.controller(
                "c2", attributes: " storyboardIdentifier=\"5️⃣Detail \" restorationIdentifier=\"6️⃣Restored Screen\"",
                body: """
                    <subviews><tableView id="t1"><prototypes>
                    <tableViewCell reuseIdentifier="" id="cell1"/>
                    <tableViewCell reuseIdentifier="7️⃣Row-Cell" id="cell2"/>
                    <tableViewCell reuseIdentifier="8️⃣2Cell" id="cell3"/>
                    <tableViewCell reuseIdentifier="Ünïcode_Cell9" id="cell4"/>
                    </prototypes></tableView></subviews>
                    """))

    @Test("empty identifiers are reported, except those other rules report")
    func empty() throws {
        let text = Self.identifiers.replacingOccurrences(of: "4️⃣", with: "").replacingOccurrences(of: "5️⃣", with: "")
            .replacingOccurrences(of: "6️⃣", with: "").replacingOccurrences(of: "7️⃣", with: "").replacingOccurrences(
                of: "8️⃣", with: ""
            )
            // The controller-triggered segue with an empty identifier is controller_segue_without_identifier's.
            .replacingOccurrences(of: "3️⃣", with: "")
        let found = try RuleHarness("identifier_empty").expect(["Main.storyboard": text])
        #expect(
            found.map(\.message) == [
                "storyboard identifier is empty; remove the attribute or give it a name",
                "restoration identifier is empty; remove the attribute or give it a name",
            ])
        try RuleHarness("identifier_empty").expectNone([
            "Main.storyboard": IB.storyboard(IB.controller("c1", attributes: " storyboardIdentifier=\"Home\""))
        ])
    }

    @Test("identifiers with white space at their ends are reported")
    func whitespace() throws {
        let text = Self.identifiers.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "2️⃣", with: "")
            .replacingOccurrences(of: "3️⃣", with: "").replacingOccurrences(of: "6️⃣", with: "").replacingOccurrences(
                of: "7️⃣", with: ""
            )
            .replacingOccurrences(of: "8️⃣", with: "")
        try RuleHarness("identifier_whitespace").expect(["Main.storyboard": text])
        try RuleHarness("identifier_whitespace").expectNone([
            "View.xib": IB.xib("<tableViewCell reuseIdentifier=\"Cell\" id=\"c\"/>")
        ])
    }

    @Test("identifiers that could not be Swift identifiers are reported; restoration identifiers are not checked")
    func notSwift() throws {
        let text = Self.identifiers.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "2️⃣", with: "")
            .replacingOccurrences(of: "3️⃣", with: "").replacingOccurrences(of: "4️⃣", with: "").replacingOccurrences(
                of: "5️⃣", with: ""
            )
            .replacingOccurrences(of: "6️⃣", with: "")
        let found = try RuleHarness("identifier_not_swift_identifier").expect(["Main.storyboard": text])
        #expect(
            found.first?.message
                == "reuse identifier 'Row-Cell' is not a valid Swift identifier; generated code must rename it")
    }
}
