#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The write end of the active relay's pipe, read by the signal handler (lock-free, so signal-safe).
private let relayWriteDescriptor = Atomic<Int32>(-1)

/// The signal handler: writes the signal number as one byte to the relay pipe and nothing else, which
/// is async-signal-safe. `errno` is preserved for the interrupted code.
private func relaySignal(_ signal: Int32) {
    let descriptor = relayWriteDescriptor.load(ordering: .acquiring)
    guard descriptor >= 0 else { return }
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(descriptor, &byte, 1)
    errno = savedErrno
}

/// Turns signals into bytes on a pipe (the self-pipe trick), so the picker's `poll` loop handles
/// SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT and SIGWINCH as ordinary events, in ordinary code, and
/// restores the terminal before the process goes.
///
/// One relay is active at a time; install and uninstall it on the same thread. `uninstall` puts back the
/// signal dispositions and the thread's signal mask that were there before.
final class SignalRelay {
    /// The signals the picker handles.
    static let pickerSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH]

    /// Readable when a signal arrived; `poll` on it.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var previous: [(signal: Int32, action: sigaction)] = []
    private var previousMask = sigset_t()
    private var isInstalled = true

    private init(readDescriptor: Int32, writeDescriptor: Int32) {
        self.readDescriptor = readDescriptor
        self.writeDescriptor = writeDescriptor
    }

    /// Creates the pipe and installs the handler for each signal with `sigaction`.
    ///
    /// - Parameter signals: The signals to relay.
    /// - Returns: The active relay.
    /// - Throws: `TerminalError.signalsUnavailable` when the pipe cannot be made or a relay is active.
    static func install(_ signals: [Int32] = pickerSignals) throws(TerminalError) -> SignalRelay {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .signalsUnavailable(errno: errno) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        guard relayWriteDescriptor.compareExchange(expected: -1, desired: descriptors[1], ordering: .acquiringAndReleasing).exchanged else {
            close(descriptors[0])
            close(descriptors[1])
            throw .signalsUnavailable(errno: EBUSY)
        }
        let relay = SignalRelay(readDescriptor: descriptors[0], writeDescriptor: descriptors[1])
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relaySignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(signal, &action, &old)
            relay.previous.append((signal, old))
        }
        // A process started by a parent that blocks these signals (a program spawned from a libdispatch
        // worker thread inherits one that blocks nearly all) would never see them: unblock them here.
        var relayed = sigset_t()
        sigemptyset(&relayed)
        for signal in signals { sigaddset(&relayed, signal) }
        pthread_sigmask(SIG_UNBLOCK, &relayed, &relay.previousMask)
        return relay
    }

    /// The signals that arrived since the last call, in order.
    func drain() -> [Int32] {
        (FileDescriptorIO.readAvailable(readDescriptor) ?? []).map(Int32.init)
    }

    /// Stops the process with SIGTSTP's default action, as Ctrl-Z in a shell would, and returns once
    /// it is continued (SIGCONT). The caller restores the terminal before and re-enters raw mode after.
    func stopProcess() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        var relayed = sigaction()
        sigaction(SIGTSTP, &action, &relayed)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &relayed, nil)
    }

    /// Puts back the previous signal dispositions and closes the pipe. Safe to call more than once.
    func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        for (signal, action) in previous.reversed() {
            var action = action
            sigaction(signal, &action, nil)
        }
        previous = []
        relayWriteDescriptor.store(-1, ordering: .releasing)
        close(readDescriptor)
        close(writeDescriptor)
    }

    deinit {
        uninstall()
    }
}
