import Foundation
import Testing
import TestSupport
import InterfaceBuilder

/// The benchmark's generated storyboards read to the model python3 counts, so the benchmark
/// measures a correct read.
@Suite("Generated benchmark storyboards")
struct GeneratedStoryboardTests {
    @Test("a generated storyboard matches python's counts and its own scene count", arguments: [0, 7])
    func generated(seed: Int) throws {
        let bytes = 300_000
        let text = InterfaceBuilderBenchmarkInputs.generateStoryboard(approximateBytes: bytes, seed: seed)
        #expect(abs(text.utf8.count - bytes) < 10_000)
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "Generated.storyboard")
        let scenes = InterfaceBuilderBenchmarkInputs.sceneCount(approximateBytes: bytes)
        #expect(document.scenes.count == scenes)
        #expect(document.segues.count == scenes)
        #expect(document.cells.filter(\.isPrototype).count == scenes)
        #expect(document.duplicateObjectIDs.isEmpty)
        #expect(document.danglingIDReferences.isEmpty)
        guard Python.isAvailable else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-generated-\(seed).storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let output = try Python.run(OracleCounts.script, arguments: [url.path])
        let expected = try JSONDecoder().decode([String: OracleCounts].self, from: output)[url.path]
        #expect(OracleCounts(document) == expected)
    }
}
