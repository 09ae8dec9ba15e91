import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport
@testable import TripKitCLI

@Suite("tripkit defaults over a store with a damaged domain or odd file names")
struct DefaultsDamagedDomainTests {
    /// A store with two good domains and one whose file does not parse.
    static func damaged() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        try temporary.store.replace(try DomainName("com.example.a"), with: ["Theme": "dark"])
        try temporary.store.replace(try DomainName("com.example.c"), with: ["Theme": "light"])
        try temporary.install(Array("<plist><dict><key>x".utf8), as: "com.example.b")
        return temporary
    }

    @Test("read (every domain) prints the others and reports the damaged one, failing")
    func readAll() throws {
        let temporary = try Self.damaged()
        let result = DefaultsTool(store: temporary.store).read()
        #expect(result.output.contains("\"com.example.a\"") && result.output.contains("\"com.example.c\""))
        #expect(result.output.contains("dark") && result.output.contains("light"))
        #expect(result.errorOutput.contains("com.example.b"))
        #expect(result.status == .dataError)
    }

    @Test("find prints the matches of the others and reports the damaged one, failing")
    func find() throws {
        let temporary = try Self.damaged()
        let result = DefaultsTool(store: temporary.store).find("theme")
        #expect(result.output.contains("Found 1 keys in domain 'com.example.a'"))
        #expect(result.output.contains("Found 1 keys in domain 'com.example.c'"))
        #expect(result.errorOutput.contains("com.example.b"))
        #expect(result.status == .dataError)
    }

    @Test("domains and error messages print control characters of file names as escapes")
    func controlCharacters() throws {
        let temporary = try TemporaryStore()
        try temporary.store.replace(try DomainName("ok"), with: ["a": 1])
        try temporary.install(Array("garbage".utf8), as: "evil\u{1B}[31mred")
        let domains = TripKitCommandLine.tool.invoke(["defaults", "--store", temporary.path, "domains"])
        #expect(domains.output == "evil\\u{1B}[31mred, ok\n")
        let read = TripKitCommandLine.tool.invoke(["defaults", "--store", temporary.path, "read"])
        #expect(!read.error.contains("\u{1B}"))
        #expect(read.error.contains("evil\\u{1B}[31mred"))
        #expect(read.output.contains("ok"))
        #expect(read.exitCode != .success)
    }
}
