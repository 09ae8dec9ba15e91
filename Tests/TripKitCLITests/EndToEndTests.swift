import Foundation
import TestSupport
import Testing

/// Runs the built `tripkit` binary as a user would.
@Suite("tripkit executable")
struct EndToEndTests {
    private func tripkit(_ arguments: String...) throws -> Subprocess.Result {
        try Subprocess.run(try Paths.requireTripkit(), arguments)
    }

    @Test("--limit changes a reader cap, naming it where it is hit; a bad one is a usage error")
    func limitOption() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-limit")
        try folder.write("Deep.plist", "<plist version=\"1.0\"><array><array><array/></array></array></plist>\n")
        #expect(try tripkit("validate", folder.path).status == 0)
        let capped = try tripkit("validate", "--limit", "maxDepth=1", folder.path)
        #expect(capped.status == 1)
        #expect(capped.output.contains("Deep.plist:1:"), "\(capped.output)")
        #expect(capped.output.contains("nested deeper than 1 levels (limit maxDepth)"), "\(capped.output)")
        let bad = try tripkit("validate", "--limit", "depth=1", folder.path)
        #expect(bad.status == 64)
        #expect(bad.error.contains("the name one of: maxFileSize, maxDepth"), "\(bad.error)")
        // Nesting has a ceiling: deeper values could not be freed without overflowing a stack.
        let deep = try tripkit("validate", "--limit", "maxDepth=1000000", folder.path)
        #expect(deep.status == 64)
        #expect(deep.error.contains("maxDepth at most 1000"), "\(deep.error)")
    }

    @Test("prints its version and its help, exiting 0")
    func versionAndHelp() throws {
        let version = try tripkit("--version")
        #expect(version.status == 0)
        // The version, then the commit the binary was built from (BuildInfoPlugin).
        let commit = try Subprocess.run("git", ["-C", Paths.repository.path, "rev-parse", "--short=12", "HEAD"])
        let expectedCommit = commit.status == 0 ? commit.output.trimmingCharacters(in: .whitespacesAndNewlines) : "unknown"
        // A commit tagged vX.Y.Z builds version X.Y.Z (scripts/build-info); any other, 0.1.0.
        let tags = try Subprocess.run("git", ["-C", Paths.repository.path, "tag", "--points-at", "HEAD"]).output
        let release = tags.split(separator: "\n").last { $0.wholeMatch(of: /v(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*)){2}/) != nil }
        let expectedVersion = release.map { String($0.dropFirst()) } ?? "0.1.0"
        #expect(version.output.hasPrefix("\(expectedVersion) (commit \(expectedCommit)"), "\(version.output)")
        #expect(version.output.hasSuffix(")\n"))
        let help = try tripkit("--help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.error == "")
    }

    @Test("output that cannot be written fails the command with 74 and a message, never a silent 0",
          .enabled(if: Subprocess.isInstalled("bash") && FileManager.default.fileExists(atPath: "/dev/full")),
          arguments: [
              ["list"], ["rules", "--json"], ["completion", "bash"], ["generate-manpage"],
              ["validate", "--reporter", "sarif", "Fixtures/Storyboards"], ["show", "1"],
          ])
    func fullOutput(arguments: [String]) throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-full-\(getpid())").path
        let result = try Subprocess.run(
            "/bin/bash", ["-c", "cd \"$1\" && shift && \"$@\" > /dev/full", "bash", Paths.repository.path,
                          try Paths.requireTripkit(), "--store", store] + arguments)
        #expect(result.status == 74, "\(arguments): \(result.error)")
        #expect(result.error.contains("cannot write to standard output: No space left on device"))
    }

    @Test("reports a mistyped subcommand on standard error with a suggestion and exits 64")
    func usageError() throws {
        // The root has a default subcommand (status), which takes no words: the word is an unknown
        // subcommand of the root, not an argument status refuses.
        let result = try tripkit("completon", "bash")
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("Error: Unknown subcommand 'completon'. Did you mean 'completion'?\n"))
        #expect(result.error.contains("See 'tripkit --help' for more information."))
    }

    @Test("its bash completion calls the binary back to complete command names after help",
          .enabled(if: Subprocess.isInstalled("bash")))
    func bashCallsBack() throws {
        let binary = try Paths.requireTripkit()
        let program = """
            source <('\(binary)' completion bash)
            COMP_WORDS=('\(binary)' help com); COMP_CWORD=2
            _tripkit
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Subprocess.run("bash", ["--norc", "--noprofile", "-c", program])
        #expect(result.output == "completion\n", "\(result.error)")
    }

    @Test("its manual page opens with man -l", .enabled(if: Subprocess.isInstalled("man") && Subprocess.isInstalled("groff")))
    func manual() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        defer { withExtendedLifetime(scratch) {} }
        let file = scratch.file("tripkit.1")
        try Data(try tripkit("generate-manpage").output.utf8).write(to: file)
        let result = try Subprocess.run("man", ["-l", "-P", "cat", file.path], environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": ""])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("TRIPKIT(1)"))
        #expect(result.output.contains("tripkit completion"))
    }
}
