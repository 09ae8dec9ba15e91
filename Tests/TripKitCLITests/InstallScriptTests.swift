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

    /// A release-shaped archive in `folder` (stub files; `scripts/install` only copies them). The
    /// stub `bin/tripkit` prints the name it was run under, as the real one reads it.
    private static func archive(in folder: TemporaryDirectory) throws -> String {
        for file in installed {
            let contents = file == "bin/tripkit" ? "#!/bin/sh\necho \"${0##*/}\"\n" : "stub\n"
            try folder.write("stage/tripkit-0.0.0-linux-test/\(file)", contents)
        }
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

    @Test("--links links plutil, defaults and PlistBuddy to tripkit beside it, again without complaint",
          .enabled(if: Subprocess.isInstalled("tar") && Subprocess.isInstalled("bash")))
    func linksAnswerToTheToolNames() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-install-links")
        let archive = try Self.archive(in: folder)
        let prefix = folder.file("prefix")
        let script = Paths.repository.appendingPathComponent("scripts/install").path
        for _ in 0..<2 {
            let install = try Subprocess.run(script, ["--prefix", prefix.path, "--archive", archive, "--links"])
            #expect(install.status == 0, "\(install.error)")
            for tool in ["plutil", "defaults", "PlistBuddy"] {
                let link = prefix.appendingPathComponent("bin/\(tool)").path
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "tripkit")
                #expect(install.output.contains("linked \(link) -> tripkit"))
                // The program runs under the tool's name, which is what picks the tool it answers as.
                #expect(try Subprocess.run(link, []).output == "\(tool)\n")
            }
        }
        let uninstall = try Subprocess.run(script, ["--prefix", prefix.path, "--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.error)")
        #expect(try Self.tree(prefix) == [])
    }

    @Test("--links leaves a name taken by anything but a link to tripkit alone, and says so with status 74",
          .enabled(if: Subprocess.isInstalled("tar") && Subprocess.isInstalled("bash")))
    func linksLeaveTakenNamesAlone() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-install-links-taken")
        let archive = try Self.archive(in: folder)
        let prefix = folder.file("prefix")
        try folder.write("prefix/bin/defaults", "#!/bin/sh\n")
        try FileManager.default.createSymbolicLink(
            atPath: prefix.appendingPathComponent("bin/plutil").path, withDestinationPath: "/usr/bin/true")
        let script = Paths.repository.appendingPathComponent("scripts/install").path
        let install = try Subprocess.run(script, ["--prefix", prefix.path, "--archive", archive, "--links"])
        #expect(install.status == 74)
        #expect(install.error.contains("\(prefix.path)/bin/defaults is already there and is not a link to tripkit"))
        #expect(install.error.contains("\(prefix.path)/bin/plutil is already there and is not a link to tripkit"))
        #expect(try String(contentsOfFile: prefix.appendingPathComponent("bin/defaults").path, encoding: .utf8) == "#!/bin/sh\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("bin/plutil").path) == "/usr/bin/true")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("bin/PlistBuddy").path) == "tripkit")
        // Uninstalling removes our link and leaves the others' files.
        #expect(try Subprocess.run(script, ["--prefix", prefix.path, "--uninstall"]).status == 0)
        #expect(try Self.tree(prefix) == ["bin", "bin/defaults", "bin/plutil"])
    }

    @Test("--help describes every option, --links among them, on standard output",
          .enabled(if: Subprocess.isInstalled("bash")))
    func helpNamesLinks() throws {
        let script = Paths.repository.appendingPathComponent("scripts/install").path
        let help = try Subprocess.run(script, ["--help"])
        #expect(help.status == 0 && help.error.isEmpty)
        for option in ["--prefix DIR", "--archive FILE", "--links", "--uninstall", "plutil", "PlistBuddy", "install-links"] {
            #expect(help.output.contains(option), "\(option)")
        }
        let wrong = try Subprocess.run(script, ["--nope"])
        #expect(wrong.status == 64 && wrong.error.contains("--links"))
    }
}
