import Foundation
import TestSupport
import Testing

/// Releases: the version a build prints comes from its tag, and what users download is verified.
@Suite("Releases")
struct ReleaseTests {
    private static func script(_ name: String) -> String {
        Paths.repository.appendingPathComponent("scripts/\(name)").path
    }

    /// A git repository with one commit, in `folder/repository`.
    private static func repository(in folder: TemporaryDirectory) throws -> String {
        let path = folder.file("repository").path
        try folder.write("repository/file.txt", "one\n")
        let made = try Subprocess.run("/bin/sh", ["-c", """
            cd "$1" && git init -q . && git add file.txt && \
            git -c user.name=t -c user.email=t@example.com commit -q -m one
            """, "sh", path])
        try #require(made.status == 0, "\(made.error)")
        return path
    }

    /// The `BuildInfo.swift` scripts/build-info writes for `repository`.
    private static func buildInfo(_ repository: String, in folder: TemporaryDirectory) throws -> String {
        let output = folder.file("out").path
        let run = try Subprocess.run("/bin/sh", [script("build-info"), repository, output])
        try #require(run.status == 0, "\(run.error)")
        return try String(contentsOfFile: output + "/BuildInfo.swift", encoding: .utf8)
    }

    @Test("the version comes from a release tag vX.Y.Z on the commit built, and only from such a tag",
          .enabled(if: Subprocess.isInstalled("git")))
    func versionFromTag() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-build-info")
        let repository = try Self.repository(in: folder)
        #expect(try Self.buildInfo(repository, in: folder).contains("static let release = \"\"\n"))
        for tag in ["1.2.3", "v1.2", "v1.2.3-rc1", "release"] {
            _ = try Subprocess.run("git", ["-C", repository, "tag", tag])
        }
        #expect(try Self.buildInfo(repository, in: folder).contains("static let release = \"\"\n"))
        _ = try Subprocess.run("git", ["-C", repository, "tag", "v1.2.3"])
        let tagged = try Self.buildInfo(repository, in: folder)
        #expect(tagged.contains("static let release = \"1.2.3\"\n"), "\(tagged)")
        let commit = try Subprocess.run("git", ["-C", repository, "rev-parse", "--short=12", "HEAD"]).output
        #expect(tagged.contains("static let commit = \"\(commit.trimmingCharacters(in: .whitespacesAndNewlines))\"\n"))
        // A later commit is no longer the release.
        try folder.write("repository/file.txt", "two\n")
        _ = try Subprocess.run("git", ["-C", repository, "-c", "user.name=t", "-c", "user.email=t@example.com",
                                       "commit", "-q", "-am", "two"])
        #expect(try Self.buildInfo(repository, in: folder).contains("static let release = \"\"\n"))
    }

    /// The platform name in this machine's release archive.
    private static var platform: String {
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #if os(macOS)
        return "macos-universal"
        #else
        return machine == "x86_64" ? "linux-x86_64" : "linux-aarch64"
        #endif
    }

    /// A release folder `releases/v9.9.9/` holding a stub archive for this machine and its `.sha256`,
    /// as the release workflow publishes them.
    private static func release(in folder: TemporaryDirectory) throws -> (releases: URL, name: String) {
        let name = "tripkit-9.9.9-\(platform)"
        try folder.write("stage/\(name)/bin/tripkit", "#!/bin/sh\necho 9.9.9\n")
        try folder.write("stage/\(name)/share/man/man1/tripkit.1", ".TH TRIPKIT 1\n")
        try folder.write("stage/\(name)/README.md", "readme\n")
        let tag = folder.file("releases/v9.9.9")
        try FileManager.default.createDirectory(at: tag, withIntermediateDirectories: true)
        let made = try Subprocess.run("/bin/sh", ["-c", """
            chmod 755 "$1/$2/bin/tripkit" && tar -C "$1" -czf "$3/$2.tar.gz" "$2" && \
            cd "$3" && sha256sum "$2.tar.gz" > "$2.tar.gz.sha256"
            """, "sh", folder.file("stage").path, name, tag.path])
        try #require(made.status == 0, "\(made.error)")
        return (folder.file("releases"), name)
    }

    @Test("fetch-release installs the verified binary, refuses a tampered archive, and reports a missing release",
          .enabled(if: Subprocess.isInstalled("curl") && Subprocess.isInstalled("sha256sum")))
    func fetchRelease() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-fetch-release")
        let (releases, name) = try Self.release(in: folder)
        let environment = ["TRIPKIT_RELEASES": releases.absoluteString]
        let bin = folder.file("bin")
        let fetched = try Subprocess.run(Self.script("fetch-release"), ["v9.9.9", bin.path], environment: environment)
        #expect(fetched.status == 0, "\(fetched.error)")
        #expect(try Subprocess.run(bin.appendingPathComponent("tripkit").path).output == "9.9.9\n")
        // No such release, and the action's ref when it is a branch or a local checkout: build instead.
        for version in ["v9.9.8", "main", ""] {
            let missing = try Subprocess.run(Self.script("fetch-release"), [version, folder.file("other").path],
                                             environment: environment)
            #expect(missing.status == 2, "\(version): \(missing.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("other").path))
        }
        // One byte changed: refused with 1 (not 2, which would build from source), nothing installed.
        let archive = releases.appendingPathComponent("v9.9.9/\(name).tar.gz")
        var bytes = try Data(contentsOf: archive)
        bytes[bytes.count - 1] ^= 1
        try bytes.write(to: archive)
        let tampered = try Subprocess.run(Self.script("fetch-release"), ["v9.9.9", folder.file("other").path],
                                          environment: environment)
        #expect(tampered.status == 1)
        #expect(tampered.error.contains("does not match its SHA-256"), "\(tampered.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("other").path))
    }

    /// The README's one-line install for `system` ("linux" or "macos").
    private static func readmeInstallLine(_ system: String) throws -> String {
        let readme = try String(contentsOf: Paths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").filter { $0.hasPrefix("v=0.1.0; a=\"tripkit-$v-\(system)-") }
        try #require(lines.count == 1, "the README has \(lines.count) one-line installs for \(system)")
        return String(lines[0])
    }

    @Test("the README's one-line installs download from the releases, check the SHA-256 and install bin and share")
    func readmeInstallLines() throws {
        let linux = try Self.readmeInstallLine("linux")
        let macos = try Self.readmeInstallLine("macos")
        #expect(linux.contains("sha256sum -c \"$a.tar.gz.sha256\" && sudo tar"))
        #expect(macos.contains("shasum -a 256 -c \"$a.tar.gz.sha256\" && sudo tar"))
        #expect(macos.contains("a=\"tripkit-$v-macos-universal\""))
        for line in [linux, macos] {
            #expect(line.contains("u=\"https://github.com/tripkit/tripkit/releases/download/v$v/$a.tar.gz\""))
        }
    }

    @Test("the README's Linux one-line install installs a release archive, and installs nothing when it is tampered with",
          .enabled(if: Subprocess.isInstalled("curl") && Subprocess.isInstalled("sha256sum") && Subprocess.isInstalled("bash")))
    func readmeInstallRuns() throws {
        #if os(Linux)
        let folder = try TemporaryDirectory(prefix: "tripkit-readme-install")
        let (releases, name) = try Self.release(in: folder)
        let prefix = folder.file("prefix")
        // The same line against the stub release, into a prefix of our own and without sudo.
        let line = try Self.readmeInstallLine("linux")
            .replacingOccurrences(of: "v=0.1.0;", with: "v=9.9.9;")
            .replacingOccurrences(of: "https://github.com/tripkit/tripkit/releases/download", with: releases.absoluteString)
            .replacingOccurrences(of: "sudo tar -C /usr/local", with: "tar -C \"$PREFIX\"")
        let download = folder.file("download")
        try FileManager.default.createDirectory(at: download, withIntermediateDirectories: true)
        let installed = try Subprocess.run("bash", ["-c", "cd \"$1\" && mkdir -p \"$PREFIX\" && \(line)", "bash", download.path],
                                           environment: ["PREFIX": prefix.path])
        #expect(installed.status == 0, "\(installed.output)\(installed.error)")
        #expect(try Subprocess.run(prefix.appendingPathComponent("bin/tripkit").path).output == "9.9.9\n")
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/man/man1/tripkit.1").path))
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("README.md").path))
        // A tampered archive: the checksum fails and nothing is installed.
        let archive = releases.appendingPathComponent("v9.9.9/\(name).tar.gz")
        var bytes = try Data(contentsOf: archive)
        bytes[bytes.count - 1] ^= 1
        try bytes.write(to: archive)
        let other = folder.file("other")
        try FileManager.default.removeItem(at: download)
        try FileManager.default.createDirectory(at: download, withIntermediateDirectories: true)
        let refused = try Subprocess.run("bash", ["-c", "cd \"$1\" && mkdir -p \"$PREFIX\" && \(line)", "bash", download.path],
                                         environment: ["PREFIX": other.path])
        #expect(refused.status != 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: other.path).isEmpty)
        #endif
    }
}
