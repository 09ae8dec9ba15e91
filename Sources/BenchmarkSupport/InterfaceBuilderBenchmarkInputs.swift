/// Generated storyboards of a chosen size, for benchmarks and for tests that need more than a
/// fixture: scenes as Xcode writes them (a table view controller with a prototype cell, a label,
/// constraints, outlets, a navigation item and a segue to the next scene), with unique ids.
public enum InterfaceBuilderBenchmarkInputs {
    /// A storyboard of about `approximateBytes` bytes (never less than one scene).
    ///
    /// Scene `n` has a `show` segue to scene `n + 1` (the last one to the first), so every segue
    /// resolves; each scene holds one prototype cell, two connections from its table view and one
    /// from the cell's label.
    ///
    /// - Parameters:
    ///   - approximateBytes: The size to reach; the result is within one scene (about 4.4 kB) of it.
    ///   - seed: Varies the ids and names, so that a folder of generated files is not one file repeated.
    /// - Returns: The storyboard's text.
    public static func generateStoryboard(approximateBytes: Int, seed: Int = 0) -> String {
        let sceneCount = sceneCount(approximateBytes: approximateBytes)
        var text = header(initial: id(0, 0, seed))
        text.reserveCapacity(approximateBytes + bytesPerScene * 2)
        for index in 0..<sceneCount {
            text += scene(index, next: (index + 1) % sceneCount, seed: seed)
        }
        text += footer
        return text
    }

    /// How many scenes `generateStoryboard(approximateBytes:)` writes for a size.
    public static func sceneCount(approximateBytes: Int) -> Int {
        max(1, approximateBytes / bytesPerScene)
    }

    /// The size of one generated scene, near enough.
    static let bytesPerScene = 4_400

    /// An Xcode-style id (`abc-de-fgh`) for a scene index, a slot within the scene and a seed.
    static func id(_ index: Int, _ slot: Int, _ seed: Int) -> String {
        var value = (index &* 32 &+ slot) &* 2_654_435_761 &+ seed &* 40_503 &+ index
        value = value & 0x7FFF_FFFF_FFFF
        var characters: [Character] = []
        for position in 0..<8 {
            if position == 3 || position == 5 { characters.append("-") }
            characters.append(alphabet[value % alphabet.count])
            value /= alphabet.count
        }
        // The scene index and slot make the id unique; the hash above only makes it look like Xcode's.
        return String(characters) + String(index, radix: 36) + "x" + String(slot, radix: 36)
    }

    private static let alphabet: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    private static func header(initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>

        """
    }

    private static let footer = """
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    private static func scene(_ index: Int, next: Int, seed: Int) -> String {
        func i(_ slot: Int) -> String { id(index, slot, seed) }
        let controller = i(0)
        let name = "Screen\(seed)x\(index)"
        return """
                <!--\(name)-->
                <scene sceneID="\(i(1))">
                    <objects>
                        <tableViewController storyboardIdentifier="\(name)" title="\(name)" id="\(controller)" customClass="\(name)ViewController" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(i(2))">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(name)Cell" id="\(i(3))" customClass="\(name)Cell" customModule="Bench" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(i(3))" id="\(i(4))">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row of \(name)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(i(5))">
                                                    <rect key="frame" x="20" y="11" width="353" height="21"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="\(i(5))" firstAttribute="leading" secondItem="\(i(4))" secondAttribute="leadingMargin" id="\(i(6))"/>
                                                <constraint firstItem="\(i(5))" firstAttribute="centerY" secondItem="\(i(4))" secondAttribute="centerY" id="\(i(7))"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="\(i(5))" id="\(i(8))"/>
                                            <segue destination="\(id(next, 0, seed))" kind="show" identifier="Show\(name)" id="\(i(9))"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="\(controller)" id="\(i(10))"/>
                                    <outlet property="delegate" destination="\(controller)" id="\(i(11))"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="\(name)" id="\(i(12))"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(i(13))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(index % 40 * 500)" y="\(index / 40 * 900)"/>
                </scene>

        """
    }
}
