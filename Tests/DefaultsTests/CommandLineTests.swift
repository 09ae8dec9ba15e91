import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

/// `tripkit defaults` run as the real executable.
@Suite("tripkit defaults, end to end")
struct CommandLineTests {
    static let app = "com.example.roadtrip"

    /// Runs `tripkit defaults ...` with the store chosen by `TRIPKIT_STORE`.
    static func defaults(_ arguments: [String], store: String, input: String? = nil) throws -> Subprocess.Result {
        try Subprocess.run(BuiltProgram.tripkit, ["defaults"] + arguments,
                           environment: ["TRIPKIT_STORE": store], input: input)
    }

    @Test("write with type flags and -g, then read them back the way defaults prints them")
    func writeAndRead() throws {
        let temporary = try TemporaryStore()
        for arguments in [
            [Self.app, "DestinationPreferenceKey", "Paris"],
            [Self.app, "Visits", "-int", "3"],
            [Self.app, "Recent", "-array", "Rome", "-int", "2", "(x, y)"],
            ["-g", "AppleLocale", "-string", "en_GB"],
        ] {
            let result = try Self.defaults(["write"] + arguments, store: temporary.path)
            #expect(result.status == 0 && result.output.isEmpty && result.error.isEmpty, "\(arguments): \(result.error)")
        }
        #expect(try Self.defaults(["read", Self.app, "DestinationPreferenceKey"], store: temporary.path).output == "Paris\n")
        #expect(try Self.defaults(["read", "-g", "AppleLocale"], store: temporary.path).output == "en_GB\n")
        #expect(try Self.defaults(["read-type", Self.app, "Visits"], store: temporary.path).output == "Type is integer\n")
        #expect(try Self.defaults(["read", Self.app], store: temporary.path).output == """
            {
                DestinationPreferenceKey = Paris;
                Recent =     (
                    Rome,
                    2,
                            (
                        x,
                        y
                    )
                );
                Visits = 3;
            }

            """)
        #expect(try Self.defaults(["domains"], store: temporary.path).output == "\(Self.app)\n")
        #expect(try temporary.store.values(of: DomainName(Self.app))["Recent"] == ["Rome", 2, ["x", "y"]])
    }

    @Test("a missing key prints defaults' message on standard error and exits 1")
    func missingKey() throws {
        let temporary = try TemporaryStore()
        _ = try Self.defaults(["write", Self.app, "Other", "x"], store: temporary.path)
        let result = try Self.defaults(["read", Self.app, "DestinationPreferenceKey"], store: temporary.path)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == "The domain/default pair of (\(Self.app), DestinationPreferenceKey) does not exist\n")
    }

    @Test("--store wins over TRIPKIT_STORE")
    func storeOption() throws {
        let temporary = try TemporaryStore()
        let other = temporary.parent + "/other"
        let result = try Self.defaults(["--store", other, "write", Self.app, "k", "v"], store: temporary.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(try DefaultsStore(directory: other).values(of: DomainName(Self.app)) == ["k": "v"])
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
    }

    @Test("a corrupt file: the command names the file and position, offers repair, and repair moves it aside")
    func corruptAndRepair() throws {
        let temporary = try TemporaryStore()
        let bad = Array("<plist>\n<dict>\n<key>a</key>\n<strin>x</strin>\n</dict>\n</plist>\n".utf8)
        try temporary.install(bad, as: Self.app)
        let path = try temporary.file(Self.app)
        let write = try Self.defaults(["write", Self.app, "a", "b"], store: temporary.path)
        #expect(write.status == 65)
        #expect(write.error.hasPrefix("\(path):4:1: error: the defaults of \(Self.app) do not parse: "), "\(write.error)")
        #expect(write.error.contains("run `tripkit defaults repair \(Self.app)`"), "\(write.error)")
        #expect(try temporary.bytes(Self.app) == bad)

        let repair = try Self.defaults(["repair", Self.app], store: temporary.path)
        #expect(repair.status == 0, "\(repair.error)")
        #expect(repair.output.hasPrefix("Moved \(path) aside to \(path).corrupt-"), "\(repair.output)")
        let names = try temporary.fileNames()
        #expect(names.count == 1 && names[0].hasPrefix("\(Self.app).plist.corrupt-"), "\(names)")
        #expect(try Self.defaults(["write", Self.app, "a", "b"], store: temporary.path).status == 0)
        #expect(try temporary.store.values(of: DomainName(Self.app)) == ["a": "b"])
    }

    @Test("export to standard output and import from standard input round-trip a domain")
    func exportImport() throws {
        let temporary = try TemporaryStore()
        _ = try Self.defaults(["write", Self.app, "Map", "-dict", "City", "Lyon", "Days", "-int", "4"], store: temporary.path)
        let exported = try Self.defaults(["export", Self.app, "-"], store: temporary.path)
        #expect(exported.status == 0)
        let imported = try Self.defaults(["import", "com.example.copy", "-"], store: temporary.path, input: exported.output)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(try temporary.store.values(of: DomainName("com.example.copy")) == ["Map": ["City": "Lyon", "Days": 4]])
        let openStep = try Self.defaults(["import", "com.example.text", "-"], store: temporary.path, input: "{ A = (b, c); }")
        #expect(openStep.status == 0, "\(openStep.error)")
        #expect(try temporary.store.values(of: DomainName("com.example.text")) == ["A": ["b", "c"]])
    }

    @Test("import - waits for a slow writer when standard input was left non-blocking",
          .enabled(if: Python.isAvailable))
    func importFromNonBlockingInput() throws {
        let temporary = try TemporaryStore()
        // The pipe's read end is made O_NONBLOCK before tripkit starts; the writer speaks after a pause,
        // so the first reads see EAGAIN, which is not the end of the input.
        let script = """
            import fcntl, os, subprocess, sys, time
            tripkit, store = sys.argv[1], sys.argv[2]
            read, write = os.pipe()
            fcntl.fcntl(read, fcntl.F_SETFL, fcntl.fcntl(read, fcntl.F_GETFL) | os.O_NONBLOCK)
            child = subprocess.Popen([tripkit, "defaults", "import", "com.example.slow", "-"], stdin=read,
                                     env=dict(os.environ, TRIPKIT_STORE=store))
            os.close(read)
            time.sleep(0.5)
            os.write(write, b"{ City = Lyon; }")
            os.close(write)
            sys.exit(child.wait())
            """
        let result = try Subprocess.run("python3", ["-c", script, BuiltProgram.tripkit, temporary.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(try temporary.store.values(of: DomainName("com.example.slow")) == ["City": "Lyon"])
    }

    @Test("an unknown --option is a usage error; a word starting with - is a value")
    func dashedWords() throws {
        let temporary = try TemporaryStore()
        let unknown = try Self.defaults(["write", Self.app, "k", "--bogus"], store: temporary.path)
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("Error: Unknown option '--bogus'."), "\(unknown.error)")
        #expect(try Self.defaults(["write", Self.app, "k", "-string", "-5"], store: temporary.path).status == 0)
        #expect(try Self.defaults(["write", Self.app, "-dashed-key", "-x"], store: temporary.path).status == 0)
        #expect(try temporary.store.values(of: DomainName(Self.app)) == ["k": "-5", "-dashed-key": "-x"])
    }
}
