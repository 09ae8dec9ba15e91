import TripSource

/// A path met while finding the files to validate that is not read, and why: a folder that
/// cannot be listed (deeper than `PATH_MAX`, say), a symbolic link that leads out of the folder
/// given, or a configuration's baseline outside the configuration's folder.
///
/// The walk goes on past it; a rule reports it (`unreadable_folder`, `path_outside_folder`), so
/// one such path ends no run and is never passed over in silence.
public struct SkippedPath: Hashable, Sendable {
    /// Why a path is not read.
    public enum Reason: Hashable, Sendable {
        /// A folder `opendir(3)` refused, with the system's reason.
        case unreadableFolder(reason: String)
        /// A symbolic link to a file outside the folder walked (`folder`), which a repository could
        /// point at any file the user may read (`/proc/self/environ`).
        case linkOutside(folder: String)
        /// The `baseline:` a configuration names, outside the configuration's folder (`folder`),
        /// itself or through a link.
        case baselineOutside(folder: String)
    }

    /// The path as diagnostics name it (relative to the working directory when it lies below it).
    public let path: String
    /// Why it is not read.
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Where findings about it point: the path as a whole.
    public var location: SourceLocation {
        SourceLocation(wholeFile: path)
    }
}
