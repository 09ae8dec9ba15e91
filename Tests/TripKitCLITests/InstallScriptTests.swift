import Foundation
import TestSupport
import Testing

/// `scripts/install`, run on an archive of the release's shape, as a newcomer runs it.
@Suite("Install script")
struct InstallScriptTests {
    /// The files an archive holds and `scripts/install` installs, relative to the prefix.
    static let installed = [
        "bin/tripkit", "share/man/man1/tripkit.1", "share/bash-completion/completions/tripkit",
        "share/zsh/site-functions/_tripkit", "share/fish/vendor_completions.d/tripkit.fish",
    ]

    /// A release-shaped archive in `folder` (stub files; `scripts/install` only copies them).
    private static func archive(in folder: TemporaryDirectory) throws -> String {
        for file in installed { try folder.write("stage/tripkit-0.0.0-linux-test/\(file)", "stub\n") }
        let archive = folder.file("tripkit-0.0.0-linux-test.tar.gz").path
        let tar = try Subprocess.run("tar", ["-C", folder.file("stage").path, "-czf", archive, "tripkit-0.0.0-linux-test"])
        try #require(tar.status == 0, "\(tar.error)")
        return archive
    }

    /// Every path under `folder`, relative to it, sorted.
    private static func tree(_ folder: URL) throws -> [String] {
        let found = try Subprocess.run("find", [folder.path, "-mindepth", "1"])
        return found.output.split(separator: "\n").map { String($0.dropFirst(folder.path.count + 1)) }.sorted()
    }

    @Test("--uninstall removes the files and the folders it leaves empty, and keeps what others installed",
          .enabled(if: Subprocess.isInstalled("tar") && Subprocess.isInstalled("bash")))
    func uninstallLeavesNoEmptyFolders() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-install")
        let archive = try Self.archive(in: folder)
        let prefix = folder.file("prefix")
        // Another program's manual page: its folders stay.
        try folder.write("prefix/share/man/man1/other.1", "other\n")
        let script = Paths.repository.appendingPathComponent("scripts/install").path
        let install = try Subprocess.run(script, ["--prefix", prefix.path, "--archive", archive])
        #expect(install.status == 0, "\(install.error)")
        for file in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) not installed")
        }
        let uninstall = try Subprocess.run(script, ["--prefix", prefix.path, "--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.error)")
        #expect(try Self.tree(prefix) == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
        #expect(FileManager.default.fileExists(atPath: prefix.path), "the prefix itself was removed")
        // Run again on what is left, it changes nothing and succeeds.
        let again = try Subprocess.run(script, ["--prefix", prefix.path, "--uninstall"])
        #expect(again.status == 0)
        #expect(try Self.tree(prefix) == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
    }
}
