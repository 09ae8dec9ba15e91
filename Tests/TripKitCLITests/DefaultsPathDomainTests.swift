import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport
@testable import TripKitCLI

/// `defaults read "$PWD/App/Info" KEY` and the other verbs on a property list named by its path, as
/// build scripts use macOS `defaults`; python's plistlib reads what was written.
@Suite("tripkit defaults on a property list named by its path")
struct DefaultsPathDomainTests {
    private let folder: TemporaryDirectory
    private let temporary: TemporaryStore

    init() throws {
        folder = try TemporaryDirectory(prefix: "tripkit-defaults-path")
        temporary = try TemporaryStore()
    }

    private var tool: DefaultsTool { DefaultsTool(store: temporary.store) }

    /// The file's value and format as plistlib reads them.
    private func plistlib(_ path: String) throws -> (format: String, json: String) {
        let script = """
            import json, plistlib, sys
            data = open(sys.argv[1], "rb").read()
            print("binary" if data.startswith(b"bplist00") else "xml")
            print(json.dumps(plistlib.loads(data), sort_keys=True, default=str))
            """
        let lines = String(decoding: try Python.run(script, arguments: [path]), as: UTF8.self).split(separator: "\n")
        try #require(lines.count == 2)
        return (String(lines[0]), String(lines[1]))
    }

    @Test("read, write, rename and delete act on PATH.plist and keep a binary file binary")
    func binaryFile() throws {
        try #require(Python.isAvailable)
        let info = folder.file("Info.plist").path
        try Data(PlistWriter.binaryBytes(.dictionary(["CFBundleShortVersionString": "1.0", "Keep": 7])))
            .write(to: URL(fileURLWithPath: info))
        let domain = folder.file("Info").path  // without .plist, as scripts write it
        #expect(tool.read(domain: domain, key: "CFBundleShortVersionString").output == "1.0\n")
        #expect(tool.write(domain: domain, arguments: ["CFBundleShortVersionString", "2.1"]).status == .success)
        #expect(tool.write(domain: info, arguments: ["Build", "-int", "42"]).status == .success)
        #expect(tool.rename(domain: domain, from: "Keep", to: "Kept").status == .success)
        #expect(tool.delete(domain: domain, key: "Missing") == DefaultsTool.missingPair(domain, "Missing"))
        let (format, json) = try plistlib(info)
        #expect(format == "binary")
        #expect(json == #"{"Build": 42, "CFBundleShortVersionString": "2.1", "Kept": 7}"#)
        #expect(try temporary.store.domains().isEmpty, "the store is not touched")
    }

    @Test("a new file is written as XML; a missing one reads as a missing domain; delete removes it")
    func newAndMissing() throws {
        try #require(Python.isAvailable)
        let domain = folder.file("Settings").path
        #expect(tool.read(domain: domain) == DefaultsTool.missingDomain(domain))
        #expect(tool.write(domain: domain, arguments: ["Theme", "dark"]).status == .success)
        let (format, json) = try plistlib(domain + ".plist")
        #expect(format == "xml")
        #expect(json == #"{"Theme": "dark"}"#)
        #expect(tool.delete(domain: domain).status == .success)
        #expect(!FileManager.default.fileExists(atPath: domain + ".plist"))
    }

    @Test("a file that is not a dictionary is refused and left as it is")
    func notADictionary() throws {
        let path = folder.file("List.plist").path
        let bytes = PlistWriter.binaryBytes(.array(["a"]))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = tool.write(domain: path, arguments: ["Key", "value"])
        #expect(result.status == .dataError)
        #expect(result.errorOutput.contains("does not hold a dictionary"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    }
}
