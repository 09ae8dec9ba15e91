import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// The whole pipeline over `Fixtures/validation/demo` with the made-up rules: configuration,
/// discovery, rules, suppression comments read through TripXML, the baseline, every reporter and
/// the exit status.
@Suite("Validation end to end")
struct EndToEndTests {
    static let root = SharedFiles.fixtures.appendingPathComponent("validation/demo").path

    struct Run {
        let configuration: Configuration
        let files: [DiscoveredFile]
        let validator: Validator<DemoProject>
        let project: DemoProject
        let comments: [String: [SourceComment]]
        let lines: FileLines
    }

    static func prepare() throws -> Run {
        let configurationPath = try #require(try Configuration.locate(in: root))
        let configuration = try Configuration.load(contentsOf: configurationPath, registry: Demo.registry)
        let files = try FileDiscovery(workingDirectory: root, configuration: configuration).discover([])
        var documents: [DemoFile] = []
        var comments: [String: [SourceComment]] = [:]
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + file.path)))
            documents.append(DemoFile(path: file.path, bytes: bytes))
            comments[file.path] = try CommentCollector.comments(in: String(decoding: bytes, as: UTF8.self), file: file.path)
        }
        return Run(
            configuration: configuration, files: files, validator: Validator(rules: Demo.rules, configuration: configuration),
            project: DemoProject(files: documents), comments: comments, lines: FileLines(workingDirectory: root))
    }

    @Test("discovers the demo's files, leaving out excluded and dependency folders")
    func discovery() throws {
        #expect(try Self.prepare().files.map(\.path) == ["App/Main.storyboard", "App/Notes.xib", "App/Settings.storyboard"])
    }

    @Test("finds, suppresses, baselines and reports exactly the planted findings")
    func pipeline() throws {
        let run = try Self.prepare()
        let baselinePath = try #require(run.configuration.baselinePath)
        #expect(baselinePath == Self.root + "/tripkit-baseline.json")
        let result = run.validator.validate(
            run.project, comments: run.comments, lines: run.lines, baseline: try Baseline.load(contentsOf: baselinePath),
            workingDirectory: Self.root)
        #expect(result.suppressed.map(\.description) == [
            "App/Main.storyboard:10:42: error: TODO marker: '<viewController title=\"Draft TODO\" id=\"vc2\"/>' (todo_marker)",
        ])
        #expect(result.baselined.map(\.description) == [
            "App/Settings.storyboard:8:26: error: TODO marker: '<label text=\"TODO known\"/>' (todo_marker)",
        ])
        #expect(result.fails(strict: false))
        let report = Report(
            diagnostics: result.diagnostics, rules: run.validator.registry.rules, workingDirectory: Self.root,
            files: run.files.map(\.path), tool: ToolInfo(version: "0.0.0-test", rulesDocumentationURI: "https://github.com/tripkit/tripkit/blob/main/docs/rules.md"), lines: run.lines)
        for kind in ReporterKind.allCases {
            goldenFiles.check(kind.reporter.render(report), "demo.\(kind.rawValue).txt")
        }
    }

    @Test("a baseline written from a run hides all of that run's findings")
    func writtenBaseline() throws {
        let run = try Self.prepare()
        let first = run.validator.validate(run.project, comments: run.comments, lines: run.lines, workingDirectory: Self.root)
        let written = Baseline(findings: first.unsuppressed, lines: run.lines, workingDirectory: Self.root).encoded()
        let baseline = try Baseline.decode(Array(written.utf8), file: "written.json")
        let second = run.validator.validate(
            run.project, comments: run.comments, lines: run.lines, baseline: baseline, workingDirectory: Self.root)
        #expect(second.diagnostics.isEmpty)
        #expect(second.baselined == first.unsuppressed)
        #expect(second.fails(strict: true) == false)
    }
}
