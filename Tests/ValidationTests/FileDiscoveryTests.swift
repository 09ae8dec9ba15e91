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

    @Test("a folder with no file to validate is an error naming it and why, not an empty run")
    func nothingToValidate() throws {
        let tree = try Self.makeTree()
        try tree.makeFolder("Empty")
        try tree.write("Docs/README.md", "x")
        try tree.write("Docs/.git/x.plist", "x")
        let discovery = FileDiscovery(workingDirectory: tree.path)
        #expect(throws: DiscoveryError.nothingToValidate([
            .init(path: "Empty", reason: .noKnownFiles), .init(path: "Docs/", reason: .noKnownFiles),
        ])) {
            try discovery.discover(["Empty", "App", "Docs/"])
        }
        // Without paths, the working directory is the folder given.
        let empty = FileDiscovery(workingDirectory: tree.path + "/Empty")
        #expect(throws: DiscoveryError.nothingToValidate([.init(path: ".", reason: .noKnownFiles)])) {
            try empty.discover([])
        }
        #expect(DiscoveryError.nothingToValidate([.init(path: ".", reason: .noKnownFiles)]).description
            == "nothing to validate in the current directory: it holds no .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy file")
        #expect(DiscoveryError.nothingToValidate([
            .init(path: "Empty", reason: .noKnownFiles), .init(path: "Docs", reason: .noKnownFiles),
        ]).description == """
            nothing to validate in 2 of the folders given:
              Empty: it holds no .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy file
              Docs: it holds no .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy file
            """)
        // A missing path is reported first: it is the likelier mistake.
        #expect(throws: DiscoveryError.noSuchPath(["Nope"])) { try discovery.discover(["Empty", "Nope"]) }
    }

    @Test("a folder whose files the patterns all leave out is an error naming the patterns")
    func everythingLeftOut() throws {
        let tree = try Self.makeTree()
        var configuration = Configuration()
        configuration.included = [try Glob("Sources"), try Glob("Modules/**")]
        let included = FileDiscovery(workingDirectory: tree.path, configuration: configuration)
        let notIncluded = DiscoveryError.nothingToValidate([
            .init(path: ".", reason: .leftOut(files: 10, included: ["Sources", "Modules/**"], excluded: [])),
        ])
        #expect(throws: notIncluded) { try included.discover([]) }
        #expect(notIncluded.description == "nothing to validate in the current directory: the configuration's "
            + "included patterns (Sources, Modules/**) match none of the 10 files to validate in it")
        let one = DiscoveryError.nothingToValidate([.init(path: "A", reason: .leftOut(files: 1, included: ["B"], excluded: []))])
        #expect(one.description
            == "nothing to validate in A: the configuration's included patterns (B) do not match the one file to validate in it")

        configuration.included = []
        configuration.excluded = [try Glob("**/*.md"), try Glob("App"), try Glob("B.storyboard"), try Glob("a.storyboard")]
        let excluded = FileDiscovery(workingDirectory: tree.path, configuration: configuration)
        let allExcluded = DiscoveryError.nothingToValidate([
            .init(path: ".", reason: .leftOut(files: 0, included: [], excluded: ["App", "B.storyboard", "a.storyboard"])),
        ])
        #expect(throws: allExcluded) { try excluded.discover(["."]) }
        #expect(allExcluded.description == "nothing to validate in the current directory: the configuration's "
            + "excluded patterns (App, B.storyboard, a.storyboard) leave out all of it")

        configuration.included = [try Glob("App/**/*.xib")]
        configuration.excluded = [try Glob("App/Cell.xib")]
        let both = FileDiscovery(workingDirectory: tree.path, configuration: configuration)
        let mixed = DiscoveryError.nothingToValidate([
            .init(path: "App", reason: .leftOut(files: 7, included: ["App/**/*.xib"], excluded: ["App/Cell.xib"])),
        ])
        #expect(throws: mixed) { try both.discover(["App"]) }
        #expect(mixed.description == "nothing to validate in App: the configuration's patterns leave out all of it "
            + "(included: App/**/*.xib; excluded: App/Cell.xib)")
        // Files named explicitly that the patterns leave out are no error: the configuration chose.
        #expect(try both.discover(["App/Cell.xib", "App/Main.storyboard"]) == [])
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
