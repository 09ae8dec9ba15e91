import Defaults
import Foundation
import TestSupport
import Testing

@testable import TripKitCLI

/// macOS `defaults -currentHost` and `-host NAME`: accepted, and said to name the one host here.
@Suite("tripkit defaults with -currentHost and -host")
struct DefaultsHostTests {
    private let temporary: TemporaryStore

    init() throws {
        temporary = try TemporaryStore()
    }

    private func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    @Test("-currentHost and -host NAME before the verb become our options; other words are left alone")
    func spelling() {
        #expect(
            TripKitCommandLine.commandLine(for: bytes(["defaults", "-currentHost", "read", "d", "-currentHost"]))
                == bytes(["defaults", "defaults", "--current-host", "read", "d", "-currentHost"]))
        #expect(
            TripKitCommandLine.commandLine(
                for: bytes(["tripkit", "defaults", "--store", "-currentHost", "-host", "mac", "read"]))
                == bytes(["tripkit", "defaults", "--store", "-currentHost", "--host", "mac", "read"]))
        #expect(
            TripKitCommandLine.commandLine(for: bytes(["tripkit", "plist", "-currentHost"]))
                == bytes(["tripkit", "plist", "-currentHost"]))
    }

    @Test(
        "the value is read and written as without them, with one note on standard error",
        arguments: [
            (
                ["--current-host"],
                "note: -currentHost: there is one host here; its domains are the ones used without it\n"
            ),
            (
                ["--host", "build-mac"],
                "note: -host build-mac: there is one host here; this machine's domains are used, and build-mac is not contacted\n"
            ),
        ])
    func note(options: [String], note: String) {
        let store = ["--store", temporary.path]
        let written = TripKitCommandLine.tool.invoke(
            ["defaults"] + options + store + ["write", "com.example.ci", "Build", "-int", "7"])
        #expect(written == Outcome(exitCode: .success, output: "", error: note))
        let read = TripKitCommandLine.tool.invoke(["defaults"] + options + store + ["read", "com.example.ci", "Build"])
        #expect(read == Outcome(exitCode: .success, output: "7\n", error: note))
        #expect(
            TripKitCommandLine.tool.invoke(["defaults"] + store + ["read", "com.example.ci", "Build"])
                == Outcome(exitCode: .success, output: "7\n", error: ""))
    }
}
