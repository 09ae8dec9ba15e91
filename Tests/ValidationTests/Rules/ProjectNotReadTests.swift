import Foundation
import TestSupport
import Testing

@testable import Validation

/// `project_not_read`: a Tuist project is said once per run, not in each finding; an XcodeGen spec
/// known in part is said once per spec.
@Suite("Projects TripKit cannot read")
struct ProjectNotReadTests {
    static func validate(_ folder: TemporaryDirectory) throws -> [Diagnostic] {
        try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: ValidationOptions()
        ).result.diagnostics
    }

    static let manifest = "import ProjectDescription\n\nlet project = Project(name: \"App\", targets: [])\n"
    static let camera = "import AVFoundation\n\nfunc ask() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"

    @Test("a Tuist project gets one note for the run, however many manifests and findings")
    func tuistOnce() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-tuist")
        try folder.write("Tuist/Config.swift", "import ProjectDescription\n\nlet config = Config()\n")
        try folder.write("Projects/App/Project.swift", Self.manifest)
        try folder.write("Projects/Kit/Project.swift", Self.manifest)
        try folder.write("Projects/App/Sources/Camera.swift", Self.camera)
        try folder.write("Projects/Kit/Sources/Other.swift", Self.camera)
        let diagnostics = try Self.validate(folder)
        let notes = diagnostics.filter { $0.ruleID == "project_not_read" }
        #expect(notes.map(\.location.file) == ["Projects/App/Project.swift"], "\(diagnostics)")
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("tuist generate") == true)
        #expect(diagnostics.allSatisfy { $0.severity == .note }, "\(diagnostics)")
    }

    @Test("a generated project committed beside the manifest is read instead: no note")
    func generatedProject() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-tuist")
        try folder.write("Tuist.swift", "import ProjectDescription\n\nlet tuist = Tuist()\n")
        try folder.write("Project.swift", Self.manifest)
        try folder.write("App.xcodeproj/project.pbxproj", "{ objects = {}; }")
        #expect(!(try Self.validate(folder)).contains { $0.ruleID == "project_not_read" })
        // A Package.swift or a file named Project.swift alone is no Tuist project.
        let plain = try TemporaryDirectory(prefix: "tripkit-tuist")
        try plain.write("Sources/Project.swift", "struct Project {}\n")
        #expect(!(try Self.validate(plain)).contains { $0.ruleID == "project_not_read" })
    }

    @Test("an XcodeGen spec known in part says why, once, at the spec")
    func partialSpec() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-xcodegen")
        try folder.write(
            "project.yml",
            "name: App\ninclude: [Gone/target.yml]\ntargets:\n  App: {type: application, platform: iOS, sources: [App]}\n")
        try folder.write("App/Camera.swift", Self.camera)
        try folder.write("App/Info.plist", Readiness.plist(""))
        let diagnostics = try Self.validate(folder)
        let notes = diagnostics.filter { $0.ruleID == "project_not_read" }
        #expect(notes.map(\.location.file) == ["project.yml"], "\(diagnostics)")
        #expect(notes.first?.message.contains("'Gone/target.yml' cannot be read") == true)
        let usage = diagnostics.filter { $0.ruleID == "usage_description_missing" }
        #expect(usage.map(\.severity).allSatisfy { $0 == .note }, "\(diagnostics)")
    }
}
