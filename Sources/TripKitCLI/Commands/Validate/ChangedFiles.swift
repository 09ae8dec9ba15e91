import CommandLineKit
import Foundation
import TripSource
import Validation

/// The files a change touches, as git lists them: what `tripkit validate --changed-since REV` and
/// `--changed` report on. git runs as a child process here, in the command line; the Validation
/// library never runs it.
struct ChangedFiles {
    /// The work tree's root, absolute.
    let root: String
    /// The changed files that exist and are of a kind tripkit reads: absolute, sorted.
    let files: [String]
    /// Whether the change reaches findings in files it leaves alone, beyond what the files' own
    /// findings show: a file tripkit reads (or an image) was deleted, and code, a storyboard or an
    /// Info.plist may name it; or a project file changed (targets, build settings, membership),
    /// among them a spec an XcodeGen `project.yml` includes.
    let reachesOtherFiles: Bool

    /// File names whose change reaches every target's evidence.
    static let projectFileNames: Set<String> = ["project.pbxproj", "project.yml", "project.json", "Package.swift"]

    /// The extensions of files an XcodeGen spec may include.
    private static let specExtensions = [".yml", ".yaml", ".json"]

    /// The changes since a revision in the work tree holding `workingDirectory`: committed, staged
    /// or not, and the untracked files git does not ignore. `HEAD` in a repository without a
    /// commit compares with the empty tree.
    ///
    /// Runs `git rev-parse`, `git diff --name-only --no-renames REV --` and `git ls-files --others
    /// --exclude-standard`.
    ///
    /// `maxFileSize` bounds each XcodeGen spec read to learn whether a changed `.yml` or `.json`
    /// file is one of its includes.
    ///
    /// - Throws: `ChangedFilesFailure` when git cannot be run, the folder is no work tree or the
    ///   revision is unknown.
    static func since(
        _ revision: String, workingDirectory: String, maxFileSize: Int
    ) throws(ChangedFilesFailure) -> ChangedFiles {
        guard !revision.hasPrefix("-"), !revision.isEmpty else { throw .badRevision(revision) }
        let root = try workTree(of: workingDirectory)
        let base = try revision == "HEAD" ? headOrEmptyTree(in: root) : revision
        let changed = try git(["diff", "--name-only", "-z", "--no-renames", base, "--"], in: root)
        let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"], in: root)
        let names = (changed + untracked).split(separator: "\0").map { Paths.absolute(String($0), base: root) }
        return ChangedFiles(root: root, changed: names, maxFileSize: maxFileSize)
    }

    /// The files a hook passes as changed (relative to the working directory, or absolute), and the
    /// files deleted from the work tree since `HEAD`, which a hook does not pass.
    ///
    /// - Throws: As `since(_:workingDirectory:)`.
    static func given(
        _ paths: [String], workingDirectory: String, maxFileSize: Int
    ) throws(ChangedFilesFailure) -> ChangedFiles {
        let root = try workTree(of: workingDirectory)
        let base = try headOrEmptyTree(in: root)
        let deleted = try git(["diff", "--name-only", "-z", "--no-renames", "--diff-filter=D", base, "--"], in: root)
        let names =
            paths.map { Paths.absolute($0, base: workingDirectory) }
            + deleted.split(separator: "\0").map { Paths.absolute(String($0), base: root) }
        return ChangedFiles(root: root, changed: names, maxFileSize: maxFileSize)
    }

    /// The change made of some files, absolute.
    private init(root: String, changed names: [String], maxFileSize: Int) {
        var files: Set<String> = []
        var reaches = false
        for path in names {
            let fileName = Paths.fileName(of: path)
            let kind = InputKind(path: fileName)
            if !reaches, kind == nil, Self.specExtensions.contains(where: { fileName.lowercased().hasSuffix($0) }),
                XcodeGenSpecFiles.spec(including: path, root: root, maxFileSize: maxFileSize) != nil
            {
                // An included spec, changed or deleted: the project changed.
                reaches = true
            }
            guard FileManager.default.fileExists(atPath: path) else {
                if kind != nil || Self.projectFileNames.contains(fileName) || path.contains(".xcassets/")
                    || LooseImage.isImageFile(fileName)
                {
                    reaches = true
                }
                continue
            }
            if Self.projectFileNames.contains(fileName) || kind == .xcconfig { reaches = true }
            if kind != nil { files.insert(path) }
        }
        self.root = root
        self.files = files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.reachesOtherFiles = reaches
    }

    /// The paths to report on, as the command gives them to the validator: the changed files under
    /// `within` (all of them when `within` is empty), or, when the change reaches other files,
    /// `within` itself (the work tree when empty). Shown relative to the working directory.
    func paths(within: [String], workingDirectory: String) -> [String] {
        if reachesOtherFiles {
            return within.isEmpty ? [Paths.display(root, relativeTo: workingDirectory)] : within
        }
        let scope = ReportScope(paths: within.map { Paths.absolute($0, base: workingDirectory) })
        return files.filter { within.isEmpty || scope.contains($0, workingDirectory: workingDirectory) }
            .map { Paths.display($0, relativeTo: workingDirectory) }
    }

    /// The root of the work tree holding a folder.
    private static func workTree(of folder: String) throws(ChangedFilesFailure) -> String {
        let top = try git(["rev-parse", "--show-toplevel"], in: folder)
        let root = String(top.split(separator: "\n").first ?? "")
        guard root.hasPrefix("/") else { throw .git(command: "rev-parse --show-toplevel", message: top) }
        return root
    }

    /// `HEAD`, or the empty tree in a repository without a commit yet.
    private static func headOrEmptyTree(in root: String) throws(ChangedFilesFailure) -> String {
        if (try? git(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], in: root)) != nil { return "HEAD" }
        let tree = try git(["hash-object", "-t", "tree", "/dev/null"], in: root)
        return String(tree.split(separator: "\n").first ?? "")
    }

    /// git's standard output for some arguments, run in a folder.
    private static func git(_ arguments: [String], in folder: String) throws(ChangedFilesFailure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let command = arguments.joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw .git(command: command, message: "\(error)")
        }
        // Standard output first, to its end, so a long list never fills the pipe and stops git.
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 127 { throw .noGit }
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .git(command: command, message: text.isEmpty ? "exit status \(process.terminationStatus)" : text)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// git could not list the changes: a missing input (66), or a revision that is no revision (64).
enum ChangedFilesFailure: CommandFailure {
    /// git is not on `PATH`.
    case noGit
    /// A git command failed; `message` is what git wrote.
    case git(command: String, message: String)
    /// An empty revision, or one starting with `-`, which git would read as an option.
    case badRevision(String)

    var exitCode: ExitCode {
        switch self {
        case .noGit, .git: .noInput
        case .badRevision: .usage
        }
    }

    var message: String {
        switch self {
        case .noGit: "the changed files need git, which is not on PATH"
        case .git(let command, let message): "git \(command): \(message)"
        case .badRevision(let revision): "'\(revision)' is not a revision to compare with"
        }
    }
}
