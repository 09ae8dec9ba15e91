/// Why the paths to validate could not be walked. The command line turns `noSuchPath` into exit
/// status 66 and `unsupportedFile` into 64.
public enum DiscoveryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Paths given that do not exist, in the order given.
    case noSuchPath([String])
    /// A file named explicitly whose extension is not one the validator reads.
    case unsupportedFile(String)
    /// A folder that exists but cannot be listed.
    case unreadableFolder(String, reason: String)

    public var description: String {
        switch self {
        case .noSuchPath(let paths):
            "no such file or folder: " + paths.joined(separator: ", ")
        case .unsupportedFile(let path):
            "\(path): not a file tripkit validates; expected "
                + ".storyboard, .xib, .plist, .strings, .swift, .m, .mm or .h"
        case .unreadableFolder(let path, let reason):
            "\(path): cannot list the folder: \(reason)"
        }
    }
}
