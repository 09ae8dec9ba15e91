/// What a custom completion provider is asked: the words typed so far.
package struct CompletionRequest: Sendable, Equatable {
    /// The words on the command line before the one being completed, without the program name.
    package let words: [String]
    /// The (possibly empty) beginning of the word being completed.
    package let current: String

    package init(words: [String], current: String) {
        self.words = words
        self.current = current
    }
}

/// Computes completion candidates at completion time, such as the destination names in a catalog.
///
/// Register one by name on the `CommandLineTool` and refer to it with `CompletionKind.custom(name)`.
/// Providers return every candidate they know; the `__complete` command keeps those that start with
/// the word being completed (ignoring case). A provider must not print and should be quick.
package typealias CompletionProvider = @Sendable (CompletionRequest) -> [String]
