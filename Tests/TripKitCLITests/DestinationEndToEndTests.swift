#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport
import Testing

/// The built `tripkit` binary, run as a user would: a choice made in one process is there in the next,
/// and the picker works in a real pseudo-terminal and always gives the terminal back.
@Suite("Destination flow through the built binary", .serialized)
struct DestinationEndToEndTests {
    /// Runs the binary with a private store.
    func tripkit(_ arguments: [String], store: URL, extra: [String: String] = [:]) throws -> Subprocess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["TRIPKIT_STORE"] = store.path
        environment.removeValue(forKey: "TRIPKIT_DESTINATIONS")
        for (key, value) in extra { environment[key] = value }
        return try Subprocess.run(try Paths.requireTripkit(), arguments, environment: environment)
    }

    @Test("the choice survives new processes, in the store's XML file that plutil and plistlib read")
    func survives() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        #expect(try tripkit([], store: store).status == 1)
        #expect(try tripkit(["select", "san"], store: store).output == "San Francisco\n")
        #expect(try tripkit(["current"], store: store).output == "San Francisco\n")
        #expect(try tripkit([], store: store).output.hasPrefix("San Francisco  (current)\n"))
        let file = store.appendingPathComponent("tripkit.plist").path
        if Python.isAvailable {
            let values = try Python.run("import plistlib,sys; d=plistlib.load(open(sys.argv[1],'rb')); print(d['DestinationPreferenceKey'], d['DestinationPreferenceName'])",
                                        arguments: [file])
            #expect(String(decoding: values, as: UTF8.self) == "1 San Francisco\n")
        }
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("select by name, by number and by prefix, each kept for the next process")
    func selectForms() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        for (query, expected) in [("New York City", "New York City"), ("2", "San Francisco"), ("new y", "New York City")] {
            let selected = try tripkit(["select", query], store: store)
            #expect(selected.status == 0)
            #expect(selected.output == expected + "\n")
            #expect(try tripkit(["current"], store: store).output == expected + "\n")
        }
    }

    @Test("a destination removed from the file is reported and asked for again, not replaced")
    func removedDestination() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        let catalog = scratch.file("Destinations.plist")
        let full = try String(contentsOf: SharedFiles.fixtures.appendingPathComponent("Destinations.plist"), encoding: .utf8)
        try Data(full.utf8).write(to: catalog)
        _ = try tripkit(["select", "San Francisco", "--destinations", catalog.path], store: store)
        // Drop San Francisco: the second <dict> of DestinationData.
        let start = try #require(full.range(of: "\t\t<dict>\n\t\t\t<key>DestinationName</key>\n\t\t\t<string>San Francisco"))
        let end = try #require(full.range(of: "\n\t</array>\n", range: start.upperBound..<full.endIndex))
        try Data((String(full[..<start.lowerBound]) + String(full[full.index(after: end.lowerBound)...])).utf8)
            .write(to: catalog)
        let status = try tripkit(["--destinations", catalog.path], store: store)
        #expect(status.status == 1)
        #expect(status.output == "")
        #expect(status.error.hasPrefix("Your destination, San Francisco, is no longer in \(catalog.path).\n"))
        #expect(try tripkit(["current", "--destinations", catalog.path], store: store).status == 1)
    }

    @Test("a corrupt store is reported with its position and left as it was; repair moves it aside")
    func corruptStore() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        _ = try tripkit(["select", "1"], store: store)
        let file = store.appendingPathComponent("tripkit.plist")
        let damaged = Data("<?xml version=\"1.0\"?>\n<plist>\n<dict>\n".utf8)
        try damaged.write(to: file)
        let current = try tripkit(["current"], store: store)
        #expect(current.status == 65)
        #expect(current.error.contains("\(file.path):4:1:"))
        #expect(current.error.contains("tripkit defaults repair tripkit"))
        #expect(try tripkit(["select", "2"], store: store).status == 65)
        #expect(try Data(contentsOf: file) == damaged)
        #expect(try tripkit(["defaults", "repair", "tripkit"], store: store).status == 0)
        #expect(try tripkit(["select", "2"], store: store).output == "San Francisco\n")
    }

    @Test("a broken Destinations.plist gives a positioned error and status 65; a missing one 66")
    func brokenCatalog() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let broken = scratch.file("Destinations.plist")
        try Data("<plist>\n<dict>\n<key>DestinationData</key>\n<array>\n<dict>\n".utf8).write(to: broken)
        let result = try tripkit(["list", "--destinations", broken.path], store: scratch.file("store"))
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("Error: \(broken.path):6:1: expected </dict> closing <dict> opened at 5:1"))
        let missing = try tripkit(["list"], store: scratch.file("store"),
                                  extra: ["TRIPKIT_DESTINATIONS": scratch.file("none.plist").path])
        #expect(missing.status == 66)
    }

    // MARK: The picker, in tmux

    /// Runs a tripkit command in a tmux pane with a private store, saving `stty -g` before and after,
    /// the status and standard output; `act` drives the picker once it is drawn.
    private func picker(_ command: String, store: URL, _ act: (TmuxSession) throws -> Void) throws
        -> (status: String?, output: String?, before: String?, after: String?, screen: String)
    {
        let tripkit = try Paths.requireTripkit()
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        defer { withExtendedLifetime(scratch) {} }
        let session = try TmuxSession(script: """
            stty -g > before
            TRIPKIT_STORE='\(store.path)' '\(tripkit)' \(command) > output
            echo $? > status
            stty -g > after
            """, in: scratch.url)
        defer { session.close() }
        let drawn = try session.wait { try session.screen().contains("Choose a destination") }
        let screen = try session.screen()
        try #require(drawn, "the picker did not appear: \(screen)")
        try act(session)
        session.wait { session.file("after") != nil }
        return (session.file("status"), session.file("output"), session.file("before"), session.file("after"), screen)
    }

    @Test("the first run on a terminal welcomes and opens the picker; the choice is shown and remembered",
          .enabled(if: Subprocess.isInstalled("tmux")))
    func firstRunPicker() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        let run = try picker("", store: store) { session in try session.send("Down", "Enter") }
        #expect(run.screen.contains("Welcome to Road Trip!"))
        #expect(run.screen.contains("1  New York City"))
        #expect(run.status == "0")
        #expect(run.output?.hasPrefix("San Francisco  (current)") == true)
        #expect(run.after == run.before)
        #expect(try tripkit(["current"], store: store).output == "San Francisco\n")
    }

    @Test("select opens the picker on the current destination; typing filters; only the name reaches stdout",
          .enabled(if: Subprocess.isInstalled("tmux")))
    func selectPicker() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        _ = try tripkit(["select", "2"], store: store)
        let run = try picker("select", store: store) { session in try session.send("n", "e", "w", "Enter") }
        #expect(run.screen.contains("> 2  San Francisco"), "the current destination is highlighted first")
        #expect(run.status == "0")
        #expect(run.output == "New York City")
        #expect(run.after == run.before)
        #expect(try tripkit(["current"], store: store).output == "New York City\n")
    }

    @Test("Esc and Ctrl-C cancel with 130, change nothing and restore the terminal",
          .enabled(if: Subprocess.isInstalled("tmux")), arguments: ["Escape", "C-c"])
    func cancel(key: String) throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let store = scratch.file("store")
        _ = try tripkit(["select", "1"], store: store)
        let before = try Data(contentsOf: store.appendingPathComponent("tripkit.plist"))
        let run = try picker("select", store: store) { session in try session.send("Down", key) }
        #expect(run.status == "130")
        #expect(run.output == nil)
        #expect(run.after == run.before)
        #expect(try Data(contentsOf: store.appendingPathComponent("tripkit.plist")) == before)
    }
}
