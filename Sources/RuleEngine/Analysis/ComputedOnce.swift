import TripSource

/// A value built the first time it is asked for: rules run in parallel, and the others wait for
/// it rather than build it again (an analysis of the project in `AnalysisCache`; a file's format
/// disagreements that two rules report, each its own kind).
package final class ComputedOnce<Value: Sendable>: Sendable {
    private let stored = Locked<Value?>(nil)

    /// An empty slot.
    package init() {}

    /// The value, built by `make` on the first call.
    package func value(_ make: () -> Value) -> Value {
        stored.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
