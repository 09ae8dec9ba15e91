/// The UTF-8 text of one element, gathered from the reader's pieces into storage that is reused
/// from element to element, so that most elements cost no allocation and numbers are read from the
/// bytes without making a string.
///
/// The bytes live in a buffer object rather than an array: appending through an array checked
/// that it was not shared on every piece of text (300 thousand times for the 10 MB benchmark
/// plist). Copies of a text buffer share the object; the one builder that owns a buffer is the
/// only one that appends to it.
struct XMLTextBuffer {
    /// The bytes; only the first `count` belong to the current text.
    private var storage = Storage(capacity: 64)
    /// How many bytes the current text has.
    private(set) var count = 0

    /// A fixed block of bytes, replaced by a larger one when a text outgrows it.
    private final class Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            bytes = .allocate(capacity: capacity)
        }

        deinit {
            bytes.deallocate()
        }
    }

    /// Forgets the text, keeping the storage.
    mutating func removeAll() {
        count = 0
    }

    /// Appends a piece of text.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let end = count + bytes.count
        if end > storage.capacity {
            let larger = Storage(capacity: max(end, storage.capacity * 2))
            larger.bytes.initialize(from: storage.bytes, count: count)
            storage = larger
        }
        (storage.bytes + count).initialize(from: source, count: bytes.count)
        count = end
    }

    /// Calls `body` with the text's bytes, which are valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.bytes, count: count))
    }

    /// The text as a string.
    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
