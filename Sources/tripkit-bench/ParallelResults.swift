import Foundation

/// The results of a parallel loop, one slot per index, filled from many threads.
final class ParallelResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<Value, Error>, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// Every value, or the first error.
    func values() throws -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { try $0!.get() }
    }
}
