/// A named value: `--kind mean`, `--kind=mean`, `-k mean`, `-kmean`.
///
/// `Output` says what the command reads back: `Value?` (absent is `nil`), `Value` with a default, or
/// `[Value]` for an option that may be repeated. A single-valued option given twice keeps the last.
package struct Option<Output: Sendable>: ArgumentDeclaration {
    package let spec: ArgumentSpec

    /// Declares an optional option that reads back as `nil` when absent.
    ///
    /// - Parameters:
    ///   - long: The long name without dashes.
    ///   - short: A one-letter name.
    ///   - valueName: The placeholder in help (`<path>`); the long name when `nil`.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - completion: How shells complete the value; the value type's own when `nil`.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init<Value: ArgumentValue>(
        _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
        discussion: String = "", completion: CompletionKind? = nil, isHidden: Bool = false
    ) where Output == Value? {
        spec = ArgumentSpec(
            kind: .option(isRepeating: false), name: long, short: short, valueName: valueName, help: help,
            discussion: discussion, completion: completion ?? Value.completion, isHidden: isHidden
        ) { words throws(ArgumentSpec.ValueFailure) in
            try ArgumentSpec.convertLast(words, to: Value.self) as Value?
        }
    }

    /// Declares an option with a default value.
    ///
    /// - Parameters:
    ///   - long: The long name without dashes.
    ///   - short: A one-letter name.
    ///   - valueName: The placeholder in help (`<kind>`); the long name when `nil`.
    ///   - default: The value when the option is absent, shown in help.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - completion: How shells complete the value; the value type's own when `nil`.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init(
        _ long: String, short: Character? = nil, valueName: String? = nil, default: Output, help: String,
        discussion: String = "", completion: CompletionKind? = nil, isHidden: Bool = false
    ) where Output: ArgumentValue {
        spec = ArgumentSpec(
            kind: .option(isRepeating: false), name: long, short: short, valueName: valueName, help: help,
            discussion: discussion, defaultText: `default`.argumentText,
            completion: completion ?? Output.completion, isHidden: isHidden
        ) { words throws(ArgumentSpec.ValueFailure) in
            try ArgumentSpec.convertLast(words, to: Output.self) ?? `default`
        }
    }

    /// Declares an option that may be given several times; every value is kept, in order.
    ///
    /// - Parameters:
    ///   - long: The long name without dashes.
    ///   - short: A one-letter name.
    ///   - valueName: The placeholder in help (`<tag>`); the long name when `nil`.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - completion: How shells complete the value; the value type's own when `nil`.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init<Value: ArgumentValue>(
        _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
        discussion: String = "", completion: CompletionKind? = nil, isHidden: Bool = false
    ) where Output == [Value] {
        spec = ArgumentSpec(
            kind: .option(isRepeating: true), name: long, short: short, valueName: valueName, help: help,
            discussion: discussion, completion: completion ?? Value.completion, isHidden: isHidden
        ) { words throws(ArgumentSpec.ValueFailure) in
            try ArgumentSpec.convertAll(words, to: Value.self)
        }
    }
}
