import Foundation
import PropertyList
import TestSupport

/// A seeded generator of property-list values for round-trip tests (SplitMix64, so a failing seed
/// reproduces anywhere).
struct RandomPlist {
    /// What the generated values may contain, so a test can stay within what a peer can express.
    struct Profile {
        var uids = false
        var fractionalDates = false
        var carriageReturns = false
        var maxDepth = 4
        var maxCount = 6

        static let plistlibXML = Profile()
        static let everything = Profile(uids: true, fractionalDates: true, carriageReturns: true)
    }

    private var random: SplitMix64
    let profile: Profile

    init(seed: UInt64, profile: Profile) {
        random = SplitMix64(seed: seed)
        self.profile = profile
    }

    mutating func next() -> UInt64 {
        random.next()
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func value(depth: Int = 0) -> PlistValue {
        let containers = depth < profile.maxDepth
        switch below(containers ? 11 : 9) {
        case 0: return .string(string())
        case 1: return .integer(integer())
        case 2: return .real(real())
        case 3: return .boolean(below(2) == 0)
        case 4: return .date(date())
        case 5: return .data(Data((0..<below(100)).map { _ in UInt8(truncatingIfNeeded: next()) }))
        case 6: return profile.uids ? .uid(next() % 1000) : .string(string())
        case 7: return .string(string())
        case 8: return .integer(PlistInteger(Int64(below(300)) - 150))
        case 9: return .array((0..<below(profile.maxCount)).map { _ in value(depth: depth + 1) })
        default:
            var dictionary = PlistDictionary()
            for _ in 0..<below(profile.maxCount) {
                dictionary[string()] = value(depth: depth + 1)
            }
            return .dictionary(dictionary)
        }
    }

    mutating func string() -> String {
        let pieces: [String] = ["a", "Z", "0", " ", "&", "<", ">", "\"", "'", "é", "日本", "🚗", "\t", "\n",
                                "CF$UID", "]]>", "key", ".", "$", "\\"] + (profile.carriageReturns ? ["\r", "\r\n"] : [])
        return (0..<below(8)).map { _ in pieces[below(pieces.count)] }.joined()
    }

    mutating func integer() -> PlistInteger {
        switch below(5) {
        case 0: PlistInteger(Int64.min)
        case 1: PlistInteger(UInt64.max)
        case 2: PlistInteger(next())
        case 3: PlistInteger(Int64(bitPattern: next()))
        default: PlistInteger(Int64(below(2000)) - 1000)
        }
    }

    mutating func real() -> Double {
        switch below(8) {
        case 0: return [.nan, .infinity, -.infinity][below(3)]
        case 1: return Double(bitPattern: next())
        case 2: return Double(below(1000)) / 8
        case 3: return 1e16
        case 4: return 0.1
        default:
            let candidate = Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF)
            return candidate.isFinite ? candidate : 1.0
        }
    }

    mutating func date() -> Date {
        // Years 1900...2100, whole seconds unless fractions are allowed.
        let seconds = Double(below(6_311_390_400)) - 2_208_988_800
        let fraction = profile.fractionalDates ? Double(below(1000)) / 1000 : 0
        return Date(timeIntervalSince1970: seconds + fraction)
    }
}
