#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real interactive terminal: `/dev/tty` (or a given descriptor), in raw mode while the picker runs.
///
/// The terminal is restored on every way out: `end()` on return and on thrown errors (the picker
/// calls it from a `defer`), and on SIGINT, SIGTERM, SIGHUP and SIGQUIT, which the signal relay turns
/// into events so the picker unwinds through that same `defer`. SIGTSTP restores the terminal before
/// the process stops; SIGCONT re-enters raw mode; SIGWINCH makes the picker redraw at the new size.
package final class TerminalDevice: InteractiveTerminal {
    /// The terminal's file descriptor.
    package let fileDescriptor: Int32
    private let ownsDescriptor: Bool
    private var rawMode: RawMode?
    private var relay: SignalRelay?
    /// Signals drained from the relay but not yet handed out, oldest first.
    private var pendingSignals: [Int32] = []

    /// Opens the controlling terminal, so the picker works even when standard output is captured.
    ///
    /// - Parameter path: The device; `/dev/tty` by default.
    /// - Throws: `TerminalError.unavailable` when there is no controlling terminal.
    package static func open(path: String = "/dev/tty") throws(TerminalError) -> TerminalDevice {
        let descriptor = openDevice(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .unavailable(path: path, errno: errno) }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            throw .notATerminal(fileDescriptor: descriptor)
        }
        return TerminalDevice(fileDescriptor: descriptor, ownsDescriptor: true)
    }

    /// Whether a terminal can be opened at `path`: the process has a controlling terminal, whatever
    /// its standard streams are connected to (the picker draws there, as fzf does, when standard
    /// input or standard error is redirected).
    package static func isAvailable(path: String = "/dev/tty") -> Bool {
        let descriptor = openDevice(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isatty(descriptor) == 1
    }

    /// Uses a descriptor that is already open; it is not closed when the device goes.
    package convenience init(fileDescriptor: Int32) {
        self.init(fileDescriptor: fileDescriptor, ownsDescriptor: false)
    }

    private init(fileDescriptor: Int32, ownsDescriptor: Bool) {
        self.fileDescriptor = fileDescriptor
        self.ownsDescriptor = ownsDescriptor
    }

    package func begin() throws {
        guard rawMode == nil else { return }
        // Relay first: a signal arriving once the terminal is raw must already reach the loop.
        relay = try SignalRelay.install()
        do {
            rawMode = try RawMode.enter(fileDescriptor)
        } catch {
            end()
            throw error
        }
        write(Escape.hideCursor)
    }

    package func end() {
        if let rawMode {
            write(Escape.showCursor)
            rawMode.restore()
        }
        rawMode = nil
        relay?.uninstall()
        relay = nil
    }

    package func suspend() {
        guard let rawMode, let relay else { return }
        write(Escape.showCursor)
        rawMode.restore()
        relay.stopProcess()
        resume()
    }

    package func resume() {
        guard let rawMode else { return }
        try? rawMode.reapply()
        write(Escape.hideCursor)
    }

    package func size() -> TerminalSize {
        TerminalSize.of(fileDescriptor) ?? TerminalSize(columns: 80, rows: 24)
    }

    package func write(_ text: String) {
        FileDescriptorIO.writeAll(fileDescriptor, Array(text.utf8))
    }

    package func nextEvent(timeout milliseconds: Int?) throws -> TerminalEvent {
        while true {
            pendingSignals += relay?.drain() ?? []
            if !pendingSignals.isEmpty { return .signal(pendingSignals.removeFirst()) }
            var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
            if let relay { descriptors.append(pollfd(fd: relay.readDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(milliseconds ?? -1))
            if ready < 0 {
                if errno == EINTR { continue }
                throw TerminalError.readFailed(fileDescriptor: fileDescriptor, errno: errno)
            }
            if ready == 0 { return .timeout }
            if descriptors.count > 1, descriptors[1].revents != 0 { continue }
            guard let bytes = FileDescriptorIO.readAvailable(fileDescriptor) else {
                if errno == EIO { return .endOfInput }
                throw TerminalError.readFailed(fileDescriptor: fileDescriptor, errno: errno)
            }
            // The descriptor blocks, so an empty read is end of file: the terminal hung up.
            return bytes.isEmpty ? .endOfInput : .input(bytes)
        }
    }

    deinit {
        end()
        if ownsDescriptor { close(fileDescriptor) }
    }
}

/// `open(2)`, named apart from `TerminalDevice.open`.
private func openDevice(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
