import Foundation
import PropertyList
import TestSupport
import Testing
import TripSource

@testable import Validation

/// XcodeGen specs (`project.yml`) read as the project they generate: targets, settings, Info.plist
/// keys and the files each target builds, from the spec and the specs it includes.
@Suite("XcodeGen projects")
struct XcodeGenProjectTests {
    static let folder = SharedFiles.fixtures.appendingPathComponent("validation/xcodegen")

    /// Reads a spec of the fixture folder, or of `files` when given.
    static func read(_ path: String = "project.yml", files: [String: String]? = nil) -> XcodeProjectFile {
        XcodeProjectFile(xcodeGenSpec: path) { file in
            if let files { return files[file].map { Array($0.utf8) } }
            return FileManager.default.contents(atPath: folder.appendingPathComponent(file).path).map(Array.init)
        }
    }

    static func settings(_ configuration: XcodeProjectFile.Configuration?) -> [String: String] {
        Dictionary((configuration?.settings ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    @Test("a spec and the spec it includes give their targets, types, settings and Info.plist keys")
    func targetsAndSettings() throws {
        let project = Self.read()
        #expect(project.partialReason == nil)
        #expect(project.origin == .xcodeGen(name: "Trail"))
        #expect(project.displayName == "project.yml")
        #expect(project.projectFolder == ".")
        #expect(project.developmentRegion?.value == "en")
        #expect(Set(project.targets.map(\.name)) == ["Trail", "TrailWidget"])
        let trail = try #require(project.targets.first { $0.name == "Trail" })
        let widget = try #require(project.targets.first { $0.name == "TrailWidget" })
        // The type comes from the target template.
        #expect(trail.productType == "com.apple.product-type.application")
        #expect(widget.productType == "com.apple.product-type.app-extension")
        #expect(project.configurations.map(\.name) == ["Debug", "Release"])
        #expect(Self.settings(project.configurations.first)["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == "DEBUG")
        #expect(Self.settings(project.configurations.last)["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil)
        #expect(Self.settings(project.configurations.last)["CURRENT_PROJECT_VERSION"] == "7")
        let debug = Self.settings(trail.configurations.first)
        #expect(debug["SDKROOT"] == "iphoneos")
        #expect(debug["INFOPLIST_FILE"] == "Trail/Info.plist")
        #expect(debug["PRODUCT_BUNDLE_IDENTIFIER"] == "org.example.trail")
        let widgetSettings = Self.settings(widget.configurations.first)
        #expect(widgetSettings["GENERATE_INFOPLIST_FILE"] == "YES")
        // A folded block scalar, from the included spec.
        #expect(widgetSettings["INFOPLIST_KEY_NSLocationWhenInUseUsageDescription"] == "Shows how far the trail goes from here.")
        let photos = try #require(trail.infoProperties?.entry(forKey: "NSPhotoLibraryUsageDescription"))
        #expect(photos.value.string == "Saves the photos of your trail.")
        #expect(photos.keyLocation?.file == "project.yml")
        #expect(trail.infoProperties?["CFBundlePackageType"]?.string == "APPL")
        #expect(widget.infoProperties == nil)
    }

    @Test("sources are folders relative to the spec that declares them, less their excludes, with the template's")
    func sources() throws {
        let layout = Self.read().layout
        let trail = try #require(layout.targets["Trail"])
        let widget = try #require(layout.targets["TrailWidget"])
        #expect(trail.contains("Trail/Photos.swift"))
        #expect(trail.contains("Shared/Log.swift"))
        #expect(!trail.contains("Trail/Drafts/OldCamera.swift"))
        #expect(!trail.contains("Widget/Where.swift"))
        // `../Widget` in Targets/widget.yml.
        #expect(widget.contains("Widget/Where.swift"))
        #expect(trail.dependencies == ["TrailWidget"])
        // XcodeGen embeds an application's dependencies unless told `embed: false`.
        #expect(trail.embeddedExtensions == ["TrailWidget"])
        let index = TargetIndex([Self.read()])
        #expect(!index.isBuilt("Trail/Drafts/OldCamera.swift"))
        #expect(index.isBuilt("Trail/TrailApp.swift"))
    }

    @Test(
        "what cannot be read without XcodeGen makes the project partial",
        arguments: [
            ("name: A\ninclude: [missing.yml]\ntargets:\n  A: {type: application, platform: iOS}\n", "'App/missing.yml' cannot be read"),
            ("name: A\ntargets:\n  A: {type: application, platform: iOS, templates: [Nope]}\n", "template 'Nope' is not found"),
            ("name: A\ntargets:\n  A: {type: framework, platform: [iOS, tvOS]}\n", "built for several platforms"),
            ("name: A\ntargets:\n  A: {type: application, platform: iOS, sources: [\"${SRC}\"]}\n", "names a variable"),
            ("name: A\nsettings: {groups: [Gone]}\ntargets:\n  A: {type: application, platform: iOS}\n", "setting group 'Gone'"),
            ("name: A\n  bad: indentation\n", "cannot be read"),
        ])
    func partial(_ spec: String, _ reason: String) {
        let project = Self.read("App/project.yml", files: ["App/project.yml": spec])
        #expect(project.partialReason?.contains(reason) == true, "\(project.partialReason ?? "nil")")
    }

    @Test("an application embeds its dependencies unless told embed: false; another target only when told embed: true")
    func embedding() throws {
        let spec = """
            name: E
            targets:
              App:
                type: application
                platform: iOS
                dependencies: [{target: Share}, {target: Widget, embed: false}]
              Kit:
                type: framework
                platform: iOS
                dependencies: [{target: Share}, {target: Widget, embed: true}]
              Share: {type: app-extension, platform: iOS}
              Widget: {type: app-extension, platform: iOS}
            """
        let layout = Self.read("project.yml", files: ["project.yml": spec]).layout
        #expect(layout.targets["App"]?.dependencies == ["Share", "Widget"])
        #expect(layout.targets["App"]?.embeddedExtensions == ["Share"])
        #expect(layout.targets["Kit"]?.embeddedExtensions == ["Widget"])
    }

    @Test("includes merge as XcodeGen merges them: lists append, mappings merge, :REPLACE replaces; a cycle ends")
    func merging() throws {
        let files = [
            "project.yml": """
                name: M
                include: [base.yml]
                targets:
                  A:
                    sources: [Extra]
                    settings:
                      base: {TWO: "2"}
                  B:
                    sources:REPLACE: [Own]
                """,
            "base.yml": """
                include: [project.yml]
                targets:
                  A:
                    type: framework
                    platform: macOS
                    sources: [Base]
                    settings:
                      base: {ONE: "1"}
                  B:
                    type: framework
                    platform: macOS
                    sources: [Gone]
                """,
        ]
        let project = Self.read(files: files)
        #expect(project.partialReason == nil)
        #expect(project.layout.targets["A"]?.synchronizedFolders == ["Base", "Extra"])
        #expect(project.layout.targets["B"]?.synchronizedFolders == ["Own"])
        let settings = Self.settings(project.targets.first { $0.name == "A" }?.configurations.first)
        #expect(settings["ONE"] == "1" && settings["TWO"] == "2" && settings["SDKROOT"] == "macosx")
    }

    @Test("anchors, aliases and merge keys give targets their shared parts, as XcodeGen reads them")
    func anchorsAndMergeKeys() throws {
        let files = [
            "project.yml": """
                name: M
                settings: &common
                  base: {SWIFT_VERSION: "5.0"}
                targets:
                  App:
                    <<: &framework
                      type: framework
                      platform: macOS
                    sources: &sources [Own]
                    settings:
                      <<: *common
                  Tool:
                    <<: *framework
                    sources: *sources
                    info:
                      path: Tool/Info.plist
                      properties: {NSCameraUsageDescription: Sees.}

                """,
        ]
        let project = Self.read(files: files)
        #expect(project.partialReason == nil)
        #expect(project.layout.targets["App"]?.synchronizedFolders == ["Own"])
        #expect(project.layout.targets["Tool"]?.synchronizedFolders == ["Own"])
        let tool = try #require(project.targets.first { $0.name == "Tool" })
        #expect(tool.productType == "com.apple.product-type.framework")
        let settings = Self.settings(project.targets.first { $0.name == "App" }?.configurations.first)
        #expect(settings["SWIFT_VERSION"] == "5.0" && settings["SDKROOT"] == "macosx")
    }

    @Test("a spec whose aliases expand past the file size cap is partial, with a clean error")
    func billionLaughs() throws {
        var text = "name: M\nlol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...12 {
            text += "lol\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "targets:\n  A: {type: framework, platform: macOS, sources: *l12}\n"
        let project = Self.read(files: ["project.yml": text])
        #expect(project.targets.isEmpty)
        #expect(project.partialReason?.contains("its aliases expand the document to more than") == true, "\(project.partialReason ?? "")")
    }

    @Test("a spec two specs include is merged once, under the first, as XcodeGen merges it")
    func diamondInclude() throws {
        let files = [
            "project.yml": "name: M\ninclude: [b.yml, c.yml]\ntargets:\n  A: {type: framework, platform: macOS, sources: [Own]}\n",
            "b.yml": "include: [d.yml]\ntargets:\n  A: {sources: [B]}\n",
            "c.yml": "include: [d.yml]\ntargets:\n  A: {sources: [C]}\n",
            "d.yml": "targets:\n  A: {sources: [D]}\n",
        ]
        let project = Self.read(files: files)
        #expect(project.partialReason == nil)
        #expect(project.layout.targets["A"]?.synchronizedFolders == ["D", "B", "C", "Own"])
    }

    @Test("specs that each include the next two merge in linear size, not one copy per path")
    func includeLattice() throws {
        // Spec i includes i+1 and i+2: merging each include wherever it is named would give the
        // root some 50,000 copies of the last spec's source (and 2^40-odd for 64 specs).
        var files: [String: String] = [:]
        for index in 0..<24 {
            let named = [index + 1, index + 2].filter { $0 < 24 }.map { "s\($0).yml" }.joined(separator: ", ")
            files[index == 0 ? "project.yml" : "s\(index).yml"] =
                "include: [\(named)]\ntargets:\n  A: {type: framework, platform: macOS, sources: [F\(index)]}\n"
        }
        let project = Self.read(files: files)
        #expect(project.layout.targets["A"]?.synchronizedFolders.count == 24)
    }

    @Test("the fixture app validates clean: usage descriptions from info.properties and INFOPLIST_KEY settings count")
    func fixtureIsClean() throws {
        let outcome = try ProjectValidator().validate(
            paths: [Self.folder.path], workingDirectory: Self.folder.path, configuration: Configuration(),
            options: ValidationOptions())
        #expect(outcome.project.xcodeProjects.map(\.path).contains { $0.hasSuffix("project.yml") })
        #expect(outcome.result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(outcome.result.diagnostics)")
        #expect(!outcome.result.diagnostics.contains { $0.ruleID == "usage_description_missing" })
    }

    @Test("a project.pbxproj beside the spec is the evidence, and the spec is not read as a second project")
    func generatedProjectWins() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-xcodegen")
        try folder.write("project.yml", "name: App\ntargets:\n  App: {type: application, platform: iOS, sources: [App]}\n")
        try folder.write("App/A.swift", "let a = 1\n")
        try folder.write("App.xcodeproj/project.pbxproj", "{ objects = {}; }")
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: ValidationOptions())
        #expect(outcome.project.xcodeProjects.map(\.origin) == [.xcodeProject])
        try FileManager.default.removeItem(atPath: folder.path + "/App.xcodeproj/project.pbxproj")
        let alone = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: ValidationOptions())
        #expect(alone.project.xcodeProjects.map(\.origin) == [.xcodeGen(name: "App")])
    }
}
