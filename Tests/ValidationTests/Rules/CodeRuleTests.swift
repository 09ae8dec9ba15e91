import Testing
@testable import Validation

@Suite("Rules: code cross-check")
struct CodeRuleTests {
    static let storyboard = IB.storyboard(
        IB.controller("c1", attributes: " storyboardIdentifier=\"Home\" customClass=\"HomeViewController\"",
                      connections: "<segue destination=\"c2\" kind=\"show\" identifier=\"ShowDetail\" id=\"s1\"/>")
            + IB.scene("c2", """
                <tableViewController id="c2" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" id="t"><prototypes><tableViewCell reuseIdentifier="Row" id="cell"/></prototypes></tableView>
                </tableViewController>
                """),
        attributes: " initialViewController=\"c1\"")

    @Test("segue identifiers in code that no storyboard has are reported at the literal")
    func segues() throws {
        let rule = RuleHarness("code_unknown_segue_identifier")
        let found = try rule.expect([
            "Main.storyboard": Self.storyboard,
            "Home.swift": """
                func go() {
                    performSegue(withIdentifier: "ShowDetail", sender: nil)
                    performSegue(withIdentifier: 1️⃣"ShowDetial", sender: nil)
                    self.performSegue(withIdentifier: 2️⃣"Other\\u{0021}", sender: self)
                    // performSegue(withIdentifier: "Commented", sender: nil)
                    performSegue(withIdentifier: "Row \\(n)", sender: nil)
                    performSegue(withIdentifier: name, sender: nil)
                    performSegue(withIdentifier: "Prefix" + suffix, sender: nil)
                    let segue = NSStoryboardSegue.Identifier(3️⃣"MacSegue")
                }
                """,
            "Legacy.m": """
                - (void)go {
                    [self performSegueWithIdentifier:@"ShowDetail" sender:nil];
                    [self performSegueWithIdentifier:4️⃣@"Gone" sender:nil];
                    /* [self performSegueWithIdentifier:@"Commented" sender:nil]; */
                    [self performSegueWithIdentifier:@"Two" @"Parts" sender:nil];
                }
                """,
        ])
        #expect(found.first?.message == "performSegue(withIdentifier:) names segue 'ShowDetial', which no storyboard among the files has; did you mean 'ShowDetail'?")
        #expect(found.map(\.message)[1].contains("'Other!'"))
        try rule.expectNone(["Home.swift": "performSegue(withIdentifier: \"Anything\", sender: nil)"])
    }

    @Test("storyboard identifiers and storyboard names in code are checked against the storyboards")
    func storyboards() throws {
        let sources = [
            "Main.storyboard": Self.storyboard,
            "Factory.swift": """
                let main = UIStoryboard(name: "Main", bundle: nil)
                let other = UIStoryboard(name: 1️⃣"Mian", bundle: nil)
                let mac = NSStoryboard(name: NSStoryboard.Name(2️⃣"Window"), bundle: nil)
                let home = main.instantiateViewController(withIdentifier: "Home")
                let lost = main.instantiateViewController(withIdentifier: 3️⃣"Hom")
                let scene = NSStoryboard.SceneIdentifier(rawValue: 4️⃣"Prefs")
                let viaInit = UIStoryboard.init(name: 5️⃣"Settings", bundle: nil)
                """,
            "Factory.m": """
                UIStoryboard *s = [UIStoryboard storyboardWithName:6️⃣@"Onboarding" bundle:nil];
                id vc = [s instantiateViewControllerWithIdentifier:7️⃣@"Welcome"];
                id ok = [s instantiateViewControllerWithIdentifier:@"Home"];
                """,
        ]
        func only(_ markers: [String], in text: String) -> String {
            ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣"].filter { !markers.contains($0) }
                .reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
        }
        try RuleHarness("code_unknown_storyboard").expect(sources.mapValues { only(["1️⃣", "2️⃣", "5️⃣", "6️⃣"], in: $0) })
        try RuleHarness("code_unknown_storyboard_identifier").expect(sources.mapValues { only(["3️⃣", "4️⃣", "7️⃣"], in: $0) })
    }

