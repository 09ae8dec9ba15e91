import Foundation
import Testing
import TestSupport
import TripKitFuzz

/// Every input a fuzzer once found crashing, slow or memory-hungry (kept by `scripts/fuzz` under
/// `Fuzz/regressions/<target>/`) goes through the same entry point again, so a fixed crash stays
/// fixed. A crash fails the whole run, which is what it should do.
@Suite("Fuzz regressions replayed")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")

    /// (target, file) for every saved input.
    static var inputs: [String] {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.sorted().flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
        }
    }

    @Test("every folder under Fuzz/regressions names a fuzz target")
    func foldersNameTargets() throws {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        for target in targets where !target.hasPrefix(".") {
            #expect(FuzzTarget.named(target) != nil, "Fuzz/regressions/\(target) is no target")
        }
    }

    @Test("each saved input runs through its target without crashing", arguments: inputs)
    func replay(_ input: String) throws {
        let target = try #require(FuzzTarget.named(String(input.split(separator: "/")[0])))
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(input)))
        target.run(bytes)
    }

    @Test("the seed corpora run through every target", .needsShared)
    func seeds() throws {
        for target in FuzzTarget.all {
            for (folder, extensions) in target.seeds {
                for url in SharedFiles.sharedFiles(in: folder, extensions: Set(extensions)).prefix(50) {
                    target.run([UInt8](try Data(contentsOf: url)))
                }
            }
        }
    }
}
