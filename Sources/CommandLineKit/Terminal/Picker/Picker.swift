#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a picker session ended.
package enum PickerOutcome: Equatable, Sendable {
    /// The user chose the item at this index of the list given to the picker.
    case chosen(Int)
    /// The user cancelled with Esc or Ctrl-C (or SIGINT), or the terminal went away.
    case cancelled
    /// A signal such as SIGTERM or SIGHUP ended the session; the terminal has been restored.
    case interrupted(signal: Int32)

    /// The exit code a command ends with for it: 0, 130, or 128 plus the signal.
    package var exitCode: ExitCode {
        switch self {
        case .chosen: .success
        case .cancelled: .cancelled
        case .interrupted(let signal): .signal(signal)
        }
    }
}

/// An interactive list picker, as fzf: typing filters, arrow keys, Ctrl-N/Ctrl-P, Ctrl-K and
/// Home/End move, Enter chooses, Esc or Ctrl-C cancels (see `PickerState` for every key).
///
/// ```swift
/// let picker = Picker(prompt: "Choose a destination", items: names.map { PickerItem($0) })
/// let terminal = try context.console.openTerminal()
/// switch try picker.run(on: terminal) {
/// case .chosen(let index): context.output.write(names[index] + "\n")
/// case let outcome: return outcome.exitCode
/// }
/// ```
/// It draws on the terminal it is given (`/dev/tty`), never on standard output, so `$(tripkit select)`
/// captures only what the command prints after; it hides the cursor while it runs and erases its lines
/// when done. The terminal is restored on every way out, signals included.
package struct Picker: Sendable {
    /// The question, shown on the first line.
    package var prompt: String
    /// What to choose from.
    package var items: [PickerItem]
    /// The item highlighted first, such as the current choice.
    package var initialIndex: Int?
    /// The number shown for the first item.
    package var firstNumber: Int
    /// The most items shown at once; fewer when the terminal is short.
    package var maximumVisibleRows: Int
    /// Whether to draw with colour (see `ColorPolicy`).
    package var usesColor: Bool

    package init(
        prompt: String, items: [PickerItem], initialIndex: Int? = nil, firstNumber: Int = 1,
        maximumVisibleRows: Int = 10, usesColor: Bool = false
    ) {
        self.prompt = prompt
        self.items = items
        self.initialIndex = initialIndex
        self.firstNumber = firstNumber
        self.maximumVisibleRows = maximumVisibleRows
        self.usesColor = usesColor
    }

    /// Runs the picker until the user chooses or cancels.
    ///
    /// - Parameter terminal: The terminal to use; it is switched to raw mode and restored before
    ///   this returns or throws.
    /// - Returns: The outcome; `.cancelled` at once when there are no items.
    /// - Throws: `TerminalError` when the terminal cannot be used.
    package func run(on terminal: some InteractiveTerminal) throws -> PickerOutcome {
        guard !items.isEmpty else { return .cancelled }
        var state = PickerState(items: items, initialIndex: initialIndex, firstNumber: firstNumber,
                                visibleRows: maximumVisibleRows)
        var decoder = KeyDecoder()
        var screen = PickerScreen(terminal: terminal)
        try terminal.begin()
        defer {
            screen.clear(columns: terminal.size().columns)
            terminal.end()
        }
        while true {
            let size = terminal.size()
            // The prompt and footer take two rows; keep one spare so drawing never scrolls the prompt away.
            state.visibleRows = max(1, min(maximumVisibleRows, size.rows - 3))
            let view = PickerView(state: state, prompt: prompt, usesColor: usesColor)
            screen.draw(view.lines(columns: size.columns), columns: size.columns)

            let keys: [Key]
            switch try terminal.nextEvent(timeout: decoder.hasPending ? KeyDecoder.escapeTimeout : nil) {
            case .input(let bytes):
                keys = decoder.feed(bytes)
            case .timeout:
                keys = decoder.flush()
            case .endOfInput:
                return .cancelled
            case .signal(let signal):
                if let outcome = handle(signal, terminal: terminal, screen: &screen) { return outcome }
                continue
            }
            for key in keys {
                switch state.handle(key) {
                case .choose(let index): return .chosen(index)
                case .cancel: return .cancelled
                case .suspend: suspend(terminal, screen: &screen)
                case nil: break
                }
            }
        }
    }

    /// Resizes, suspends, resumes, or ends the session for a signal.
    private func handle(_ signal: Int32, terminal: some InteractiveTerminal, screen: inout PickerScreen) -> PickerOutcome? {
        switch signal {
        case SIGWINCH: return nil
        case SIGTSTP: suspend(terminal, screen: &screen); return nil
        case SIGCONT: terminal.resume(); return nil
        case SIGINT: return .cancelled
        default: return .interrupted(signal: signal)
        }
    }

    private func suspend(_ terminal: some InteractiveTerminal, screen: inout PickerScreen) {
        screen.clear(columns: terminal.size().columns)
        terminal.suspend()
    }
}
