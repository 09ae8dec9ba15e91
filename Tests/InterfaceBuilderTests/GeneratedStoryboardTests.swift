import Foundation
import Testing
import TestSupport
import InterfaceBuilder

/// The benchmark's generated storyboards read to the model python3 counts, so the benchmark
/// measures a correct read.
@Suite("Generated benchmark storyboards")
struct GeneratedStoryboardTests {
    static let bytes = 300_000

    static func text(seed: Int) -> String {
        InterfaceBuilderBenchmarkInputs.generateStoryboard(approximateBytes: bytes, seed: seed)
    }

    @Test("a generated storyboard has its own scene count, one segue and one prototype per scene", arguments: [0, 7])
    func generated(seed: Int) throws {
        let text = Self.text(seed: seed)
        #expect(abs(text.utf8.count - Self.bytes) < 10_000)
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "Generated.storyboard")
        let scenes = InterfaceBuilderBenchmarkInputs.sceneCount(approximateBytes: Self.bytes)
        #expect(document.scenes.count == scenes)
        #expect(document.segues.count == scenes)
        #expect(document.cells.filter(\.isPrototype).count == scenes)
        #expect(document.duplicateObjectIDs.isEmpty)
        #expect(document.danglingIDReferences.isEmpty)
    }

    @Test("a generated storyboard matches python's counts", .enabled(if: Python.isAvailable), arguments: [0, 7])
    func matchesPython(seed: Int) throws {
        let text = Self.text(seed: seed)
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "Generated.storyboard")
        let folder = try TemporaryDirectory(prefix: "tripkit-generated")
        defer { withExtendedLifetime(folder) {} }
        let url = try folder.write("Generated.storyboard", Data(text.utf8))
        let output = try Python.run(OracleCounts.script, arguments: [url.path])
        let expected = try JSONDecoder().decode([String: OracleCounts].self, from: output)[url.path]
        #expect(OracleCounts(document) == expected)
    }
}
