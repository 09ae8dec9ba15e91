import Testing
import TestSupport
import TripSource
import InterfaceBuilder

@Suite("Connections")
struct ConnectionTests {
    @Test("outlets, outlet collections and actions keep their attributes, owner and scene")
    func kinds() throws {
        let text = MarkedText(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        1️⃣<viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    2️⃣<button id="b1">
                                        <connections>
                                            3️⃣<action selector="4️⃣go:" destination="c1" eventType="5️⃣touchUpInside" id="a1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="6️⃣goButton" destination="7️⃣b1" id="o1"/>
                                <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="o2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """))
        let document = try readMarked(text)
        #expect(document.connections.map(\.kind) == [.action, .outlet, .outletCollection])
        let action = document.connections[0]
        expectAt(action.location, text, "3️⃣")
        #expect(action.selector?.value == "go:")
        expectAt(action.selector?.location, text, "4️⃣")
        #expect(action.eventType?.value == "touchUpInside")
        expectAt(action.eventType?.location, text, "5️⃣")
        #expect(action.destination?.value == "c1")
        #expect(action.owner.elementName == "button")
        expectAt(action.owner.location, text, "2️⃣")
        #expect(action.sceneIndex == 0)
        let outlet = document.connections[1]
        #expect(outlet.property?.value == "goButton")
        expectAt(outlet.property?.location, text, "6️⃣")
        expectAt(outlet.destination?.location, text, "7️⃣")
        #expect(outlet.owner.id?.value == "c1")
        expectAt(outlet.owner.location, text, "1️⃣")
        #expect(document.connections[2].collectionClass?.value == "NSMutableArray")
        #expect(document.connections(in: document.scenes[0]).count == 3)
    }

    @Test("macOS actions name their target; XIB connections have no scene")
    func macOS() throws {
        let document = try FixtureGoldenTests.read("XIBs/MainMenu.xib")
        let quit = try #require(document.connections.first { $0.selector?.value == "terminate:" })
        #expect(quit.target?.value == "-1")
        #expect(quit.destination == nil)
        #expect(quit.owner.elementName == "menuItem")
        #expect(quit.sceneIndex == nil)
        #expect(document.filesOwner?.customClass?.value == "NSApplication")
        #expect(document.firstResponder?.id?.value == "-1")
        #expect(document.connections.contains { $0.kind == .other("binding") && $0.destination?.value == "Voe-Tx-rLC" })
    }
}

@Suite("Cells and their containers")
struct CellTests {
    @Test("prototype, static and nested cells know their container, section and prototype status")
    func cells() throws {
        let text = MarkedText(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="c1" sceneMemberID="viewController">
                            1️⃣<tableView key="view" dataMode="2️⃣static" id="t1">
                                <sections>
                                    3️⃣<tableViewSection headerTitle="4️⃣Menu" footerTitle="End" id="sec1">
                                        <cells>
                                            5️⃣<tableViewCell id="k1" customClass="MenuCell"/>
                                            <tableViewCell id="k2"/>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="c2" sceneMemberID="viewController">
                            <view key="view" id="v2">
                                <subviews>
                                    <tableView id="t2">
                                        <prototypes>
                                            6️⃣<tableViewCell reuseIdentifier="7️⃣Row" id="k3">
                                                <tableViewCellContentView key="contentView" tableViewCell="k3" id="cv3">
                                                    <subviews>
                                                        <collectionView dataMode="prototypes" id="cv">
                                                            <cells>
                                                                <collectionViewCell reuseIdentifier="Tile" id="k4"/>
                                                            </cells>
                                                            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="k5"/>
                                                        </collectionView>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """))
        let document = try readMarked(text)
        #expect(document.cellContainers.map(\.elementName) == ["tableView", "tableView", "collectionView"])
        let staticTable = document.cellContainers[0]
        #expect(staticTable.isStatic)
        expectAt(staticTable.location, text, "1️⃣")
        expectAt(staticTable.dataMode?.location, text, "2️⃣")
        #expect(staticTable.sections.count == 1)
        expectAt(staticTable.sections[0].location, text, "3️⃣")
        #expect(staticTable.sections[0].headerTitle?.value == "Menu")
        expectAt(staticTable.sections[0].headerTitle?.location, text, "4️⃣")
        #expect(staticTable.sections[0].footerTitle?.value == "End")
        #expect(staticTable.sections[0].cellIndices == [0, 1])
        #expect(document.cellContainers[1].dataMode == nil && !document.cellContainers[1].isStatic)

        #expect(document.cells.map(\.kind) == [.tableViewCell, .tableViewCell, .tableViewCell, .collectionViewCell,
                                               .collectionReusableView])
        #expect(document.cells.map(\.isPrototype) == [false, false, true, true, true])
        #expect(document.cells.map(\.containerIndex) == [0, 0, 1, 2, 2])
        #expect(document.cells.map(\.sectionIndex) == [0, 0, nil, nil, nil])
        #expect(document.cells.map(\.sceneIndex) == [0, 0, 1, 1, 1])
        expectAt(document.cells[0].location, text, "5️⃣")
        #expect(document.cells[0].customClass?.value == "MenuCell")
        expectAt(document.cells[2].location, text, "6️⃣")
        expectAt(document.cells[2].reuseIdentifier?.location, text, "7️⃣")
        #expect(document.cells[4].key?.value == "sectionHeaderView")
        #expect(document.container(of: document.cells[3])?.id?.value == "cv")
        #expect(document.cells(in: document.scenes[1]).map(\.reuseIdentifier?.value) == ["Row", "Tile", "Header"])
    }

    @Test("a XIB's top-level cell is top-level, not a prototype, and File's Owner is found")
    func xibCell() throws {
        let document = try FixtureGoldenTests.read("XIBs/DestinationCell.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        let cell = try #require(document.topLevelCells.first)
        #expect(cell.reuseIdentifier?.value == "DestinationCell")
        #expect(cell.customClass?.value == "DestinationCell")
        #expect(!cell.isPrototype && cell.containerIndex == nil && cell.sceneIndex == nil)
        #expect(document.filesOwner?.placeholderIdentifier?.value == "IBFilesOwner")
        #expect(document.topLevelObjects.map(\.elementName) == ["placeholder", "placeholder", "tableViewCell"])
        #expect(document.connections.map(\.owner.elementName) == ["tableViewCell", "tableViewCell"])
    }

    @Test("a XIB's File's Owner has its class and outlets, and its top-level view is kept")
    func filesOwner() throws {
        let document = try FixtureGoldenTests.read("XIBs/WeatherController.xib")
        let owner = try #require(document.filesOwner)
        #expect(owner.customClass?.value == "WeatherController")
        let fromOwner = document.connections.filter { $0.owner.id?.value == "-1" }
        #expect(fromOwner.map(\.property?.value) == ["refreshButton", "view", "weatherView", "toolbarButtons"])
        #expect(document.topLevelObjects.map(\.elementName) == ["placeholder", "placeholder", "view"])
        let refresh = try #require(document.connections.first { $0.kind == .action })
        #expect(refresh.destination?.value == "-1" && refresh.eventType?.value == "touchUpInside")
    }
}
