import Testing
import TestSupport
@testable import Validation

/// The cases that real apps showed to be false findings (issue 9), each written small: what the
/// rules must stay silent on, or only note, and beside each the true case that must still fire.
@Suite("Rules: what real projects do")
struct RealWorldRuleTests {
    // MARK: Property lists

    @Test("a .strings file of white space alone, of nothing, of a byte-order mark or of comments is an empty table")
    func emptyStringsFiles() throws {
        let rule = RuleHarness("invalid_property_list")
        try rule.expectNone([
            "bg.lproj/LaunchScreen.strings": "\n",
            "cs.lproj/LaunchScreen.strings": "",
            "da.lproj/Main.strings": "  \t\r\n\n",
            "de.lproj/Main.strings": "\u{FEFF}\n",
            "el.lproj/Main.strings": "/* Class = \"UILabel\"; text = \"Title\"; ObjectID = \"abc\"; */\n// nothing translated yet\n",
        ])
        // A .plist of white space alone is a warning (Foundation reads an empty dictionary), one of
        // nothing an error, and a broken .strings file is still reported where it breaks.
        let found = try rule.expect([
            "Blank.plist": "1️⃣\n",
            "Empty.plist": RuleHarness.wholeFile,
            "fr.lproj/Main.strings": "\"a\" = \"1\";\n\"b\" = \n2️⃣",
        ])
        #expect(found.sorted { $0.location.file < $1.location.file }.map(\.severity) == [.warning, .error, .error])
    }

