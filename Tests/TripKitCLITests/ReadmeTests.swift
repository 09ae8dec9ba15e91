import Foundation
import Testing

/// The README's code, which must not drift from the sample package that `scripts/test` builds.
@Suite("README")
struct ReadmeTests {
    private static let repository = Paths.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    @Test("the 'Using the libraries' code is the sample package's main.swift, byte for byte")
    func usingTheLibraries() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let sample = try String(
            contentsOf: Self.repository.appendingPathComponent("Examples/LibraryClient/Sources/LibraryClient/main.swift"),
            encoding: .utf8)
        let section = try #require(readme.range(of: "## Using the libraries\n"), "the README has no such section")
        let blocks = readme[section.upperBound...].components(separatedBy: "```swift\n").dropFirst()
        let code = blocks.compactMap { $0.components(separatedBy: "```\n").first }
        #expect(code.contains(sample), "the README's code differs from Examples/LibraryClient's main.swift")
    }
}
