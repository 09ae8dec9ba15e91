#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A key compared as property lists compare keys: by its exact Unicode scalars.
///
/// Swift's `String` equality and hashing follow canonical equivalence, so `"é"` (U+00E9) and
/// `"e\u{301}"` are one `String` key; CoreFoundation, Foundation's property lists and python's
/// plistlib keep them apart, and so must every reader, dictionary and store that holds keys read
/// from a file. Two strings have the same scalars exactly when they have the same UTF-8 bytes.
public struct ExactKey: Hashable, Sendable {
    /// The key's text.
    public let string: String

    /// A key of exactly these scalars.
    ///
    /// - Parameter string: The key's text, kept as it is (not normalised).
    public init(_ string: String) {
        self.string = string
    }

    /// Whether two keys have the same Unicode scalars.
    public static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.string.hasSameScalars(as: rhs.string)
    }

    /// Hashes the key's UTF-8 bytes, so keys equal under `==` hash alike.
    public func hash(into hasher: inout Hasher) {
        // The bytes in place (a native or small string), with no copy of the string to make contiguous.
        if string.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) != nil {
            return
        }
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension ExactKey: ExpressibleByStringLiteral {
    /// A key of a literal's scalars, so that `switch ExactKey(text) { case "key": ... }` matches
    /// exactly.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension String {
    /// Whether two strings have the same Unicode scalars (their UTF-8 bytes are equal), unlike `==`,
    /// which also equates canonically equivalent strings.
    ///
    /// - Parameter other: The string to compare with.
    /// - Returns: `true` when both hold the same scalars in the same order.
    ///
    /// Compares the contiguous bytes, and two strings sharing one buffer (one value a binary property
    /// list uses many times) without reading them.
    public func hasSameScalars(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // The bytes in place (native or small strings), with no copy of either string.
        if let same = utf8.withContiguousStorageIfAvailable({ leftBytes in
            other.utf8.withContiguousStorageIfAvailable { rightBytes in
                Self.sameBytes(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
            }
        }), let same {
            return same
        }
        var left = self, right = other
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                Self.sameBytes(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
            }
        }
    }

    /// Whether two buffers of one length hold the same bytes: the same buffer is not read.
    private static func sameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
        return leftStart == rightStart || memcmp(leftStart, rightStart, left.count) == 0
    }
}
