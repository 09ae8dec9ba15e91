import Foundation
import TestSupport
import Testing

@testable import TripKitCLI

/// `tripkit install-links` and the tools it stands in for: the built executable run through links
/// named `plutil` and `defaults`, as a script on a Linux runner would run it.
@Suite("tripkit as plutil and defaults, through its links")
struct ToolLinksTests {
    private let folder: TemporaryDirectory
    private let fixture = SharedFiles.fixtures.appendingPathComponent("Destinations.plist")

    init() throws {
        folder = try TemporaryDirectory(prefix: "tripkit-links")
    }

    private func installLinks(_ extra: String...) throws -> Subprocess.Result {
        try Subprocess.run(try Paths.requireTripkit(), ["install-links"] + extra + [folder.url.path])
    }

    @Test(
        "the program name picks the command; other names run tripkit itself",
        arguments: [
            ("/usr/local/bin/plutil", ["plist"]), ("defaults", ["defaults"]), ("/x/tripkit", []),
            ("/usr/libexec/PlistBuddy", ["plist", "buddy"]), ("plistbuddy", []),
            ("/x/plutil2", []),
        ])
    func personality(program: String, words: [String]) {
        let bytes = { (words: [String]) in words.map { Array($0.utf8) } }
        #expect(
            Personality.commandLine(for: bytes([program, "-lint", "f"])) == bytes([program] + words + ["-lint", "f"]))
    }

    @Test("plutil with a file first lints it, as -lint is plutil's default; -help is help; -s goes to -lint",
          arguments: [
            (["Info.plist"], ["-lint", "Info.plist"]), (["-", "x"], ["-lint", "-", "x"]),
            (["--", "-odd.plist"], ["-lint", "--", "-odd.plist"]), (["-help"], ["--help"]),
            (["-p", "Info.plist"], ["-p", "Info.plist"]), ([], []),
            // -s anywhere before --: after -lint, dropped for the other commands.
            (["-s", "-lint", "a"], ["-lint", "-s", "a"]), (["-s", "a"], ["-lint", "-s", "a"]),
            (["-lint", "a", "-s"], ["-lint", "-s", "a"]), (["-s"], []),
            (["-replace", "K", "-string", "v", "-s", "a"], ["-replace", "K", "-string", "v", "a"]),
            (["-s", "-extract", "K", "raw", "a"], ["-extract", "K", "raw", "a"]),
            (["-lint", "--", "-s"], ["-lint", "--", "-s"]),
          ])
    func plutilDefaultCommand(words: [String], expected: [String]) {
        let bytes = { (words: [String]) in words.map { Array($0.utf8) } }
        #expect(Personality.commandLine(for: bytes(["/usr/bin/plutil"] + words)) == bytes(["/usr/bin/plutil", "plist"] + expected))
        // Only plutil has a default command.
        #expect(Personality.commandLine(for: bytes(["defaults"] + words)) == bytes(["defaults", "defaults"] + words))
    }

    @Test("a script's plutil and defaults lines run unchanged through the links")
    func scriptLines() throws {
        let made = try installLinks()
        #expect(made.status == 0, "\(made.error)")
        let plutil = folder.file("plutil").path
        let defaults = folder.file("defaults").path
        let info = folder.file("Info.plist").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: info)
        // A build-number stamp and a format check, as CI scripts write them on a Mac.
        #expect(try Subprocess.run(plutil, ["-lint", info]).output == "\(info): OK\n")
        #expect(try Subprocess.run(plutil, ["-insert", "CFBundleVersion", "-string", "42", info]).status == 0)
        #expect(try Subprocess.run(plutil, ["-extract", "CFBundleVersion", "raw", "-o", "-", info]).output == "42\n")
        #expect(try Subprocess.run(plutil, ["-convert", "binary1", info]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: info)).starts(with: Array("bplist00".utf8)))
        let store = folder.file("store").path
        let environment = ["TRIPKIT_STORE": store]
        #expect(
            try Subprocess.run(defaults, ["write", "com.example.ci", "Build", "-int", "42"], environment: environment)
                .status == 0)
        #expect(
            try Subprocess.run(defaults, ["read", "com.example.ci", "Build"], environment: environment).output == "42\n"
        )
        let currentHost = try Subprocess.run(
            defaults, ["-currentHost", "read", "com.example.ci", "Build"], environment: environment)
        #expect(
            currentHost.output == "42\n" && currentHost.error.hasPrefix("note: -currentHost: there is one host here"))
        // The same stamp with PlistBuddy, on the file plutil made binary.
        let buddy = folder.file("PlistBuddy").path
        #expect(try Subprocess.run(buddy, ["-c", "Set :CFBundleVersion 43", info]).status == 0)
        #expect(try Subprocess.run(buddy, ["-c", "Print :CFBundleVersion", info]).output == "43\n")
        let missing = try Subprocess.run(buddy, ["-c", "Print :Nope", info])
        #expect(missing.status == 1 && missing.error == "Print: Entry, \":Nope\", Does Not Exist\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: info)).starts(with: Array("bplist00".utf8)))
    }

    @Test("a name already taken is left alone; --force replaces a link, never a file")
    func takenNames() throws {
        let file = folder.file("plutil").path
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: file))
        let refused = try installLinks()
        #expect(refused.status == 74)
        #expect(refused.error.contains("\(file): a file is already there"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "#!/bin/sh\n")
        #expect(try installLinks("--force").status == 74, "a regular file is never replaced")
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/bin/true")
        #expect(try installLinks().status == 74)
        #expect(try installLinks("--force").status == 0)
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: file)
        #expect(target.hasSuffix("/tripkit"))
    }
}
