/// Checks that bytes are well-formed UTF-8, for readers that report where text stops being UTF-8.
package enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil` when
    /// every sequence is well formed.
    ///
    /// Strict, as the standard library's decoder is: no overlong forms, no surrogates, nothing above
    /// U+10FFFF, no sequence cut short by the end of the bytes.
    ///
    /// - Parameter bytes: The text.
    /// - Returns: Where the first bad sequence starts.
    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset($0) }
    }
}
