/// How a shell completes the value of an option or a positional argument.
///
/// The completion scripts read this from the command data; nothing is written per shell by hand.
package enum CompletionKind: Hashable, Sendable {
    /// No suggestion: the user types a free value.
    case none
    /// One of a fixed set of words.
    case list([String])
    /// A file path, limited to the given extensions (without dots) when there are any; directories are
    /// always offered so the user can descend.
    case file(extensions: [String])
    /// A directory path.
    case directory
    /// Values computed at completion time by the provider registered under this name on the tool; the
    /// script calls back `<tool> __complete <name> -- <words...>`.
    case custom(String)
}
