/// Why the paths to validate could not be walked, or gave nothing to validate. The command line
/// turns `noSuchPath`, `unreadableFolder` and `nothingToValidate` into exit status 66 and
/// `unsupportedFile` into 64.
public enum DiscoveryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Paths given that do not exist, in the order given.
    case noSuchPath([String])
    /// A file named explicitly whose extension is not one the validator reads.
    case unsupportedFile(String)
    /// A folder that exists but cannot be listed.
    case unreadableFolder(String, reason: String)
    /// Folders given (or the working directory, when none is) that hold no file to validate, in
    /// the order given: a run over them would validate nothing and report success.
    case nothingToValidate([EmptyFolder])

    /// A folder given to validate in which discovery kept no file, and why.
    public struct EmptyFolder: Equatable, Sendable {
        /// The path as given (`.` for the working directory when no path is given).
        public let path: String
        /// Why nothing under it is validated.
        public let reason: Reason

        public init(path: String, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        /// Why a folder gives nothing to validate.
        public enum Reason: Equatable, Sendable {
            /// No file below it has an extension the validator reads (skipped folders such as
            /// `.git` or `Pods` are not walked).
            case noKnownFiles
            /// It has files to validate, but the configuration leaves them all out: `files` of them
            /// match none of the `included` patterns (listed when `files` is not 0), and the
            /// `excluded` patterns listed match the rest or the folders that hold them.
            case leftOut(files: Int, included: [String], excluded: [String])
        }
    }

    public var description: String {
        switch self {
        case .noSuchPath(let paths):
            "no such file or folder: " + paths.joined(separator: ", ")
        case .unsupportedFile(let path):
            "\(path): not a file tripkit validates; expected " + Self.extensions
        case .unreadableFolder(let path, let reason):
            "\(path): cannot list the folder: \(reason)"
        case .nothingToValidate(let folders):
            if folders.count == 1 {
                "nothing to validate in \(Self.shown(folders[0].path)): \(Self.explanation(folders[0].reason))"
            } else {
                "nothing to validate in \(folders.count) of the folders given:"
                    + folders.map { "\n  \(Self.shown($0.path)): \(Self.explanation($0.reason))" }.joined()
            }
        }
    }

    /// The extensions the validator reads, as messages list them.
    static var extensions: String { InputKind.listedExtensions }

    private static func shown(_ path: String) -> String {
        path == "." ? "the current directory" : path
    }

    private static func explanation(_ reason: EmptyFolder.Reason) -> String {
        switch reason {
        case .noKnownFiles:
            return "it holds no \(extensions) file"
        case .leftOut(let files, let included, let excluded):
            let includedList = included.joined(separator: ", ")
            let excludedList = excluded.joined(separator: ", ")
            if excluded.isEmpty {
                let which = files == 1 ? "do not match the one file" : "match none of the \(files) files"
                return "the configuration's included patterns (\(includedList)) \(which) to validate in it"
            }
            if included.isEmpty {
                return "the configuration's excluded patterns (\(excludedList)) leave out all of it"
            }
            return "the configuration's patterns leave out all of it "
                + "(included: \(includedList); excluded: \(excludedList))"
        }
    }
}