    @Test("a storyboard loaded from another bundle than the main one may be a dependency's: a note, not an error")
    func storyboardsInOtherBundles() throws {
        let found = try RuleHarness("code_unknown_storyboard").expect([
            "Main.storyboard": Self.storyboard,
            "Console.swift": """
                let console = UIStoryboard(name: 1️⃣"LumberjackConsole", bundle: Bundle(for: Logger.self))
                let kit = UIStoryboard(name: 2️⃣"Kit", bundle: .module)
                let main = UIStoryboard(name: 3️⃣"Mian", bundle: .main)
                let alsoMain = UIStoryboard(name: 4️⃣"Mian", bundle: Bundle.main)
                """,
            "Console.m": """
                id a = [UIStoryboard storyboardWithName:5️⃣@"Pod" bundle:[NSBundle bundleForClass:[self class]]];
                id b = [UIStoryboard storyboardWithName:6️⃣@"Mian" bundle:[NSBundle mainBundle]];
                """,
        ])
        // Console.m first, then Console.swift.
        #expect(found.map(\.severity) == [.note, .error, .note, .note, .error, .error], "\(found)")
        #expect(found[0].message.hasSuffix("it is loaded from another bundle than the main one, which may hold it"))
    }

    @Test("reuse identifiers in code need a prototype or a registration in code")
    func reuseIdentifiers() throws {
        let rule = RuleHarness("code_unknown_reuse_identifier")
        try rule.expect([
            "Main.storyboard": Self.storyboard,
            "List.swift": """
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Registered")
                collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
                _ = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "Registered")
                _ = tableView.dequeueReusableCell(withIdentifier: 1️⃣"Rwo", for: indexPath)
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: 2️⃣"Item", for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: 3️⃣"Footer", for: indexPath)
                """,
            "List.m": """
                [self.tableView registerClass:[Cell class] forCellReuseIdentifier:@"ObjCRegistered"];
                [self.collectionView registerClass:[V class] forSupplementaryViewOfKind:k withReuseIdentifier:@"ObjCHeader"];
                [self.tableView dequeueReusableCellWithIdentifier:@"ObjCRegistered"];
                [self.collectionView dequeueReusableSupplementaryViewOfKind:k withReuseIdentifier:@"ObjCHeader" forIndexPath:p];
                [self.collectionView dequeueReusableSupplementaryViewOfKind:k withReuseIdentifier:4️⃣@"ObjCFooter" forIndexPath:p];
                [self.tableView dequeueReusableCellWithIdentifier:5️⃣@"Missing" forIndexPath:p];
                """,
        ])
    }

    @Test("custom classes no source declares are reported; other modules and system classes are not")
    func customClasses() throws {
        let rule = RuleHarness("custom_class_not_declared")
        let found = try rule.expect([
            "App/Main.storyboard": IB.storyboard(
                IB.controller("c1", attributes: " customClass=\"1️⃣HomeViewController\"", body: """
                    <subviews>
                        <view customClass="2️⃣BadgeView" customModule="App" id="v1"/>
                        <view customClass="ShadowView" customModule="Kit" id="v2"/>
                        <view customClass="MKMapView" id="v3"/>
                        <view customClass="Declared" id="v4"/>
                        <view customClass="ObjCView" id="v5"/>
                        <view customClass="RenamedView" customModule="App" customModuleProvider="target" id="v6"/>
                    </subviews>
                    """)
                + IB.scene("c2", """
                    <viewController id="c2" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    """)),
            "App/Views.swift": """
                final class Declared: UIView {}
                @objc(RenamedView) class SwiftRenamedView: UIView {}
                public final class SettingsViewController: UIViewController {
                    class func make() -> Self { fatalError() }
                }
                """,
            "App/ObjC.h": "@interface ObjCView : UIView\n@end",
        ])
        // Without a module the class may be a dependency's: a note. With the app's module: a warning.
        #expect(found.first?.message == "custom class 'HomeViewController' of a <viewController> is declared in none of the Swift or Objective-C files validated; it has no module, so it may come from a dependency that is not among them")
        #expect(found.map(\.severity) == [.note, .warning])
        try rule.expectNone(["Main.storyboard": IB.storyboard(IB.controller("c1", attributes: " customClass=\"Anything\""))])
    }
}
