import Dispatch
import TripSource

/// A value built the first time it is asked for: rules run in parallel, and the others wait for
/// it rather than build it again (an analysis of the project in `AnalysisCache`; a file's format
/// disagreements that two rules report, each its own kind).
///
/// A thread that must wait does other work meanwhile when the run offers some (`IdleWork`) and it
/// is not itself building a value, so a long analysis that several rules need does not leave
/// their cores idle.
package final class ComputedOnce<Value: Sendable>: Sendable {
    private enum State: Sendable {
        case empty
        case computing
        case ready(Value)
    }

    /// What a call does next.
    private enum Step {
        case ready(Value)
        case prepare
        case build
        case wait
    }

    private let state = Locked<State>(.empty)
    /// Entered while the value is built; waiting threads sleep on it.
    private let building = DispatchGroup()

    /// An empty slot.
    package init() {}

    /// The value, built by `make` on the first call; a call made while another thread builds it
    /// runs pieces of `IdleWork` until none is left, then sleeps until the value is there.
    ///
    /// - Parameters:
    ///   - prepare: Run once before this call may build the value, while no thread builds it: it
    ///     asks for the values `make` reads, so that waiting for one of them happens here, where
    ///     the thread may run idle work, and not inside the build, where it only sleeps.
    ///   - make: Builds the value.
    package func value(prepare: () -> Void = {}, _ make: () -> Value) -> Value {
        var prepared = false
        while true {
            let step: Step = state.withLock { state in
                switch state {
                case .ready(let value):
                    return .ready(value)
                case .computing:
                    return .wait
                case .empty:
                    if !prepared { return .prepare }
                    state = .computing
                    building.enter()
                    return .build
                }
            }
            switch step {
            case .ready(let value):
                return value
            case .prepare:
                prepare()
                prepared = true
            case .build:
                // A thread building a value offers no idle work to the waits inside: were it to
                // take up a unit that waits for a value whose builder needs this one, neither
                // would finish. A thread that holds no value it is building may help safely.
                let made = IdleWork.offering(nil) { make() }
                state.withLock { $0 = .ready(made) }
                building.leave()
                return made
            case .wait:
                if IdleWork.runOne() { continue }
                building.wait()
            }
        }
    }
}
