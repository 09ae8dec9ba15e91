import CommandLineKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `tripkit validate` resolves relative paths against and shows paths relative to.
enum WorkingDirectory {
    /// A folder that replaces the process's working directory for the commands run in this task,
    /// so tests can run commands in-process in folders of their own without `chdir`, which every
    /// thread of the process shares.
    @TaskLocal static var override: String?

    /// The working directory as an absolute path: `override` when bound; else `PWD` when it names
    /// the same folder as the process's working directory (the logical path a shell shows,
    /// symbolic links kept, as `pwd -L` prints); else the physical path `getcwd(3)` gives.
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: The folder.
    /// - Throws: `WorkingDirectoryFailure` when `getcwd(3)` fails (the folder was removed, say).
    static func current(environment: [String: String]) throws(WorkingDirectoryFailure) -> String {
        if let override { return override }
        guard let pointer = getcwd(nil, 0) else {
            throw WorkingDirectoryFailure(reason: String(cString: strerror(errno)))
        }
        defer { free(pointer) }
        let physical = String(cString: pointer)
        if let logical = environment["PWD"], logical.hasPrefix("/"), sameFolder(logical, physical) {
            return logical
        }
        return physical
    }

    /// Whether two paths name one folder (the same device and inode, through `stat(2)`).
    private static func sameFolder(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}

/// The working directory cannot be read; exits 66 like any other missing input.
struct WorkingDirectoryFailure: CommandFailure {
    let reason: String
    var exitCode: ExitCode { .noInput }
    var message: String { "cannot read the working directory: \(reason)" }
}
