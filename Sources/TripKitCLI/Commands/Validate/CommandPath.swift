import CommandLineKit
/// Paths the validate command takes from the command line and shows back.
enum CommandPath {
    /// A path given on the command line, made absolute against the working directory.
    ///
    /// - Parameters:
    ///   - path: Absolute, or relative to `workingDirectory`.
    ///   - workingDirectory: The absolute working directory.
    static func absolute(_ path: String, workingDirectory: String) -> String {
        if path.hasPrefix("/") { return path }
        return workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path
    }

    /// A path as messages show it: relative to the working directory when it lies inside it,
    /// otherwise unchanged.
    ///
    /// - Parameters:
    ///   - path: An absolute or relative path.
    ///   - workingDirectory: The absolute working directory.
    static func display(_ path: String, workingDirectory: String) -> String {
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
