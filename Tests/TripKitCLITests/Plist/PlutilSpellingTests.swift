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
          arguments: [("man", "generate-manpage"), ("version", "--version"), ("lsit", "list"), ("valdate", "validate"),
                     ("frobnicate", nil)])
    func unknownCommand(word: String, suggestion: String?) {
        let outcome = run([word])
        #expect(outcome.exitCode == .usage)
        let expected = "Error: Unknown subcommand '\(word)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        #expect(outcome.error.hasPrefix(expected + "\n"), "\(outcome.error)")
    }

    /// A small property list whose keys are sorted and which holds no data or date, so that the
    /// toolchain's `plutil -p` (which sorts keys) prints it as we do.
    private func sortedPlist(_ name: String, _ entries: [(String, String)]) throws -> String {
        let body = entries.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n" }.joined()
        return try scratch.write(name, Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """.utf8)).path
    }

    /// A file that does not parse: a `<key>` closed by `</dict>` on line 6.
    private func brokenPlist() throws -> String {
        try scratch.write("broken.plist", Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Name</key>
            \t<string>ok</string>
            \t<key>Bad</dict>
            </plist>

            """.utf8)).path
    }

    @Test("-p prints each of several files in turn, as plutil does")
    func printSeveralFiles() throws {
        let first = try sortedPlist("a.plist", [("Alpha", "one/two"), ("Beta", "b")])
        let second = try sortedPlist("b.plist", [("Gamma", "c")])
        let ours = run(["plist", "-p", first, second])
        #expect(ours.exitCode == .success && ours.error.isEmpty, "\(ours.error)")
        #expect(ours.output == "{\n  \"Alpha\" => \"one/two\"\n  \"Beta\" => \"b\"\n}\n{\n  \"Gamma\" => \"c\"\n}\n")
        #expect(run(["plist", "print", first, second]).output == ours.output)
        if Plutil.isAvailable {
            let theirs = try Plutil.run(["-p", first, second])
            #expect(theirs.succeeded)
            #expect(String(decoding: theirs.standardOutput, as: UTF8.self) == ours.output)
        }
    }

    @Test("-p reports a file it cannot read as plutil does, prints the others, and exits 1")
    func printSeveralFilesOneBroken() throws {
        let good = try sortedPlist("good.plist", [("Name", "ok")])
        let broken = try brokenPlist()
        let ours = run(["plist", "-p", broken, good])
        #expect(ours.exitCode == .failure)
        #expect(ours.output == "{\n  \"Name\" => \"ok\"\n}\n")
        #expect(ours.error.hasPrefix("\(broken): ") && ours.error.hasSuffix(" at line 6\n"), "\(ours.error)")
        #expect(!ours.error.contains("Error:"))
        if Plutil.isAvailable {
            let theirs = try Plutil.run(["-p", broken, good])
            #expect(theirs.status == 1)
            #expect(String(decoding: theirs.standardOutput, as: UTF8.self) == ours.output)
            #expect(theirs.standardError.hasPrefix("\(broken): "))
        }
        let tripkit = run(["plist", "print", broken, good])
        #expect(tripkit.exitCode == .failure && tripkit.output == ours.output)
        #expect(tripkit.error.hasPrefix("Error: \(broken):6:"), "\(tripkit.error)")
    }

    @Test("-lint writes '<file>: OK' and each problem as plutil does, '<file>: <message> at line <N>', status 1")
    func lintAsPlutil() throws {
        let good = try sortedPlist("good.plist", [("Name", "ok")])
        let broken = try brokenPlist()
        let missing = scratch.file("missing.plist").path
        let ours = run(["plist", "-lint", good, broken, missing])
        #expect(ours.exitCode == .failure)
        #expect(ours.output == "\(good): OK\n")
        let lines = ours.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(ours.error)")
        #expect(lines.first.map { $0.hasPrefix("\(broken): ") && $0.hasSuffix(" at line 6") } == true, "\(ours.error)")
        #expect(lines.last.map { $0.hasPrefix("\(missing): ") && $0.contains("No such file or directory") } == true)
        #expect(run(["plist", "-lint", "-s", good]) == Outcome(exitCode: .success, output: "", error: ""))
        if Plutil.isAvailable {
            let theirs = try Plutil.run(["-lint", good, broken, missing])
            #expect(theirs.status == 1)
            #expect(String(decoding: theirs.standardOutput, as: UTF8.self) == ours.output)
            #expect(theirs.standardError.split(separator: "\n").map { $0.prefix { $0 != ":" } }
                == lines.map { $0.prefix { $0 != ":" } })
        }
        // tripkit's own spelling keeps the compiler-style line with the column.
        #expect(run(["plist", "lint", broken]).error.hasPrefix("\(broken):6:"))
    }

    @Test("-extract takes plutil's -n and -expect TYPE, and -type takes -expect TYPE")
    func extractAndTypeOptions() throws {
        let file = try sortedPlist("values.plist", [("Name", "Road Trip")])
        #expect(run(["plist", "-extract", "Name", "raw", "-n", file]).output == "Road Trip")
        #expect(run(["plist", "-extract", "Name", "raw", "-expect", "string", file]).output == "Road Trip\n")
        let wrong = run(["plist", "-extract", "Name", "raw", "-expect", "integer", file])
        #expect(wrong.exitCode == .failure && wrong.output.isEmpty)
        #expect(run(["plist", "-type", "Name", "-expect", "string", file]).output == "string\n")
        #expect(run(["plist", "-type", "Name", "-expect", "bool", file]).exitCode == .failure)
        #expect(run(["plist", "-type", "Name", "-expect", "text", file]).exitCode == .usage)
        if Plutil.isAvailable {
            let theirs = try Plutil.run(["-extract", "Name", "raw", "-n", "-o", "-", file])
            #expect(String(decoding: theirs.standardOutput, as: UTF8.self) == "Road Trip")
            #expect(try Plutil.run(["-extract", "Name", "raw", "-expect", "integer", "-o", "-", file]).status == 1)
        }
    }
}
