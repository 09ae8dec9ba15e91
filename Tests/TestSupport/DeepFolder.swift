#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A chain of folders deeper than `PATH_MAX`, built and removed through folder descriptors
/// (`mkdirat(2)`, `openat(2)`, `unlinkat(2)`): no path to its bottom can be opened in one call,
/// and no test changes the process's working directory to make it.
public final class DeepFolder {
    /// The path of the chain's first folder.
    public let path: String
    private let parent: String
    private let top: String
    private let names: [String]
    /// The file written at the bottom, if any.
    private let bottomFile: String?

    /// Builds `parent/top/dddd.../dddd.../...` with `levels` folders of 200-byte names below `top`
    /// (25 levels make more than 5,000 bytes), and a file at the bottom.
    ///
    /// - Parameters:
    ///   - parent: An existing folder.
    ///   - top: The name of the chain's first folder.
    ///   - levels: How many folders below it.
    ///   - bottomFile: A file to write in the deepest folder, and its text.
    public init(in parent: String, named top: String, levels: Int = 25, bottomFile: (name: String, text: String)? = nil) throws {
        self.parent = parent
        self.top = top
        self.path = parent + "/" + top
        self.names = [top] + Array(repeating: String(repeating: "d", count: 200), count: levels)
        self.bottomFile = bottomFile?.name
        var folder = open(parent, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 else { throw Failure(step: "open \(parent)", code: errno) }
        for name in names {
            guard mkdirat(folder, name, 0o755) == 0 else { close(folder); throw Failure(step: "mkdirat", code: errno) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            guard next >= 0 else { throw Failure(step: "openat", code: errno) }
            folder = next
        }
        defer { close(folder) }
        if let bottomFile {
            let file = openat(folder, bottomFile.name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard file >= 0 else { throw Failure(step: "openat \(bottomFile.name)", code: errno) }
            defer { close(file) }
            let bytes = Array(bottomFile.text.utf8)
            guard write(file, bytes, bytes.count) == bytes.count else { throw Failure(step: "write", code: errno) }
        }
    }

    /// Why the chain could not be built.
    public struct Failure: Error, CustomStringConvertible {
        public let step: String
        public let code: Int32
        public var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    deinit {
        var folders = [open(parent, O_RDONLY | O_DIRECTORY)]
        for name in names {
            guard let last = folders.last, last >= 0 else { break }
            folders.append(openat(last, name, O_RDONLY | O_DIRECTORY))
        }
        if let bottomFile, folders.count == names.count + 1, let last = folders.last, last >= 0 { unlinkat(last, bottomFile, 0) }
        for (position, name) in names.enumerated().reversed() where position < folders.count && folders[position] >= 0 {
            unlinkat(folders[position], name, AT_REMOVEDIR)
        }
        for folder in folders where folder >= 0 { close(folder) }
    }
}
