import CommandLineKit
import Foundation
import PropertyList
import TestSupport
import Testing
@testable import TripKitCLI

/// `tripkit plist`: each subcommand's behaviour on small files of our own, in-process.
@Suite("tripkit plist")
struct PlistCommandTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory(prefix: "tripkit-plist-tests")
    }

    private func run(_ words: String...) -> Outcome {
        TripKitCommandLine.tool.invoke(words)
    }

    /// A file in the scratch folder with these contents; its path.
    private func file(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
        return scratch.file(name).path
    }

    private func read(_ path: String) throws -> PlistDocument {
        try PlistReader.read(contentsOf: path)
    }

    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Name</key>
        \t<string>Rome</string>
        \t<key>Visits</key>
        \t<integer>3</integer>
        \t<key>a.b</key>
        \t<string>dotted</string>
        \t<key>Tags</key>
        \t<array>
        \t\t<string>old</string>
        \t\t<string>food</string>
        \t</array>
        \t<key>Since</key>
        \t<date>2026-12-02T10:00:00Z</date>
        \t<key>Photo</key>
        \t<data>iVBORw==</data>
        \t<key>Rating</key>
        \t<real>4.5</real>
        \t<key>Open</key>
        \t<true/>
        </dict>
        </plist>
        """

    @Test("lint prints OK for a good file, and each problem at its line and column with exit 1")
    func lint() throws {
        let good = try file("good.plist", Self.sample)
        #expect(run("plist", "lint", good) == Outcome(exitCode: .success, output: "\(good): OK\n", error: ""))
        #expect(run("plist", "lint", "-s", good) == Outcome(exitCode: .success, output: "", error: ""))
        let bad = try file("bad.plist", "<plist>\n<dict>\n  <key>a</key>\n  <strin>x</strin>\n</dict>\n</plist>\n")
        let outcome = run("plist", "lint", good, bad)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.output == "\(good): OK\n")
        #expect(outcome.error.hasPrefix("\(bad):4:3: error: unexpected <strin>"))
        let repeated = try file("dup.plist", "<plist><dict>\n<key>k</key><string>1</string>\n<key>k</key><string>2</string>\n</dict></plist>")
        let duplicate = run("plist", "lint", repeated)
        #expect(duplicate.exitCode == .failure)
        #expect(duplicate.error == "\(repeated):3:1: error: the key \"k\" is repeated (first at line 2, column 1)\n")
        let missing = run("plist", "lint", scratch.file("none.plist").path)
        #expect(missing.exitCode == .failure)
        #expect(missing.error.contains("none.plist: No such file or directory"))
    }

    @Test("print shows the tree in the file's order, with terminal controls escaped")
    func printTree() throws {
        // XML cannot hold an escape character; binary can.
        let path = scratch.file("p.plist").path
        let value = PlistValue.dictionary(PlistDictionary([("b\u{1B}[31m", .string("x\u{1B}]0;t\u{7}")), ("a", .integer(1))]))
        try Data(PlistWriter.binaryBytes(value)).write(to: URL(fileURLWithPath: path))
        let outcome = run("plist", "print", path)
        #expect(outcome == Outcome(exitCode: .success, output: """
            {
              "b\\u{1B}[31m" => "x\\u{1B}]0;t\\u{7}"
              "a" => 1
            }

            """, error: ""))
    }

    @Test("print --json writes / as itself; convert json writes \\/ as plutil does")
    func jsonSlashes() throws {
        let path = scratch.file("url.plist").path
        try Data(PlistWriter.binaryBytes(.dictionary(["url": .string("http://a/b")]))).write(to: URL(fileURLWithPath: path))
        #expect(run("plist", "print", "--json", path).output == "{\n  \"url\" : \"http://a/b\"\n}\n")
        let converted = scratch.file("url.json").path
        #expect(run("plist", "convert", "json", "-o", converted, path).exitCode == .success)
        #expect(try String(contentsOfFile: converted, encoding: .utf8) == "{\n  \"url\" : \"http:\\/\\/a\\/b\"\n}\n")
    }

    @Test("print --json keeps every type: reals, dates, data, UIDs, and dictionaries that look like tags")
    func printLosslessJSON() throws {
        var dictionary = PlistDictionary()
        dictionary.setEntry(.init(key: "real", value: .real(1)))
        dictionary.setEntry(.init(key: "int", value: .integer(1)))
        dictionary.setEntry(.init(key: "nan", value: .real(.nan)))
        dictionary.setEntry(.init(key: "date", value: .date(Date(timeIntervalSince1970: 1_796_205_600.25))))
        dictionary.setEntry(.init(key: "data", value: .data(Data([1, 2, 3]))))
        dictionary.setEntry(.init(key: "uid", value: .uid(7)))
        dictionary.setEntry(.init(key: "tagLike", value: .dictionary(["$date": .string("not a date")])))
        let path = scratch.file("types.plist").path
        try Data(PlistWriter.binaryBytes(.dictionary(dictionary))).write(to: URL(fileURLWithPath: path))
        let outcome = run("plist", "print", "--json", path)
        #expect(outcome.exitCode == .success)
        #expect(outcome.output == """
            {
              "real" : 1.0,
              "int" : 1,
              "nan" : {"$real" : "nan"},
              "date" : {"$date" : "2026-12-02T10:00:00.25Z"},
              "data" : {"$data" : "AQID"},
              "uid" : {"$uid" : 7},
              "tagLike" : {
                "$dict" : {
                  "$date" : "not a date"
                }
              }
            }

            """)
    }

    @Test("convert writes each format, refuses what a format cannot hold, and never writes part of a file")
    func convert() throws {
        let source = try file("s.plist", Self.sample)
        let binary = scratch.file("s.bin").path
        #expect(run("plist", "convert", "binary1", "-o", binary, source).exitCode == .success)
        let back = try read(binary)
        #expect(back.format == .binary)
        #expect(back.root == (try read(source)).root)
        // JSON has no dates or data: refused with the keypath, and the output is not created.
        let json = scratch.file("s.json").path
        let refused = run("plist", "convert", "json", "-o", json, source)
        #expect(refused.exitCode == .failure)
        #expect(refused.error == "Error: \(source): Since: JSON cannot represent a date\n")
        #expect(!FileManager.default.fileExists(atPath: json))
        // OpenStep holds only strings, data, arrays and dictionaries.
        let openStep = run("plist", "convert", "openstep", source)
        #expect(openStep.error == "Error: \(source): Visits: OpenStep cannot represent an integer\n")
        let strings = try file("t.plist", "<plist><dict><key>k</key><array><string>v w</string></array></dict></plist>")
        #expect(run("plist", "convert", "openstep", strings).output == "{\n    k =     (\n        \"v w\"\n    );\n}\n")
        // In place, every file; several files need -r.
        #expect(run("plist", "convert", "binary1", source, strings).exitCode == .usage)
        #expect(run("plist", "convert", "binary1", "-r", source, strings).exitCode == .success)
        #expect(try read(strings).format == .binary)
        #expect(try read(source).format == .binary)
    }

    @Test("convert to standard output writes binary bytes as they are, and reads standard input")
    func standardStreams() throws {
        let outcome = TripKitCommandLine.tool.invoke(["plist", "convert", "binary1", "-"], input: Array(Self.sample.utf8))
        #expect(outcome.exitCode == .success)
        #expect(outcome.output.starts(with: Array("bplist00".utf8)))
        let reread = try PlistReader.read(bytes: outcome.output)
        #expect(reread.root["Name"] == .string("Rome"))
        let broken = TripKitCommandLine.tool.invoke(["plist", "print", "-"], input: Array("<plist><dict>".utf8))
        #expect(broken.exitCode == .failure)
        #expect(broken.error.hasPrefix("Error: <stdin>:1:"))
    }

    @Test("extract writes a value as a plist of its own or raw, and --expect checks its type")
    func extract() throws {
        let path = try file("e.plist", Self.sample)
        #expect(run("plist", "extract", "Name", "raw", path).output == "Rome\n")
        #expect(run("plist", "extract", "Visits", "raw", path).output == "3\n")
        #expect(run("plist", "extract", "Rating", "raw", path).output == "4.5\n")
        #expect(run("plist", "extract", "Open", "raw", path).output == "true\n")
        #expect(run("plist", "extract", "Since", "raw", path).output == "2026-12-02T10:00:00Z\n")
        #expect(run("plist", "extract", "Photo", "raw", path).output == "iVBORw==\n")
        #expect(run("plist", "extract", "Tags", "raw", path).output == "2\n")
        #expect(run("plist", "extract", "a\\.b", "raw", path).output == "dotted\n")
        #expect(run("plist", "extract", "--keypath-json", "[\"Tags\", 1]", "raw", path).output == "food\n")
        #expect(run("plist", "extract", "Tags", "json", path).output == "[\n  \"old\",\n  \"food\"\n]\n")
        let wrongType = run("plist", "extract", "--expect", "string", "Visits", "raw", path)
        #expect(wrongType.exitCode == .failure)
        #expect(wrongType.error == "Error: \(path): the value at Visits is integer, not string\n")
        let missing = run("plist", "extract", "Tags.5", "raw", path)
        #expect(missing.exitCode == .failure)
        #expect(missing.error.hasPrefix("Error: \(path):11:2: "))
        #expect(run("plist", "type", "Tags.0", path).output == "string\n")
        #expect(run("plist", "type", "--keypath-json", "[\"a.b\"]", path).output == "string\n")
    }

    @Test("replace, insert and remove keep the file's format and key order, and refuse values that do not fit")
    func edits() throws {
        let path = try file("edit.plist", Self.sample)
        #expect(run("plist", "convert", "binary1", "-r", path).exitCode == .success)
        #expect(run("plist", "replace", "Name", "-string", "Roma", path).exitCode == .success)
        #expect(run("plist", "insert", "Tags.0", "-string", "first", path).exitCode == .success)
        #expect(run("plist", "insert", "Tags", "-append", "-integer", "0x10", path).exitCode == .success)
        #expect(run("plist", "insert", "Extra", "-json", "{\"n\": [1, 2.0, true]}", path).exitCode == .success)
        #expect(run("plist", "replace", "Photo", "-xml", "<array/>", path).exitCode == .success)
        #expect(run("plist", "remove", "Visits", path).exitCode == .success)
        let document = try read(path)
        #expect(document.format == .binary)
        #expect(document.root.dictionary?.keys == ["Name", "a.b", "Tags", "Since", "Photo", "Rating", "Open", "Extra"])
        #expect(document.root["Name"] == .string("Roma"))
        #expect(document.root["Tags"] == .array([.string("first"), .string("old"), .string("food"), .integer(16)]))
        #expect(document.root["Extra"] == .dictionary(["n": .array([.integer(1), .real(2), .boolean(true)])]))
        #expect(document.root["Photo"] == .array([]))

        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for words in [
            ["plist", "insert", "Name", "-string", "again", path],
            ["plist", "replace", "Big", "-integer", "99999999999999999999", path],
            ["plist", "replace", "Open", "-bool", "maybe", path],
            ["plist", "replace", "Since", "-date", "yesterday", path],
            ["plist", "remove", "Nope", path],
            ["plist", "replace", "Name", "-colour", "red", path],
        ] {
            let outcome = TripKitCommandLine.tool.invoke(words)
            #expect(outcome.exitCode != .success, "\(words)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(words) changed the file")
        }
        #expect(run("plist", "replace", "Big", "-integer", "99999999999999999999", path).error
            .hasPrefix("Error: -integer expects an integer, not \"99999999999999999999\""))
        #expect(run("plist", "insert", "Name", "-string", "again", path).exitCode == .failure)
    }

    @Test("an edit that cannot be written leaves the file as it was and says why")
    func failedWrite() throws {
        try scratch.makeFolder("locked")
        let path = try file("locked/x.plist", Self.sample)
        chmod(scratch.file("locked").path, 0o500)
        defer { chmod(scratch.file("locked").path, 0o700) }
        guard getuid() != 0 else { return }  // root writes anywhere; the refusal cannot be provoked
        let outcome = run("plist", "replace", "Name", "-string", "x", path)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.error.contains("Permission denied"))
        #expect(try read(path).root["Name"] == .string("Rome"))
    }

    @Test("an in-place edit keeps the file's permissions")
    func keepsPermissions() throws {
        let path = try file("mode.plist", Self.sample)
        chmod(path, 0o640)
        #expect(run("plist", "replace", "Name", "-string", "x", path).exitCode == .success)
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o640)
    }

    @Test("create makes an empty dictionary and will not overwrite a file without --force")
    func create() throws {
        let path = scratch.file("new.plist").path
        #expect(run("plist", "create", "xml1", path).exitCode == .success)
        #expect(try read(path).root == .dictionary([:]))
        let again = run("plist", "create", "binary1", path)
        #expect(again.exitCode == .failure)
        #expect(again.error == "Error: \(path) already exists; remove it first or pass --force\n")
        #expect(try read(path).format == .xml)
        #expect(run("plist", "create", "--force", "binary1", path).exitCode == .success)
        #expect(try read(path).format == .binary)
    }

    @Test("format rewrites only what changes, --check lists it with exit 1, and a formatted file passes")
    func format() throws {
        let messy = try file("messy.plist", "<plist><dict><key>b</key><integer>1</integer><key>a</key><real>2.0</real></dict></plist>")
        let check = run("plist", "format", "--check", "--sort-keys", messy)
        #expect(check == Outcome(exitCode: .failure, output: messy + "\n", error: ""))
        #expect(run("plist", "format", "--sort-keys", messy).exitCode == .success)
        let formatted = try String(contentsOfFile: messy, encoding: .utf8)
        #expect(formatted == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>a</key>
            \t<real>2</real>
            \t<key>b</key>
            \t<integer>1</integer>
            </dict>
            </plist>

            """)
        let modified = try FileManager.default.attributesOfItem(atPath: messy)[.modificationDate] as? Date
        #expect(run("plist", "format", "--check", "--sort-keys", messy) == Outcome(exitCode: .success, output: "", error: ""))
        #expect(run("plist", "format", "--sort-keys", messy).exitCode == .success)
        #expect(try FileManager.default.attributesOfItem(atPath: messy)[.modificationDate] as? Date == modified)
        // Without --sort-keys the order stays.
        let ordered = try file("ordered.plist", "<plist><dict><key>b</key><integer>1</integer><key>a</key><integer>2</integer></dict></plist>")
        #expect(run("plist", "format", ordered).exitCode == .success)
        #expect(try read(ordered).root.dictionary?.keys == ["b", "a"])
    }

    @Test("diff reports each kind of change by keypath, across formats, and exits 1 when they differ")
    func diff() throws {
        let first = try file("a.plist", """
            <plist><dict><key>same</key><string>x</string><key>gone</key><integer>1</integer>\
            <key>changed</key><string>old</string><key>retyped</key><string>1</string>\
            <key>list</key><array><string>p</string><string>q</string><string>r</string></array></dict></plist>
            """)
        let second = try file("b.json", """
            {"list": ["q", "p", "s"], "retyped": 1, "changed": "new", "same": "x", "new": true}
            """)
        let outcome = run("plist", "diff", first, second)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.output == """
            - gone: 1
            + new: true
            ~ changed: "old" -> "new"
            ! retyped: string "1" -> integer 1
            > list.0 -> list.1
            > list.1 -> list.0
            ~ list.2: "r" -> "s"

            """)
        let binary = scratch.file("a.bin").path
        #expect(run("plist", "convert", "binary1", "-o", binary, first).exitCode == .success)
        #expect(run("plist", "diff", first, binary) == Outcome(exitCode: .success, output: "", error: ""))
        #expect(run("plist", "diff", "--textconv", second).output == """
            {
              "changed" => "new"
              "list" => [
                0 => "q"
                1 => "p"
                2 => "s"
              ]
              "new" => true
              "retyped" => 1
              "same" => "x"
            }

            """)
    }

    @Test("a file with comments is never rewritten, since no writer keeps them")
    func comments() throws {
        let path = try file("c.plist", "<plist><dict>\n<!-- keep me --><key>a</key><string>x</string></dict></plist>")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for words in [["plist", "replace", "a", "-string", "y", path], ["plist", "format", path]] {
            let outcome = TripKitCommandLine.tool.invoke(words)
            #expect(outcome.exitCode == .failure)
            #expect(outcome.error == "Error: \(path):2:1: \(path) holds comments, which rewriting it would drop; nothing was changed\n")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(run("plist", "extract", "a", "raw", path).output == "x\n")
    }

    @Test("JSON plists are read with positions; integers that do not fit and null are refused")
    func jsonInput() throws {
        let big = try file("big.json", "{\"a\": 18446744073709551616}")
        let outcome = run("plist", "lint", big)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.error == "\(big):1:7: error: invalid integer \"18446744073709551616\"; expected an integer from -9223372036854775808 to 18446744073709551615\n")
        let null = try file("null.json", "[1,\n null]")
        #expect(run("plist", "lint", null).error.hasPrefix("\(null):2:2: error: unexpected text \"null\""))
        let repeated = try file("r.json", "{\"a\": 1, \"a\": 2}")
        #expect(run("plist", "lint", repeated).exitCode == .failure)
        // Nesting is read without recursion up to the plist readers' depth cap, and refused past it.
        let deep = try file("deep.json", String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        #expect(run("plist", "lint", deep).exitCode == .success)
        let tooDeep = try file("too-deep.json", String(repeating: "[{\"k\":", count: 100_000))
        let refused = run("plist", "lint", tooDeep)
        #expect(refused.exitCode == .failure)
        #expect(refused.error.hasPrefix("\(tooDeep):1:"))
        #expect(refused.error.contains("512"))
    }
}
