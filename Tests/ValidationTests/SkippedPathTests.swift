import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// Paths a run meets but does not read: a folder deeper than `PATH_MAX` (or one that cannot be
/// listed), a link out of the folder given, a configuration's baseline outside its folder. Each
/// is reported, and the rest of the run goes on.
@Suite("Skipped paths")
struct SkippedPathTests {
    static let good = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Good</string></dict></plist>
        """

    /// A folder with `Good.plist` (valid) and `Bad.plist` (not a property list).
    static func makeProject(in folder: TemporaryDirectory, under subfolder: String = "") throws {
        let prefix = subfolder.isEmpty ? "" : subfolder + "/"
        try folder.write(prefix + "Good.plist", good)
        try folder.write(prefix + "Bad.plist", "<plist><dict><key>A</key></plist>")
    }

    static func validate(_ root: String, configuration: Configuration = Configuration(),
                         options: ValidationOptions = ValidationOptions()) throws -> ValidationOutcome {
        try ProjectValidator().validate(paths: [], workingDirectory: root, configuration: configuration, options: options)
    }

    static func rules(_ outcome: ValidationOutcome) -> [String: [String]] {
        var rules: [String: [String]] = [:]
        for finding in outcome.result.diagnostics { rules[finding.location.file, default: []].append(finding.ruleID) }
        return rules
    }

    @Test("a folder deeper than PATH_MAX is reported, and the files beside it are validated")
    func deepFolder() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-deep")
        try Self.makeProject(in: folder)
        let deep = try DeepFolder(in: folder.path, named: "Deep", bottomFile: ("Lost.plist", Self.good))
        _ = deep
        let found = try FileDiscovery(workingDirectory: folder.path).discoverInputs([])
        #expect(found.files.map(\.path) == ["Bad.plist", "Good.plist"])
        let skipped = try #require(found.resources.skipped.first)
        #expect(found.resources.skipped.count == 1)
        #expect(skipped.path.hasPrefix("Deep/ddd"))
        #expect(skipped.reason == .unreadableFolder(reason: String(cString: strerror(ENAMETOOLONG))))

        let outcome = try Self.validate(folder.path)
        let rules = Self.rules(outcome)
        #expect(rules["Bad.plist"] == ["xml_not_well_formed"])
        #expect(rules[skipped.path] == ["unreadable_folder"])
        #expect(outcome.fails)
        #expect(outcome.files.map(\.path) == ["Bad.plist", "Good.plist"])
    }

    @Test("a folder that cannot be listed is reported, and the files beside it are validated",
          .disabled(if: geteuid() == 0, "root lists a folder of mode 000: the shape is the deep folder's"))
    func unlistableFolder() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-unlistable")
        try Self.makeProject(in: folder)
        try folder.write("Closed/Hidden.plist", Self.good)
        chmod(folder.path + "/Closed", 0)
        defer { chmod(folder.path + "/Closed", 0o755) }
        let outcome = try Self.validate(folder.path)
        #expect(Self.rules(outcome) == ["Bad.plist": ["xml_not_well_formed"], "Closed": ["unreadable_folder"]])
    }

    @Test("a link to a file outside the folder given is not read but noted; a link inside it is read")
    func linkOutside() throws {
        let outside = try TemporaryDirectory(prefix: "tripkit-outside")
        try outside.write("Secret.plist", "<plist><string>TOP_SECRET_VALUE</string></plist")
        let folder = try TemporaryDirectory(prefix: "tripkit-links")
        try Self.makeProject(in: folder, under: "App")
        let links = FileManager.default
        try links.createSymbolicLink(atPath: folder.path + "/App/Secret.plist", withDestinationPath: outside.path + "/Secret.plist")
        try links.createSymbolicLink(atPath: folder.path + "/App/Environment.strings", withDestinationPath: "/proc/self/environ")
        try links.createSymbolicLink(atPath: folder.path + "/App/Escape.plist", withDestinationPath: "../../" + Paths.fileName(of: outside.path) + "/Secret.plist")
        try links.createSymbolicLink(atPath: folder.path + "/App/Inside.plist", withDestinationPath: "Good.plist")
        try folder.makeFolder("App/Fake.xcodeproj")
        try links.createSymbolicLink(atPath: folder.path + "/App/Fake.xcodeproj/project.pbxproj", withDestinationPath: outside.path + "/Secret.plist")

        let found = try FileDiscovery(workingDirectory: folder.path).discoverInputs(["App"])
        #expect(found.files.map(\.path) == ["App/Bad.plist", "App/Good.plist", "App/Inside.plist"])
        #expect(found.resources.skipped == [
            "App/Environment.strings", "App/Escape.plist", "App/Fake.xcodeproj/project.pbxproj", "App/Secret.plist",
        ].map { SkippedPath(path: $0, reason: .linkOutside(folder: "App")) })

        let outcome = try Self.validate(folder.path)
        let rules = Self.rules(outcome)
        #expect(rules["App/Secret.plist"] == ["path_outside_folder"])
        #expect(rules["App/Environment.strings"] == ["path_outside_folder"])
        #expect(!outcome.report.contains("TOP_SECRET_VALUE"))
        #expect(!outcome.report.contains("PATH="))
        let note = try #require(outcome.result.diagnostics.first { $0.location.file == "App/Secret.plist" })
        #expect(note.severity == .note)
        #expect(note.message == "not read: a symbolic link to a file outside the current directory")
    }

    @Test("with project evidence, a link out of the folder given but inside the project is read")
    func linkInsideProject() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-links")
        try Self.makeProject(in: folder, under: "App")
        try folder.write("Shared/Bad.plist", "<plist><dict><key>A</key></plist>")
        try folder.makeFolder("App.xcodeproj")
        try folder.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; rootObject = X; }")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Shared.plist", withDestinationPath: "../Shared/Bad.plist")
        var options = ValidationOptions()
        options.evidence = .project
        let outcome = try ProjectValidator().validate(
            paths: ["App"], workingDirectory: folder.path, configuration: Configuration(), options: options)
        let rules = Self.rules(outcome)
        #expect(rules["App/Shared.plist"] == ["xml_not_well_formed"])
    }

    @Test("a configuration's baseline outside its folder is not read but noted; --baseline is read wherever it is")
    func baselineOutside() throws {
        let outer = try TemporaryDirectory(prefix: "tripkit-baseline")
        try Self.makeProject(in: outer, under: "project")
        let project = outer.path + "/project"
        // A baseline that hides the finding in Bad.plist, outside the project.
        try outer.write("outside.json", try Self.validate(project).baselineText())
        try FileManager.default.createSymbolicLink(atPath: project + "/linked.json", withDestinationPath: "../outside.json")
        let validator = ProjectValidator()
        for (written, shown) in [("../outside.json", "../outside.json"), ("linked.json", "linked.json")] {
            try outer.write("project/.tripkit.yml", "baseline: \(written)\n")
            let configuration = try validator.configuration(explicitPath: nil, workingDirectory: project)
            let outcome = try Self.validate(project, configuration: configuration)
            let rules = Self.rules(outcome)
            #expect(rules["Bad.plist"] == ["xml_not_well_formed"], "\(written)")
            let note = try #require(outcome.result.diagnostics.first { $0.ruleID == "path_outside_folder" })
            #expect(note.location.file == (shown.hasPrefix("..") ? outer.path + "/outside.json" : shown))
            #expect(note.message.hasPrefix("baseline not read: the configuration's baseline lies outside its folder"))

            let given = try Self.validate(
                project, configuration: configuration, options: ValidationOptions(baselinePath: outer.path + "/outside.json"))
            #expect(given.result.diagnostics.isEmpty, "\(given.result.diagnostics)")
        }
        // A baseline inside the folder is read as before.
        try outer.write("project/inside.json", try Self.validate(project).baselineText())
        try outer.write("project/.tripkit.yml", "baseline: inside.json\n")
        let inside = try Self.validate(project, configuration: try validator.configuration(explicitPath: nil, workingDirectory: project))
        #expect(inside.result.diagnostics.isEmpty, "\(inside.result.diagnostics)")
    }
}
