import CommandLineKit
import TripKitCLI

/// An interactive terminal that plays back events and records what the picker does to it.
final class ScriptedTerminal: InteractiveTerminal {
    private var events: [TerminalEvent]
    private(set) var written = ""
    private(set) var calls: [String] = []
    var terminalSize = TerminalSize(columns: 60, rows: 20)
    /// Called with each event as it is handed out (to resize on SIGWINCH, say).
    var onEvent: ((TerminalEvent, ScriptedTerminal) -> Void)?
    /// Whether running out of events throws (a read error) instead of reporting end of input.
    var throwsWhenDone = false

    struct ReadFailure: Error {}

    init(_ events: [TerminalEvent]) {
        self.events = events
    }

    /// Events for typed text, one read per key so escape timeouts are exercised.
    static func keys(_ chunks: [String]) -> [TerminalEvent] {
        chunks.map { .input(Array($0.utf8)) }
    }

    func begin() throws { calls.append("begin") }
    func end() { calls.append("end") }
    func suspend() { calls.append("suspend") }
    func resume() { calls.append("resume") }
    func size() -> TerminalSize { terminalSize }
    func write(_ text: String) { written += text }

    func nextEvent(timeout milliseconds: Int?) throws -> TerminalEvent {
        if let milliseconds {
            calls.append("wait \(milliseconds)ms")
        }
        guard !events.isEmpty else {
            if throwsWhenDone { throw ReadFailure() }
            return .endOfInput
        }
        let event = events.removeFirst()
        onEvent?(event, self)
        return event
    }
}
