import Foundation

/// A fresh folder under the temporary directory, removed with everything in it when the value goes.
///
/// Keep the value alive for as long as the folder is used (`defer { withExtendedLifetime(folder) {} }`
/// where nothing else holds it).
public final class TemporaryDirectory {
    /// The folder, symbolic links resolved so that paths compare equal to what the file system reports.
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// Creates the folder.
    ///
    /// - Parameter prefix: The start of the folder's name, so a stray folder says which tests left it.
    /// - Throws: When it cannot be created.
    public init(prefix: String = "tripkit-tests") throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        self.url = url.resolvingSymlinksInPath()
    }

    /// A path inside the folder (nothing is created).
    public func file(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Writes a text file, creating its folders.
    public func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, Data(text.utf8))
    }

    /// Writes a file, creating its folders.
    ///
    /// - Returns: The file.
    @discardableResult
    public func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = file(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Creates an empty folder inside, with its parents.
    public func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(at: file(relativePath), withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
