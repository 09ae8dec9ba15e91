/// A property-list integer: the whole signed 64-bit range plus unsigned values up to `UInt64.max`,
/// as Apple's readers accept them.
public struct PlistInteger: Hashable, Sendable {
    /// The bits: an `Int64` bit pattern, or an unsigned value above `Int64.max` when `isLargeUnsigned`.
    private let bits: UInt64
    /// Whether the value is above `Int64.max` (and so only representable unsigned).
    public let isLargeUnsigned: Bool

    public init(_ value: Int64) {
        bits = UInt64(bitPattern: value)
        isLargeUnsigned = false
    }

    public init(_ value: Int) {
        self.init(Int64(value))
    }

    public init(_ value: UInt64) {
        bits = value
        isLargeUnsigned = value > UInt64(Int64.max)
    }

    /// The value if it fits in `Int64`.
    public var int64Value: Int64? { isLargeUnsigned ? nil : Int64(bitPattern: bits) }
    /// The value if it is not negative.
    public var uint64Value: UInt64? { isLargeUnsigned || Int64(bitPattern: bits) >= 0 ? bits : nil }
    /// The value if it fits in `Int`.
    public var intValue: Int? { int64Value.flatMap { Int(exactly: $0) } }
    /// Whether the value is below zero.
    public var isNegative: Bool { !isLargeUnsigned && Int64(bitPattern: bits) < 0 }
    /// The value as a `Double` (rounded when it has more than 53 significant bits).
    public var doubleValue: Double { isLargeUnsigned ? Double(bits) : Double(Int64(bitPattern: bits)) }

    /// Parses decimal (`-12`, `+7`) or hexadecimal (`0x1F`, `-0x10`) text as the XML format allows.
    ///
    /// - Returns: `nil` when the text is not an integer or lies outside `Int64.min...UInt64.max`.
    public init?(parsing text: Substring) {
        var digits = text
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && $0.isASCII }),
              let magnitude = UInt64(digits, radix: radix)
        else { return nil }
        if negative {
            if magnitude == 0 {
                self.init(Int64(0))
            } else if magnitude <= UInt64(Int64.max) + 1 {
                self.init(Int64(truncatingIfNeeded: 0 &- magnitude))
            } else {
                return nil
            }
        } else {
            self.init(magnitude)
        }
    }

    public init?(parsing text: String) {
        self.init(parsing: text[...])
    }
}

extension PlistInteger: Comparable {
    public static func < (lhs: PlistInteger, rhs: PlistInteger) -> Bool {
        switch (lhs.isLargeUnsigned, rhs.isLargeUnsigned) {
        case (false, false): Int64(bitPattern: lhs.bits) < Int64(bitPattern: rhs.bits)
        case (true, true): lhs.bits < rhs.bits
        case (false, true): true
        case (true, false): false
        }
    }
}

extension PlistInteger: CustomStringConvertible {
    public var description: String {
        isLargeUnsigned ? String(bits) : String(Int64(bitPattern: bits))
    }
}

extension PlistInteger: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) {
        self.init(value)
    }
}
