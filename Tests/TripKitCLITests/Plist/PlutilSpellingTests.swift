import CommandLineKit
import Foundation
import TestSupport
import Testing
@testable import TripKitCLI

/// `tripkit plist` read with plutil's own spellings, as scripts written on a Mac type them, side by
/// side with the toolchain's `plutil` on copies of the same file.
@Suite("tripkit plist with plutil's spellings")
struct PlutilSpellingTests {
    private let scratch: TemporaryDirectory
    private let fixture = SharedFiles.fixtures.appendingPathComponent("Destinations.plist")

    init() throws {
        scratch = try TemporaryDirectory(prefix: "tripkit-plutil-spelling")
    }

    private func run(_ words: [String]) -> Outcome {
        TripKitCommandLine.tool.invoke(words)
    }

    /// A fresh copy of the fixture under a name of its own.
    private func copy(_ name: String) throws -> String {
        let path = scratch.file(name).path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        return path
    }

    @Test("-convert FORMAT FILE converts in place, to the same value and format as plutil", arguments: ["binary1", "xml1"])
    func convertInPlace(format: String) throws {
        try #require(Plutil.isAvailable)
        let ours = try copy("ours-\(format).plist"), theirs = try copy("theirs-\(format).plist")
        #expect(run(["plist", "-convert", format, ours]) == Outcome(exitCode: .success, output: "", error: ""))
        #expect(try Plutil.run(["-convert", format, theirs]).succeeded)
        // Same value as Foundation reads it, and the same format; the bytes differ where we keep the
        // keys' order and Foundation sorts them.
        var oursFormat = PropertyListSerialization.PropertyListFormat.openStep
        var theirsFormat = PropertyListSerialization.PropertyListFormat.openStep
        let oursValue = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: ours)), format: &oursFormat) as? NSDictionary
        let theirsValue = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: theirs)), format: &theirsFormat) as? NSDictionary
        #expect(oursValue != nil && oursValue == theirsValue)
        #expect(oursFormat == theirsFormat)
        #expect(oursFormat == (format == "binary1" ? .binary : .xml))
    }

    @Test("-convert json -r -e json writes beside the file with the new extension; -o writes there")
    func convertExtensionAndOutput() throws {
        let source = try copy("trip.plist")
        #expect(run(["plist", "-convert", "json", "-r", "-e", "json", source]).exitCode == .success)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("trip.json")))
        #expect((json as? [String: Any])?["DestinationData"] != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: source)) == (try Data(contentsOf: fixture)), "the source is untouched")
        let out = scratch.file("out.bplist").path
        #expect(run(["plist", "-convert", "binary1", "-o", out, source]).exitCode == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)).starts(with: Array("bplist00".utf8)))
        #expect(run(["plist", "-convert", "json", "-o", out, "-e", "json", source]).exitCode == .usage)
    }

    @Test("-lint, -p, -extract, -type, -replace, -insert, -remove and -create select our subcommands")
    func otherSpellings() throws {
        let file = try copy("edit.plist")
        #expect(run(["plist", "-lint", file]).output == "\(file): OK\n")
        #expect(run(["plist", "-p", file]).output == run(["plist", "print", file]).output)
        #expect(run(["plist", "-extract", "DestinationData.0.DestinationName", "raw", file]).output == "New York City\n")
        #expect(run(["plist", "-type", "DestinationData", file]).output == run(["plist", "type", "DestinationData", file]).output)
        #expect(run(["plist", "-replace", "DestinationData.0.DestinationName", "-string", "Paris", file]).exitCode == .success)
        #expect(run(["plist", "-insert", "Added", "-bool", "YES", file]).exitCode == .success)
        #expect(run(["plist", "-remove", "DestinationData.1", file]).exitCode == .success)
        #expect(run(["plist", "-extract", "DestinationData.0.DestinationName", "raw", file]).output == "Paris\n")
        #expect(run(["plist", "-extract", "Added", "raw", file]).output == "true\n")
        #expect(run(["plist", "-extract", "DestinationData.1", "raw", file]).exitCode == .failure)
        let created = scratch.file("new.plist").path
        #expect(run(["plist", "-create", "xml1", created]).exitCode == .success)
        #expect(run(["plist", "-lint", created]).exitCode == .success)
    }

    @Test("plutil's spellings appear in plist's help, not as commands of their own")
    func helpNamesThem() {
        let help = run(["plist", "--help"]).output
        #expect(help.contains("plutil's spellings"))
        #expect(!help.contains("\n  -convert "))
    }

    @Test("an unknown command says so and suggests the nearest, instead of another command's usage",
          arguments: [("man", nil), ("version", "--version"), ("lsit", "list"), ("valdate", "validate")])
    func unknownCommand(word: String, suggestion: String?) {
        let outcome = run([word])
        #expect(outcome.exitCode == .usage)
        let expected = "Error: Unknown subcommand '\(word)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        #expect(outcome.error.hasPrefix(expected + "\n"), "\(outcome.error)")
    }
}
