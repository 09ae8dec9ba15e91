import Testing
import TestSupport
import TripSource
import InterfaceBuilder

@Suite("Images and colors a document names")
struct AssetUseTests {
    @Test("image attributes, named colors and the resources list are read with the position of each name")
    func uses() throws {
        let text = MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <imageView image="1️⃣Logo" highlightedImage="2️⃣LogoLit" id="i1"/>
                                    <button id="b1">
                                        <state key="normal" image="star.fill" catalog="3️⃣system"/>
                                        <color key="titleColor" name="4️⃣Accent"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </button>
                                </subviews>
                                <accessibility key="accessibilityConfiguration">
                                    <accessibilityTraits key="traits" image="YES"/>
                                </accessibility>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="5️⃣Logo" width="16" height="16"/>
                <image name="star.fill" catalog="system" width="16" height="16"/>
                <namedColor name="6️⃣Accent">
                    <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <systemColor name="systemBackgroundColor"/>
            </resources>
        </document>
        """)
        let document = try readMarked(text)
        let described = document.assetUses.map { use in
            "\(use.isResource ? "resource" : "use") \(use.kind.rawValue) <\(use.elementName) \(use.attribute)> \(use.name.value)"
                + (use.catalog.map { " catalog=\($0.value)" } ?? "") + (use.sceneIndex.map { " scene \($0)" } ?? "")
        }
        #expect(described == [
            "use image <imageView image> Logo scene 0",
            "use image <imageView highlightedImage> LogoLit scene 0",
            "use image <state image> star.fill catalog=system scene 0",
            "use color <color name> Accent scene 0",
            "resource image <image name> Logo",
            "resource image <image name> star.fill catalog=system",
            "resource color <namedColor name> Accent",
        ])
        expectAt(document.assetUses[0].name.location, text, "1️⃣")
        expectAt(document.assetUses[1].name.location, text, "2️⃣")
        expectAt(document.assetUses[2].catalog?.location, text, "3️⃣")
        expectAt(document.assetUses[3].name.location, text, "4️⃣")
        expectAt(document.assetUses[4].name.location, text, "5️⃣")
        expectAt(document.assetUses[6].name.location, text, "6️⃣")
        // The objects each use belongs to, as outlets hand them to code: the element's own id,
        // else its holder's (the <state>'s and the <color>'s button); resources belong to none.
        #expect(document.assetUses.map(\.holderIDs) == [["i1"], ["i1"], ["b1"], ["b1"], [], [], []])
    }

    @Test("an AppKit cell's image belongs to the cell and to the control holding it")
    func cellHolders() throws {
        let document = try readMarked(MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customView id="root">
                    <subviews>
                        <imageView id="iv">
                            <imageCell key="cell" id="cell" image="Mark"/>
                        </imageView>
                        <button id="bt">
                            <buttonCell key="cell" id="bc">
                                <color key="contentTintColor" name="Tint"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </customView>
            </objects>
        </document>
        """))
        #expect(document.assetUses.map(\.name.value) == ["Mark", "Tint"])
        #expect(document.assetUses.map(\.holderIDs) == [["cell", "iv"], ["bc", "bt"]])
    }

    @Test("macOS cells, toolbar items, tab bar items and menu items name images too")
    func holders() throws {
        let text = MarkedText(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <button id="b1"><buttonCell key="cell" image="1️⃣Play" alternateImage="2️⃣Pause" id="bc1"/></button>
                                    <slider id="s1" minimumValueImage="3️⃣Quiet"/>
                                </subviews>
                            </view>
                            <tabBarItem key="tabBarItem" image="4️⃣Home" selectedImage="5️⃣HomeFilled" id="t1"/>
                        </viewController>
                    </objects>
                </scene>
        """, runtime: "MacOSX.Cocoa"))
        let document = try readMarked(text)
        #expect(document.assetUses.map(\.name.value) == ["Play", "Pause", "Quiet", "Home", "HomeFilled"])
        #expect(document.assetUses.map(\.attribute) == ["image", "alternateImage", "minimumValueImage", "image", "selectedImage"])
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].enumerated() {
            expectAt(document.assetUses[index].name.location, text, marker)
        }
    }

    @Test("a XIB's names have no scene, and a legacy archive's are not read")
    func xibs() throws {
        let xib = try readMarked(MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <imageView id="i1" image="Logo"/>
            </objects>
        </document>
        """), file: "Test.xib")
        #expect(xib.assetUses.map(\.name.value) == ["Logo"])
        #expect(xib.assetUses.first?.sceneIndex == nil)
        let legacy = try readMarked(MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data><object class="IBUIImageView" id="1"><string key="image">Logo</string></object></data>
        </archive>
        """), file: "Legacy.xib")
        #expect(legacy.assetUses.isEmpty)
    }

    @Test("a resources image entry holding the image's data is marked embedded; one without data, or a color, is not")
    func embeddedImages() throws {
        let document = try readMarked(MarkedText(InterfaceBuilderText.storyboard("").replacing(
            "</document>", with: """
            <resources>
                <image name="tabBarItem:rPS-q8-1Ip:image" width="25" height="25">
                    <mutableData key="keyedArchiveRepresentation">YnBsaXN0MDA=</mutableData>
                </image>
                <image name="Logo" width="8" height="8"/>
                <namedColor name="Accent"><color white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
            </resources>
            </document>
            """)))
        #expect(document.assetUses.map(\.name.value) == ["tabBarItem:rPS-q8-1Ip:image", "Logo", "Accent"])
        #expect(document.assetUses.map(\.isEmbedded) == [true, false, false])
        #expect(document.dump().contains("embedded image data"))
    }

    @Test("the dump lists the names with their positions")
    func dump() throws {
        let document = try readMarked(MarkedText(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1"><objects><viewController id="c1" sceneMemberID="viewController">
                    <view key="view" id="v1"><subviews><imageView image="Logo" id="i1"/></subviews></view>
                </viewController></objects></scene>
        """)))
        #expect(document.dump().contains("uses image <imageView> @5:48 in scene[0]\n  image \"Logo\" @5:66\n"))
    }
}
