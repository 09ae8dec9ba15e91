import Foundation
import Testing
import TestSupport
@testable import Validation

@Suite("Asset catalogs and image files as evidence")
struct AssetCatalogTests {
    static let info = #"{"info":{"author":"xcode","version":1}}"#
    static let namespace = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#

    static func read(_ folder: TemporaryDirectory, _ catalog: String) -> AssetCatalog {
        AssetCatalogReader().read(shown: catalog, absolute: folder.path + "/" + catalog)
    }

    static func names(_ catalog: AssetCatalog) -> [String] {
        catalog.entries.map { "\($0.kind.rawValue) \($0.name)" }.sorted()
    }

    @Test("sets are named by their folder, namespaces by the groups that provide one, and no image is read")
    func names() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        for (path, text) in [
            ("A.xcassets/Contents.json", Self.info),
            ("A.xcassets/Logo.imageset/Contents.json", Self.info),
            ("A.xcassets/Logo.imageset/logo@2x.png", "not an image, and never read"),
            ("A.xcassets/Accent.colorset/Contents.json", Self.info),
            ("A.xcassets/Bolt.symbolset/Contents.json", Self.info),
            ("A.xcassets/AppIcon.appiconset/Contents.json", Self.info),
            ("A.xcassets/Data.dataset/Contents.json", Self.info),
            ("A.xcassets/Icons/Contents.json", Self.namespace),
            ("A.xcassets/Icons/Small/Contents.json", Self.namespace),
            ("A.xcassets/Icons/Small/Star.imageset/Contents.json", Self.info),
            ("A.xcassets/Plain/Contents.json", Self.info),
            ("A.xcassets/Plain/Flag.imageset/Contents.json", Self.info),
            ("A.xcassets/NoContents/Pin.imageset/Contents.json", Self.info),
            ("A.xcassets/Broken/Contents.json", "{ not json"),
            ("A.xcassets/Broken/Gear.imageset/Contents.json", Self.info),
            ("A.xcassets/Complication.complicationset/Contents.json", Self.info),
            ("A.xcassets/Complication.complicationset/Modular.imageset/Contents.json", Self.info),
            ("A.xcassets/.hidden/Secret.imageset/Contents.json", Self.info),
        ] {
            try folder.write(path, text)
        }
        let catalog = Self.read(folder, "A.xcassets")
        #expect(Self.names(catalog) == [
            "color Accent", "image AppIcon", "image Bolt", "image Broken/Gear", "image Complication/Modular", "image Flag",
            "image Gear", "image Icons/Small/Star", "image Logo", "image Modular", "image Pin",
        ])
        #expect(catalog.isComplete)
        #expect(catalog.entries.first { $0.name == "Logo" }?.path == "A.xcassets/Logo.imageset")
    }

    @Test("a link to a folder is not followed, so a link cycle ends")
    func links() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        try folder.write("A.xcassets/Group/Logo.imageset/Contents.json", Self.info)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/A.xcassets/Group/Loop",
                                                   withDestinationPath: folder.path + "/A.xcassets")
        #expect(Self.names(Self.read(folder, "A.xcassets")) == ["image Logo"])
    }

    @Test("loose image files are found by their name without extension, scale or device")
    func looseImages() {
        #expect(LooseImage.imageName(ofFile: "Logo@2x~ipad.png") == "Logo")
        #expect(LooseImage.imageName(ofFile: "Default-568h@2x.png") == "Default-568h")
        #expect(LooseImage.imageName(ofFile: "Photo.JPG") == "Photo")
        #expect(LooseImage.imageName(ofFile: "icon.icns") == "icon")
        #expect(LooseImage.imageName(ofFile: "@2x.png") == "@2x")
        #expect(!LooseImage.isImageFile("Notes.txt"))
        #expect(!LooseImage.isImageFile(".png"))
        let index = AssetIndex(catalogs: [AssetCatalog(path: "A.xcassets", entries: [])],
                               looseImages: ["App/Images/Logo@2x.png", "App/Bundle.bundle/Flag.pdf"])
        #expect(index.match("Logo", kind: .image) == .found)
        #expect(index.match("Logo.png", kind: .image) == .found)
        #expect(index.match("Images/Flag", kind: .image) == .found)
        #expect(index.match("Nothing", kind: .image) == .missing)
        #expect(index.match("Logo", kind: .color) == .otherKind(AssetIndex.Entry(
            name: "Logo", kind: .image, path: "App/Images/Logo@2x.png", isLooseFile: true)))
        guard case .caseMismatch(let entries) = index.match("logo", kind: .image) else {
            Issue.record("expected a case mismatch")
            return
        }
        #expect(entries.map(\.path) == ["App/Images/Logo@2x.png"])
    }

    @Test("discovery finds catalogs without entering them, image files and CocoaPods, as evidence and not as files")
    func discovery() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        for path in [
            "App/Main.storyboard", "App/Assets.xcassets/Logo.imageset/Contents.json",
            "App/Assets.xcassets/Logo.imageset/logo.png", "App/Images/Banner@2x.png", "App/Images/Notes.txt",
            "App/Generated/Skip.png", "Podfile", "Pods/Lib/Lib.xcassets/Contents.json", "Pods/Lib/Pod.png",
            "Other/Only.png",
        ] {
            try folder.write(path, "x")
        }
        var configuration = Configuration()
        configuration.excluded = [try Glob("**/Generated")]
        let discovery = FileDiscovery(workingDirectory: folder.path, configuration: configuration)
        let (files, resources) = try discovery.discoverInputs(["."])
        #expect(files.map(\.path) == ["App/Main.storyboard"])
        #expect(resources.assetCatalogs == ["App/Assets.xcassets"])
        #expect(resources.looseImages == ["App/Images/Banner@2x.png", "Other/Only.png"])
        #expect(resources.cocoaPods == ["Podfile", "Pods"])
        // A folder holding only images still has nothing to validate.
        #expect(throws: DiscoveryError.nothingToValidate([.init(path: "Other", reason: .noKnownFiles)])) {
            try discovery.discoverInputs(["Other"])
        }
        // A catalog named as a path is taken as one.
        let named = try discovery.discoverInputs(["App/Main.storyboard", "App/Assets.xcassets"])
        #expect(named.files.map(\.path) == ["App/Main.storyboard"])
        #expect(named.resources.assetCatalogs == ["App/Assets.xcassets"])
    }

    @Test("a validation reads the catalogs found beside the files into the project")
    func project() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        try folder.write("App/Main.storyboard", IB.storyboard(""))
        try folder.write("App/Assets.xcassets/Logo.imageset/Contents.json", Self.info)
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: ValidationOptions())
        #expect(outcome.files.map(\.path) == ["App/Main.storyboard"])
        #expect(outcome.project.assetCatalogs.map(\.path) == ["App/Assets.xcassets"])
        #expect(outcome.project.assets.match("Logo", kind: .image) == .found)
    }
}
