/// A type an option or positional argument can hold, made from the text on the command line.
///
/// `String`, `Int` and `Double` conform; so can any `String`-backed `CaseIterable` enum by declaring the
/// conformance, which also gives it a completion list and an "expected one of" message.
package protocol ArgumentValue: Sendable {
    /// Makes a value from a command-line word, or returns `nil` when the word is not one.
    init?(argument: String)
    /// What the value should look like, for error messages: "an integer", "one of: bash, zsh, fish".
    static var expectation: String { get }
    /// How shells complete it when the declaration names no other completion.
    static var completion: CompletionKind { get }
    /// The value as a user would type it, for "(default: ...)" in help.
    var argumentText: String { get }
}

extension ArgumentValue {
    package static var completion: CompletionKind { .none }
}

extension ArgumentValue where Self: CustomStringConvertible {
    package var argumentText: String { description }
}

extension String: ArgumentValue {
    package init?(argument: String) { self = argument }
    package static var expectation: String { "a string" }
}

extension Int: ArgumentValue {
    package init?(argument: String) { self.init(argument, radix: 10) }
    package static var expectation: String { "an integer" }
}

extension Double: ArgumentValue {
    package init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    package static var expectation: String { "a number" }
}

extension ArgumentValue where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
    package init?(argument: String) { self.init(rawValue: argument) }
    package static var expectation: String {
        "one of: " + allCases.map(\.rawValue).joined(separator: ", ")
    }
    package static var completion: CompletionKind { .list(allCases.map(\.rawValue)) }
    package var argumentText: String { rawValue }
}
