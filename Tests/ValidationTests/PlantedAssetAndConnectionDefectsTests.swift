import Testing
import TestSupport
import TripSource
@testable import Validation

/// A small clean app with an asset catalog, a storyboard and the class behind it, and one planted
/// defect per rule of the asset family and of the outlet and action family, written as
/// `PlantedDefectsTests` writes its own: `⟦rule_id⟧` where the finding belongs. Every rule runs;
/// the run must find exactly the planted findings.
@Suite("Planted defects: assets, outlets and actions")
struct PlantedAssetAndConnectionDefectsTests {
    /// The rules planted here (and not in `PlantedDefectsTests`).
    static let assetRules: Set<String> = ["asset_not_found", "code_asset_not_found", "asset_name_case_mismatch"]
    static let connectionRules: Set<String> = ["outlet_not_in_class", "action_not_in_class"]
    static let rules = assetRules.union(connectionRules)

    static let info = #"{"info":{"author":"xcode","version":1}}"#

    /// The clean app.
    static let files: [String: String] = [
        "Shop/Assets.xcassets/Contents.json": info,
        "Shop/Assets.xcassets/Logo.imageset/Contents.json": info,
        "Shop/Assets.xcassets/Accent.colorset/Contents.json": info,
        "Shop/Assets.xcassets/Icons/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#,
        "Shop/Assets.xcassets/Icons/Cart.imageset/Contents.json": info,
        "Shop/Base.lproj/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Hm1-Vc-001">
                <scenes>
                    <scene sceneID="Hm1-Sc-001">
                        <objects>
                            <viewController id="Hm1-Vc-001" customClass="HomeController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Hm1-Vw-001">
                                    <subviews>
                                        <imageView contentMode="scaleAspectFit" image="Logo" id="Hm1-Iv-001"/>
                                        <button contentMode="scaleToFill" id="Hm1-Bt-001">
                                            <state key="normal" image="Icons/Cart"/>
                                            <color key="tintColor" name="Accent"/>
                                            <connections>
                                                <action selector="checkout:" destination="Hm1-Vc-001" eventType="touchUpInside" id="Hm1-Ac-001"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="logoView" destination="Hm1-Iv-001" id="Hm1-Ot-001"/>
                                    <outlet property="cartButton" destination="Hm1-Bt-001" id="Hm1-Ot-002"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Hm1-Fr-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="Icons/Cart" width="24" height="24"/>
                    <image name="Logo" width="120" height="40"/>
                    <namedColor name="Accent">
                        <color red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                </resources>
            </document>
            """,
        "Shop/HomeController.swift": """
            import UIKit

            final class HomeController: UIViewController {
                @IBOutlet weak var logoView: UIImageView!
                @IBOutlet weak var cartButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    logoView.image = UIImage(named: "Logo")
                    cartButton.tintColor = UIColor(named: "Accent")
                }

                @IBAction func checkout(_ sender: Any) {
                    cartButton.setImage(UIImage(named: "Icons/Cart"), for: .normal)
                }
            }
            """,
    ]

    typealias Edit = PlantedDefectsTests.Edit

    static let storyboard = "Shop/Base.lproj/Main.storyboard"
    static let source = "Shop/HomeController.swift"

    /// One defect per rule of the asset family.
    static let assetEdits: [Edit] = [
        Edit(file: storyboard, find: "<imageView contentMode=\"scaleAspectFit\" image=\"Logo\" id=\"Hm1-Iv-001\"/>", replace: """
            <imageView contentMode="scaleAspectFit" image="Logo" id="Hm1-Iv-001"/>
            <imageView contentMode="scaleAspectFit" image="⟦asset_not_found⟧Banner" id="Pl5-Iv-001"/>
            """),
        Edit(file: storyboard, find: "<image name=\"Logo\" width=\"120\" height=\"40\"/>",
             replace: "<image name=\"Banner\" width=\"320\" height=\"80\"/>\n<image name=\"Logo\" width=\"120\" height=\"40\"/>"),
        Edit(file: source, find: "UIImage(named: \"Icons/Cart\")", replace: "UIImage(named: ⟦code_asset_not_found⟧\"Icons/Basket\")"),
        Edit(file: source, find: "UIColor(named: \"Accent\")", replace: "UIColor(named: ⟦asset_name_case_mismatch⟧\"accent\")"),
    ]

    /// One defect per rule of the outlet and action family: an outlet and an action renamed in
    /// code and not in the storyboard.
    static let connectionEdits: [Edit] = [
        Edit(file: source, find: "@IBOutlet weak var logoView: UIImageView!", replace: "@IBOutlet weak var logoImageView: UIImageView!"),
        Edit(file: source, find: "logoView.image", replace: "logoImageView.image"),
        Edit(file: storyboard, find: "<outlet property=\"logoView\"", replace: "<outlet property=\"⟦outlet_not_in_class⟧logoView\""),
        Edit(file: source, find: "@IBAction func checkout(_ sender: Any)", replace: "@IBAction func checkout()"),
        Edit(file: storyboard, find: "selector=\"checkout:\"", replace: "selector=\"⟦action_not_in_class⟧checkout:\""),
    ]

    /// Writes the app with some edits applied, and returns where the findings are expected.
    static func repository(_ edits: [Edit]) throws -> (folder: TemporaryDirectory, expected: [String]) {
        var texts = files
        for edit in edits {
            let text = try #require(texts[edit.file])
            let occurrences = text.components(separatedBy: edit.find).count - 1
            try #require(occurrences == 1, "'\(edit.find)' occurs \(occurrences) times in \(edit.file)")
            texts[edit.file] = text.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        var expected: [String] = []
        for (file, text) in texts {
            let (clean, marks) = PlantedDefectsTests.takeMarkers(text, file: file)
            expected += marks
            try folder.write(file, clean)
        }
        return (folder, expected.sorted())
    }

    static func found(_ folder: TemporaryDirectory) throws -> [String] {
        let outcome = try PlantedDefectsTests.validate(folder)
        return outcome.result.diagnostics.map { "\(PlantedDefectsTests.place($0.location)) \($0.ruleID)" }.sorted()
    }

    @Test("the app before planting is clean under every rule")
    func clean() throws {
        let (folder, expected) = try Self.repository([])
        #expect(expected == [])
        #expect(try Self.found(folder) == [])
    }

    @Test("every planted asset defect is found where it was planted, and nothing else")
    func assets() throws {
        let (folder, expected) = try Self.repository(Self.assetEdits)
        #expect(try Self.found(folder) == expected)
        #expect(Set(expected.map { String($0.split(separator: " ").last ?? "") }) == Self.assetRules)
    }

    @Test("every planted outlet and action defect is found where it was planted, and nothing else")
    func connections() throws {
        let (folder, expected) = try Self.repository(Self.connectionEdits)
        #expect(try Self.found(folder) == expected)
        #expect(Set(expected.map { String($0.split(separator: " ").last ?? "") }) == Self.connectionRules)
    }
}
