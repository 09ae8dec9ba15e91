import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport
import TripSource

@Suite("Damaged files")
struct DamagedFileTests {
    static let domainName = "com.example.damaged"

    /// Bad files and the error case each must give (the case's name, as `defaults-stress` prints it).
    static let badFiles: [(String, [UInt8], String)] = [
        ("malformed XML", Array("<plist><dict><key>a</key><string>x</dict></plist>".utf8), "corrupt"),
        ("wrong element", Array("<plist><dict><key>a</key><strin>x</strin></dict></plist>".utf8), "corrupt"),
        ("truncated", Array(validFile.prefix(validFile.count / 2)), "corrupt"),
        ("empty", [], "corrupt"),
        // White space alone is an empty OpenStep dictionary to CoreFoundation, as to our reader
        // (4d21635): a format the store does not write, so the file is still refused, never replaced.
        ("only white space", Array(" \n\t\n".utf8), "unsupportedFormat"),
        ("binary garbage", [0x00, 0xFF, 0x13, 0x37, 0x80, 0x00, 0x01], "corrupt"),
        ("root is an array", Array("<plist><array><string>a</string></array></plist>".utf8), "notADictionary"),
        ("root is a string", Array("<plist><string>a</string></plist>".utf8), "notADictionary"),
    ]

    static let validFile: [UInt8] = {
        let values: PlistValue = ["DestinationPreferenceKey": "Paris", "Trips": ["Rome", "Oslo", "Lima"]]
        return (try? PlistWriter.xmlBytes(values)) ?? []
    }()

    @Test("a bad file gives the typed error on read and on every write, and its bytes stay as they were",
          arguments: badFiles)
    func badFile(_ name: String, _ bytes: [UInt8], _ expectedCase: String) throws {
        let temporary = try TemporaryStore()
        try temporary.install(bytes, as: Self.domainName)
        let domain = try DomainName(Self.domainName)
        let defaults = ApplicationDefaults(domain: domain, store: temporary.store)
        let path = try temporary.file(Self.domainName)

        let readError = try #require(throws: DefaultsError.self) { try defaults.string(forKey: "a") }
        #expect(readError.caseName == expectedCase, "\(name): \(readError)")
        #expect(readError.location.file == path)
        #expect(readError.isDamagedFile)
        #expect(readError.description.hasPrefix(path + ":"))

        #expect(throws: readError) { try defaults.set("new", forKey: "a") }
        #expect(throws: readError) { try defaults.removeObject(forKey: "a") }
        #expect(throws: readError) { try temporary.store.replace(domain, with: ["fresh": true]) }
        #expect(throws: readError) { try temporary.store.remove(domain) }
        #expect(throws: readError) { try defaults.update { $0["counter"] = 1 } }
        #expect(try temporary.bytes(Self.domainName) == bytes, "\(name): the file changed")
        #expect(try temporary.fileNames() == [domain.fileName])
    }

