/// The UTF-8 text of one element, gathered from the reader's pieces into storage that is reused
/// from element to element, so that most elements cost no allocation and numbers are read from the
/// bytes without making a string.
struct XMLTextBuffer {
    /// The bytes; only the first `count` belong to the current text.
    private var storage: [UInt8] = []
    /// How many bytes the current text has.
    private(set) var count = 0

    /// Forgets the text, keeping the storage.
    mutating func removeAll() {
        count = 0
    }

    /// Appends a piece of text.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let end = count + bytes.count
        if storage.count < end {
            storage.append(contentsOf: repeatElement(0, count: max(end, storage.count * 2) - storage.count))
        }
        let start = count
        storage.withUnsafeMutableBufferPointer { target in
            // The storage holds at least `end` bytes (grown above), so the copy stays inside it.
            guard let base = target.baseAddress, end <= target.count else { return }
            (base + start).update(from: source, count: bytes.count)
        }
        count = end
    }

    /// Calls `body` with the text's bytes, which are valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// The text as a string.
    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
