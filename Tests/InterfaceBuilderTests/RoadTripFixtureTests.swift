import Testing
import TestSupport
import InterfaceBuilder

/// The RoadTrip and CarValet fixtures say what the book's apps say.
@Suite("RoadTrip and CarValet fixtures")
struct RoadTripFixtureTests {
    static let iPad = ["Storyboards/RoadTrip/Modern/MainStoryboard_iPad.storyboard",
                       "Storyboards/RoadTrip/iOS6/MainStoryboard_iPad.storyboard"]
    static let iPhone = ["Storyboards/RoadTrip/Modern/MainStoryboard_iPhone.storyboard",
                         "Storyboards/RoadTrip/iOS6/MainStoryboard_iPhone.storyboard"]

    @Test("the iPad storyboard's split view has master and detail navigation controllers", arguments: iPad)
    func splitView(_ fixture: String) throws {
        let document = try FixtureGoldenTests.read(fixture)
        let split = try #require(document.initialScene)
        #expect(split.controller?.controllerKind == .splitViewController)
        let relationships = document.segues(leaving: split)
        #expect(relationships.map(\.relationship?.value) == [.masterViewController, .detailViewController])
        for segue in relationships {
            #expect(document.destinationScene(of: segue)?.controller?.controllerKind == .navigationController)
        }
        let master = try #require(relationships.first.flatMap(document.destinationScene(of:)))
        let root = try #require(document.segues(leaving: master).first.flatMap(document.destinationScene(of:)))
        #expect(root.controller?.customClass?.value == "MasterViewController")
        #expect(document.cells(in: root).contains { document.container(of: $0)?.isStatic == true })
    }

    @Test("the Destination row leads by a modal segue to the DestinationController scene", arguments: iPad + iPhone)
    func destination(_ fixture: String) throws {
        let document = try FixtureGoldenTests.read(fixture)
        let segue = try #require(document.segues.first { $0.identifier?.value == "Destination" })
        let isModern = fixture.contains("Modern")
        #expect(segue.kind?.value == (isModern ? .presentation : .modal))
        #expect(segue.modalTransitionStyle?.value == "flipHorizontal")
        #expect(segue.modalPresentationStyle?.value == (fixture.hasSuffix("iPad.storyboard") ? "formSheet" : nil))
        #expect(segue.trigger.elementName == "tableViewCell")
        let trigger = try #require(document.cells.first { $0.id == segue.trigger.id })
        #expect(document.container(of: trigger)?.isStatic == true)
        let source = try #require(document.sourceScene(of: segue))
        #expect(source.controller?.customClass?.value == "MasterViewController")
        let scene = try #require(document.destinationScene(of: segue))
        #expect(scene.controller?.customClass?.value == "DestinationController")
        #expect(scene.controller?.storyboardIdentifier?.value == "DestinationController")
        let prototypes = document.cells(in: scene).filter(\.isPrototype)
        #expect(prototypes.map(\.reuseIdentifier?.value) == ["DestinationCell"])
        #expect(prototypes.first.flatMap { document.container(of: $0) }?.elementName == "tableView")
        let cancel = try #require(document.connections(in: scene).first { $0.selector?.value == "cancel:" })
        #expect(cancel.owner.elementName == "barButtonItem")
        #expect(cancel.destination?.value == scene.controller?.id?.value)
    }

    @Test("modern and iOS 6 forms say the same thing in their own versions",
          arguments: zip(["Modern", "iOS6"], ["3.0", "2.0"]))
    func versions(_ form: String, _ version: String) throws {
        for name in ["MainStoryboard_iPad", "MainStoryboard_iPhone"] {
            let document = try FixtureGoldenTests.read("Storyboards/RoadTrip/\(form)/\(name).storyboard")
            #expect(document.version?.value == version)
            #expect(document.kind == .storyboard)
            #expect(Set(document.controllers.compactMap(\.customClass?.value)) ==
                    ["MasterViewController", "DetailViewController", "WeatherController", "DestinationController"])
        }
    }

    @Test("CarValet's iPad storyboard references controllers the iPhone storyboard identifies")
    func carValetReferences() throws {
        let iPad = try FixtureGoldenTests.read("Storyboards/CarValet/MainStoryboard_iPad.storyboard")
        let iPhone = try FixtureGoldenTests.read("Storyboards/CarValet/MainStoryboard_iPhone.storyboard")
        #expect(iPad.scenes.first?.controller?.controllerKind == .splitViewController)
        let menu = try #require(iPad.controllers.first { $0.storyboardIdentifier?.value == "MainMenuViewController" })
        let menuScene = try #require(iPad.scene(containingControllerID: menu.id?.value ?? ""))
        #expect(iPad.cells(in: menuScene).allSatisfy { iPad.container(of: $0)?.isStatic == true })
        #expect(iPad.cells(in: menuScene).count == 3)
        let referenced = iPad.storyboardReferences.compactMap(\.referencedIdentifier?.value)
        #expect(referenced == ["CarTableViewController", "CarImagesViewController"])
        #expect(iPad.storyboardReferences.allSatisfy { $0.storyboardName?.value == "MainStoryboard_iPhone" })
        let identified = Set(iPhone.controllers.compactMap(\.storyboardIdentifier?.value))
        #expect(Set(referenced).isSubset(of: identified))
        let popover = try #require(iPad.segues.first { $0.kind?.value == .popoverPresentation })
        #expect(popover.popoverAnchorBarButtonItem?.value == popover.trigger.id?.value)
    }
}

@Suite("Walking a document")
struct WalkingTests {
    @Test("scenes are found by scene id, controller id and object id; segues by direction")
    func walking() throws {
        let document = try FixtureGoldenTests.read("Storyboards/RoadTrip/Modern/MainStoryboard_iPhone.storyboard")
        let master = try #require(document.scene(forID: "Cn3-H9-jdl"))
        #expect(document.scene(containingControllerID: "7bK-jq-Zjz")?.index == master.index)
        #expect(document.scene(containingObjectID: "Rux-fX-hf1")?.index == master.index)
        #expect(document.scene(containingControllerID: "Rux-fX-hf1") == nil)
        #expect(document.scene(forID: "nope") == nil)
        #expect(document.segues(leaving: master).map(\.identifier?.value) == ["TestDrive", "Weather", "Destination"])
        #expect(document.segues(arrivingAt: master).map(\.relationship?.value) == [.rootViewController])
        #expect(document.initialScene?.controller?.controllerKind == .navigationController)
        #expect(document.controllers.count == document.scenes.count)
        #expect(document.objectIDIndex["7bK-jq-Zjz"]?.map(\.elementName) == ["tableViewController"])
    }

    @Test("duplicate ids are reported with every occurrence; dangling references are found")
    func duplicatesAndDangling() throws {
        let text = InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="dup" sceneMemberID="viewController">
                            <view key="view" id="dup"/>
                            <connections><segue destination="missing" kind="show" identifier="x" id="g1"/></connections>
                        </viewController>
                    </objects>
                </scene>
        """, attributes: " initialViewController=\"dup\"")
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "")
        #expect(document.duplicateObjectIDs.map { $0.map(\.elementName) } == [["viewController", "view"]])
        #expect(document.danglingIDReferences.map(\.value.value) == ["missing"])
        #expect(document.danglingIDReferences.first?.attribute == "destination")
    }
}
