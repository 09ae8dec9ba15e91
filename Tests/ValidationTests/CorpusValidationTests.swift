import Foundation
import Testing
import TestSupport
@testable import Validation

/// The shared storyboard corpus (`../shared/corpus/storyboards`) validated whole with the standard
/// rules: no file crashes the validator, and the report is pinned.
///
/// The corpus flattens each file's original path into its name (`Examples__App__Base.lproj__Main.storyboard`);
/// storyboard references and Info.plist keys name storyboards by their original file names, so the
/// run names each file by the original path its `MANIFEST.tsv` row gives.
@Suite("Validating the shared storyboard corpus")
struct CorpusValidationTests {
    static var corpus: URL? { SharedFiles.shared?.appendingPathComponent("corpus/storyboards") }

    /// File (as in the manifest) to storyboard name, from the manifest's `original_path` column.
    static func originalNames(_ corpus: URL) throws -> [String: String] {
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var names: [String: String] = [:]
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 3 else { continue }
            names[String(columns[0])] = ValidationOptions.fileStem(String(columns[3]))
        }
        return names
    }

    @Test("every corpus file validates without a crash and the report matches its golden file",
          .needsShared)
    func corpusReport() throws {
        let corpus = try #require(Self.corpus)
        let names = try Self.originalNames(corpus)
        let options = ValidationOptions(
            tool: ToolInfo(version: "0.0.0-test"),
            storyboardName: { path in names[path] ?? ValidationOptions.fileStem(path) })
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: corpus.path, configuration: Configuration(), options: options)
        #expect(outcome.files.count == names.count)
        goldenFiles.check(outcome.report, "corpus.xcode.txt")
    }
}
