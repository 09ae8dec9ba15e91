/// A positional argument, matched by its place among the words without dashes.
///
/// `Output` is `Value` for a required argument, `Value?` for an optional one and `[Value]` for a
/// variadic one that takes the remaining words. Declare them in that order; a variadic one comes last.
package struct Argument<Output: Sendable>: ArgumentDeclaration {
    package let spec: ArgumentSpec

    /// Declares a required positional argument.
    ///
    /// - Parameters:
    ///   - name: The value name shown as `<name>`.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - completion: How shells complete it; the value type's own when `nil`.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init(
        _ name: String, help: String, discussion: String = "", completion: CompletionKind? = nil,
        isHidden: Bool = false
    ) where Output: ArgumentValue {
        spec = ArgumentSpec(
            kind: .positional(.required), name: name, help: help, discussion: discussion,
            completion: completion ?? Output.completion, isHidden: isHidden
        ) { words throws(ArgumentSpec.ValueFailure) in
            // The parser reports a missing required argument before resolving, so a word is present.
            try ArgumentSpec.convert(words.last ?? "", to: Output.self)
        }
    }

    /// Declares an optional positional argument, `nil` when absent.
    ///
    /// - Parameters:
    ///   - name: The value name shown as `[<name>]`.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - completion: How shells complete it; the value type's own when `nil`.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init<Value: ArgumentValue>(
        _ name: String, help: String, discussion: String = "", completion: CompletionKind? = nil,
        isHidden: Bool = false
    ) where Output == Value? {
        spec = ArgumentSpec(
            kind: .positional(.optional), name: name, help: help, discussion: discussion,
            completion: completion ?? Value.completion, isHidden: isHidden
        ) { words throws(ArgumentSpec.ValueFailure) in
            try ArgumentSpec.convertLast(words, to: Value.self) as Value?
        }
    }

    /// Declares a variadic positional argument that takes every remaining word.
    ///
    /// - Parameters:
    ///   - name: The value name shown as `<name> ...`.
    ///   - atLeastOne: Whether parsing fails when no word is given.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - completion: How shells complete each word; the value type's own when `nil`.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init<Value: ArgumentValue>(
        _ name: String, atLeastOne: Bool = false, help: String, discussion: String = "",
        completion: CompletionKind? = nil, isHidden: Bool = false
    ) where Output == [Value] {
        spec = ArgumentSpec(
            kind: .positional(.variadic(minimum: atLeastOne ? 1 : 0)), name: name, help: help,
            discussion: discussion, completion: completion ?? Value.completion, isHidden: isHidden
        ) { words throws(ArgumentSpec.ValueFailure) in
            try ArgumentSpec.convertAll(words, to: Value.self)
        }
    }
}
