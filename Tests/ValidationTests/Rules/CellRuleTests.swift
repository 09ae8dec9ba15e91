import Testing
@testable import Validation

@Suite("Rules: cells")
struct CellRuleTests {
    static func table(_ cells: String, controller: String = "tableViewController", dataMode: String = "prototypes",
                      connections: String = "") -> String {
        IB.storyboard(IB.scene("c1", """
            <\(controller) id="c1" sceneMemberID="viewController">
                <tableView key="view" dataMode="\(dataMode)" id="t1">
                    \(cells)
                </tableView>
                <connections>\(connections)</connections>
            </\(controller)>
            """))
    }

    @Test("prototypes and reusable views without a reuse identifier are reported")
    func missingReuseIdentifier() throws {
        let rule = RuleHarness("prototype_cell_missing_reuse_identifier")
        try rule.expect([
            "Table.storyboard": Self.table("""
                <prototypes>
                    1️⃣<tableViewCell id="cell1"/>
                    <tableViewCell reuseIdentifier="2️⃣" id="cell2"/>
                    <tableViewCell reuseIdentifier="Row" id="cell3"/>
                </prototypes>
                """),
            "Grid.storyboard": IB.storyboard(IB.controller("g1", body: """
                <subviews><collectionView id="cv"><cells>3️⃣<collectionViewCell id="gc1"/></cells>
                4️⃣<collectionReusableView key="sectionHeaderView" id="h1"/></collectionView></subviews>
                """)),
        ])
        try rule.expectNone([
            "Static.storyboard": Self.table("<sections><tableViewSection id=\"s\"><cells><tableViewCell id=\"x\"/></cells></tableViewSection></sections>",
                                            dataMode: "static"),
            "Cell.xib": IB.xib("<tableViewCell id=\"x\"/>"),
        ])
    }

    @Test("two prototypes of one container with one reuse identifier are reported; other containers and kinds may share it")
    func duplicateReuseIdentifier() throws {
        let rule = RuleHarness("duplicate_reuse_identifier")
        let found = try rule.expect(["Table.storyboard": Self.table("""
            <prototypes>
                <tableViewCell reuseIdentifier="Row" id="cell1"/>
                <tableViewCell reuseIdentifier="1️⃣Row" id="cell2"/>
                <tableViewCell reuseIdentifier="Other" id="cell3"/>
            </prototypes>
            """)])
        #expect(found.first?.related.count == 1)
        try rule.expectNone([
            "Two.storyboard": Self.table("<prototypes><tableViewCell reuseIdentifier=\"Row\" id=\"cell1\"/></prototypes>")
                + "",
            "Grid.storyboard": IB.storyboard(IB.controller("g1", body: """
                <subviews><collectionView id="cv"><cells><collectionViewCell reuseIdentifier="Item" id="gc1"/></cells>
                <collectionReusableView key="sectionHeaderView" reuseIdentifier="Item" id="h1"/></collectionView>
                <tableView id="t2"><prototypes><tableViewCell reuseIdentifier="Item" id="tc"/></prototypes></tableView></subviews>
                """)),
        ])
    }

    @Test("static cells outside a table view controller are reported")
    func staticCells() throws {
        let rule = RuleHarness("static_cells_outside_table_view_controller")
        let sections = "<sections><tableViewSection id=\"s\"><cells><tableViewCell id=\"x\"/></cells></tableViewSection></sections>"
        try rule.expect(["Main.storyboard": Self.table(sections, controller: "viewController", dataMode: "1️⃣static")])
        try rule.expectNone(["Main.storyboard": Self.table(sections, dataMode: "static")])
    }

    @Test("outlets from outside a prototype into its content are reported; the cell's own outlets are not")
    func prototypeContent() throws {
        let rule = RuleHarness("outlet_to_prototype_content")
        let found = try rule.expect(["Main.storyboard": Self.table("""
            <prototypes>
                <tableViewCell reuseIdentifier="Row" id="cell1">
                    <tableViewCellContentView key="contentView" id="content1">
                        <subviews><label id="l1"/></subviews>
                    </tableViewCellContentView>
                    <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                </tableViewCell>
            </prototypes>
            """, connections: """
            <outlet property="titleLabel" destination="1️⃣l1" id="o2"/>
            <outlet property="firstCell" destination="2️⃣cell1" id="o3"/>
            <outlet property="table" destination="t1" id="o4"/>
            """)])
        #expect(found.first?.message == "outlet 'titleLabel' of <tableViewController> (c1) connects to <label> (l1) in prototype <tableViewCell> 'Row' (cell1), which repeats once per row; connect it from the cell")
        try rule.expectNone(["Main.storyboard": Self.table(
            "<sections><tableViewSection id=\"s\"><cells><tableViewCell id=\"x\"><subviews><label id=\"l1\"/></subviews></tableViewCell></cells></tableViewSection></sections>",
            dataMode: "static", connections: "<outlet property=\"label\" destination=\"l1\" id=\"o1\"/>")])
    }
}
