import Foundation
import Testing
import TestSupport
import InterfaceBuilder

/// The model types print as `plutil -p` prints a property list; debug forms add type and place.
@Suite("Model descriptions")
struct ModelDescriptionTests {
    static let text = InterfaceBuilderText.storyboard("""
            <scene sceneID="s1">
                <objects>
                    <viewController customClass="LoginViewController" id="c1" sceneMemberID="viewController">
                        <connections>
                            <outlet property="field" destination="f1" id="o1"/>
                            <segue destination="c2" kind="show" identifier="next" id="g1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="p1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """)

    @Test("a document, a scene, an object, a segue and a connection print as plutil -p would")
    func descriptions() throws {
        let document = try InterfaceBuilderReader.read(bytes: Array(Self.text.utf8), file: "Main.storyboard")
        #expect(document.description == """
            {
              "kind" => storyboard
              "file" => "Main.storyboard"
              "type" => "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
              "version" => "3.0"
              "toolsVersion" => "22505"
              "platform" => iOS
              "scenes" => [
                0 => "Login View Controller Scene"
              ]
              "segues" => 1
              "connections" => 1
            }
            """)
        let scene = try #require(document.scenes.first)
        #expect(scene.description == """
            {
              "title" => "Login View Controller Scene"
              "sceneID" => "s1"
              "objects" => [
                0 => {
                  "element" => viewController
                  "role" => controller(viewController)
                  "id" => "c1"
                  "customClass" => "LoginViewController"
                }
                1 => {
                  "element" => placeholder
                  "role" => placeholder
                  "id" => "p1"
                  "placeholderIdentifier" => "IBFirstResponder"
                }
              ]
            }
            """)
        #expect(scene.debugDescription.hasPrefix("Scene 0 at Main.storyboard:4:9 {\n  \"title\""))
        let segue = try #require(document.segues.first)
        #expect(segue.description == """
            {
              "id" => "g1"
              "kind" => show
              "identifier" => "next"
              "source" => "c1"
              "destination" => "c2"
              "trigger" => <viewController id="c1">
            }
            """)
        #expect(segue.debugDescription.hasPrefix("Segue at Main.storyboard:9:25 {"))
        let connection = try #require(document.connections.first)
        #expect(connection.debugDescription == """
            Connection(outlet) at Main.storyboard:8:25 {
              "kind" => outlet
              "id" => "o1"
              "property" => "field"
              "destination" => "f1"
              "owner" => <viewController id="c1">
            }
            """)
        #expect(document.debugDescription.hasPrefix("InterfaceDocument(storyboard) at Main.storyboard:2:1 {"))
        #expect(scene.sceneID.map { String(reflecting: $0) } == "\"s1\" at Main.storyboard:4:25")
    }
}

/// One reading shape, as PlistReader's: a path, a file URL, bytes and Data, the file name optional.
@Suite("Interface Builder reading entry points")
struct InterfaceBuilderReadingShapeTests {
    @Test("a path, a file URL, bytes and Data give the same document; options and file default alike")
    func sameShape() throws {
        let text = Array(ModelDescriptionTests.text.utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shape-\(UInt32.random(in: 0...UInt32.max)).storyboard")
        try Data(text).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromPath = try InterfaceBuilderReader.read(contentsOf: url.path)
        #expect(try InterfaceBuilderReader.read(contentsOf: url) == fromPath)
        #expect(try InterfaceBuilderReader.read(bytes: text, file: url.path) == fromPath)
        #expect(try InterfaceBuilderReader.read(data: Data(text), file: url.path) == fromPath)
        #expect(try InterfaceBuilderReader.read(bytes: text).file == "")
        #expect(InterfaceBuilderReader.Options().maxDepth == 512)
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderReader.read(bytes: text, options: InterfaceBuilderReader.Options(maxDepth: 3))
        }
    }
}
