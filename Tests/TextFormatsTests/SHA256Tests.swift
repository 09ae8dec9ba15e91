import Foundation
import Testing
import TestSupport
import TextFormats

@Suite("SHA-256")
struct SHA256Tests {
    @Test("SHA-256 agrees with python's hashlib", .enabled(if: Python.isAvailable), arguments: ["", "abc", String(repeating: "a", count: 1000), "é\u{0}x"])
    func sha256(text: String) throws {
        let theirs = try Python.run("import sys, hashlib; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest(), end='')", input: Data(text.utf8))
        #expect(SHA256.hexDigest(Array(text.utf8)) == String(decoding: theirs, as: UTF8.self))
    }
}
