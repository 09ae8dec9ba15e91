/// The group a rule is listed in: a column of `tripkit rules`, a tag in SARIF.
///
/// The set is open: the engine declares the groups of its own rules (`files`, `suppressions`), and
/// a family of rules declares its group beside its rules, as an extension:
///
/// ```swift
/// extension RuleCategory {
///     /// Segue destinations, identifiers, kinds and relationships.
///     public static let segues = RuleCategory(rawValue: "segues")
/// }
/// ```
///
/// Two categories with the same raw value are the same group.
public struct RuleCategory: RawRepresentable, Hashable, Sendable {
    /// The group's `snake_case` name, as listings and reports print it.
    public let rawValue: String

    /// A group of rules.
    ///
    /// - Parameter rawValue: Its `snake_case` name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension RuleCategory {
    /// Whether a file can be read at all (well-formedness, document kind, archive format,
    /// platform), and how many of its findings are reported.
    public static let files = RuleCategory(rawValue: "files")
    /// The engine's own checks of suppression comments.
    public static let suppressions = RuleCategory(rawValue: "suppressions")
}
