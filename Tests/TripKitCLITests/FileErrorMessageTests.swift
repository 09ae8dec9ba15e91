import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// Every command that reads or writes a file names it and the system's reason when the file is
/// missing, is a directory, or may not be read: `cannot read FILE: No such file or directory`,
/// never a dump of a Foundation error.
@Suite("File error messages")
struct FileErrorMessageTests {
    /// The commands that take a file, with `FILE` where the file goes (an absolute path), and the
    /// message each gives with `REASON` for the system's reason. A path to validate that does not
    /// exist is refused before anything is read (`no such file or folder`), and a directory is
    /// walked, so validate's rows are for a file that may not be read only.
    static let commands: [(words: String, message: String)] = [
        ("validate --config FILE App", "Error: FILE: cannot read the configuration file: REASON"),
        ("validate --baseline FILE App", "Error: FILE: cannot read the baseline: REASON"),
        ("--destinations FILE list", "Error: cannot read the destinations file FILE: REASON"),
        ("defaults import tripkit FILE", "cannot read FILE: REASON"),
    ]

    /// The words, run in a scratch folder with an `App` to validate and a store of its own; `FILE`
    /// becomes the absolute path of `file` in the scratch folder, and in what comes back again.
    private func run(_ words: String, file: String, in scratch: TemporaryDirectory) -> Outcome {
        let path = scratch.file(file).path
        let list = ["--store", scratch.file("store").path]
            + words.split(separator: " ").map { $0 == "FILE" ? path : String($0) }
        let outcome = WorkingDirectory.$override.withValue(scratch.url.path) { TripKitCommandLine.tool.invoke(list) }
        // validate shows paths relative to its working directory, the scratch folder.
        func shown(_ text: String) -> String {
            text.replacingOccurrences(of: path, with: "FILE").replacingOccurrences(of: file, with: "FILE")
        }
        return Outcome(exitCode: outcome.exitCode, output: shown(outcome.output), error: shown(outcome.error))
    }

    private func scratch() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
        try scratch.makeFolder("folder.plist")
        #expect(TripKitCommandLine.tool.invoke(["--store", scratch.file("store").path, "select", "1"]).exitCode == .success)
        return scratch
    }

    /// No Foundation type's dump in what the user reads.
    private func expectClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for dump in ["CocoaError", "POSIXError", "userInfo", "NSFilePath", "NSUnderlyingError", "Error Domain="] {
            #expect(!text.contains(dump), "\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test("a missing file and a directory are named with the system's reason", arguments: commands)
    func missingAndDirectory(words: String, message: String) throws {
        let scratch = try scratch()
        let cases: [(file: String, reason: String)] = [
            ("missing.plist", "No such file or directory"), ("folder.plist", "it is a directory"),
        ]
        for (file, reason) in cases {
            let outcome = run(words, file: file, in: scratch)
            var expected = message.replacingOccurrences(of: "REASON", with: reason)
            if words.hasPrefix("--destinations"), file == "missing.plist" { expected = "Error: no such destinations file: FILE" }
            let shown = outcome.error + outcome.output
            #expect(shown.hasPrefix(expected), "\(words) with \(file): \(shown)")
            expectClean(shown)
        }
    }

    /// A file without read permission is readable to the super-user, as CI often runs; the rows
    /// then cannot be met (PlantedDefectsTests and FileRuleTests cover unreadable files otherwise).
    static var canLockFiles: Bool { getuid() != 0 }

    @Test("a file that may not be read is named with 'Permission denied'", .enabled(if: canLockFiles),
          arguments: commands + [("validate FILE", "FILE: error: cannot read the file: REASON (unreadable_file)")])
    func permissionDenied(words: String, message: String) throws {
        let scratch = try scratch()
        try scratch.write("locked.plist", "<plist version=\"1.0\"><dict/></plist>\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: scratch.file("locked.plist").path)
        let outcome = run(words, file: "locked.plist", in: scratch)
        let expected = message.replacingOccurrences(of: "REASON", with: "Permission denied")
        #expect((outcome.error + outcome.output).hasPrefix(expected))
        expectClean(outcome.error + outcome.output)
    }

    @Test("a file that cannot be written is named with the system's reason", arguments: [
        ("defaults export tripkit FILE", "cannot write FILE: REASON"),
        ("validate --write-baseline FILE App", "Error: cannot write the baseline FILE: REASON"),
    ])
    func cannotWrite(words: String, message: String) throws {
        let scratch = try scratch()
        for (file, reason) in [("no/such/folder/out.plist", "No such file or directory"), ("folder.plist", "it is a directory")] {
            let outcome = run(words, file: file, in: scratch)
            let expected = message.replacingOccurrences(of: "REASON", with: reason)
            #expect(outcome.exitCode == .cannotWrite)
            #expect(outcome.error.hasPrefix(expected), "\(words) with \(file): \(outcome.error)")
            expectClean(outcome.error)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["App", "folder.plist", "store"],
                "no temporary file is left")
    }
}
