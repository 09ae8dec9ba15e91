import Testing
import TestSupport
import TripSource
import InterfaceBuilder

@Suite("Segues")
struct SegueTests {
    static var text: MarkedText { MarkedText(source) }

    static let source = InterfaceBuilderText.storyboard("""
            <scene sceneID="s1">
                <objects>
                    <viewController id="c1" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                1️⃣<button id="b1">
                                    <connections>
                                        2️⃣<segue destination="3️⃣c2" kind="4️⃣popoverPresentation" identifier="5️⃣Pop" popoverAnchorView="6️⃣b1" modalPresentationStyle="pageSheet" modalTransitionStyle="crossDissolve" customClass="Fancy" customModule="App" customModuleProvider="target" destinationCreationSelector="make:" id="g1">
                                            <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                        </segue>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="c2" kind="show" identifier="Peek" id="g2">
                                7️⃣<segue key="commit" inheritsFrom="parent" id="g3"/>
                                <segue key="preview" inheritsFrom="commit" id="g4"/>
                            </segue>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="p1" sceneMemberID="firstResponder"/>
                    <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                    8️⃣<swipeGestureRecognizer direction="right" id="w1">
                        <connections>
                            <segue destination="x1" kind="unwind" unwindAction="9️⃣back:" id="g5"/>
                        </connections>
                    </swipeGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <splitViewController id="c2" sceneMemberID="viewController">
                        <connections>
                            <segue destination="c1" kind="relationship" relationship="supplementaryViewController" id="g6"/>
                            <segue destination="c1" kind="replace" splitViewControllerTargetIndex="1" identifier="Swap" id="g7"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
    """).replacingOccurrences(of: "    </scenes>\n</document>", with: """
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="g1"/>
            </inferredMetricsTieBreakers>
        </document>
        """)

    static func document() throws -> InterfaceDocument {
        try readMarked(text, file: "Segues.storyboard")
    }

    @Test("a segue keeps every attribute with its position, and its trigger")
    func attributes() throws {
        let document = try Self.document()
        let segue = try #require(document.segues.first { $0.id?.value == "g1" })
        expectAt(segue.location, Self.text, "2️⃣")
        #expect(segue.destination?.value == "c2")
        expectAt(segue.destination?.location, Self.text, "3️⃣")
        #expect(segue.kind?.value == .popoverPresentation)
        expectAt(segue.kind?.location, Self.text, "4️⃣")
        #expect(segue.identifier?.value == "Pop")
        expectAt(segue.identifier?.location, Self.text, "5️⃣")
        #expect(segue.popoverAnchorView?.value == "b1")
        expectAt(segue.popoverAnchorView?.location, Self.text, "6️⃣")
        #expect(segue.modalPresentationStyle?.value == "pageSheet")
        #expect(segue.modalTransitionStyle?.value == "crossDissolve")
        #expect(segue.customClass?.value == "Fancy")
        #expect(segue.customModule?.value == "App")
        #expect(segue.customModuleProvider?.value == "target")
        #expect(segue.destinationCreationSelector?.value == "make:")
        #expect(segue.trigger.elementName == "button")
        #expect(segue.trigger.id?.value == "b1")
        expectAt(segue.trigger.location, Self.text, "1️⃣")
        #expect(segue.sceneIndex == 0)
        #expect(segue.sourceControllerID?.value == "c1")
        #expect(segue.children.isEmpty)
    }

    @Test("peek-and-pop segues nest inside their segue, without destinations")
    func nested() throws {
        let document = try Self.document()
        let peek = try #require(document.segues.first { $0.id?.value == "g2" })
        #expect(peek.trigger.elementName == "viewController")
        #expect(peek.children.map(\.key?.value) == ["commit", "preview"])
        #expect(peek.children.map(\.inheritsFrom?.value) == ["parent", "commit"])
        #expect(peek.children.allSatisfy { $0.destination == nil && $0.trigger.elementName == "segue" })
        #expect(peek.children.allSatisfy { $0.sourceControllerID?.value == "c1" })
        expectAt(peek.children.first?.location, Self.text, "7️⃣")
        #expect(document.allSegues.map(\.id?.value) == ["g1", "g2", "g3", "g4", "g5", "g6", "g7"])
        #expect(document.segues.count == 5)
    }

    @Test("a segue in a scene-level gesture recognizer has that recognizer as trigger and the scene's controller as source")
    func gestureTrigger() throws {
        let document = try Self.document()
        let unwind = try #require(document.segues.first { $0.kind?.value == .unwind })
        #expect(unwind.trigger.elementName == "swipeGestureRecognizer")
        expectAt(unwind.trigger.location, Self.text, "8️⃣")
        #expect(unwind.unwindAction?.value == "back:")
        expectAt(unwind.unwindAction?.location, Self.text, "9️⃣")
        #expect(unwind.sourceControllerID?.value == "c1")
        #expect(document.destinationScene(of: unwind)?.index == 0)
    }

    @Test("relationships and split-view targets are read; tie-breaker references are references, not segues")
    func relationships() throws {
        let document = try Self.document()
        let fromSplit = document.segues(leaving: document.scenes[1])
        #expect(fromSplit.map(\.relationship?.value) == [.supplementaryViewController, nil])
        #expect(fromSplit.map(\.kind?.value) == [.relationship, .replace])
        #expect(fromSplit[1].splitViewControllerTargetIndex?.value == "1")
        #expect(fromSplit.allSatisfy { $0.trigger.elementName == "splitViewController" })
        let tieBreakers = document.idReferences.filter { $0.attribute == "reference" }
        #expect(tieBreakers.map(\.value.value) == ["g1"])
        #expect(tieBreakers.first?.elementName == "segue")
        #expect(document.danglingIDReferences.isEmpty)
    }

    @Test("every segue kind and relationship name round-trips; unknown ones are kept")
    func names() {
        for name in ["push", "modal", "popover", "replace", "custom", "relationship", "unwind", "embed", "show",
                     "showDetail", "presentation", "popoverPresentation", "sheet"] {
            #expect(SegueKind(name: name).name == name)
            #expect(SegueKind(name: name) != .other(name))
        }
        #expect(SegueKind(name: "warp") == .other("warp"))
        for name in ["rootViewController", "viewControllers", "masterViewController", "detailViewController",
                     "supplementaryViewController", "compactViewController", "splitItems", "tabItems",
                     "window.shadowedContentViewController", "dynamicNotificationInterface",
                     "dynamicInteractiveNotificationInterface"] {
            #expect(SegueRelationship(name: name).name == name)
            #expect(SegueRelationship(name: name) != .other(name))
        }
        #expect(SegueRelationship(name: "sidebar") == .other("sidebar"))
    }
}
