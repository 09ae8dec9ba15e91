import Foundation
import TestSupport
import Testing

/// The release archive's binary (`scripts/package`, libxml2 and ICU linked statically) run where the build
/// machine's libraries are not: a Debian unstable root, whose only libxml2 is `libxml2.so.16`, and Debian
/// bookworm (glibc 2.36), both made by `scripts/make-roots` and entered with `chroot` in a mount namespace
/// of its own (`unshare`), with `/proc` mounted there. Its findings on the fixtures are byte-identical to the
/// dynamic build's. Skipped when a root, the archive or the rights to enter a root are missing.
@Suite("Portable binary")
struct PortableBinaryTests {
    /// The fixtures validated, relative to the repository and to the folder each run starts in.
    static let fixtures = ["Fixtures/validation", "Fixtures/invalid", "Fixtures/Storyboards", "Fixtures/XIBs",
                           "Fixtures/PropertyList"]
    static let reporters = ["xcode", "json", "checkstyle"]

    /// Whether this process may enter a root: root user, with chroot, unshare, mount and tar.
    static let canEnterRoots: Bool = getuid() == 0
        && ["chroot", "unshare", "mount", "tar", "readelf"].allSatisfy(Subprocess.isInstalled)

    /// A run of `tripkit validate` with one reporter: exit status, standard output and standard error.
    struct Run: Equatable, CustomStringConvertible {
        let reporter: String
        let status: Int32
        let output: String
        let error: String
        var description: String { "--reporter \(reporter): status \(status)\n\(output)\(error)" }
    }

    /// The fixtures copied under `folder`, at the same relative paths.
    private static func copyFixtures(to folder: URL) throws {
        for fixture in fixtures {
            let destination = folder.appendingPathComponent(fixture)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Paths.repository.appendingPathComponent(fixture), to: destination)
        }
    }

    /// `tripkit validate` per reporter, run by `command` (a shell command prefix taking the folder, the
    /// program and its arguments).
    private static func runs(_ run: ([String]) throws -> Subprocess.Result) throws -> [Run] {
        try reporters.map { reporter in
            let result = try run(["validate", "--reporter", reporter] + fixtures)
            return Run(reporter: reporter, status: result.status, output: result.output, error: result.error)
        }
    }

    /// The dynamic build's runs, in a scratch folder holding the fixtures.
    private static func dynamicRuns() throws -> [Run] {
        let tripkit = try Paths.requireTripkit()
        let folder = try TemporaryDirectory(prefix: "tripkit-portable-dynamic")
        try copyFixtures(to: folder.url)
        return try runs { arguments in
            try Subprocess.run("/usr/bin/env", ["-i", "HOME=\(folder.path)", "PATH=/usr/bin:/bin", "/bin/sh", "-c",
                                                "cd \"$1\" && shift && exec \"$@\"", "sh", folder.path, tripkit] + arguments)
        }
    }

    /// The archive's binary unpacked into a scratch folder inside `root`, with the fixtures, and its runs there.
    private static func rootRuns(_ root: URL, archive: URL) throws -> [Run] {
        let scratch = "/tmp/tripkit-portable-\(UUID().uuidString)"
        let folder = root.appendingPathComponent(String(scratch.dropFirst()))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unpacked = try Subprocess.run("tar", ["-xzf", archive.path, "-C", folder.path, "--strip-components=2",
                                                  "--wildcards", "*/bin/tripkit"])
        try #require(unpacked.status == 0, "\(unpacked.error)")
        try copyFixtures(to: folder)
        // A mount namespace of its own: /proc is mounted for this run only, and unmounted with it.
        let enter = """
            root="$1"; folder="$2"; shift 2
            mount -t proc proc "$root/proc" && exec chroot "$root" /usr/bin/env -i HOME="$folder" PATH=/usr/bin:/bin \
              /bin/sh -c 'cd "$1" && shift && exec ./tripkit "$@"' sh "$folder" "$@"
            """
        return try runs { arguments in
            try Subprocess.run("unshare", ["--mount", "--propagation", "private", "/bin/sh", "-c", enter, "sh", root.path,
                                           scratch] + arguments)
        }
    }

    /// The shared libraries the archive's binary names (`readelf -d`, NEEDED).
    private static func neededLibraries(_ archive: URL) throws -> [String] {
        let folder = try TemporaryDirectory(prefix: "tripkit-portable-needed")
        _ = try Subprocess.run("tar", ["-xzf", archive.path, "-C", folder.path, "--strip-components=2",
                                       "--wildcards", "*/bin/tripkit"])
        let dynamic = try Subprocess.run("readelf", ["-d", folder.file("tripkit").path])
        return dynamic.output.split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }.sorted()
    }

    @Test("the archive's binary loads only the C runtime: libc, libm, libstdc++ and libgcc_s",
          .enabled(if: Paths.releaseArchive != nil && Subprocess.isInstalled("readelf")))
    func needsOnlyTheCRuntime() throws {
        let archive = try #require(Paths.releaseArchive)
        let needed = try Self.neededLibraries(archive)
        // ld-linux-<arch>.so: glibc's dynamic loader, part of the C library.
        let runtime = needed.filter { !$0.hasPrefix("ld-linux") }
        #expect(Set(runtime).isSubset(of: ["libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1"]), "\(needed)")
        #expect(needed.contains("libc.so.6"))
    }

    @Test("in a Debian unstable root with only libxml2.so.16, the archive's findings are the dynamic build's",
          .enabled(if: Paths.root("sid") != nil && Paths.releaseArchive != nil && canEnterRoots))
    func unstableRoot() throws {
        let root = try #require(Paths.root("sid"))
        // The point of this root: the libxml2 soname an older build links does not exist there.
        let found = try Subprocess.run("find", [root.appendingPathComponent("usr/lib").path, "-name", "libxml2.so.*"]).output
        #expect(found.contains("/libxml2.so.16"), "\(found)")
        #expect(!found.contains("/libxml2.so.2"), "\(found)")
        let inRoot = try Self.rootRuns(root, archive: try #require(Paths.releaseArchive))
        #expect(inRoot == (try Self.dynamicRuns()))
        #expect(inRoot.allSatisfy { $0.status == 1 && !$0.output.isEmpty }, "\(inRoot)")
    }

    @Test("in a Debian bookworm root (glibc 2.36), the archive's findings are the dynamic build's",
          .enabled(if: Paths.root("bookworm") != nil && Paths.releaseArchive != nil && canEnterRoots))
    func bookwormRoot() throws {
        let root = try #require(Paths.root("bookworm"))
        // A minimal root: no libxml2 at all, so nothing but the archive's binary can read the XML.
        let found = try Subprocess.run("find", [root.appendingPathComponent("usr/lib").path, "-name", "libxml2.so*"]).output
        #expect(found.isEmpty, "\(found)")
        let inRoot = try Self.rootRuns(root, archive: try #require(Paths.releaseArchive))
        #expect(inRoot == (try Self.dynamicRuns()))
        #expect(inRoot.allSatisfy { $0.status == 1 && !$0.output.isEmpty }, "\(inRoot)")
    }
}
