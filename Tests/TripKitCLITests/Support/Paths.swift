import Foundation
import TestSupport

/// Where the tests find the built `tripkit` and their golden files.
enum Paths {
    /// This test target's folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's root.
    static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/TripKitCLITests/Golden`.
    static let golden = testsDirectory.appendingPathComponent("Golden")

    /// The built `tripkit` executable, beside the test bundle (it is a dependency of the test target).
    static let tripkit = BuiltProduct.path(of: "tripkit")

    /// The folder of root file systems made by `scripts/make-roots` (`sid`, `bookworm`): `$TRIPKIT_ROOTS`,
    /// else `roots` beside the repository. Keep them outside it.
    static var roots: URL {
        if let named = ProcessInfo.processInfo.environment["TRIPKIT_ROOTS"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return repository.deletingLastPathComponent().appendingPathComponent("roots")
    }

    /// The root file system `name` under `roots`, when `scripts/make-roots` finished making it.
    static func root(_ name: String) -> URL? {
        let root = roots.appendingPathComponent(name)
        let complete = FileManager.default.fileExists(atPath: root.appendingPathComponent(".tripkit-root-complete").path)
        return complete ? root : nil
    }

    /// The newest release archive `scripts/package --output .build/dist` wrote for this machine (scripts/test
    /// writes one before running the tests), or `$TRIPKIT_ARCHIVE`.
    static var releaseArchive: URL? {
        if let named = ProcessInfo.processInfo.environment["TRIPKIT_ARCHIVE"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        let dist = repository.appendingPathComponent(".build/dist")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? []
        let archives = names.filter { $0.hasPrefix("tripkit-") && $0.hasSuffix(".tar.gz") && $0.contains("-linux-") }
            .map { dist.appendingPathComponent($0) }
        func modified(_ url: URL) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
        }
        return archives.max { modified($0) < modified($1) }
    }

    /// The executable, or a recorded test failure naming where it was looked for.
    static func requireTripkit() throws -> String {
        guard let tripkit else {
            throw MissingExecutable(searched: CommandLine.arguments[0])
        }
        return tripkit
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let searched: String
        var description: String { "the tripkit executable was not found beside \(searched); build it first" }
    }
}
