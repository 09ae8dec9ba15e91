/// The open elements of a parse, innermost last, in a buffer of their own grown by doubling.
///
/// Pushed and popped on every tag: as an array, each push and pop paid a uniqueness check, and
/// each pop a generic `popLast` (callgrind: 9 M instructions of the 10 MB plist's read). The
/// buffer belongs to the one `SessionCore.State` that holds the stack, which frees it
/// (`deallocate()`); the stack is never copied.
struct OpenElementStack {
    private var elements: UnsafeMutablePointer<SessionCore.OpenElement>
    private var capacity: Int
    /// How many elements are open.
    private(set) var count = 0

    init() {
        capacity = 16
        elements = .allocate(capacity: capacity)
    }

    /// The innermost open element.
    var last: SessionCore.OpenElement? {
        count > 0 ? elements[count - 1] : nil
    }

    /// Opens an element, moved into the stack (a copy retains the element's name).
    @inline(__always)
    mutating func append(_ element: consuming SessionCore.OpenElement) {
        if count == capacity { grow() }
        (elements + count).initialize(to: element)
        count += 1
    }

    /// Doubles the buffer.
    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<SessionCore.OpenElement>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: elements, count: count)
        elements.deallocate()
        elements = larger
        capacity *= 2
    }

    /// Closes the innermost element, if any, and returns it.
    @inline(__always)
    mutating func popLast() -> SessionCore.OpenElement? {
        guard count > 0 else { return nil }
        count -= 1
        return (elements + count).move()
    }

    /// Frees the buffer and the elements still open; the stack is not used again.
    mutating func deallocate() {
        elements.deinitialize(count: count)
        elements.deallocate()
        count = 0
    }
}
