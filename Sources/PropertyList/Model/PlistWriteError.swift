/// Why a value could not be written in a format.
public enum PlistWriteError: Error, Equatable, CustomStringConvertible {
    /// A string holds a character XML 1.0 cannot represent (U+0000-U+0008, U+000B, U+000C,
    /// U+000E-U+001F, U+FFFE, U+FFFF), at this keypath.
    case unrepresentableCharacter(keyPath: String, scalar: UInt32)
    /// The format has no way to express this kind of value (dates, data and UIDs in JSON; NaN or
    /// infinity in JSON), at this keypath.
    case unsupportedValue(keyPath: String, kind: PlistValue.Kind, format: String)
    /// A date outside the years 0001 to 9999, which the XML form `YYYY-MM-DDTHH:MM:SSZ` cannot
    /// hold, at this keypath (binary property lists can hold it).
    case dateOutOfRange(keyPath: String, secondsSince1970: Double)
    /// A date with a fraction of a second, which the XML form `YYYY-MM-DDTHH:MM:SSZ` cannot hold
    /// (Apple's writers drop it; reading the file back would give another date), at this keypath.
    case dateFraction(keyPath: String, secondsSince1970: Double)

    public var description: String {
        switch self {
        case .unrepresentableCharacter(let keyPath, let scalar):
            let hex = String(scalar, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "\(Self.place(keyPath))string contains U+\(padded), which XML cannot represent"
        case .unsupportedValue(let keyPath, let kind, let format):
            if kind == .real, format == "JSON" {
                return "\(Self.place(keyPath))\(format) cannot represent NaN or infinity"
            }
            return "\(Self.place(keyPath))\(format) cannot represent \(kind.withArticle)"
        case .dateOutOfRange(let keyPath, let seconds):
            return "\(Self.place(keyPath))date \(seconds) seconds from 1970 is outside the years 0001 to 9999 that XML can write"
        case .dateFraction(let keyPath, let seconds):
            return "\(Self.place(keyPath))date \(seconds) seconds from 1970 has a fraction of a second, which XML cannot hold"
        }
    }

    private static func place(_ keyPath: String) -> String {
        keyPath.isEmpty ? "" : "\(keyPath): "
    }
}
