/// What a rule explains beyond its one-line summary: why a finding matters, a bad and a good
/// example, and how to fix it.
///
/// `tripkit rules RULE`, SARIF's `fullDescription` and `help`, and the reference of every rule
/// (`RuleRegistry.reference(documentationURI:)`) are all rendered from it, with the rule's summary
/// and evidence, so the explanation is written once, beside the rule.
public struct RuleDocumentation: Hashable, Sendable {
    /// Why a finding matters: what goes wrong for the app or its users, as a few sentences.
    public let why: String
    /// A short excerpt of a file the rule reports on, as it is written in that file.
    public let bad: String
    /// The same excerpt with the defect fixed.
    public let good: String
    /// What to change, as a few sentences.
    public let fix: String

    /// A rule's explanation.
    ///
    /// - Parameters:
    ///   - why: Why a finding matters.
    ///   - bad: An excerpt the rule reports on.
    ///   - good: The same excerpt, fixed.
    ///   - fix: What to change.
    public init(why: String, bad: String, good: String, fix: String) {
        self.why = why
        self.bad = bad
        self.good = good
        self.fix = fix
    }

    /// No explanation: what a rule declared without one has.
    public static let none = RuleDocumentation(why: "", bad: "", good: "", fix: "")

    /// Whether every part is written.
    public var isComplete: Bool {
        ![why, bad, good, fix].contains { $0.allSatisfy(\.isWhitespace) }
    }
}
