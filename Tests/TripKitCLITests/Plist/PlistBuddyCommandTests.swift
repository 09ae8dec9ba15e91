import CommandLineKit
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import TripKitCLI

/// `PlistBuddy` (`tripkit plist buddy`): each command of its manual page, its output format and its
/// messages; python's plistlib reads every file written.
@Suite("PlistBuddy's commands")
struct PlistBuddyCommandTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "tripkit-plistbuddy")
    }

    /// Runs `PlistBuddy -c COMMAND... FILE` in-process.
    private func buddy(_ commands: [String], _ file: String, xml: Bool = false) -> Outcome {
        TripKitCommandLine.tool.invoke(
            ["plist", "buddy"] + commands.flatMap { ["-c", $0] } + (xml ? ["-x"] : []) + [file])
    }

    /// Runs `PlistBuddy FILE` with lines on standard input.
    private func buddy(input lines: [String], _ file: String, terminal: Bool = false) -> Outcome {
        let capture = ConsoleCapture(input: Array(lines.map { $0 + "\n" }.joined().utf8), inputIsTerminal: terminal)
        let code = TripKitCommandLine.tool.run(["tripkit", "plist", "buddy", file], console: capture.console)
        return Outcome(exitCode: code, output: capture.output, error: capture.error)
    }

    /// A file holding a value, in a format.
    private func file(_ name: String, _ value: PlistValue, binary: Bool = false) throws -> String {
        let path = folder.file(name).path
        let bytes = binary ? PlistWriter.binaryBytes(value) : try PlistWriter.xmlBytes(value, style: .foundation)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The file's format and value as plistlib reads them (JSON, keys sorted; data as hex, dates ISO).
    private func plistlib(_ path: String) throws -> (format: String, json: String) {
        let script = """
            import datetime, json, plistlib, sys
            data = open(sys.argv[1], "rb").read()
            print("binary" if data.startswith(b"bplist00") else "xml")
            def plain(o):
                if isinstance(o, bytes): return "hex:" + o.hex()
                if isinstance(o, datetime.datetime): return o.isoformat()
                raise TypeError(o)
            print(json.dumps(plistlib.loads(data), sort_keys=True, default=plain))
            """
        let lines = String(decoding: try Python.run(script, arguments: [path]), as: UTF8.self).split(separator: "\n")
        try #require(lines.count == 2)
        return (String(lines[0]), String(lines[1]))
    }

    private static let sample: PlistValue = .dictionary([
        "CFBundleName": "Trip",
        "Version": .integer(7),
        "Scale": .real(1.5),
        "Enabled": .boolean(true),
        "Off": .boolean(false),
        "Released": .date(Date(timeIntervalSince1970: 1_715_940_000)),  // 2024-05-17T10:00:00Z, a Friday
        "Blob": .data(Data("raw".utf8)),
        "Types": .array(["a", .dictionary(["Ext": .array(["plist"])]), .array([])]),
        "Empty": .dictionary(PlistDictionary()),
    ])

    @Test("Print shows the whole file in PlistBuddy's layout: Dict {, Array {, key = value, four spaces")
    func printWhole() throws {
        let path = try file("Info.plist", Self.sample)
        let printed = buddy(["Print"], path)
        #expect(
            printed
                == Outcome(
                    exitCode: .success,
                    output: """
                        Dict {
                            CFBundleName = Trip
                            Version = 7
                            Scale = 1.500000
                            Enabled = true
                            Off = false
                            Released = Fri May 17 10:00:00 GMT 2024
                            Blob = raw
                            Types = Array {
                                a
                                Dict {
                                    Ext = Array {
                                        plist
                                    }
                                }
                                Array {
                                }
                            }
                            Empty = Dict {
                            }
                        }

                        """, error: ""))
    }

    @Test("Print :entry shows one value bare; a missing entry is named, with status 1 and nothing printed")
    func printEntry() throws {
        let path = try file("Info.plist", Self.sample)
        #expect(buddy(["Print :CFBundleName"], path) == Outcome(exitCode: .success, output: "Trip\n", error: ""))
        #expect(buddy(["Print :Types:1:Ext:0"], path).output == "plist\n")
        #expect(
            buddy(["Print :X"], path)
                == Outcome(exitCode: .failure, output: "", error: "Print: Entry, \":X\", Does Not Exist\n"))
        #expect(buddy(["Print :Types:9"], path).error == "Print: Entry, \":Types:9\", Does Not Exist\n")
        #expect(buddy(["Print :CFBundleName:Deeper"], path).exitCode == .failure)
    }

    @Test("-x prints an XML property list that reads back as the entry")
    func printXML() throws {
        let path = try file("Info.plist", Self.sample)
        let printed = buddy(["Print :Types"], path, xml: true)
        #expect(printed.exitCode == .success)
        #expect(printed.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
        let read = try PlistReader.read(bytes: Array(printed.output.utf8), file: "-x")
        #expect(read.root.withoutLocations == (try Self.sample.value(at: "Types")).withoutLocations)
    }

    @Test(
        "Set replaces a value, read as the type already there; a container, a bad number or a missing entry is refused")
    func set() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", Self.sample)
        let done = buddy(
            [
                "Set :CFBundleName Trip Planner", "Set :Version 42", "Set :Scale 2.25", "Set :Off YES",
                "Set :Released 2025-01-02T03:04:05Z", "Set :Blob bytes", "Set :Types:0 b",
            ], path)
        #expect(done == Outcome(exitCode: .success, output: "", error: ""))
        let json = try plistlib(path).json
        #expect(json.contains(#""CFBundleName": "Trip Planner""#) && json.contains(#""Version": 42"#))
        #expect(json.contains(#""Scale": 2.25"#) && json.contains(#""Off": true"#))
        #expect(json.contains(#""Released": "2025-01-02T03:04:05""#) && json.contains(#""Blob": "hex:6279746573""#))
        #expect(json.contains(#""Types": ["b","#))
        let refused = buddy(["Set :Types x", "Set :Version lots", "Set :Missing 1"], path)
        #expect(refused.exitCode == .failure)
        #expect(
            refused.error == """
                Set: Cannot Perform Set On Containers
                Set: expected an integer, not "lots"
                Set: Entry, ":Missing", Does Not Exist

                """)
        #expect(try plistlib(path).json == json, "nothing changed, nothing saved")
    }

    @Test("Add makes every type; an index inserts, a trailing colon appends; missing dictionaries are made")
    func add() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", .dictionary(["List": .array(["b"])]))
        let done = buddy(
            [
                "Add :S string hello world", "Add :I integer -3", "Add :R real 0.5", "Add :B bool true",
                "Add :D date 2024-05-17T10:00:00Z", "Add :Data data abc", "Add :A array", "Add :Dict dict",
                "Add :List: string c", "Add :List:0 string a",
                "Add :NSAppTransportSecurity:NSAllowsArbitraryLoads bool true",
                "Add :Empty string",
            ], path)
        #expect(done == Outcome(exitCode: .success, output: "", error: ""))
        #expect(
            try plistlib(path).json == """
                {"A": [], "B": true, "D": "2024-05-17T10:00:00", "Data": "hex:616263", "Dict": {}, "Empty": "", "I": -3, \
                "List": ["a", "b", "c"], "NSAppTransportSecurity": {"NSAllowsArbitraryLoads": true}, "R": 0.5, \
                "S": "hello world"}
                """)
        let refused = buddy(
            [
                "Add :S string again", "Add :List:9 string x", "Add :S:Deeper string x", "Add :Nope: string x",
                "Add :N integer 99999999999999999999",
            ], path)
        #expect(refused.exitCode == .failure)
        #expect(
            refused.error == """
                Add: ":S" Entry Already Exists
                Add: Entry, ":List:9", Does Not Exist
                Add: Entry, ":S:Deeper", Is Not A Container
                Add: Entry, ":Nope:", Does Not Exist
                Add: expected an integer, not "99999999999999999999"

                """)
    }

    @Test("Delete, Copy and Clear change what they name; Delete of a missing entry says so")
    func deleteCopyClear() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", Self.sample)
        #expect(
            buddy(["Delete :Types:1", "Delete :Blob", "Copy :Types :Copied", "Copy :CFBundleName :Types:0"], path)
                .exitCode == .success)
        let json = try plistlib(path).json
        #expect(json.contains(#""Copied": ["a", []]"#) && json.contains(#""Types": ["Trip", "a", []]"#))
        #expect(!json.contains("Blob"))
        #expect(
            buddy(["Delete :Blob"], path)
                == Outcome(exitCode: .failure, output: "", error: "Delete: Entry, \":Blob\", Does Not Exist\n"))
        #expect(buddy(["Copy :Missing :Other"], path).error == "Copy: Entry, \":Missing\", Does Not Exist\n")
        #expect(buddy(["Copy :Types :Copied"], path).error == "Copy: \":Copied\" Entry Already Exists\n")
        #expect(buddy(["Clear array", "Add :0 string only"], path).exitCode == .success)
        #expect(try plistlib(path).json == #"["only"]"#)
        #expect(buddy(["Clear"], path).exitCode == .success)
        #expect(try plistlib(path).json == "{}")
    }

    @Test("Merge adds a file's keys to a dictionary (skipping those there) or its elements to an array")
    func merge() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", .dictionary(["Keep": "mine", "List": .array([1])]))
        let other = try file("Other.plist", .dictionary(["Keep": "theirs", "New": .integer(2)]), binary: true)
        let list = try file("List.plist", .array([.integer(2), .integer(3)]))
        let merged = buddy(["Merge \(other)", "Merge \(list) :List", "Merge \(other) :List"], path)
        #expect(merged == Outcome(exitCode: .success, output: "", error: "Duplicate Entry Was Skipped: Keep\n"))
        #expect(
            try plistlib(path).json
                == #"{"Keep": "mine", "List": [1, 2, 3, {"Keep": "theirs", "New": 2}], "New": 2}"#)
        let missing = buddy(["Merge \(folder.file("none.plist").path)"], path)
        #expect(missing.exitCode == .failure && missing.error.hasPrefix("Merge: Error Reading File: "))
    }

    @Test("Import sets an entry to a file's bytes as data, creating or replacing it")
    func importFile() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", .dictionary(["Icon": "old"]))
        let icon = folder.file("icon.bin").path
        try Data([0x00, 0xFF, 0x10]).write(to: URL(fileURLWithPath: icon))
        #expect(buddy(["Import :Icon \(icon)", "Import :Sub:Raw \(icon)"], path).exitCode == .success)
        #expect(try plistlib(path).json == #"{"Icon": "hex:00ff10", "Sub": {"Raw": "hex:00ff10"}}"#)
    }

    @Test("a missing file is announced, then created as XML on save; a binary file stays binary")
    func formats() throws {
        try #require(Python.isAvailable)
        let new = folder.file("New.plist").path
        let created = buddy(["Add :CFBundleVersion string 1"], new)
        #expect(created == Outcome(exitCode: .success, output: "File Doesn't Exist, Will Create: \(new)\n", error: ""))
        #expect(try plistlib(new) == ("xml", #"{"CFBundleVersion": "1"}"#))
        let binary = try file("Binary.plist", .dictionary(["CFBundleVersion": "1"]), binary: true)
        #expect(buddy(["Set :CFBundleVersion 2"], binary).exitCode == .success)
        #expect(try plistlib(binary) == ("binary", #"{"CFBundleVersion": "2"}"#))
        let unchanged = try Data(contentsOf: URL(fileURLWithPath: binary))
        #expect(buddy(["Print"], binary).exitCode == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: binary)) == unchanged, "Print alone writes nothing")
        let bad = folder.file("Bad.plist").path
        try Data("<plist><dict>".utf8).write(to: URL(fileURLWithPath: bad))
        let refused = buddy(["Print"], bad)
        #expect(refused.exitCode == .failure && refused.error.hasPrefix("Open: Error Reading File: \(bad): "))
    }

    @Test("without -c, commands come from standard input; Save writes, Revert rereads, Exit drops the rest")
    func standardInput() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", .dictionary(["A": "1"]))
        let session = buddy(
            input: ["Set :A 2", "Revert", "Print :A", "Set :A 3", "Save", "Set :A 4", "Exit", "Set :A 5"], path)
        #expect(session == Outcome(exitCode: .success, output: "1\n", error: ""))
        #expect(try plistlib(path).json == #"{"A": "3"}"#)
        let unsaved = buddy(input: ["Set :A 9"], path)
        #expect(unsaved.exitCode == .success)
        #expect(try plistlib(path).json == #"{"A": "3"}"#, "nothing is saved without Save")
        #expect(buddy(input: ["Print :Nope"], path).exitCode == .failure)
    }

    @Test("on a terminal each command is asked for with 'Command: '")
    func prompt() throws {
        let path = try file("Info.plist", .dictionary(["A": "1"]))
        #expect(buddy(input: ["Print :A", "Exit"], path, terminal: true).output == "Command: 1\nCommand: ")
        #expect(buddy(input: ["Print :A"], path, terminal: true).output == "Command: 1\nCommand: \n")
    }

    @Test("-c Exit keeps the changes before it unsaved; Help lists every command")
    func exitAndHelp() throws {
        try #require(Python.isAvailable)
        let path = try file("Info.plist", .dictionary(["A": "1"]))
        #expect(buddy(["Set :A 2", "Exit", "Set :A 3"], path).exitCode == .success)
        #expect(try plistlib(path).json == #"{"A": "1"}"#)
        let help = buddy(["Help"], path).output
        for command in [
            "Help", "Exit", "Save", "Revert", "Clear", "Print", "Set", "Add", "Copy", "Delete", "Merge", "Import",
        ] {
            #expect(help.contains("\n    \(command)"), "\(command)")
        }
    }
}
