import Foundation

/// Where the test inputs live: the repository's own `Fixtures/`, and `../shared` (corpus and hostile
/// inputs) when it exists beside the checkout.
public enum SharedFiles {
    /// The repository root, found from this source file's path.
    public static let repositoryRoot: URL = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TestSupport
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }()

    /// `Fixtures/` in the repository.
    public static var fixtures: URL { repositoryRoot.appendingPathComponent("Fixtures") }

    /// `../shared` beside the repository, or `nil` when it is absent (tests that need it skip).
    public static var shared: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return url
    }

    /// The files in a folder of `../shared`, sorted, or an empty list when it is absent.
    public static func sharedFiles(in folder: String, extensions: Set<String>? = nil) -> [URL] {
        guard let shared else { return [] }
        let directory = shared.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            if let extensions, !extensions.contains(url.pathExtension) { continue }
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
