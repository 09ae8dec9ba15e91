import Foundation
import TestSupport
import Testing

@testable import Validation

@Suite("Rules: outlets and actions against code")
struct OutletActionRuleTests {
    /// A storyboard of one scene whose controller has a custom class, subviews and connections.
    static func storyboard(
        _ customClass: String, module: String = " customModule=\"App\" customModuleProvider=\"target\"",
        subviews: String = "", connections: String, controller: String = "viewController"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <\(controller) id="c1" customClass="\(customClass)"\(module) sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <button id="b1"/>
                                    <label id="l1"/>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </\(controller)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let swiftClasses = """
        import UIKit

        class BaseController: UIViewController {
            @IBOutlet weak var baseLabel: UILabel!
            @IBAction func baseTapped(_ sender: Any) {}
        }

        final class HomeController: BaseController {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @objc(renamedKey) var renamed: UILabel?
            var plain: UILabel?

            @IBAction func tap(_ sender: Any) {}
            @IBAction func refresh() {}
            @IBAction func press(sender: UIButton) {}
            @IBAction func go(_ sender: Any, forEvent event: UIEvent) {}
            @IBAction func pick(for item: Any) {}
            @objc(customSelector:) @IBAction private func renamedAction(_ sender: Any) {}
        }

        extension HomeController {
            @IBOutlet var extraLabel: UILabel! { nil }
            @IBAction func extra(_ sender: Any) {}
        }
        """

    @Test("an outlet whose property the class, its extensions and its superclasses lack is reported at the property")
    func outlets() throws {
        let rule = RuleHarness("outlet_not_in_class")
        let found = try rule.expect([
            "App/Main.storyboard": Self.storyboard(
                "HomeController",
                connections: """
                    <outlet property="titleLabel" destination="l1" id="o1"/>
                    <outlet property="baseLabel" destination="l1" id="o2"/>
                    <outlet property="extraLabel" destination="l1" id="o3"/>
                    <outlet property="renamedKey" destination="l1" id="o4"/>
                    <outlet property="plain" destination="l1" id="o5"/>
                    <outlet property="view" destination="v1" id="o6"/>
                    <outletCollection property="buttons" destination="b1" id="o7"/>
                    <outlet property="1️⃣titleLable" destination="l1" id="o8"/>
                    <outletCollection property="2️⃣labels" destination="l1" id="o9"/>
                    """),
            "App/Home.swift": Self.swiftClasses,
        ])
        #expect(found.map(\.severity) == [.error, .error])
        #expect(
            found.first?.message
                == "outlet 'titleLable' names a property that HomeController does not have (nor its superclasses among the files); did you mean 'titleLabel'?"
        )
        #expect(found.first?.related.map(\.location.file) == ["App/Home.swift", "App/Home.swift"])
        #expect(found.last?.message.hasPrefix("outlet collection 'labels'") == true)
    }

    @Test(
        "an outlet that differs from a property only in its first letter's case is a warning: key-value coding finds the setter"
    )
    func firstLetterCase() throws {
        let rule = RuleHarness("outlet_not_in_class")
        let found = try rule.expect([
            "App/Main.storyboard": Self.storyboard(
                "HomeController",
                connections: """
                    <outlet property="1️⃣TitleLabel" destination="l1" id="o1"/>
                    <outlet property="2️⃣BaseLabel" destination="l1" id="o2"/>
                    <outlet property="3️⃣View" destination="v1" id="o3"/>
                    <outlet property="4️⃣TitleLabels" destination="l1" id="o4"/>
                    """),
            "App/Home.swift": Self.swiftClasses,
        ])
        #expect(found.map(\.severity) == [.warning, .warning, .warning, .error])
        #expect(
            found.first?.message
                == "outlet 'TitleLabel' differs from HomeController's 'titleLabel' only in the case of its first letter: "
                + "key-value coding finds setTitleLabel:, but Interface Builder shows the outlet as missing; rename it 'titleLabel'"
        )
        // The other way round: a property whose name starts with a capital letter.
        let reversed = try rule.expect([
            "App/Main.storyboard": Self.storyboard(
                "Legacy", connections: #"<outlet property="1️⃣nameField" destination="l1" id="o1"/>"#),
            "App/Legacy.m":
                "@interface Legacy : UIViewController\n@property (weak) IBOutlet UITextField *NameField;\n@end\n",
        ])
        #expect(reversed.map(\.severity) == [.warning])
    }

