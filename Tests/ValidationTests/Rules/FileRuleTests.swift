import Testing
import TestSupport
@testable import Validation

@Suite("Rules: files")
struct FileRuleTests {
    @Test("a storyboard that is not well-formed is reported where the reader stopped; a merge conflict at its marker")
    func notWellFormed() throws {
        let rule = RuleHarness("xml_not_well_formed")
        try rule.expect(["Truncated.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n    <scenes>\n1️⃣"])
        let found = try rule.expect([
            "Conflict.storyboard": IB.conflicted(marker: "1️⃣"),
            "Bad.plist": "<plist version=\"1.0\"><dict><key>a</key>2️⃣</plist>",
        ])
        #expect(found.contains { $0.message.hasPrefix("merge-conflict marker") })
        try rule.expectNone(["Main.storyboard": IB.storyboard(""), "Info.plist": IB.plist("")])
    }

    @Test("an empty file or a file whose root is not an Interface Builder document is reported")
    func notInterfaceBuilder() throws {
        let rule = RuleHarness("not_interface_builder_document")
        let found = try rule.expect([
            // An empty file (white space alone too) has no place to point at: the file as a whole.
            "Empty.xib": RuleHarness.wholeFile,
            "Blank.storyboard": "  \n \(RuleHarness.wholeFile)",
            "Plist.storyboard": "<?xml version=\"1.0\"?>\n3️⃣<plist version=\"1.0\"><dict/></plist>",
        ])
        #expect(found.map(\.message).contains("the file is empty; expected an Interface Builder XIB document"))
        try rule.expectNone(["Main.storyboard": IB.storyboard(""), "View.xib": IB.xib("")])
    }

    @Test("a legacy archive XIB is reported at its root")
    func legacyArchive() throws {
        let rule = RuleHarness("legacy_archive_format")
        try rule.expect([
            "Old.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                1️⃣<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                    <data><int key="IBDocument.SystemTarget">1536</int></data>
                </archive>
                """,
        ])
        try rule.expectNone(["View.xib": IB.xib("")])
    }

    @Test("a missing or unknown targetRuntime is reported")
    func unknownPlatform() throws {
        let rule = RuleHarness("unknown_platform")
        try rule.expect([
            "Car.storyboard": IB.storyboard("", runtime: "1️⃣CarPlay"),
            "None.xib": "1️⃣<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects/></document>",
        ])
        try rule.expectNone([
            "iOS.storyboard": IB.storyboard(""), "iPad.storyboard": IB.storyboard("", runtime: "iOS.CocoaTouch.iPad"),
            "Mac.storyboard": IB.storyboard("", runtime: "MacOSX.Cocoa"), "TV.storyboard": IB.storyboard("", runtime: "AppleTV"),
            "Watch.storyboard": IB.storyboard("", runtime: "watchKit"),
        ])
    }

    @Test("a property list that is not a valid property list is reported; one that is not XML is left to xml_not_well_formed")
    func invalidPropertyList() throws {
        let rule = RuleHarness("invalid_property_list")
        try rule.expect([
            "Number.plist": IB.plist("<key>n</key>\n1️⃣<integer>12x</integer>"),
            "Empty.plist": RuleHarness.wholeFile,
            "Stray.plist": "<plist version=\"1.0\">2️⃣<strin>a</strin></plist>",
        ])
        try rule.expectNone(["Good.plist": IB.plist("<key>n</key><integer>12</integer>"), "Bad.plist": "<plist><dict>"])
    }
}

@Suite("Rules: unreadable files")
struct UnreadableFileRuleTests {
    @Test("a file that cannot be read is reported as a whole, with no line or column; files read but refused are left to other rules")
    func unreadable() {
        let failure = FileFailure(path: "App/Main.storyboard", kind: .storyboard, reason: .unreadable(reason: "Permission denied"))
        #expect(UnreadableFile().check(failure).map(\.description) == [
            "App/Main.storyboard: error: cannot read the file: Permission denied (unreadable_file)",
        ])
        let refused = FileFailure(path: "App/Main.storyboard", kind: .storyboard,
                                  reason: .interfaceBuilder(.xml(.empty(failure.start))))
        #expect(UnreadableFile().check(refused).isEmpty)
    }

    /// `PlantedDefectsTests` hides a file with permissions, which the super-user (as CI often runs)
    /// reads anyway; a folder named like a storyboard, and a file gone since it was found, are
    /// unreadable to anyone.
    @Test("a found file that cannot be read becomes an unreadable_file finding, whoever runs the tests")
    func unreadableThroughReader() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        try folder.makeFolder("Folder.storyboard")
        let reader = ProjectReader(workingDirectory: folder.path, storyboardName: ValidationOptions.fileStem, progress: nil)
        let (project, _) = reader.read([
            DiscoveredFile(path: "Folder.storyboard", kind: .storyboard), DiscoveredFile(path: "Gone.plist", kind: .propertyList),
        ])
        var configuration = Configuration()
        configuration.onlyRules = ["unreadable_file"]
        let result = Validator(rules: StandardRules.all, configuration: configuration)
            .validate(project, lines: FileLines(workingDirectory: folder.path), workingDirectory: folder.path)
        #expect(result.diagnostics.map(\.description) == [
            "Folder.storyboard: error: cannot read the file: it is a directory (unreadable_file)",
            "Gone.plist: error: cannot read the file: No such file or directory (unreadable_file)",
        ])
    }
}
