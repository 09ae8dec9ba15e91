import Defaults
import Foundation

/// A fresh store directory under the temporary directory for one test, removed when released.
package final class TemporaryStore {
    /// The folder that holds the store, removed after this object's `deinit`.
    private let folder: TemporaryDirectory
    /// The directory that holds the store (the store itself is `path`, created by the first write).
    package var parent: String { folder.path }
    /// The store directory.
    package let path: String
    package let store: DefaultsStore

    package init() throws {
        folder = try TemporaryDirectory(prefix: "tripkit-defaults")
        path = folder.file("store").path
        store = DefaultsStore(directory: path)
    }

    deinit {
        // Tests may leave unreadable or oddly-moded entries; make everything removable before the
        // folder removes itself.
        _ = try? Subprocess.run("/bin/chmod", ["-R", "u+rwx", parent])
    }

    /// The path of a domain's file.
    package func file(_ domain: String) throws -> String {
        store.path(of: try DomainName(domain))
    }

    /// Writes bytes as a domain's file, creating the store directory.
    package func install(_ bytes: [UInt8], as domain: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: try file(domain)))
    }

    /// The bytes of a domain's file.
    package func bytes(_ domain: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: try file(domain))))
    }

    /// The names in the store directory, sorted; none while the directory does not exist yet (a
    /// writer killed before its first write never created it).
    package func fileNames() throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The permission bits of a path.
    package func mode(of path: String) throws -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return Int(status.st_mode & 0o7777)
    }
}
