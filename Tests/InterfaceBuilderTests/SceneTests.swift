import Testing
import TestSupport
import TripSource
import InterfaceBuilder

@Suite("Scenes and their objects")
struct SceneTests {
    @Test("a scene's controller, placeholders and exit are told apart, with positions")
    func sceneObjects() throws {
        let text = MarkedText(InterfaceBuilderText.storyboard("""
                1️⃣<scene sceneID="2️⃣s1">
                    <objects>
                        3️⃣<tableViewController storyboardIdentifier="4️⃣Menu" restorationIdentifier="R" title="T" id="5️⃣c1" customClass="MenuController" customModule="App" customModuleProvider="target" userLabel="Menu" sceneMemberID="viewController"/>
                        6️⃣<placeholder placeholderIdentifier="IBFirstResponder" id="p1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        7️⃣<exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                        <tapGestureRecognizer id="g1"/>
                    </objects>
                </scene>
        """))
        let document = try readMarked(text)
        let scene = try #require(document.scenes.first)
        expectAt(scene.location, text, "1️⃣")
        #expect(scene.sceneID?.value == "s1")
        expectAt(scene.sceneID?.location, text, "2️⃣")
        let controller = try #require(scene.controller)
        #expect(controller.controllerKind == .tableViewController)
        expectAt(controller.location, text, "3️⃣")
        #expect(controller.storyboardIdentifier?.value == "Menu")
        expectAt(controller.storyboardIdentifier?.location, text, "4️⃣")
        expectAt(controller.id?.location, text, "5️⃣")
        #expect(controller.restorationIdentifier?.value == "R")
        #expect(controller.title?.value == "T")
        #expect(controller.customClass?.value == "MenuController")
        #expect(controller.customModule?.value == "App")
        #expect(controller.customModuleProvider?.value == "target")
        #expect(controller.userLabel?.value == "Menu")
        #expect(scene.placeholders.map(\.placeholderIdentifier?.value) == ["IBFirstResponder"])
        expectAt(scene.placeholders.first?.location, text, "6️⃣")
        #expect(scene.placeholders.first?.customClass?.value == "UIResponder")
        #expect(scene.exits.map(\.id?.value) == ["x1"])
        expectAt(scene.exits.first?.location, text, "7️⃣")
        #expect(scene.objects.map(\.role) == [.controller(.tableViewController), .placeholder, .exit, .object])
    }

    @Test("the first-responder placeholder may come first, as Xcode 4 wrote it")
    func placeholderFirst() throws {
        let document = try InterfaceBuilderReader.read(bytes: Array(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="p1" sceneMemberID="firstResponder"/>
                        <viewController id="c1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """).utf8), file: "")
        #expect(document.scenes.first?.controllerIndex == 1)
        #expect(document.scenes.first?.controller?.id?.value == "c1")
    }

    @Test("sceneMemberID marks the controller even after other objects; without it the first object is")
    func controllerChoice() throws {
        let document = try InterfaceBuilderReader.read(bytes: Array(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <view id="v1"/>
                        <navigationController id="c1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <controller id="w1" customClass="InterfaceController"/>
                        <notificationController id="n1"/>
                    </objects>
                </scene>
        """).utf8), file: "")
        #expect(document.scenes[0].controller?.controllerKind == .navigationController)
        #expect(document.scenes[0].objects[0].role == .object)
        #expect(document.scenes[1].controller?.controllerKind == .interfaceController)
        #expect(document.scenes[1].objects[1].role == .object)
    }

    @Test("every controller element name gives its kind", arguments: [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "hostingController",
        "avPlayerViewController", "glkViewController", "windowController", "tabViewController",
        "pagecontroller", "application", "controller", "notificationController", "glanceController",
    ])
    func controllerKinds(_ name: String) throws {
        let document = try InterfaceBuilderReader.read(bytes: Array(InterfaceBuilderText.storyboard("""
                <scene sceneID="s"><objects><\(name) id="c" sceneMemberID="viewController"/></objects></scene>
        """).utf8), file: "")
        let kind = try #require(document.scenes.first?.controller?.controllerKind)
        #expect(kind.isKnown)
        #expect(kind.elementName == name)
        #expect(ControllerKind(elementName: name) == kind)
    }

    @Test("a storyboard reference scene has no controller and a reference with its attributes")
    func storyboardReference() throws {
        let text = MarkedText(InterfaceBuilderText.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        1️⃣<viewControllerPlaceholder storyboardIdentifier="Ref" storyboardName="2️⃣Other" referencedIdentifier="3️⃣Detail" bundleIdentifier="com.example.kit" id="r1" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="n1"/>
                        </viewControllerPlaceholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="p1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <controllerPlaceholder id="r2" sceneMemberID="viewController"/>
                        <clickGestureRecognizer id="k2"/>
                        <customObject id="f2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """))
        let document = try readMarked(text)
        #expect(document.scenes.map(\.controller) == [nil, nil])
        #expect(document.storyboardReferences.count == 2)
        let reference = document.storyboardReferences[0]
        expectAt(reference.location, text, "1️⃣")
        #expect(reference.sceneIndex == 0)
        #expect(reference.id?.value == "r1")
        #expect(reference.storyboardName?.value == "Other")
        expectAt(reference.storyboardName?.location, text, "2️⃣")
        #expect(reference.referencedIdentifier?.value == "Detail")
        expectAt(reference.referencedIdentifier?.location, text, "3️⃣")
        #expect(reference.bundleIdentifier?.value == "com.example.kit")
        #expect(reference.object.storyboardIdentifier?.value == "Ref")
        let sameFile = document.storyboardReferences[1]
        #expect(sameFile.object.elementName == "controllerPlaceholder")
        #expect(sameFile.storyboardName == nil && sameFile.referencedIdentifier == nil)
        #expect(document.scenes[1].customObjects.map(\.customClass?.value) == ["NSResponder"])
        #expect(document.storyboardReferences(in: document.scenes[0]).map(\.id?.value) == ["r1"])
    }
}
