import TripSource

/// The observers of one store: callbacks called after each write that changed something.
final class ChangeObservers: Sendable {
    private struct Observer: Sendable {
        /// The domains observed; `nil` for all.
        let domains: Set<DomainName>?
        let handler: @Sendable (DefaultsChange) -> Void
    }

    private struct State {
        var nextID: UInt64 = 1
        var observers: [UInt64: Observer] = [:]
    }

    private let state = Locked(State())

    func add(
        domains: Set<DomainName>?, _ handler: @escaping @Sendable (DefaultsChange) -> Void
    ) -> DefaultsObservation {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.observers[id] = Observer(domains: domains, handler: handler)
            return DefaultsObservation(id: id)
        }
    }

    func remove(_ observation: DefaultsObservation) {
        _ = state.withLock { $0.observers.removeValue(forKey: observation.id) }
    }

    /// Calls the observers of the change's domain, in registration order, outside the lock (a handler
    /// may read the store, register or remove observers).
    func post(_ change: DefaultsChange) {
        let handlers = state.withLock { state in
            state.observers.sorted { $0.key < $1.key }
                .filter { $0.value.domains?.contains(change.domain) ?? true }
                .map(\.value.handler)
        }
        for handler in handlers {
            handler(change)
        }
    }
}
