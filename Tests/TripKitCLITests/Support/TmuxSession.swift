import Foundation
import TestSupport

/// A detached tmux session on a private socket, running a shell script in a real pseudo-terminal.
///
/// The test sends keys with `send-keys`, reads the screen with `capture-pane`, and reads the pane's
/// terminal settings from outside with `stty -g -F`.
final class TmuxSession {
    let directory: URL
    private let socket: String

    /// Starts `sh script` in an 80x24 pane, in `directory`.
    init(script: String, in directory: URL) throws {
        self.directory = directory
        self.socket = directory.appendingPathComponent("tmux.sock").path
        let scriptFile = directory.appendingPathComponent("run.sh")
        try Data(script.utf8).write(to: scriptFile)
        // The tmux server this starts keeps every descriptor it inherits, and Foundation's Process
        // learns that a child ended when a socket it shares with the child closes: close everything
        // but the standard three first, or waiting for the client would wait for the server to end.
        let start = ["tmux", "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                     "-c", directory.path, "sh \(scriptFile.path)"]
        let closeAll = #"for fd in /proc/self/fd/*; do n=${fd##*/}; (( n > 2 )) && eval "exec $n>&-"; done 2>/dev/null; exec "$@" </dev/null >/dev/null 2>&1"#
        let result = try Subprocess.run("bash", ["-c", closeAll, "bash"] + start)
        guard result.status == 0 else { throw Failure(description: "tmux new-session failed with \(result.status)") }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run("tmux", ["-S", socket, "-f", "/dev/null"] + arguments)
    }

    /// Sends keys by tmux name (`Down`, `Enter`, `Escape`, `C-c`) or literal text.
    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// The visible screen text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p"]).output
    }

    /// The pane's terminal settings, as `stty -g` prints them.
    func settings() throws -> String {
        let tty = try tmux(["display-message", "-p", "#{pane_tty}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        return try Subprocess.run("stty", ["-g", "-F", tty]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the condition holds, polling; gives up after `seconds`.
    ///
    /// - Returns: Whether it held in time.
    @discardableResult
    func wait(seconds: Double = 15, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    /// The trimmed contents of a file the script wrote, or `nil` while it does not exist.
    func file(_ name: String) -> String? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
              !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends the session's server (only this test's private socket).
    func close() {
        _ = try? tmux(["kill-server"])
    }
}