    @Test("an Info.plist with C preprocessor lines is read as the first branch of each conditional")
    func preprocessedInfoPlist() throws {
        let plist = IB.plist("""
            <key>CFBundleName</key><string>App</string>
            #ifdef BETA
            <key>UIMainStoryboardFile</key>1️⃣<string>Beta</string>
            #else
            <key>UIMainStoryboardFile</key><string>Main</string>
            #endif
            #include "Version.h"
            """)
        try RuleHarness("invalid_property_list").expectNone(["Info.plist": plist])
        // The kept branch is validated as usual, at the lines where it is written; the branch
        // after #else does not count as a second definition of the key.
        try RuleHarness("plist_duplicate_key").expectNone(["Info.plist": plist])
        try RuleHarness("info_plist_unknown_storyboard").expect([
            "Info.plist": plist,
            "Main.storyboard": IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\""),
        ])
        // Malformed XML among the directives still gets its positioned error.
        let found = try RuleHarness("xml_not_well_formed").findings([
            "Info.plist": MarkedText(IB.plist("#if DEBUG\n<key>A</key><string>x</strin>\n#endif")),
        ])
        #expect(found.map(\.location.line) == [6])
    }

    @Test("a key written three times is one finding, at the second, pointing at the first")
    func duplicateOncePerKey() throws {
        let found = try RuleHarness("plist_duplicate_key").expect([
            "en.lproj/Localizable.strings": """
                "a" = "1";
                1️⃣"a" = "2";
                "a" = "3";
                "b" = "1";
                2️⃣"b" = "1";
                """,
        ])
        #expect(found.map(\.message) == [
            "key 'a' is written 3 times in this dictionary; the last value replaces the others",
            "key 'b' is already in this dictionary with the same value; the copy is redundant",
        ])
        #expect(found.map { $0.related.map(\.location.line) } == [[1], [4]])
    }

    // MARK: Code

    @Test("the non-registering dequeue whose nil branch makes the cell is silent, in Swift and Objective-C")
    func nonRegisteringDequeue() throws {
        let rule = RuleHarness("code_unknown_reuse_identifier")
        let storyboard = CodeRuleTests.storyboard
        try rule.expectNone([
            "Main.storyboard": storyboard,
            "List.swift": """
                let cell = tableView.dequeueReusableCell(withIdentifier: "iCadeCell")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "iCadeCell")
                """,
            "List.m": """
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"RecentCell"];
                if (cell == nil) {
                    cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"RecentCell"];
                }
                """,
        ])
        // Without a cell made in code the non-registering form returns nil: a note. The
        // registering form raises: an error.
        let found = try rule.expect([
            "Main.storyboard": storyboard,
            "List.swift": """
                let a = tableView.dequeueReusableCell(withIdentifier: 1️⃣"Loose")
                let b = tableView.dequeueReusableCell(withIdentifier: 2️⃣"Gone", for: indexPath)
                """,
            "List.m": "id c = [tableView dequeueReusableCellWithIdentifier:3️⃣@\"Lost\" forIndexPath:indexPath];",
        ])
        #expect(found.map(\.severity) == [.error, .note, .error])
        #expect(found.map(\.message)[1].hasPrefix("dequeueReusableCell(withIdentifier:) names reuse identifier 'Loose'"))
        #expect(found.map(\.message)[0].hasPrefix("dequeueReusableCellWithIdentifier:forIndexPath: names"))
    }

    @Test("identifiers registered in code by a constant make unknown dequeues notes")
    func computedRegistration() throws {
        let found = try RuleHarness("code_unknown_reuse_identifier").expect([
            "Main.storyboard": CodeRuleTests.storyboard,
            "Browse.m": """
                NSString *const VLCRemoteBrowsingTVCellIdentifier = @"VLCRemoteBrowsingTVCell";
                [self.collectionView registerNib:[UINib nibWithNibName:@"Cell" bundle:nil] forCellWithReuseIdentifier:VLCRemoteBrowsingTVCellIdentifier];
                """,
            "Favorites.swift": "let cell = collectionView.dequeueReusableCell(withReuseIdentifier: 1️⃣\"VLCRemoteBrowsingTVCell\", for: indexPath)",
        ])
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.related.first?.location.file == "Browse.m")
        try RuleHarness("code_unknown_reuse_identifier").expectNone([
            "Main.storyboard": CodeRuleTests.storyboard,
            "Register.swift": """
                tableView.register(Cell.self, forCellReuseIdentifier: "Made")
                let cell = tableView.dequeueReusableCell(withIdentifier: "Made", for: indexPath)
                """,
        ])
    }

    @Test("a segue identifier an override of performSegue handles in code is a note")
    func performSegueOverride() throws {
        let rule = RuleHarness("code_unknown_segue_identifier")
        let found = try rule.expect([
            "Main.storyboard": CodeRuleTests.storyboard,
            "Chat.m": """
                -(void) performSegueWithIdentifier:(NSString*) identifier sender:(id) sender
                {
                    if([identifier isEqualToString:@"showDetails"]) { return; }
                    [super performSegueWithIdentifier:identifier sender:sender];
                }
                -(void) open { [self performSegueWithIdentifier:1️⃣@"showDetails" sender:self]; }
                """,
        ])
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.related.first?.location.line == 1)
        let swift = try rule.expect([
            "Main.storyboard": CodeRuleTests.storyboard,
            "Chat.swift": """
                override func performSegue(withIdentifier identifier: String, sender: Any?) { }
                func open() { performSegue(withIdentifier: 1️⃣"showDetails", sender: nil) }
                """,
        ])
        #expect(swift.map(\.severity) == [.note])
        #expect(try rule.expect(["Main.storyboard": CodeRuleTests.storyboard,
                                 "Open.swift": "performSegue(withIdentifier: 1️⃣\"showDetails\", sender: nil)"])
            .map(\.severity) == [.error])
    }

    @Test("a custom class warns only in the app's own module; without a module it is a note; SDK names never")
    func customClassEvidence() throws {
        let rule = RuleHarness("custom_class_not_declared")
        let found = try rule.expect([
            "App/Main.storyboard": IB.storyboard(
                IB.controller("c1", attributes: " customClass=\"1️⃣StaleController\" customModule=\"App\" customModuleProvider=\"target\"",
                              body: """
                                  <customView id="v1" customClass="2️⃣MASShortcutView"/>
                                  <customView id="v2" customClass="DependencyView" customModule="SomePod"/>
                                  <customObject id="o1" customClass="SPUStandardUpdaterController"/>
                                  """)
                + IB.controller("c2", attributes: " customClass=\"NCWidgetListViewController\""),
                attributes: " initialViewController=\"c1\""),
            "App/Declared.swift": "class SPUStandardUpdaterController {}",
        ])
        #expect(found.map(\.severity) == [.warning, .note])
        #expect(found.last?.message.contains("may come from a dependency") == true)
    }

    @Test("Apple SDK class names are known by their framework prefixes")
    func sdkClassNames() {
        for name in ["UIView", "NSButton", "MKMapView", "WKWebView", "NCWidgetListViewController", "ABPeoplePickerView",
                     "SCNView", "GLKView", "AVPlayerView", "PKCanvasView", "QLPreviewView", "WebView", "FirstResponder"] {
            #expect(AppleSDKClassNames.contains(name), "\(name)")
        }
        for name in ["Node", "UIntField", "MLServerDetails", "MASShortcutView", "SPUStandardUpdaterController", "NSx",
                     "StyledSwitch", "NC", ""] {
            #expect(!AppleSDKClassNames.contains(name), "\(name)")
        }
    }

    // MARK: Documents

    @Test("a scene code instantiates by class (its storyboard ID is its class name, built at run time) is reachable; one without an ID is not")
    func sceneReachedFromCode() throws {
        let rule = RuleHarness("unreachable_scene")
        let initial = IB.controller("c1")
        let byClass = IB.controller("c2", attributes: " customClass=\"DetailViewController\" customModuleProvider=\"target\" storyboardIdentifier=\"DetailViewController\"")
        try rule.expectNone([
            "Main.storyboard": IB.storyboard(initial + byClass, attributes: " initialViewController=\"c1\""),
            "DetailViewController.swift": """
                import UIKit
                final class DetailViewController: UIViewController {
                    static func instantiate() -> Self {
                        UIStoryboard(name: "Main", bundle: nil)
                            .instantiateViewController(withIdentifier: String(describing: self)) as! Self
                    }
                }
                """,
        ])
        let orphan = IB.controller("c3").replacingOccurrences(of: "<viewController", with: "1️⃣<viewController")
        let found = try rule.expect([
            "Main.storyboard": IB.storyboard(initial + byClass + orphan, attributes: " initialViewController=\"c1\""),
        ])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test("a navigation controller without a root is a note; two roots are still an error")
    func rootlessNavigationController() throws {
        let navigation = IB.scene("n1", """
                        <navigationController id="n1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="bar"/>
                        </navigationController>
        """)
        let found = try RuleHarness("container_relationship_count").expect([
            "Main.storyboard": IB.storyboard(navigation.replacingOccurrences(of: "<navigationController", with: "1️⃣<navigationController"),
                                             attributes: " initialViewController=\"n1\""),
        ])
        #expect(found.map(\.severity) == [.note])
    }

    @Test("UILaunchStoryboardName may name a XIB launch screen; a name with its extension is a note")
    func xibLaunchScreen() throws {
        let rule = RuleHarness("info_plist_unknown_storyboard")
        let main = IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\"")
        try rule.expectNone([
            "Main.storyboard": main,
            "Launch Screen.xib": IB.xib("<view id=\"v\"/>"),
            "Info.plist": IB.plist("<key>UILaunchStoryboardName</key><string>Launch Screen</string>"),
        ])
        let found = try rule.expect([
            "Main.storyboard": main,
            "LaunchScreen.storyboard": main,
            "MainMenu.xib": IB.xib("<view id=\"v\"/>"),
            "Info.plist": IB.plist("""
                <key>UILaunchStoryboardName</key>1️⃣<string>LaunchScreen.storyboard</string>
                <key>UIMainStoryboardFile</key>2️⃣<string>MainMenu</string>
                """),
        ])
        #expect(found.map(\.severity) == [.note, .error])
    }

    @Test("a menu item's action to the First Responder of another scene is nil-targeted, not a crossing")
    func firstResponderAction() throws {
        let application = IB.scene("app", """
                        <application id="app" sceneMemberID="viewController">
                            <menu key="mainMenu" id="menu">
                                <items>
                                    <menuItem title="New" id="item"><connections>
                                        <action selector="newDocument:" target="fr-win" id="a1"/>
                                    </connections></menuItem>
                                    <menuItem title="Old" id="item2"><connections>
                                        <outlet property="view" destination="1️⃣fr-win" id="a2"/>
                                    </connections></menuItem>
                                </items>
                            </menu>
                        </application>
        """)
        let window = IB.scene("win", """
                        <windowController id="win" sceneMemberID="viewController"/>
        """)
        let found = try RuleHarness("connection_crosses_scenes").expect([
            "Main.storyboard": IB.storyboard(application + window, runtime: "MacOSX.Cocoa"),
        ])
        #expect(found.count == 1)
    }

    // MARK: Defaults

    @Test("code-generation and deprecation concerns are off by default or notes")
    func defaults() {
        let rules = Dictionary(uniqueKeysWithValues: StandardRules.all.map { ($0.description.id, $0.description) })
        #expect(rules["identifier_not_swift_identifier"]?.isOptIn == true)
        #expect(rules["segue_deprecated_kind"]?.defaultSeverity == .note)
        #expect(rules["custom_class_not_declared"]?.evidence.contains("module") == true)
    }
}
