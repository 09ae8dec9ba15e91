import TripSource

/// A value of a project built the first time a rule asks for it: rules run in parallel, and the
/// others wait for it rather than build it again (the bundle index several rules read; the format
/// disagreements two rules report, each its own kind).
final class ComputedOnce<Value: Sendable>: Sendable {
    private let stored = Locked<Value?>(nil)

    /// The value, built by `make` on the first call.
    func value(_ make: () -> Value) -> Value {
        stored.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
