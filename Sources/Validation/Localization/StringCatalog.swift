import TripSource

/// A String Catalog (`.xcstrings`) as Xcode writes it: a JSON object with the catalog's source
/// language, its format version and its strings, each string with its translations.
///
/// ```json
/// {
///   "sourceLanguage" : "en",
///   "strings" : {
///     "%lld files" : {
///       "comment" : "Files in a folder",
///       "localizations" : {
///         "de" : {
///           "variations" : {
///             "plural" : {
///               "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
///               "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
///             }
///           }
///         }
///       }
///     }
///   },
///   "version" : "1.0"
/// }
/// ```
///
/// Every part keeps where it is written. What the reader found wrong with the shape of the file
/// (a missing or ill-typed key, a value no Xcode writes) is in `problems`, not thrown: the rest of
/// the catalog is still read and checked.
public struct StringCatalog: Sendable {
    /// A string and where it is written.
    public struct Text: Sendable {
        public let value: String
        public let location: SourceLocation
    }

    /// One string of the catalog: its key and its translations.
    public struct Entry: Sendable {
        /// The key (the text in code, or an identifier).
        public let key: String
        /// Where the key is written.
        public let location: SourceLocation
        /// The comment for translators.
        public let comment: String?
        /// How Xcode found the key: absent for a key extracted from code, `manual`,
        /// `extracted_with_value`, `migrated`, or `stale` (no longer found in code).
        public let extractionState: Text?
        /// `false` when the string is marked "Don't translate".
        public let shouldTranslate: Bool
        /// The translations, in file order.
        public let localizations: [Localization]

        /// The translation into a language.
        public func localization(_ language: String) -> Localization? {
            localizations.first { $0.language.hasSameScalars(as: language) }
        }
    }

    /// A string's translation into one language, or one variant of it (a plural category, a
    /// device): a string unit, or variations, and the substitutions its value names.
    public struct Localization: Sendable {
        /// The language (`de`), or for a variant its category or device (`one`, `mac`).
        public let language: String
        /// Where the language or variant's key is written.
        public let location: SourceLocation
        /// The text, when not varied.
        public let stringUnit: StringUnit?
        /// The variations, by kind (`plural`, `device`), in file order.
        public let variations: [Variations]
        /// The substitutions the value names (`%#@count@`), in file order.
        public let substitutions: [Substitution]
    }

    /// A translated text and its state.
    public struct StringUnit: Sendable {
        /// `new`, `translated`, `needs_review` or `stale`.
        public let state: Text?
        /// The text.
        public let value: Text?
        /// Where the `stringUnit` key is written.
        public let location: SourceLocation
    }

    /// Variants of one kind: `plural` (by category) or `device`.
    public struct Variations: Sendable {
        /// `plural` or `device`.
        public let kind: String
        /// Where the kind's key is written.
        public let location: SourceLocation
        /// The variants, in file order: `language` is the category or device.
        public let cases: [Localization]
    }

    /// A variable of a value (`%#@count@`): the argument it reads, as what, and its variants.
    public struct Substitution: Sendable {
        /// The name (`count`).
        public let name: String
        /// Where the name's key is written.
        public let location: SourceLocation
        /// The 1-based argument it reads (`argNum`), if given.
        public let argumentNumber: Int?
        /// What the argument is read as (`formatSpecifier`: `lld`, `@`), if given.
        public let formatSpecifier: Text?
        /// The variants (plural categories), in file order.
        public let variations: [Variations]
    }

    /// The language the keys are written in (`sourceLanguage`).
    public let sourceLanguage: Text?
    /// The format version Xcode wrote (`1.0`).
    public let version: String?
    /// The strings, in file order; a key written twice is kept once, with its last value.
    public let entries: [Entry]
    /// What is wrong with the file's shape.
    public let problems: [StringCatalogProblem]

    public init(sourceLanguage: Text?, version: String?, entries: [Entry], problems: [StringCatalogProblem] = []) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.problems = problems
    }

    /// The states a string unit may be in.
    public static let states: Set<String> = ["new", "translated", "needs_review", "stale"]
    /// The extraction states Xcode writes (`automatic`, its default, is not written).
    public static let extractionStates: Set<String> = ["automatic", "manual", "extracted_with_value", "migrated", "stale"]
    /// The kinds of variation.
    public static let variationKinds: Set<String> = ["plural", "device"]
    /// The devices a `device` variation may name.
    public static let devices: Set<String> = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]
}

/// What is wrong with the shape of a String Catalog, and where.
public enum StringCatalogProblem: Sendable, Equatable {
    /// A key the format requires is absent (`sourceLanguage`, `strings`, a string unit's `value`).
    case missingKey(SourceLocation, key: String, container: String)
    /// A value of another type than the format's (`"state" : 1`).
    case wrongType(SourceLocation, key: String, expected: String, found: String)
    /// A value Xcode never writes for this key (`"state" : "done"`, a device `"tv"`).
    case unknownValue(SourceLocation, key: String, value: String, known: [String])
    /// Variations nested deeper than Xcode writes them (device, then plural).
    case nestedTooDeep(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .missingKey(let location, _, _), .wrongType(let location, _, _, _), .unknownValue(let location, _, _, _),
             .nestedTooDeep(let location):
            location
        }
    }

    /// Whether Xcode cannot read the catalog at all because of it (a missing or ill-typed key),
    /// rather than reading a value it does not know.
    public var makesCatalogUnreadable: Bool {
        switch self {
        case .missingKey, .wrongType, .nestedTooDeep: true
        case .unknownValue: false
        }
    }

    public var message: String {
        switch self {
        case .missingKey(_, let key, let container):
            "\(container) has no '\(key)'"
        case .wrongType(_, let key, let expected, let found):
            "'\(key)' must be \(expected), not \(found)"
        case .unknownValue(_, let key, let value, let known):
            "'\(key)' is '\(value)', which is none of \(known.joined(separator: ", "))"
        case .nestedTooDeep:
            "variations are nested deeper than a device variation holding plural variations"
        }
    }
}
