#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

@Suite("Picker session")
struct PickerRunTests {
    private let picker = Picker(prompt: "Choose", items: ["Paris", "London", "Tokyo"].map { PickerItem($0) })

    @Test("chooses with keys and leaves the terminal as it found it")
    func chooses() throws {
        let terminal = ScriptedTerminal(ScriptedTerminal.keys(["\u{1B}[B", "\u{1B}[B", "\r"]))
        #expect(try picker.run(on: terminal) == .chosen(2))
        #expect(terminal.calls == ["begin", "end"])
    }

    @Test("waits briefly after a lone ESC and then cancels")
    func escape() throws {
        let terminal = ScriptedTerminal(ScriptedTerminal.keys(["\u{1B}"]) + [.timeout])
        #expect(try picker.run(on: terminal) == .cancelled)
        #expect(terminal.calls == ["begin", "wait \(KeyDecoder.escapeTimeout)ms", "end"])
    }

    @Test("maps signals: SIGINT cancels, SIGTERM and SIGHUP interrupt, SIGWINCH redraws", arguments: [
        (SIGINT, PickerOutcome.cancelled), (SIGTERM, .interrupted(signal: SIGTERM)), (SIGHUP, .interrupted(signal: SIGHUP)),
    ])
    func signals(signal: Int32, expected: PickerOutcome) throws {
        let terminal = ScriptedTerminal([.signal(SIGWINCH), .signal(signal)])
        #expect(try picker.run(on: terminal) == expected)
        #expect(terminal.calls == ["begin", "end"])
        #expect(expected.exitCode.rawValue == (signal == SIGINT ? 130 : 128 + signal))
    }

    @Test("suspends on SIGTSTP and Ctrl-Z after erasing its lines, and resumes on SIGCONT")
    func suspension() throws {
        let terminal = ScriptedTerminal([.signal(SIGTSTP), .signal(SIGCONT), .input([0x1A]), .input([0x0D])])
        #expect(try picker.run(on: terminal) == .chosen(0))
        #expect(terminal.calls == ["begin", "suspend", "resume", "suspend", "end"])
    }

    @Test("restores the terminal when reading fails")
    func readFailure() throws {
        let terminal = ScriptedTerminal(ScriptedTerminal.keys(["\u{0E}"]))
        terminal.throwsWhenDone = true
        #expect(throws: ScriptedTerminal.ReadFailure.self) { try picker.run(on: terminal) }
        #expect(terminal.calls == ["begin", "end"])
        #expect(terminal.written.hasSuffix("\r\u{1B}[4A\u{1B}[J"))
    }

    @Test("redraws at the new width after SIGWINCH, erasing the rows the old lines wrapped onto")
    func resize() throws {
        let terminal = ScriptedTerminal([.signal(SIGWINCH), .input([0x0D])])
        terminal.onEvent = { event, terminal in
            if event == .signal(SIGWINCH) { terminal.terminalSize = TerminalSize(columns: 30, rows: 20) }
        }
        #expect(try picker.run(on: terminal) == .chosen(0))
        let frames = terminal.written.components(separatedBy: "\u{1B}[J")
        // Frame 1 at 60 columns: the footer (59 characters) now wraps onto 2 rows of 30, so 6 rows.
        #expect(frames[1].hasSuffix("\r\u{1B}[5A"))
        let secondFrame = (frames[2].split(separator: "\r").first ?? "").split(separator: "\n")
        #expect(secondFrame.count == 5)
        #expect(secondFrame.allSatisfy { $0.count <= 29 })
    }

    @Test("cancels when the terminal goes away, and without items never touches the terminal")
    func endOfInput() throws {
        let terminal = ScriptedTerminal([])
        #expect(try picker.run(on: terminal) == .cancelled)
        let empty = ScriptedTerminal([.input([0x0D])])
        #expect(try Picker(prompt: "Choose", items: []).run(on: empty) == .cancelled)
        #expect(empty.calls == [])
    }

    @Test("draws each frame over the last one and erases everything when done")
    func drawing() throws {
        let terminal = ScriptedTerminal(ScriptedTerminal.keys(["\u{0E}", "\r"]))
        _ = try picker.run(on: terminal)
        let frame1 = "Choose (type to filter)\n> 1  Paris\n  2  London\n  3  Tokyo\n"
            + "  type: filter  up/down ctrl-n/p: move  enter: choose  esc: cancel".prefix(59)
        let frame2 = "Choose (type to filter)\n  1  Paris\n> 2  London\n  3  Tokyo\n"
            + "  type: filter  up/down ctrl-n/p: move  enter: choose  esc: cancel".prefix(59)
        let erase = "\r\u{1B}[4A\u{1B}[J"
        #expect(terminal.written == "\r\u{1B}[J" + frame1 + erase + frame2 + erase)
    }

    @Test("cuts lines to the terminal width and shows the detail, the mark and the position")
    func view() {
        let items = (1...12).map { PickerItem("City \($0)", detail: $0 == 2 ? "capital" : nil, isMarked: $0 == 3) }
        let state = PickerState(items: items, initialIndex: 1, visibleRows: 3)
        let lines = PickerView(state: state, prompt: "Choose a destination", usesColor: false).lines(columns: 40).map(\.text)
        #expect(lines == [
            "Choose a destination (type to filter)",
            "   1  City 1",
            ">  2  City 2  capital",
            "   3  City 3  *",
            "  1-3 of 12  type: filter  up/down ctrl",
        ])
        let coloured = PickerView(state: state, prompt: "Choose", usesColor: true).lines(columns: 40)
        #expect(coloured[2].text.contains("\u{1B}[1;36m"))
        #expect(coloured[2].width == 21)
    }
}
