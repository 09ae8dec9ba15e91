import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

/// Writes that cannot succeed leave the old value readable and say why, as a typed error.
@Suite("The store under faults")
struct FaultTests {
    static let app = "com.example.faults"

    static func tripkit(_ arguments: [String], store: String, fileSizeLimit: Int? = nil) throws -> Subprocess.Result {
        guard let fileSizeLimit else {
            return try Subprocess.run(BuiltProgram.tripkit, arguments, environment: ["TRIPKIT_STORE": store])
        }
        // `ulimit -f` counts 1024-byte blocks in bash, 512 in POSIX sh: bash is asked for explicitly.
        let script = "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\""
        return try Subprocess.run("/bin/bash", ["-c", script, BuiltProgram.tripkit] + arguments,
                                  environment: ["TRIPKIT_STORE": store])
    }

    @Test("a string XML cannot hold is refused with the key and the reason; the domain stays readable and unchanged")
    func unrepresentableString() throws {
        let temporary = try TemporaryStore()
        #expect(try Self.tripkit(["defaults", "write", Self.app, "Kept", "old"], store: temporary.path).status == 0)
        let before = try temporary.bytes(Self.app)
        for value in ["\u{FFFF}", "a\u{FFFE}b", "bell\u{7}"] {
            let result = try Self.tripkit(["defaults", "write", Self.app, "K", "-string", value], store: temporary.path)
            #expect(result.status != 0, "\(value.unicodeScalars.map(\.value)) was accepted")
            #expect(result.error.contains("K: string contains U+"), "\(result.error)")
            #expect(result.error.contains("which XML cannot represent"), "\(result.error)")
        }
        #expect(try temporary.bytes(Self.app) == before)
        let read = try Self.tripkit(["defaults", "read", Self.app, "Kept"], store: temporary.path)
        #expect(read.status == 0 && read.output == "old\n")
        #expect(try Self.tripkit(["defaults", "write", Self.app, "Other", "fine"], store: temporary.path).status == 0)
    }

    @Test("four keys that are two pairs of canonically equivalent strings are four keys in the store")
    func canonicallyEquivalentKeys() throws {
        let temporary = try TemporaryStore()
        let keys = ["\u{E9}", "e\u{301}", "\u{212B}", "\u{C5}"]
        for (index, key) in keys.enumerated() {
            #expect(try Self.tripkit(["defaults", "write", Self.app, key, "-int", "\(index)"], store: temporary.path).status == 0)
        }
        let values = try DefaultsStore(directory: temporary.path).values(of: DomainName(Self.app))
        #expect(values.count == 4)
        for (index, key) in keys.enumerated() { #expect(values[key]?.int == index) }
    }

    /// ThreadSanitizer's own runtime dies of SIGBUS in a process whose RLIMIT_FSIZE is a few
    /// kilobytes, before the store writes anything; AddressSanitizer and plain builds run the test.
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["TRIPKIT_SANITIZER"] == "thread"

    @Test("past a file-size limit (ulimit -f) the write fails with EFBIG, not SIGXFSZ; the old value stays",
          .disabled(if: underThreadSanitizer, "TSan's runtime itself fails under a tiny RLIMIT_FSIZE"))
    func fileSizeLimit() throws {
        let temporary = try TemporaryStore()
        #expect(try Self.tripkit(["defaults", "write", Self.app, "Kept", "old"], store: temporary.path).status == 0)
        let before = try temporary.bytes(Self.app)
        let big = String(repeating: "x", count: 64 * 1024)
        let result = try Self.tripkit(["defaults", "write", Self.app, "Big", big], store: temporary.path, fileSizeLimit: 8)
        #expect(result.status == 74, "exit \(result.status) (25 is SIGXFSZ): \(result.error)")
        #expect(result.error.contains("File too large"), "\(result.error)")
        #expect(try temporary.bytes(Self.app) == before)
        #expect(try temporary.fileNames() == [DomainName(Self.app).fileName], "the temporary file was not removed")
        #expect(try Self.tripkit(["defaults", "read", Self.app, "Kept"], store: temporary.path).output == "old\n")
    }

    @Test("a read-only store directory and a file the user may not write give cannotWrite; the old value stays",
          .enabled(if: getuid() == 0, "switching to another user needs root"))
    func permissionDenied() throws {
        let temporary = try TemporaryStore()
        try temporary.store.update(DomainName(Self.app)) { $0["Kept"] = "old" }
        let before = try temporary.bytes(Self.app)
        #expect(chmod(temporary.parent, 0o755) == 0)
        // The directory read-only for everyone (the helper runs as nobody, who owns nothing).
        #expect(chmod(temporary.path, 0o555) == 0)
        #expect(chmod(try temporary.file(Self.app), 0o644) == 0)
        let result = try Subprocess.run(BuiltProgram.stressHelper, ["write", temporary.path, Self.app, "K", "v", "65534"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error ") == true, "\(result.output) \(result.error)")
        #expect(result.output.contains("Permission denied"), "\(result.output)")
        #expect(try temporary.bytes(Self.app) == before)
        #expect(chmod(temporary.path, 0o700) == 0)
        #expect(try temporary.store.values(of: DomainName(Self.app))["Kept"] == "old")
    }
}