    @Test("a file that does not parse is reported at the line and column where it goes wrong")
    func position() throws {
        let marked = MarkedText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>DestinationPreferenceKey</key>
            \t1️⃣<strin>Paris</strin>
            </dict>
            </plist>
            """)
        let temporary = try TemporaryStore()
        try temporary.install(Array(marked.text.utf8), as: Self.domainName)
        let error = try #require(throws: DefaultsError.self) {
            try temporary.store.values(of: DomainName(Self.domainName))
        }
        guard case .corrupt(let domain, let plistError) = error else {
            Issue.record("expected a corrupt-file error, got \(error)")
            return
        }
        #expect(domain.name == Self.domainName)
        #expect(plistError.location.line == marked["1️⃣"].line)
        #expect(plistError.location.column == marked["1️⃣"].column)
        #expect(error.description.hasPrefix("\(try temporary.file(Self.domainName)):5:2: error: "))
    }

    @Test("a binary property list is refused, not rewritten as XML")
    func binaryPlist() throws {
        let temporary = try TemporaryStore()
        let binary = try Python.run("""
            import plistlib, sys
            sys.stdout.buffer.write(plistlib.dumps({'a': 1}, fmt=plistlib.FMT_BINARY))
            """)
        try temporary.install([UInt8](binary), as: Self.domainName)
        let domain = try DomainName(Self.domainName)
        let error = try #require(throws: DefaultsError.self) { try temporary.store.values(of: domain) }
        #expect(error == .unsupportedFormat(domain: domain, file: try temporary.file(Self.domainName), format: .binary))
        // About the file as a whole: no made-up byte 0.
        #expect(error.description.hasPrefix("\(try temporary.file(Self.domainName)): error: "))
        #expect(error.isDamagedFile)
        #expect(throws: error) { try temporary.store.update(domain) { $0["b"] = 2 } }
        #expect(try temporary.bytes(Self.domainName) == [UInt8](binary))
    }

    @Test("a directory or a FIFO in the file's place is not a file, and nothing blocks")
    func notAFile() throws {
        let temporary = try TemporaryStore()
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
        let domain = try DomainName(Self.domainName)
        try FileManager.default.createDirectory(atPath: try temporary.file(Self.domainName),
                                                withIntermediateDirectories: false)
        let directoryError = try #require(throws: DefaultsError.self) { try temporary.store.values(of: domain) }
        #expect(directoryError == .notAFile(domain: domain, file: try temporary.file(Self.domainName), isDirectory: true))
        #expect(throws: directoryError) { try temporary.store.update(domain) { $0["a"] = 1 } }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: try temporary.file(Self.domainName), isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)

        let fifoDomain = try DomainName("fifo")
        #expect(mkfifo(temporary.store.path(of: fifoDomain), 0o600) == 0)
        let fifoError = try #require(throws: DefaultsError.self) { try temporary.store.values(of: fifoDomain) }
        #expect(fifoError == .notAFile(domain: fifoDomain, file: temporary.store.path(of: fifoDomain), isDirectory: false))
    }

    @Test("a file the user may not read gives unreadable, checked as an unprivileged user",
          .enabled(if: getuid() == 0, "switching to another user needs root"))
    func unreadable() throws {
        // Root reads any file whatever its mode, so the read runs in the helper after setuid(65534).
        let temporary = try TemporaryStore()
        try temporary.install(Self.validFile, as: Self.domainName)
        #expect(chmod(temporary.parent, 0o755) == 0)
        #expect(chmod(temporary.path, 0o755) == 0)
        #expect(chmod(try temporary.file(Self.domainName), 0o600) == 0)
        let result = try Subprocess.run(BuiltProgram.stressHelper, ["read", temporary.path, Self.domainName, "65534"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "error unreadable")
        #expect(lines.dropFirst().first?.contains("Permission denied") == true, "\(result.output)")
        #expect(try temporary.bytes(Self.domainName) == Self.validFile)

        // The same user can read it once the mode allows.
        #expect(chmod(try temporary.file(Self.domainName), 0o644) == 0)
        let readable = try Subprocess.run(BuiltProgram.stressHelper, ["read", temporary.path, Self.domainName, "65534"])
        #expect(readable.output == "ok 2\n", "\(readable.error)")
    }
}

@Suite("Moving a damaged file aside")
struct MoveAsideTests {
    static let date = Date(timeIntervalSince1970: 1_717_000_000)  // 2024-05-29 16:26:40 UTC

    @Test("moves the file to <domain>.plist.corrupt-YYYYMMDD-HHMMSS and the domain starts afresh")
    func moveAside() throws {
        let temporary = try TemporaryStore()
        let bad = Array("<plist><dict>".utf8)
        try temporary.install(bad, as: "com.example.app")
        let domain = try DomainName("com.example.app")
        let moved = try temporary.store.moveAside(domain, at: Self.date)
        #expect(moved == temporary.path + "/com.example.app.plist.corrupt-20240529-162640")
        #expect(try temporary.fileNames() == ["com.example.app.plist.corrupt-20240529-162640"])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: try #require(moved)))) == bad)
        #expect(try temporary.store.values(of: domain) == [:])
        try ApplicationDefaults(domain: domain, store: temporary.store).set("fresh", forKey: "k")
        #expect(try temporary.store.values(of: domain) == ["k": "fresh"])
        #expect(try temporary.store.domains() == [domain])
    }

    @Test("never overwrites an earlier moved-aside file")
    func neverOverwrites() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("twice")
        var moved: [String] = []
        for attempt in 1...3 {
            try temporary.install(Array("bad \(attempt)".utf8), as: "twice")
            moved.append(try #require(try temporary.store.moveAside(domain, at: Self.date)))
        }
        let stem = temporary.path + "/twice.plist.corrupt-20240529-162640"
        #expect(moved == [stem, stem + "-2", stem + "-3"])
        for (index, path) in moved.enumerated() {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "bad \(index + 1)")
        }
    }

    @Test("moves a directory in the way too; a domain without a file has nothing to move")
    func directoryAndMissing() throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("dir")
        #expect(try temporary.store.moveAside(domain) == nil)
        try FileManager.default.createDirectory(atPath: try temporary.file("dir"), withIntermediateDirectories: true)
        let moved = try temporary.store.moveAside(domain, at: Self.date)
        #expect(moved == temporary.path + "/dir.plist.corrupt-20240529-162640")
        #expect(try temporary.store.values(of: domain) == [:])
        #expect(try temporary.store.moveAside(domain) == nil)
    }
}

extension DefaultsError {
    /// The case's name (`corrupt`, `notAFile`), as `defaults-stress` prints it.
    var caseName: String {
        Mirror(reflecting: self).children.first?.label ?? "\(self)"
    }
}
