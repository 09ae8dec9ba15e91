import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// The caps the validator puts on a run: file size and findings per file.
@Suite("Validation limits")
struct ValidationLimitTests {
    static func validate(_ files: [String: String], options: ValidationOptions) throws -> [Diagnostic] {
        let folder = try TemporaryDirectory(prefix: "tripkit-limits")
        for (name, text) in files { try folder.write(name, text) }
        return try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: options).result.diagnostics
    }

    static func storyboard(segues: Int) -> String {
        let connections = (0..<segues).map { "<segue destination=\"nowhere\($0)\" kind=\"show\" id=\"sg\($0)\"/>" }.joined()
        return InterfaceBuilderText.storyboard("""
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">\
            <connections>\(connections)</connections></viewController></objects></scene>
            """, attributes: " initialViewController=\"vc\"")
    }

    @Test("a file larger than maxFileSize is reported unreadable, naming the limit, and not read")
    func fileSize() throws {
        var options = ValidationOptions()
        options.maxFileSize = 100
        let found = try Self.validate(["Big.storyboard": Self.storyboard(segues: 3), "Small.plist": "<plist/>"], options: options)
        let big = found.filter { $0.location.file == "Big.storyboard" }
        #expect(big.map(\.ruleID) == ["unreadable_file"])
        #expect(big.first?.message.contains("(limit maxFileSize)") == true, "\(big)")
        #expect(ValidationOptions().maxFileSize == 64 << 20)
    }

    @Test("at most maxFindingsPerFile findings of one file, errors first, the rest counted in one note")
    func findingsPerFile() throws {
        var options = ValidationOptions()
        let all = try Self.validate(["Many.storyboard": Self.storyboard(segues: 8)], options: options)
        #expect(all.filter { $0.ruleID == "segue_destination_unresolved" }.count == 8)
        options.maxFindingsPerFile = 5
        let capped = try Self.validate(["Many.storyboard": Self.storyboard(segues: 8)], options: options)
        #expect(capped.count == 6)
        let note = try #require(capped.first { $0.ruleID == "too_many_findings" })
        #expect(note.severity == .note)
        #expect(note.message == "\(all.count - 5) more findings in this file not shown: more than 5 findings in one file (limit maxFindingsPerFile)")
        #expect(capped.filter { $0.severity == .error }.count == min(5, all.filter { $0.severity == .error }.count))
    }
}
