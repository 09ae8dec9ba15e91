import Foundation
import Testing
import TestSupport
import InterfaceBuilder

/// Every good fixture under Fixtures/Storyboards and Fixtures/XIBs, dumped and compared with its
/// golden file; and every one of them clean enough for the validator.
@Suite("Fixtures against their golden dumps")
struct FixtureGoldenTests {
    static let roots = ["Storyboards", "XIBs"]
    /// `Tests/InterfaceBuilderTests/Golden/`: one dump per fixture.
    static let goldenFiles = GoldenDirectory(testTarget: "InterfaceBuilderTests")

    /// Fixture paths relative to Fixtures/, sorted.
    static var fixtures: [String] {
        var result: [String] = []
        for root in roots {
            let directory = SharedFiles.fixtures.appendingPathComponent(root)
            guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                result.append(root + "/" + path)
            }
        }
        return result.sorted()
    }

    static func read(_ fixture: String) throws -> InterfaceDocument {
        try InterfaceBuilderReader.read(contentsOf: SharedFiles.fixtures.appendingPathComponent(fixture).path)
    }

    @Test("the fixtures are there")
    func fixturesPresent() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test("each fixture's dump matches its golden file", arguments: fixtures)
    func golden(_ fixture: String) throws {
        let document = try Self.read(fixture)
        Self.goldenFiles.check(document.dump(), fixture.replacingOccurrences(of: "/", with: "__") + ".txt")
    }

    @Test("each fixture has unique ids, resolving references and reuse identifiers on its prototypes",
          arguments: fixtures)
    func clean(_ fixture: String) throws {
        let document = try Self.read(fixture)
        #expect(document.duplicateObjectIDs.isEmpty)
        #expect(document.danglingIDReferences.map(\.value.value) == [])
        for cell in document.cells where cell.isPrototype || cell.isTopLevel {
            #expect(cell.reuseIdentifier != nil, "cell at \(cell.location) has no reuse identifier")
        }
        for segue in document.segues where segue.kind?.value != .relationship && segue.kind?.value != .embed {
            #expect(segue.identifier != nil, "segue at \(segue.location) has no identifier")
        }
    }

    @Test("reading the same file twice gives equal models")
    func deterministic() throws {
        for fixture in Self.fixtures {
            #expect(try Self.read(fixture) == Self.read(fixture))
        }
    }
}
