import Foundation
import Testing
import TestSupport
@testable import Validation

@Suite("File discovery")
struct FileDiscoveryTests {
    /// A repository-like tree with files to pick, files to ignore and folders to skip.
    static func makeTree() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        for path in [
            "App/Main.storyboard", "App/Cell.xib", "App/Info.plist", "App/en.lproj/Main.strings",
            "App/AppDelegate.swift", "App/Legacy.m", "App/Legacy.h", "App/README.md", "App/Generated/Gen.storyboard",
            "Pods/Lib/Lib.storyboard", ".git/config.plist", ".build/out.plist", "DerivedData/x.storyboard",
            "App.xcodeproj/project.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist", "B.storyboard", "a.storyboard",
            // A zip made on macOS: resource forks under __MACOSX, and AppleDouble files beside documents.
            "__MACOSX/App/._Info.plist", "App/._Main.storyboard",
        ] {
            try folder.write(path, "x")
        }
        return folder
    }

    @Test("walks folders, picks validated kinds, skips tool folders, sorts by path")
    func walk() throws {
        let tree = try Self.makeTree()
        let files = try FileDiscovery(workingDirectory: tree.path).discover([])
        #expect(files.map(\.path) == [
            "App/AppDelegate.swift", "App/Cell.xib", "App/Generated/Gen.storyboard", "App/Info.plist", "App/Legacy.h",
            "App/Legacy.m", "App/Main.storyboard", "App/en.lproj/Main.strings", "B.storyboard", "a.storyboard",
        ])
        #expect(files.map(\.kind) == [.swift, .xib, .storyboard, .propertyList, .objectiveC, .objectiveC, .storyboard, .strings, .storyboard, .storyboard])
    }

    @Test("honours included and excluded patterns relative to the configuration's root")
    func patterns() throws {
        let tree = try Self.makeTree()
        var configuration = Configuration()
        configuration.included = [try Glob("App")]
        configuration.excluded = [try Glob("**/Generated"), try Glob("**/*.swift")]
        let discovery = FileDiscovery(workingDirectory: tree.path, configuration: configuration)
        #expect(try discovery.discover(["."]).map(\.path) == [
            "App/Cell.xib", "App/Info.plist", "App/Legacy.h", "App/Legacy.m", "App/Main.storyboard", "App/en.lproj/Main.strings",
        ])
        // The patterns apply to files named explicitly, and to paths given from another folder.
        #expect(try discovery.discover(["App/Generated/Gen.storyboard", "B.storyboard"]) == [])
        #expect(try discovery.discover(["./App/../App/Cell.xib"]).map(\.path) == ["App/Cell.xib"])
        // A configuration in a subfolder makes its patterns relative to that folder.
        configuration.root = "App"
        configuration.included = []
        configuration.excluded = [try Glob("Generated")]
        let nested = FileDiscovery(workingDirectory: tree.path, configuration: configuration)
        #expect(try nested.discover(["App"]).map(\.path).contains("App/Generated/Gen.storyboard") == false)
        #expect(try nested.discover(["App"]).map(\.path).contains("App/Main.storyboard"))
    }

    @Test("walks a skipped folder when it is named, and keeps absolute paths absolute")
    func explicitFolders() throws {
        let tree = try Self.makeTree()
        let discovery = FileDiscovery(workingDirectory: tree.path)
        #expect(try discovery.discover(["Pods"]).map(\.path) == ["Pods/Lib/Lib.storyboard"])
        #expect(try discovery.discover([tree.path + "/Pods"]).map(\.path) == [tree.path + "/Pods/Lib/Lib.storyboard"])
        #expect(try discovery.discover(["B.storyboard", "./B.storyboard", "B.storyboard"]).map(\.path) == ["B.storyboard"])
    }

    @Test("lists every missing path, refuses explicit files of other kinds")
    func errors() throws {
        let tree = try Self.makeTree()
        let discovery = FileDiscovery(workingDirectory: tree.path)
        #expect(throws: DiscoveryError.noSuchPath(["Nope", "Gone.storyboard"])) {
            try discovery.discover(["Nope", "App", "Gone.storyboard"])
        }
        #expect(throws: DiscoveryError.unsupportedFile("App/README.md")) { try discovery.discover(["App/README.md"]) }
        #expect(DiscoveryError.noSuchPath(["a", "b"]).description == "no such file or folder: a, b")
    }

    @Test("does not follow links to folders, follows links to files")
    func links() throws {
        let tree = try Self.makeTree()
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/App/Loop", withDestinationPath: tree.path + "/App")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/Linked.xib", withDestinationPath: tree.path + "/App/Cell.xib")
        let paths = try FileDiscovery(workingDirectory: tree.path).discover([]).map(\.path)
        #expect(paths.contains("Linked.xib"))
        #expect(!paths.contains { $0.hasPrefix("App/Loop/") })
    }
}
