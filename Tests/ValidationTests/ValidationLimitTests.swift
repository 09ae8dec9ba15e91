import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// The caps the validator puts on a run: file size and findings per file.
@Suite("Validation limits")
struct ValidationLimitTests {
    static func validate(_ files: [String: String], options: ValidationOptions,
                         configuration: Configuration = Configuration()) throws -> [Diagnostic] {
        let folder = try TemporaryDirectory(prefix: "tripkit-limits")
        for (name, text) in files { try folder.write(name, text) }
        return try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: configuration, options: options).result.diagnostics
    }

    static func configuration(_ yaml: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Array(yaml.utf8), file: ".tripkit.yml", format: .yaml, registry: ProjectValidator().registry)
    }

    /// A plist three arrays deep, and a storyboard whose root element has five attributes.
    static let deepPlist = "<plist version=\"1.0\"><array><array><array><string>x</string></array></array></array></plist>"
    static let wideStoryboard = InterfaceBuilderText.storyboard("")

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

    @Test("the reader caps come from the options: depth, attributes per element, name and value length")
    func readerCaps() throws {
        let files = ["Deep.plist": Self.deepPlist, "Wide.storyboard": Self.wideStoryboard]
        #expect(try Self.validate(files, options: ValidationOptions()).isEmpty)
        var options = ValidationOptions()
        options.limits = [.nestingDepth: 2, .attributesPerElement: 3]
        let found = try Self.validate(files, options: options)
        #expect(found.map(\.location.file).sorted() == ["Deep.plist", "Wide.storyboard"])
        #expect(found.first { $0.location.file == "Deep.plist" }?.message.contains("(limit maxDepth)") == true, "\(found)")
        #expect(found.first { $0.location.file == "Wide.storyboard" }?.message.contains("(limit maxAttributesPerElement)") == true)
        options.limits = [.valueLength: 4]
        #expect(try Self.validate(files, options: options).first?.message.contains("(limit maxValueLength)") == true)
        options.limits = [.nameLength: 4]
        #expect(try Self.validate(files, options: options).first?.message.contains("(limit maxNameLength)") == true)
    }

    @Test("the configuration's limits apply, and the options' own win over them")
    func configuredCaps() throws {
        let configuration = try Self.configuration("limits:\n  maxDepth: 2\n  maxFindingsPerFile: 7\n")
        #expect(configuration.limits == [.nestingDepth: 2, .findingsPerFile: 7])
        let files = ["Deep.plist": Self.deepPlist]
        #expect(try Self.validate(files, options: ValidationOptions(), configuration: configuration).count == 1)
        var options = ValidationOptions()
        options.limits[.nestingDepth] = 10
        #expect(try Self.validate(files, options: options, configuration: configuration).isEmpty)
        #expect(options.merging(configuration.limits).maxFindingsPerFile == 7)
    }

    @Test("a bad limits entry is refused at its place, naming what was expected",
          arguments: [
              ("limits:\n  maxDepht: 2\n", "2:3", "unknown limit 'maxDepht'"),
              ("limits:\n  maxDepth: 0\n", "2:13", "'maxDepth' expects a positive whole number, found the number 0"),
              ("limits:\n  maxDepth: deep\n", "2:13", "'maxDepth' expects a positive whole number"),
              ("limits: 5\n", "1:9", "'limits' expects a mapping of limit names to numbers"),
              ("limits:\n  maxDepth: 1001\n", "2:13", "'maxDepth' expects a whole number from 1 to 1000, found 1001"),
          ])
    func badLimits(yaml: String, place: String, message: String) throws {
        let error = try #require(throws: ConfigurationError.self) { try Self.configuration(yaml) }
        #expect("\(error.location.line):\(error.location.column)" == place)
        #expect(error.description.contains(message), "\(error)")
    }
}
