import Testing
import TestSupport
import TripSource
import InterfaceBuilder

/// Where each id sits (scene, enclosing cell), comments, and watchOS controller identifiers: what
/// validation rules need to tell scenes and repeating content apart.
@Suite("Placement of ids and comments")
struct PlacementTests {
    static var text: MarkedText { MarkedText(InterfaceBuilderText.storyboard("""
            1️⃣<!--Table-->
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="c1" sceneMemberID="viewController">
                        <tableView key="view" id="t1">
                            <prototypes>
                                <tableViewCell reuseIdentifier="Row" id="cell1">
                                    <tableViewCellContentView key="contentView" id="content1">
                                        <subviews>
                                            <label id="l1"/>
                                            <collectionView id="cv1">
                                                <cells>
                                                    <collectionViewCell id="cell2">
                                                        <view key="contentView" id="content2"/>
                                                    </collectionViewCell>
                                                </cells>
                                            </collectionView>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" id="n1"/>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="c2" sceneMemberID="viewController"/>
                    2️⃣<!-- tripkit:disable unreachable_scene -->
                </objects>
            </scene>
    """)) }

    @Test("every id knows its scene and the innermost cell holding it")
    func placement() throws {
        let document = try readMarked(Self.text)
        let placed = Dictionary(uniqueKeysWithValues: document.objectIDs.map {
            ($0.value.value, ($0.sceneIndex, $0.cellIndex))
        })
        #expect(placed["c1"]! == (0, nil))
        #expect(placed["t1"]! == (0, nil))
        #expect(placed["cell1"]! == (0, 0))
        #expect(placed["content1"]! == (0, 0))
        #expect(placed["l1"]! == (0, 0))
        #expect(placed["cv1"]! == (0, 0))
        #expect(placed["cell2"]! == (0, 1))
        #expect(placed["content2"]! == (0, 1))
        #expect(placed["n1"]! == (0, nil))
        #expect(placed["c2"]! == (1, nil))
        #expect(document.cells.map(\.enclosingCellIndex) == [nil, 0])
    }

    @Test("comments are kept in order with the position of their opening")
    func comments() throws {
        let text = Self.text
        let document = try readMarked(text)
        #expect(document.comments.map(\.text) == ["Table", " tripkit:disable unreachable_scene "])
        expectAt(document.comments.first?.location, text, "1️⃣")
        expectAt(document.comments.last?.location, text, "2️⃣")
    }

    @Test("a watchOS controller's identifier is read")
    func watchIdentifier() throws {
        let text = MarkedText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <controller identifier="1️⃣Detail" id="c1"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let document = try readMarked(text)
        #expect(document.scenes.first?.controller?.identifier?.value == "Detail")
        expectAt(document.scenes.first?.controller?.identifier?.location, text, "1️⃣")
    }

    @Test("XIB ids have no scene")
    func xib() throws {
        let document = try FixtureGoldenTests.read("XIBs/DestinationCell.xib")
        #expect(!document.objectIDs.isEmpty)
        #expect(document.objectIDs.allSatisfy { $0.sceneIndex == nil })
        let cellIDs = document.objectIDs.filter { $0.cellIndex != nil }
        #expect(!cellIDs.isEmpty)
    }
}

@Suite("Custom class uses")
struct CustomClassUseTests {
    @Test("every element with a custom class is listed, nested ones included, with module and provider")
    func uses() throws {
        let text = MarkedText(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        1️⃣<viewController id="c1" customClass="2️⃣Home" customModule="3️⃣App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    4️⃣<view customClass="Badge" id="v2"/>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="c1" kind="custom" customClass="Fade" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """))
        let document = try readMarked(text)
        #expect(document.customClassUses.map(\.customClass?.value) == ["Home", "Badge", "Fade"])
        #expect(document.customClassUses.map(\.elementName) == ["viewController", "view", "segue"])
        let home = document.customClassUses[0]
        expectAt(home.elementLocation, text, "1️⃣")
        expectAt(home.customClass?.location, text, "2️⃣")
        expectAt(home.customModule?.location, text, "3️⃣")
        #expect(home.customModuleProvider?.value == "target")
        #expect(home.sceneIndex == 0)
        expectAt(document.customClassUses[1].elementLocation, text, "4️⃣")
        #expect(document.customClassUses[1].customModule == nil)
    }
}
