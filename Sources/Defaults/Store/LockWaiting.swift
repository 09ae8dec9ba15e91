/// How a store writer waits for the store's lock while another process holds it: when it says it
/// is waiting, and when it gives up.
///
/// A writer that finds the lock taken tries again every few milliseconds. After `noticeAfter` it
/// calls `onWaiting` once (the command line says so on standard error; the library never prints);
/// after `giveUpAfter` it throws `DefaultsError.lockTimedOut`, naming the directory and the time.
public struct LockWaiting: Sendable {
    /// How long a writer waits before `onWaiting` is called: one second unless set.
    public var noticeAfter: Duration
    /// How long a writer waits before giving up: 120 seconds unless set.
    public var giveUpAfter: Duration
    /// Called once, on the waiting thread, with the store directory, when the wait passes `noticeAfter`.
    public var onWaiting: (@Sendable (_ directory: String) -> Void)?

    /// The default wait: a notice after a second, giving up after 120 seconds.
    public static let defaultGiveUpAfter: Duration = .seconds(120)

    public init(
        noticeAfter: Duration = .seconds(1), giveUpAfter: Duration = LockWaiting.defaultGiveUpAfter,
        onWaiting: (@Sendable (_ directory: String) -> Void)? = nil
    ) {
        self.noticeAfter = noticeAfter
        self.giveUpAfter = giveUpAfter
        self.onWaiting = onWaiting
    }
}
