import TripSource

/// A literal key that code looks up in a strings table: `NSLocalizedString("settings.title", ...)`,
/// `String(localized:)`, `LocalizedStringResource`, SwiftUI's `Text("...")` and `LocalizedStringKey`,
/// Objective-C's `NSLocalizedString` family, and the project's own helpers that the configuration
/// names (`localization_helpers`).
///
/// A key written as one plain literal is the key; a key built at run time (`"row.\(index)"`, a
/// constant, a parameter) is kept with `isRuntimeKey` set and `key` holding the literal text before
/// its first interpolation (`row.`), empty when there is none: such a lookup has no value to look
/// for, but it may read any key that starts with its prefix.
struct LocalizedKeyLookup: Sendable, Equatable {
    /// The table the lookup names.
    enum Table: Sendable, Equatable {
        /// No table, or `nil`: `Localizable`.
        case standard
        /// A literal table name.
        case named(String)
        /// An expression whose value the scanner does not know.
        case expression
        /// A project helper's: whichever table it reads, so any table counts.
        case any

        /// The table's name, when known.
        var name: String? {
            switch self {
            case .standard: LocalizedKeyLookup.standardTable
            case .named(let name): name
            case .expression, .any: nil
            }
        }
    }

    /// The bundle the lookup names.
    enum Bundle: Sendable, Equatable {
        /// No bundle, `nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]`.
        case main
        /// The bundle of a class (`Bundle(for: X.self)`, `.forClass(X.self)`): the code's own target.
        case own
        /// Another bundle (`Bundle.module`, a bundle found by path or identifier), or an expression.
        case other
    }

    /// What the code gives to show when no table has the key.
    enum Fallback: Sendable, Equatable {
        /// Nothing: users see the key itself.
        case none
        /// A default value (`value:`, `defaultValue:`, `fallback:`, `NSLocalizedStringWithDefaultValue`).
        case defaultValue
        /// The key is its own text: SwiftUI's `Text("Hello")`, `LocalizedStringKey`,
        /// `String(localized: "Hello")` without `defaultValue:`.
        case keyIsText
    }

    /// The key.
    let key: String
    /// Where the key's literal starts.
    let location: SourceLocation
    /// The call as people write it (`NSLocalizedString`, `Text`).
    let call: String
    let table: Table
    let bundle: Bundle
    let fallback: Fallback
    /// Whether the key is built at run time: `key` is then only its literal prefix.
    var isRuntimeKey = false
    /// When code passes the looked-up text to a formatting call as its format
    /// (`String(format: NSLocalizedString("k", comment: ""), x)`, `String.localizedStringWithFormat`,
    /// `[NSString stringWithFormat:NSLocalizedString(@"k", nil), x]`), how many arguments the call
    /// passes after it (`Int.max` when they are not counted, as for `arguments: [...]`); `nil` when
    /// no formatting call is seen.
    var formatArguments: Int?

    /// Whether the looked-up text is a format string by the code's own evidence.
    var isFormatted: Bool { formatArguments != nil }
    /// The `#if` branches the lookup stands in, outermost first (see `APIUse.conditions`).
    var conditions: [ConditionBranch] = []
    /// Whether some `#if` around it is not kept in `conditions`.
    var conditionsCut = false

    /// The table Foundation and SwiftUI read when none is named.
    static let standardTable = "Localizable"
}
