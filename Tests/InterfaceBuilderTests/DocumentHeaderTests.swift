import Testing
import TestSupport
import TripSource
import InterfaceBuilder

@Suite("The document header")
struct DocumentHeaderTests {
    @Test("root attributes are read with the positions of their values")
    func rootAttributes() throws {
        let text = MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        1️⃣<document type="2️⃣com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3️⃣3.0" toolsVersion="4️⃣22505" targetRuntime="5️⃣iOS.CocoaTouch" launchScreen="6️⃣YES" useAutolayout="YES" useTraitCollections="NO" initialViewController="7️⃣BYZ-38-t0r">
            <dependencies>
                8️⃣<deployment version="9️⃣4352" identifier="iOS"/>
            </dependencies>
        </document>
        """)
        let document = try readMarked(text)
        #expect(document.kind == .storyboard)
        #expect(document.file == "Test.storyboard")
        expectAt(document.root.location, text, "1️⃣")
        #expect(document.type?.value == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        expectAt(document.type?.location, text, "2️⃣")
        #expect(document.version?.value == "3.0")
        expectAt(document.version?.location, text, "3️⃣")
        #expect(document.toolsVersion?.value == "22505")
        expectAt(document.toolsVersion?.location, text, "4️⃣")
        #expect(document.platform?.value == .iOS)
        expectAt(document.platform?.location, text, "5️⃣")
        #expect(document.launchScreen?.value == true)
        expectAt(document.launchScreen?.location, text, "6️⃣")
        #expect(document.useAutolayout?.value == true)
        #expect(document.useTraitCollections?.value == false)
        #expect(document.useSafeAreas == nil)
        #expect(document.initialViewController?.value == "BYZ-38-t0r")
        expectAt(document.initialViewController?.location, text, "7️⃣")
        expectAt(document.deployment?.location, text, "8️⃣")
        #expect(document.deployment?.version?.value == "4352")
        expectAt(document.deployment?.version?.location, text, "9️⃣")
        #expect(document.deployment?.identifier?.value == "iOS")
        #expect(document.idReferences.map(\.attribute) == ["initialViewController"])
    }

    @Test("document types give the kind", arguments: [
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", DocumentKind.storyboard),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", .storyboard),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", .storyboard),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", .storyboard),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", .xib),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", .xib),
        ("com.apple.InterfaceBuilder.AppleTV.XIB", .xib),
    ])
    func kinds(type: String, kind: DocumentKind) throws {
        let text = "<document type=\"\(type)\" version=\"3.0\"/>"
        #expect(try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "").kind == kind)
    }

    @Test("an unfamiliar IB type is a storyboard when it holds scenes, else a XIB")
    func unfamiliarType() throws {
        let withScenes = "<document type=\"com.apple.InterfaceBuilder.Future\"><scenes><scene sceneID=\"a\"/></scenes></document>"
        let without = "<document type=\"com.apple.InterfaceBuilder.Future\"><objects/></document>"
        #expect(try InterfaceBuilderReader.read(bytes: Array(withScenes.utf8), file: "").kind == .storyboard)
        #expect(try InterfaceBuilderReader.read(bytes: Array(without.utf8), file: "").kind == .xib)
    }

    @Test("targetRuntime values name platforms, unknown ones kept", arguments: [
        ("iOS.CocoaTouch", Platform.iOS), ("iOS.CocoaTouch.iPad", .iPad), ("MacOSX.Cocoa", .macOS),
        ("AppleTV", .tvOS), ("watchKit", .watchOS), ("xrOS", .other("xrOS")),
    ])
    func platforms(runtime: String, platform: Platform) {
        #expect(Platform(targetRuntime: runtime) == platform)
        #expect(platform.targetRuntime == runtime)
    }

    @Test("early documents give development and deployment default versions")
    func earlyDependencies() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1938">
            <dependencies>
                <development defaultVersion="4200" identifier="xcode"/>
                <deployment defaultVersion="1280" identifier="iOS"/>
            </dependencies>
        </document>
        """
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "")
        #expect(document.development?.defaultVersion?.value == "4200")
        #expect(document.development?.identifier?.value == "xcode")
        #expect(document.deployment?.defaultVersion?.value == "1280")
        #expect(document.deployment?.version == nil)
    }

    @Test("an IB document nested too deep is refused at the depth limit with a position")
    func tooDeep() {
        let depth = 600
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
            + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        do {
            _ = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "deep.xib")
            Issue.record("read a document nested \(depth) deep")
        } catch {
            guard case .xml(.tooDeep(let location, _)) = error else {
                Issue.record("expected tooDeep, got \(error)")
                return
            }
            #expect(location.line == 1)
        }
    }
}
