import Defaults
import Foundation
import PropertyList
import Testing
@testable import TripKitCLI
import TestSupport

@Suite("tripkit defaults commands")
struct DefaultsToolTests {
    static let app = "com.example.roadtrip"

    @Test("write with each type flag stores that kind; read-type names it", arguments: [
        (["-string", "Paris"], PlistValue.string("Paris"), "string"),
        (["plain words"], "plain words", "string"),
        (["-int", "42"], 42, "integer"),
        (["-integer", "-0x10"], -16, "integer"),
        (["-float", "2.5"], 2.5, "float"),
        (["-bool", "YES"], true, "boolean"),
        (["-boolean", "false"], false, "boolean"),
        (["-date", "2024-05-17T10:00:00Z"], .date(Date(timeIntervalSince1970: 1_715_940_000)), "date"),
        (["-date", "2024-05-17 12:00:00 +0200"], .date(Date(timeIntervalSince1970: 1_715_940_000)), "date"),
        (["-data", "<0fbd7a12 34>"], .data(Data([0x0F, 0xBD, 0x7A, 0x12, 0x34])), "data"),
        (["-array", "a", "-int", "1", "<true/>"], ["a", 1, true], "array"),
        (["-dict", "name", "Rome", "days", "-int", "3"], ["name": "Rome", "days": 3], "dictionary"),
        (["<array><string>x</string></array>"], ["x"], "array"),
    ] as [([String], PlistValue, String)])
    func writeTyped(_ arguments: [String], _ expected: PlistValue, _ typeName: String) throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        let result = tool.write(domain: Self.app, arguments: ["Key"] + arguments)
        #expect(result == DefaultsToolResult())
        #expect(try temporary.store.values(of: DomainName(Self.app))["Key"] == expected)
        #expect(tool.readType(domain: Self.app, key: "Key") == DefaultsToolResult(output: "Type is \(typeName)\n"))
    }

    @Test("bad write arguments are usage errors and change nothing", arguments: [
        ([], "write needs a key and a value, or a dictionary for the whole domain"),
        (["Key"], "write needs a value for the key \"Key\""),
        (["Key", "a", "b"], "write takes one value for \"Key\"; use -array or -dict for several"),
        (["Key", "-int", "12x"], "-int expects an integer, not \"12x\""),
        (["Key", "-float", "one"], "-float expects a number, not \"one\""),
        (["Key", "-bool", "maybe"], "-bool expects true, false, yes or no, not \"maybe\""),
        (["Key", "-data", "abc"], "-data expects an even number of hexadecimal digits, not \"abc\""),
        (["Key", "-date", "tomorrow"],
         "-date expects a date such as 2024-05-17T10:00:00Z or \"2024-05-17 10:00:00 +0000\", not \"tomorrow\""),
        (["Key", "-dict", "a"], "-dict needs a value after each key"),
        (["Key", "-array", "-int"], "-int needs a value"),
    ] as [([String], String)])
    func writeUsage(_ arguments: [String], _ message: String) throws {
        let temporary = try TemporaryStore()
        let result = DefaultsTool(store: temporary.store).write(domain: Self.app, arguments: arguments)
        #expect(result == DefaultsToolResult(errorOutput: message + "\n", status: .usage))
        #expect(try temporary.store.domains() == [])
    }

    @Test("a value that looks like a property list but does not parse is refused with the reason")
    func unparsable() throws {
        let temporary = try TemporaryStore()
        let result = DefaultsTool(store: temporary.store).write(domain: Self.app, arguments: ["Key", "<integer>x</integer>"])
        #expect(result.status == .dataError)
        #expect(result.errorOutput.hasPrefix("Could not parse: <integer>x</integer>.  Try single-quoting it.\n1:1: error: invalid integer"),
                "\(result.errorOutput)")
        #expect(try temporary.store.domains() == [])
    }

    @Test("-array-add and -dict-add append and merge, creating the value when missing")
    func adding() throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        #expect(tool.write(domain: Self.app, arguments: ["List", "-array-add", "a"]).status == .success)
        #expect(tool.write(domain: Self.app, arguments: ["List", "-array-add", "b", "-int", "2"]).status == .success)
        #expect(tool.write(domain: Self.app, arguments: ["Map", "-dict-add", "x", "1"]).status == .success)
        #expect(tool.write(domain: Self.app, arguments: ["Map", "-dict-add", "y", "-bool", "yes", "x", "one"]).status == .success)
        #expect(try temporary.store.values(of: DomainName(Self.app)) == [
            "List": ["a", "b", 2], "Map": ["x": "one", "y": true],
        ])
        #expect(tool.write(domain: Self.app, arguments: ["Text", "plain"]).status == .success)
        let before = try temporary.bytes(Self.app)
        #expect(tool.write(domain: Self.app, arguments: ["Text", "-array-add", "x"]) == DefaultsToolResult(
            errorOutput: "Value for key Text is not an array; cannot append. Leaving defaults unchanged.\n", status: .failure))
        #expect(tool.write(domain: Self.app, arguments: ["List", "-dict-add", "k", "v"]).status == .failure)
        #expect(try temporary.bytes(Self.app) == before)
    }

    @Test("a missing key or domain gives defaults' messages on standard error and status 1")
    func missing() throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        let pair = DefaultsToolResult(
            errorOutput: "The domain/default pair of (\(Self.app), Nope) does not exist\n", status: .failure)
        #expect(tool.readType(domain: Self.app, key: "Nope") == pair)
        #expect(tool.delete(domain: Self.app, key: "Nope") == pair)
        #expect(tool.rename(domain: Self.app, from: "Nope", to: "Other") == pair)
        #expect(tool.delete(domain: Self.app) == DefaultsToolResult(
            errorOutput: "Domain (\(Self.app)) not found.\nDefaults have not been changed.\n", status: .failure))
        #expect(tool.export(domain: Self.app, to: "-") == DefaultsToolResult(
            errorOutput: "Domain \(Self.app) does not exist\n", status: .failure))
        #expect(try temporary.store.domains() == [])
    }

    @Test("delete, rename and domains; -g names the global domain")
    func deleteRenameDomains() throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        #expect(tool.domains() == DefaultsToolResult(output: ""))
        _ = tool.write(domain: Self.app, arguments: ["Old", "-int", "1"])
        _ = tool.write(domain: Self.app, arguments: ["Other", "x"])
        _ = tool.write(domain: "b.other", arguments: ["k", "v"])
        _ = tool.write(domain: "-g", arguments: ["AppleLocale", "en_GB"])
        #expect(try temporary.store.values(of: .global) == ["AppleLocale": "en_GB"])
        #expect(tool.readType(domain: "NSGlobalDomain", key: "AppleLocale").output == "Type is string\n")
        #expect(tool.domains() == DefaultsToolResult(output: "b.other, com.example.roadtrip\n"))
        #expect(tool.rename(domain: Self.app, from: "Old", to: "New") == DefaultsToolResult())
        #expect(try temporary.store.values(of: DomainName(Self.app)) == ["New": 1, "Other": "x"])
        #expect(tool.delete(domain: Self.app, key: "New") == DefaultsToolResult())
        #expect(try temporary.store.values(of: DomainName(Self.app)) == ["Other": "x"])
        #expect(tool.delete(domain: "b.other") == DefaultsToolResult())
        #expect(tool.domains() == DefaultsToolResult(output: "com.example.roadtrip\n"))
        #expect(tool.write(domain: "../etc", arguments: ["k", "v"]) == DefaultsToolResult(
            errorOutput: "invalid domain name \"../etc\": a domain name cannot start with '.'\n", status: .usage))
    }

    @Test("export writes the XML plistlib writes; import reads XML from a file or standard input")
    func exportImport() throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        _ = tool.write(domain: Self.app, arguments: ["DestinationPreferenceKey", "Paris"])
        _ = tool.write(domain: Self.app, arguments: ["Count", "-int", "3"])
        let exported = tool.export(domain: Self.app, to: "-")
        #expect(exported.status == .success)
        #expect(exported.output == String(decoding: try temporary.bytes(Self.app), as: UTF8.self))
        if Python.isAvailable {
            let python = try Python.run("""
                import plistlib, sys
                d = plistlib.loads(sys.stdin.buffer.read())
                sys.stdout.write(repr(sorted(d.items())))
                """, input: Data(exported.output.utf8))
            #expect(String(decoding: python, as: UTF8.self) == "[('Count', 3), ('DestinationPreferenceKey', 'Paris')]")
        }
        let file = temporary.parent + "/exported.plist"
        #expect(tool.export(domain: Self.app, to: file) == DefaultsToolResult())
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data(exported.output.utf8))

        #expect(tool.import(domain: "copy.from.file", from: file) { [] } == DefaultsToolResult())
        #expect(try temporary.store.values(of: DomainName("copy.from.file")) == ["DestinationPreferenceKey": "Paris", "Count": 3])
        #expect(tool.import(domain: "copy.from.stdin", from: "-") { Array(exported.output.utf8) } == DefaultsToolResult())
        #expect(try temporary.store.values(of: DomainName("copy.from.stdin")) == ["DestinationPreferenceKey": "Paris", "Count": 3])
    }

    @Test("import refuses what is not a dictionary, does not parse, or cannot be read, and changes nothing")
    func importRefused() throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        let array = tool.import(domain: Self.app, from: "-") { Array("<plist><array/></plist>".utf8) }
        #expect(array == DefaultsToolResult(
            errorOutput: "<stdin>:1:8: error: the property list must be a dictionary, found an array\n", status: .dataError))
        let broken = tool.import(domain: Self.app, from: "-") { Array("<plist><dict>".utf8) }
        #expect(broken.status == .dataError)
        #expect(broken.errorOutput.hasPrefix("<stdin>:1:"), "\(broken.errorOutput)")
        let missing = tool.import(domain: Self.app, from: temporary.parent + "/none.plist") { [] }
        #expect(missing == DefaultsToolResult(
            errorOutput: "cannot read \(temporary.parent)/none.plist: No such file or directory\n", status: .noInput))
        #expect(try temporary.store.domains() == [])
    }

    @Test("a damaged file: every command names the file and position and offers repair, which moves it aside")
    func damaged() throws {
        let temporary = try TemporaryStore()
        let tool = DefaultsTool(store: temporary.store)
        let bad = Array("<plist>\n<dict>\n<key>a</key>\n<strin>x</strin>\n</dict>\n</plist>\n".utf8)
        try temporary.install(bad, as: Self.app)
        let path = try temporary.file(Self.app)
        // The reader's own words for the problem; this test is about what the tool adds around them.
        let reason = try #require(throws: PlistError.self) { try PlistReader.read(contentsOf: path) }.message
        let expected = DefaultsToolResult(errorOutput: """
            \(path):4:1: error: the defaults of \(Self.app) do not parse: \(reason)
            The file was left as it is. To start \(Self.app) afresh, run `tripkit defaults repair \(Self.app)`: \
            it moves the file aside as \(Self.app).plist.corrupt-YYYYMMDD-HHMMSS in the same folder.

            """, status: .dataError)
        #expect(tool.readType(domain: Self.app, key: "a") == expected)
        #expect(tool.write(domain: Self.app, arguments: ["a", "b"]) == expected)
        #expect(tool.delete(domain: Self.app) == expected)
        #expect(tool.export(domain: Self.app, to: "-") == expected)
        #expect(try temporary.bytes(Self.app) == bad)

        let date = Date(timeIntervalSince1970: 1_717_000_000)
        let repaired = tool.repair(domain: Self.app, at: date)
        #expect(repaired == DefaultsToolResult(output: """
            Moved \(path) aside to \(path).corrupt-20240529-162640; \(Self.app) now starts empty.

            """))
        #expect(tool.write(domain: Self.app, arguments: ["a", "b"]) == DefaultsToolResult())
        #expect(tool.repair(domain: Self.app) == DefaultsToolResult(
            errorOutput: "The defaults of \(Self.app) read well; nothing was moved.\n", status: .failure))
        #expect(tool.repair(domain: "absent") == DefaultsToolResult(
            errorOutput: "Domain absent does not exist\n", status: .failure))
    }
}
