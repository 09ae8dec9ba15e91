import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// Every command that writes a file goes through the one safe writer (`FileBytes.replace`): a link
/// planted at a temporary name the writer once used is never followed, a symbolic link at the output
/// is written through, and a device is written to, not replaced.
@Suite("Every output goes through the one safe writer", .serialized)
struct OutputWriterTests {
    static let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n</dict>\n</plist>\n"
    static let storyboard = InterfaceBuilderText.storyboard("""
        <scene sceneID="a"><objects><viewController id="vc" sceneMemberID="viewController"/></objects></scene>
        """, attributes: " initialViewController=\"vc\"")

    /// Each writer, with `OUT` for the file it writes (which exists beforehand).
    static let writers: [String] = [
        "plist replace a -string c OUT",
        "plist insert z -string c OUT",
        "plist remove a OUT",
        "plist format --sort-keys OUT",
        "plist convert binary1 -o OUT In.plist",
        "plist convert binary1 -r OUT",
        "graph Main.storyboard -o OUT",
        "validate --write-baseline OUT In.plist",
        "defaults export tripkit OUT",
    ]

    private func scratch() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory(prefix: "tripkit-writers")
        try scratch.write("In.plist", Self.plist)
        try scratch.write("Main.storyboard", Self.storyboard)
        try scratch.write("Out.plist", Self.plist)
        try scratch.write("victim", "precious")
        #expect(TripKitCommandLine.tool.invoke(["--store", scratch.file("store").path, "select", "1"]).exitCode == .success)
        return scratch
    }

    private func run(_ words: String, output: String, in scratch: TemporaryDirectory) -> Outcome {
        let list = ["--store", scratch.file("store").path]
            + words.split(separator: " ").map { word in
                switch word {
                case "OUT": output
                case "In.plist", "Main.storyboard": scratch.file(String(word)).path
                default: String(word)
                }
            }
        return WorkingDirectory.$override.withValue(scratch.url.path) { TripKitCommandLine.tool.invoke(list) }
    }

    private func kind(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    @Test("a link planted at the old temporary name is not followed", arguments: writers)
    func plantedLink(words: String) throws {
        let scratch = try scratch()
        let output = scratch.file("Out.plist").path
        try FileManager.default.createSymbolicLink(
            atPath: output + ".tripkit-\(getpid()).tmp", withDestinationPath: scratch.file("victim").path)
        let outcome = run(words, output: output, in: scratch)
        #expect([ExitCode.success, .failure].contains(outcome.exitCode), "\(outcome.error)")
        #expect(try String(contentsOfFile: scratch.file("victim").path, encoding: .utf8) == "precious")
        #expect(kind(output) == S_IFREG)
    }

    @Test("a symbolic link at the output is written through and stays a link", arguments: writers)
    func symbolicLink(words: String) throws {
        let scratch = try scratch()
        try scratch.makeFolder("real")
        try scratch.write("real/Out.plist", Self.plist)
        let link = scratch.file("Out.plist").path
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Out.plist")
        let outcome = run(words, output: link, in: scratch)
        #expect([ExitCode.success, .failure].contains(outcome.exitCode), "\(outcome.error)")
        #expect(kind(link) == S_IFLNK)
        #expect(try Data(contentsOf: scratch.file("real/Out.plist")) != Data(Self.plist.utf8))
    }

    /// The writers whose output is not also their input (a pipe cannot be read back).
    static let newFileWriters = [
        "plist convert binary1 -o OUT In.plist", "graph Main.storyboard -o OUT", "validate --write-baseline OUT In.plist",
        "defaults export tripkit OUT",
    ]

    @Test("a pipe named as the output is written to, not replaced", arguments: newFileWriters)
    func pipe(words: String) throws {
        let scratch = try scratch()
        let fifo = scratch.file("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let outcome = run(words, output: fifo, in: scratch)
        #expect([ExitCode.success, .failure].contains(outcome.exitCode), "\(outcome.error)")
        #expect(kind(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 4_096)
        #expect(read(reader, &buffer, buffer.count) > 0)
    }
}
