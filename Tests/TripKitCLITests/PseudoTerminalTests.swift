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

/// Runs the built `tripkit __pick` in a tmux pane: the real binary, a real pseudo-terminal, real keys.
@Suite("Picker in a pseudo-terminal", .serialized, .enabled(if: Subprocess.isInstalled("tmux")))
struct PseudoTerminalTests {
    /// What one run left behind.
    struct Run {
        let status: String?
        let choice: String?
        let before: String?
        let after: String?
        let during: String
        let screen: String
    }

    /// Starts the picker, waits until it is drawn, does `act`, and waits for the process to end.
    ///
    /// The script saves `stty -g` before and after; the settings during the run are read from outside.
    private func pick(_ act: (TmuxSession, pid_t) throws -> Void) throws -> Run {
        let tripkit = try Paths.requireTripkit()
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        defer { withExtendedLifetime(scratch) {} }
        let session = try TmuxSession(script: """
            stty -g > before
            sh -c 'echo $$ > pid; exec "$0" __pick --prompt "Pick a city" Paris London "New York" Tokyo' '\(tripkit)' > choice
            echo $? > status
            stty -g > after
            """, in: scratch.url)
        defer { session.close() }
        let drawn = try session.wait { try session.screen().contains("Pick a city") }
        let screenSoFar = (try? session.screen()) ?? ""
        try #require(drawn, "the picker did not appear: \(screenSoFar)")
        let during = try session.settings()
        let screen = try session.screen()
        let pid = try #require(session.file("pid").flatMap { pid_t($0) })
        try act(session, pid)
        session.wait { session.file("after") != nil }
        return Run(status: session.file("status"), choice: session.file("choice"), before: session.file("before"),
                   after: session.file("after"), during: during, screen: screen)
    }

    @Test("Enter prints the choice on standard output and restores the terminal")
    func enter() throws {
        let run = try pick { session, _ in try session.send("Down", "Down", "Enter") }
        #expect(run.status == "0")
        #expect(run.choice == "New York")
        #expect(run.before != nil)
        #expect(run.after == run.before)
        #expect(run.during != run.before, "the terminal was not in raw mode while the picker ran")
        #expect(run.screen.contains("> 1  Paris"))
    }

    @Test("typing always filters (j, k and digits too) and arrows, Ctrl-N/P and Ctrl-K move, as in fzf", arguments: [
        (["t", "o", "Enter"], "Tokyo"), (["C-n", "C-n", "C-k", "Enter"], "London"), (["k", "y", "Enter"], "Tokyo"),
        (["n", "e", "w", "Enter"], "New York"), (["End", "Home", "C-n", "Enter"], "London"),
    ])
    func keys(keys: [String], expected: String) throws {
        let run = try pick { session, _ in
            for key in keys { try session.send(key) }
        }
        #expect(run.status == "0")
        #expect(run.choice == expected)
        #expect(run.after == run.before)
    }

    @Test("Esc and Ctrl-C cancel with exit 130, print nothing and restore the terminal", arguments: ["Escape", "C-c"])
    func cancel(key: String) throws {
        let run = try pick { session, _ in try session.send(key) }
        #expect(run.status == "130")
        #expect(run.choice == nil)
        #expect(run.after == run.before)
    }

    @Test("SIGTERM and SIGHUP end the picker with 128 + the signal and restore the terminal", arguments: [SIGTERM, SIGHUP])
    func signal(number: Int32) throws {
        let run = try pick { _, pid in kill(pid, number) }
        #expect(run.status == String(128 + number))
        #expect(run.choice == nil)
        #expect(run.after == run.before)
    }

    @Test("without a terminal __pick refuses with a usage error")
    func noTerminal() throws {
        let result = try Subprocess.run(try Paths.requireTripkit(), ["__pick", "a", "b"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("Error: The picker needs a terminal"))
    }
}