    @Test("outlets only some platforms' SDKs offer are judged by the document's platform: tvOS's focus outlets")
    func platformOutlets() throws {
        let connections = """
            <outlet property="preferredFocusedView" destination="v1" id="o1"/>
            <outlet property="1️⃣tabBarObservedScrollView" destination="v1" id="o2"/>
            """
        let iOS = Self.storyboard("HomeController", connections: connections)
        let tvOS = iOS.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"AppleTV\"")
            .replacingOccurrences(of: "CocoaTouch.Storyboard", with: "AppleTV.Storyboard")
        let rule = RuleHarness("outlet_not_in_class")
        try rule.expectNone(["App/TV.storyboard": tvOS, "App/Home.swift": Self.swiftClasses])
        // UIKit declares the focus outlet on iOS too; the tab bar's scroll view is tvOS's alone.
        let found = try rule.expect(["App/Main.storyboard": iOS, "App/Home.swift": Self.swiftClasses])
        #expect(found.map(\.severity) == [.error])
    }

    @Test(
        "in a document no target of its Xcode project builds, a missing outlet or action is a note: the document is never loaded"
    )
    func documentsNoTargetBuilds() throws {
        let connections = """
            <outlet property="1️⃣gone" destination="l1" id="o1"/>
            <action selector="2️⃣goneTapped:" destination="c1" id="a1"/>
            """
        let project = XcodeProjectText.project([
            XcodeProjectText.Target("App", files: ["App/Home.swift", "App/Main.storyboard"])
        ])
        let files = [
            "App.xcodeproj/project.pbxproj": project,
            "App/Home.swift": Self.swiftClasses,
            "App/Main.storyboard": Self.storyboard("HomeController", connections: connections),
            // Left in the project's folder after the project stopped using it (duckduckgo's Main.storyboard).
            "App/Old/Legacy.storyboard": Self.storyboard("HomeController", connections: connections),
            // A Swift package's resource: its targets build it, though the project does not list it.
            "Packages/Kit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n",
            "Packages/Kit/Sources/Kit/Resources/Kit.storyboard": Self.storyboard(
                "HomeController", connections: connections),
        ]
        for rule in ["outlet_not_in_class", "action_not_in_class"] {
            let found = try RuleHarness(rule).findings(files.mapValues(MarkedText.init))
            let byFile: [String: [Severity]] = Dictionary(grouping: found, by: \.location.file).mapValues {
                $0.map(\.severity)
            }
            #expect(
                byFile == [
                    "App/Main.storyboard": [.error], "App/Old/Legacy.storyboard": [.note],
                    "Packages/Kit/Sources/Kit/Resources/Kit.storyboard": [.error],
                ], "\(rule)")
            #expect(
                found.first { $0.location.file == "App/Old/Legacy.storyboard" }?.message
                    .contains("; no target of App.xcodeproj builds this file") == true)
        }
        // Without a project among the files there is no such evidence: both stay errors.
        let alone = try RuleHarness("outlet_not_in_class").findings([
            "App/Home.swift": MarkedText(Self.swiftClasses),
            "App/Old/Legacy.storyboard": MarkedText(Self.storyboard("HomeController", connections: connections)),
        ])
        #expect(alone.map(\.severity) == [.error])
    }

    @Test("Objective-C properties, outlet collections, instance variables and setters are outlets' keys")
    func objectiveCOutlets() throws {
        try RuleHarness("outlet_not_in_class").expect([
            "App/Main.storyboard": Self.storyboard(
                "LegacyController", module: "",
                connections: """
                    <outlet property="propLabel" destination="l1" id="o1"/>
                    <outlet property="ivarLabel" destination="l1" id="o2"/>
                    <outlet property="_ivarLabel" destination="l1" id="o3"/>
                    <outletCollection property="views" destination="l1" id="o4"/>
                    <outlet property="custom" destination="l1" id="o5"/>
                    <outlet property="privateLabel" destination="l1" id="o6"/>
                    <outlet property="1️⃣gone" destination="l1" id="o7"/>
                    """),
            "App/LegacyController.h": """
            @interface LegacyController : UIViewController <UITableViewDelegate> {
                IBOutlet UILabel *_ivarLabel;
            }
            @property (nonatomic, weak) IBOutlet UILabel *propLabel NS_SWIFT_NAME(label);
            @property (nonatomic, strong) IBOutletCollection(UIView) NSArray *views;
            - (IBAction)tap:(id)sender;
            @end
            """,
            "App/LegacyController.m": """
            @interface LegacyController ()
            @property (nonatomic, weak) IBOutlet UILabel *privateLabel;
            @end

            @implementation LegacyController
            - (void)setCustom:(id)value { }
            - (IBAction)tap:(id)sender { [self dismissViewControllerAnimated:YES completion:nil]; }
            @end
            """,
        ])
    }

    @Test(
        "classes the sources do not show whole are not judged; an SDK superclass whose outlets are not all known gives a note"
    )
    func evidence() throws {
        let found = try RuleHarness("outlet_not_in_class").expect([
            // No source declares it.
            "App/A.storyboard": Self.storyboard(
                "Undeclared", connections: "<outlet property=\"x\" destination=\"l1\" id=\"o1\"/>"),
            // Another module's class.
            "App/B.storyboard": Self.storyboard(
                "KitController", module: " customModule=\"Kit\"",
                connections: "<outlet property=\"x\" destination=\"l1\" id=\"o1\"/>"),
            // A superclass from a dependency.
            "App/C.storyboard": Self.storyboard(
                "PodChild", connections: "<outlet property=\"x\" destination=\"l1\" id=\"o1\"/>"),
            // Any key is taken.
            "App/D.storyboard": Self.storyboard(
                "Lenient", connections: "<outlet property=\"x\" destination=\"l1\" id=\"o1\"/>"),
            // An SDK outlet of a known SDK superclass; an unknown one of a less known SDK superclass.
            "App/E.storyboard": Self.storyboard(
                "MapController",
                connections: """
                    <outlet property="delegate" destination="l1" id="o1"/>
                    <outlet property="1️⃣overlayView" destination="l1" id="o2"/>
                    """),
            // A placeholder without a class, and the First Responder, are not judged.
            "App/F.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections><outlet property="anything" destination="v" id="o1"/></connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view id="v"/>
                </objects>
            </document>
            """,
            "App/Classes.swift": """
            class PodChild: PodBaseController {}
            class Lenient: UIViewController {
                override func setValue(_ value: Any?, forUndefinedKey key: String) {}
            }
            class MapController: MKMapViewController {}
            """,
        ])
        #expect(found.map(\.severity) == [.note])
    }

    @Test(
        "a class deriving from another platform's SDK is another app's class: a macOS XIB's AppDelegate is not judged by an iOS AppDelegate"
    )
    func anotherPlatform() throws {
        let macXIB = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customObject id="d1" customClass="AppDelegate" customModule="Mac" customModuleProvider="target">
                        <connections><outlet property="window" destination="w1" id="o1"/><outlet property="statusLabel" destination="w1" id="o2"/></connections>
                    </customObject>
                    <window id="w1"/>
                    <menuItem title="Choose" id="m1">
                        <connections><action selector="chooseDestination:" target="d1" id="a1"/></connections>
                    </menuItem>
                </objects>
            </document>
            """
        let iOSDelegate = """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """
        try RuleHarness("action_not_in_class").expect([
            "Mac/MainMenu.xib": macXIB, "iOS/AppDelegate.swift": iOSDelegate,
        ])
        try RuleHarness("outlet_not_in_class").expect([
            "Mac/MainMenu.xib": macXIB, "iOS/AppDelegate.swift": iOSDelegate,
        ])
        // The same XIB with a macOS AppDelegate among the sources is judged.
        let judged = macXIB.replacingOccurrences(
            of: "selector=\"chooseDestination:\"", with: "selector=\"1️⃣chooseDestination:\"")
        try RuleHarness("action_not_in_class").expect([
            "Mac/MainMenu.xib": judged,
            "Mac/AppDelegate.swift": "import Cocoa\n@main class AppDelegate: NSObject, NSApplicationDelegate {}\n",
        ])
    }

    @Test("a macOS outlet the class lacks is a warning: AppKit logs it and goes on, where UIKit raises")
    func appKitOutlets() throws {
        let found = try RuleHarness("outlet_not_in_class").expect([
            "Mac/Rules.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="RulesController" customModule="Mac" customModuleProvider="target">
                            <connections>
                                <outlet property="1️⃣didCancel" destination="b1" id="o1"/>
                                <outlet property="rulesView" destination="t1" id="o2"/>
                                <outlet property="window" destination="w1" id="o3"/>
                            </connections>
                        </customObject>
                        <window id="w1"/>
                        <button id="b1"/>
                        <textView id="t1"/>
                    </objects>
                </document>
                """,
            "Mac/RulesController.swift": """
                import Cocoa
                class RulesController: NSWindowController {
                    @IBOutlet var rulesView: NSTextView!
                    @IBAction func didCancel(_ sender: AnyObject) {}
                }
                """,
        ])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message == "outlet 'didCancel' names a property that RulesController does not have (nor its "
            + "superclasses among the files); AppKit does not raise for it: it logs 'Failed to connect (didCancel) outlet "
            + "... missing setter or instance variable' and leaves it unconnected")
    }

    @Test("a XIB code loads with another File's Owner is judged against that class too; an owner code does not show gives a note")
    func nibLoadedWithAnotherOwner() throws {
        func xib(_ owner: String, connections: String, action: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="App" customModuleProvider="target">
                        <connections>\(connections)</connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="v1">
                        <subviews>
                            <label id="l1"/>
                            <button id="b1"><connections>\(action)</connections></button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        let files = [
            // Declares ProfileViewController, but ProfileEditor loads it.
            "App/Profile.xib": xib("ProfileViewController", connections: """
                <outlet property="nameLabel" destination="l1" id="o1"/>
                <outlet property="1️⃣ghostLabel" destination="l1" id="o2"/>
                <outlet property="view" destination="v1" id="o3"/>
                """, action: """
                <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                <action selector="2️⃣discard:" destination="-1" eventType="touchUpInside" id="a2"/>
                """),
            // Loaded through UINib, for whatever owner instantiates it.
            "App/Card.xib": xib("CardView", connections: "<outlet property=\"3️⃣titleLabel\" destination=\"l1\" id=\"o4\"/>"),
            "App/Profile.swift": """
                import UIKit
                class ProfileViewController: UIViewController {}
                class ProfileEditor: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                    @IBAction func save(_ sender: Any) {}
                    static func make() -> ProfileEditor { ProfileEditor(nibName: "Profile", bundle: nil) }
                }
                class CardView: UIView {
                    static let nib = UINib(nibName: "Card", bundle: nil)
                }
                """,
        ]
        func marked(_ keep: Set<String>) -> [String: String] {
            files.mapValues { text in
                ["1️⃣", "2️⃣", "3️⃣"].filter { !keep.contains($0) }.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
            }
        }
        let outlets = try RuleHarness("outlet_not_in_class").expect(marked(["1️⃣", "3️⃣"]))
        let byFile = Dictionary(uniqueKeysWithValues: outlets.map { ($0.location.file, $0) })
        #expect(byFile["App/Profile.xib"]?.severity == .error)
        #expect(byFile["App/Profile.xib"]?.message == "outlet 'ghostLabel' names a property that ProfileViewController does "
            + "not have (nor its superclasses among the files); nor does ProfileEditor, which code loads this XIB with as its "
            + "File's Owner")
        #expect(byFile["App/Profile.xib"]?.related.last?.location.file == "App/Profile.swift")
        #expect(byFile["App/Card.xib"]?.severity == .note)
        #expect(byFile["App/Card.xib"]?.message.hasSuffix("; but code loads this XIB with an owner whose class it does not "
            + "show (UINib(nibName:bundle:) at App/Profile.swift:9), which may have it") == true)
        let actions = try RuleHarness("action_not_in_class").expect(marked(["2️⃣"]))
        #expect(actions.map(\.severity) == [.error])
        #expect(actions.first?.message.contains("; nor does ProfileEditor, which code loads this XIB with as its File's Owner") == true)
    }

    @Test("an action whose selector the target's class does not implement is reported at the selector")
    func actions() throws {
        let rule = RuleHarness("action_not_in_class")
        let found = try rule.expect([
            "App/Main.storyboard": Self.storyboard(
                "HomeController",
                subviews: """
                    <button id="b2">
                        <connections>
                            <action selector="tap:" destination="c1" eventType="touchUpInside" id="a1"/>
                            <action selector="refresh" destination="c1" eventType="touchUpInside" id="a2"/>
                            <action selector="pressWithSender:" destination="c1" eventType="touchUpInside" id="a3"/>
                            <action selector="go:forEvent:" destination="c1" eventType="touchUpInside" id="a4"/>
                            <action selector="pickFor:" destination="c1" eventType="touchUpInside" id="a5"/>
                            <action selector="customSelector:" destination="c1" eventType="touchUpInside" id="a6"/>
                            <action selector="baseTapped:" destination="c1" eventType="touchUpInside" id="a7"/>
                            <action selector="extra:" destination="c1" eventType="touchUpInside" id="a8"/>
                            <action selector="copy:" destination="c1" eventType="touchUpInside" id="a9"/>
                            <action selector="anything:" destination="fr" eventType="touchUpInside" id="a10"/>
                            <action selector="1️⃣refresh:" destination="c1" eventType="touchUpInside" id="a11"/>
                            <action selector="2️⃣press:" destination="c1" eventType="touchUpInside" id="a12"/>
                            <action selector="3️⃣renamedAction:" destination="c1" eventType="touchUpInside" id="a13"/>
                            <action selector="4️⃣tapped:" destination="c1" eventType="touchUpInside" id="a14"/>
                        </connections>
                    </button>
                    """, connections: ""),
            "App/Home.swift": Self.swiftClasses,
        ])
        #expect(found.map(\.severity) == [.error, .error, .error, .error])
        #expect(
            found.map(\.message) == [
                "action 'refresh:' names a method that HomeController does not implement (nor its superclasses among the files); it has 'refresh'",
                "action 'press:' names a method that HomeController does not implement (nor its superclasses among the files); it has 'pressWithSender:'",
                "action 'renamedAction:' names a method that HomeController does not implement (nor its superclasses among the files)",
                "action 'tapped:' names a method that HomeController does not implement (nor its superclasses among the files)",
            ])
    }

    @Test("an action an extension of an SDK ancestor declares counts: a table view controller is a UIViewController")
    func actionFromSDKAncestorExtension() throws {
        let found = try RuleHarness("action_not_in_class").expect([
            "App/Main.storyboard": Self.storyboard(
                "PortsController",
                subviews: """
                    <button id="b2">
                        <connections>
                            <action selector="dismissViewController:" destination="c1" eventType="touchUpInside" id="a1"/>
                            <action selector="1️⃣closeAll:" destination="c1" eventType="touchUpInside" id="a2"/>
                        </connections>
                    </button>
                    """, connections: ""),
            "App/Ports.swift": """
                import UIKit
                class PortsController: UITableViewController {}
                extension UIViewController {
                    @IBAction func dismissViewController(_ sender: Any) {}
                }
                """,
        ])
        #expect(found.map(\.severity) == [.error])
    }

    @Test("Objective-C actions, macOS targets, forwarding classes and AppKit superclasses")
    func actionEvidence() throws {
        let found = try RuleHarness("action_not_in_class").expect([
            "App/Legacy.storyboard": Self.storyboard(
                "LegacyController", module: "",
                subviews: """
                    <button id="b2">
                        <connections>
                            <action selector="tap:" destination="c1" eventType="touchUpInside" id="a1"/>
                            <action selector="tap:withEvent:" destination="c1" eventType="touchUpInside" id="a2"/>
                            <action selector="1️⃣tapped:" destination="c1" eventType="touchUpInside" id="a3"/>
                        </connections>
                    </button>
                    """, connections: ""),
            "App/Forwarder.storyboard": Self.storyboard(
                "Forwarder",
                subviews: """
                    <button id="b2"><connections><action selector="anything:" destination="c1" id="a1"/></connections></button>
                    """, connections: ""),
            "App/Mac.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="c1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" customClass="Preferences" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1">
                                            <buttonCell key="cell" id="bc1"/>
                                            <connections>
                                                <action selector="save:" target="c1" id="a1"/>
                                                <action selector="2️⃣reset:" target="c1" id="a2"/>
                                                <action selector="performClose:" target="c1" id="a3"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "App/LegacyController.m": """
            @implementation LegacyController
            - (IBAction)tap:(id)sender { }
            - (IBAction)tap:(id)sender withEvent:(UIEvent *)event { }
            @end
            """,
            "App/LegacyController.h": "@interface LegacyController : UIViewController\n@end",
            "App/Swift.swift": """
            class Forwarder: UIViewController {
                override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }
            class Preferences: NSViewController {
                @IBAction func save(_ sender: Any?) {}
            }
            """,
        ])
        #expect(found.map(\.severity) == [.error, .note])
    }

    @Test(
        "Swift selectors are computed as the compiler computes them",
        arguments: [
            ("tap", [String?](), "tap"),
            ("tap", [nil], "tap:"),
            ("tap", ["sender"], "tapWithSender:"),
            ("tap", [nil, "forEvent"], "tap:forEvent:"),
            ("tap", ["for", nil], "tapFor::"),
            ("moveTo", ["point"], "moveToPoint:"),
            ("show", ["withAnimation"], "showWithAnimation:"),
            ("load", ["URL"], "loadWithURL:"),
            ("scroll", ["toItem", "animated"], "scrollToItem:animated:"),
            ("didTap", ["in"], "didTapIn:"),
        ])
    func selectors(_ base: String, _ labels: [String?], _ selector: String) {
        #expect(SourceScanner.objectiveCSelector(baseName: base, labels: labels) == selector)
    }
}
