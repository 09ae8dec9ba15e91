#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import CommandLineKit

/// A pseudo-terminal pair opened in-process: the test plays the user on `controller`, the code under
/// test uses `device`.
private final class PseudoTerminal {
    let controller: Int32
    let device: Int32

    init() throws {
        // The Glibc module does not export the XSI pseudo-terminal calls; look them up in libc.
        let openController = try Self.function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        let grant = try Self.function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        let unlock = try Self.function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let name = try Self.function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        controller = openController(O_RDWR | O_NOCTTY)
        try #require(controller >= 0)
        try #require(grant(controller) == 0 && unlock(controller) == 0)
        let pointer = try #require(name(controller))
        let path = String(cString: pointer)
        device = open(path, O_RDWR | O_NOCTTY)
        try #require(device >= 0)
    }

    /// A libc function by name, from `dlsym`.
    private static func function<Function>(_ name: String, as type: Function.Type) throws -> Function {
        let symbol = try #require(dlsym(nil, name), "libc has no \(name)")
        return unsafeBitCast(symbol, to: type)
    }

    /// The device's settings as bytes, to compare before and after.
    func settings() -> [UInt8] {
        var settings = termios()
        tcgetattr(device, &settings)
        return withUnsafeBytes(of: &settings) { Array($0) }
    }

    func localFlags() -> tcflag_t {
        var settings = termios()
        tcgetattr(device, &settings)
        return settings.c_lflag
    }

    /// Types bytes as the user.
    func type(_ text: String) {
        FileDescriptorIO.writeAll(controller, Array(text.utf8))
    }

    /// What the code under test drew, without waiting.
    func drawn() -> String {
        var output: [UInt8] = []
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 100) > 0, let bytes = FileDescriptorIO.readAvailable(controller), !bytes.isEmpty {
            output += bytes
        }
        return String(decoding: output, as: UTF8.self)
    }

    deinit {
        close(device)
        close(controller)
    }
}

/// Current disposition of a signal's handler, as an address to compare.
private func handlerAddress(_ signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

@Suite("Terminal device, raw mode and signals", .serialized)
struct TerminalDeviceTests {
    @Test("raw mode turns off echo, line editing and signal keys, and restore puts back every setting")
    func rawMode() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        #expect(terminal.localFlags() & tcflag_t(ECHO | ICANON | ISIG) != 0)
        let mode = try RawMode.enter(terminal.device)
        #expect(terminal.localFlags() & tcflag_t(ECHO | ICANON | ISIG) == 0)
        mode.restore()
        #expect(terminal.settings() == before)
    }

    @Test("RawMode.with restores the settings when the body throws")
    func restoresOnThrow() throws {
        struct Boom: Error {}
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        #expect(throws: Boom.self) {
            try RawMode.with(terminal.device) { _ in throw Boom() }
        }
        #expect(terminal.settings() == before)
    }

    @Test("refuses a descriptor that is not a terminal")
    func notATerminal() throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        #expect(throws: TerminalError.notATerminal(fileDescriptor: descriptors[0])) {
            try RawMode.enter(descriptors[0])
        }
    }

    @Test("the picker on a real pseudo-terminal chooses, draws on it and restores it")
    func pickerOnPseudoTerminal() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let device = TerminalDevice(fileDescriptor: terminal.device)
        terminal.type("\u{1B}[B\u{1B}OF\u{1B}[H\u{0E}\r")
        let picker = Picker(prompt: "Pick", items: ["a", "b", "c"].map { PickerItem($0) })
        #expect(try picker.run(on: device) == .chosen(1))
        #expect(terminal.settings() == before)
        // The keys were typed before raw mode, so the terminal echoed them ahead of the picker's output.
        let drawn = terminal.drawn()
        #expect(drawn.contains("\u{1B}[?25l\r\u{1B}[JPick (type to filter)"))
        #expect(drawn.contains("> 1  a"))
        #expect(drawn.hasSuffix("\r\u{1B}[4A\u{1B}[J\u{1B}[?25h"))
    }

    @Test("relays SIGWINCH and SIGCONT as events and puts the old handlers back at the end")
    func signalRelay() throws {
        let terminal = try PseudoTerminal()
        let device = TerminalDevice(fileDescriptor: terminal.device)
        let winch = handlerAddress(SIGWINCH), cont = handlerAddress(SIGCONT)
        try device.begin()
        #expect(handlerAddress(SIGWINCH) != winch)
        // kill, not raise: raise targets this thread, which may block the signal; kill lets any thread take it.
        kill(getpid(), SIGWINCH)
        #expect(try device.nextEvent(timeout: 1000) == .signal(SIGWINCH))
        kill(getpid(), SIGCONT)
        #expect(try device.nextEvent(timeout: 1000) == .signal(SIGCONT))
        terminal.type("x")
        #expect(try device.nextEvent(timeout: 1000) == .input([0x78]))
        #expect(try device.nextEvent(timeout: 10) == .timeout)
        device.end()
        #expect(handlerAddress(SIGWINCH) == winch)
        #expect(handlerAddress(SIGCONT) == cont)
    }

    @Test("a relayed signal that the thread blocked arrives while the relay is installed, and is blocked again after")
    func blockedSignal() throws {
        var winch = sigset_t(), before = sigset_t(), after = sigset_t()
        sigemptyset(&winch)
        sigaddset(&winch, SIGWINCH)
        pthread_sigmask(SIG_BLOCK, &winch, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let relay = try SignalRelay.install([SIGWINCH])
        // raise targets this thread: without the relay unblocking it, SIGWINCH would stay pending.
        raise(SIGWINCH)
        #expect(relay.drain() == [SIGWINCH])
        relay.uninstall()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        #expect(sigismember(&after, SIGWINCH) == 1)
    }

    @Test("only one signal relay is active at a time")
    func oneRelay() throws {
        let first = try SignalRelay.install([SIGWINCH])
        #expect(throws: TerminalError.signalsUnavailable(errno: EBUSY)) { try SignalRelay.install([SIGWINCH]) }
        first.uninstall()
        let second = try SignalRelay.install([SIGWINCH])
        second.uninstall()
    }
}
