/// A dictionary key compared as property lists compare keys: by its exact Unicode scalars.
///
/// Swift's `String` equality and hashing follow canonical equivalence, so `"é"` (U+00E9) and
/// `"e\u{301}"` are one `String` key; CoreFoundation, Foundation's property lists and python's
/// plistlib keep them apart, and so must every reader, dictionary and store that holds plist keys.
/// Two strings have the same scalars exactly when they have the same UTF-8 bytes.
public struct PlistKey: Hashable, Sendable {
    public let string: String

    public init(_ string: String) {
        self.string = string
    }

    public static func == (lhs: PlistKey, rhs: PlistKey) -> Bool {
        lhs.string.hasSameScalars(as: rhs.string)
    }

    public func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether two strings have the same Unicode scalars (their UTF-8 bytes are equal), unlike `==`,
    /// which also equates canonically equivalent strings.
    public func hasSameScalars(as other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
    }
}
