/// What one option, flag or positional argument of a command is, as data.
///
/// Help, usage, completion scripts, the manual page and the parser all read these; the typed
/// declarations (`Flag`, `Option`, `Argument`) make them. A spec is a class so that its identity keys
/// the parsed values: two commands may both declare `--json` without their values mixing.
package final class ArgumentSpec: Sendable {
    /// What kind of command-line element this is.
    package enum Kind: Sendable, Equatable {
        /// `--name` (and `--no-name` when `inversion` names it); takes no value.
        case flag(inversion: String?)
        /// `--name <value>`; `isRepeating` when every occurrence is kept (an array).
        case option(isRepeating: Bool)
        /// A word without a dash, matched by position.
        case positional(Arity)
    }

    /// How many words a positional argument takes.
    package enum Arity: Sendable, Equatable {
        /// Exactly one.
        case required
        /// Zero or one.
        case optional
        /// All remaining words; at least `minimum` of them.
        case variadic(minimum: Int)
    }

    /// What a value failed to be.
    struct ValueFailure: Error {
        let value: String
        let expectation: String
    }

    /// What the kind of element is.
    package let kind: Kind
    /// The long name without dashes for flags and options (`hex-output`), the value name for positionals.
    package let name: String
    /// The one-letter name (`-x`), if any.
    package let short: Character?
    /// The placeholder shown for the value: `<kind>`, without angle brackets.
    package let valueName: String
    /// One line for help, completion descriptions and the manual page.
    package let help: String
    /// More text shown under the help line.
    package let discussion: String
    /// The default value as a user would type it, shown as "(default: ...)".
    package let defaultText: String?
    /// How shells complete the value.
    package let completion: CompletionKind
    /// Whether help, usage, completion and the manual page leave it out.
    package let isHidden: Bool
    /// Makes the typed value from the words given (flags: "true"/"false" per occurrence).
    let resolve: @Sendable ([String]) throws(ValueFailure) -> any Sendable

    init(
        kind: Kind, name: String, short: Character? = nil, valueName: String? = nil, help: String,
        discussion: String = "", defaultText: String? = nil, completion: CompletionKind = .none,
        isHidden: Bool = false, resolve: @escaping @Sendable ([String]) throws(ValueFailure) -> any Sendable
    ) {
        self.kind = kind
        self.name = name
        self.short = short
        self.valueName = valueName ?? name
        self.help = help
        self.discussion = discussion
        self.defaultText = defaultText
        self.completion = completion
        self.isHidden = isHidden
        self.resolve = resolve
    }

    /// Whether it is matched by a name with dashes (a flag or an option).
    package var isNamed: Bool {
        if case .positional = kind { return false }
        return true
    }

    /// Whether the element takes a value after its name.
    package var takesValue: Bool {
        if case .option = kind { return true }
        return false
    }

    /// Whether parsing fails when it is absent.
    package var isRequired: Bool {
        switch kind {
        case .positional(.required): true
        case .positional(.variadic(let minimum)): minimum > 0
        case .flag, .option, .positional(.optional): false
        }
    }

    /// `--name`, or the bare value name for a positional.
    package var longName: String { isNamed ? "--" + name : name }

    /// `-x` when there is a short name.
    package var shortName: String? { short.map { "-\($0)" } }

    /// `--no-name` for a flag with an inversion.
    package var invertedName: String? {
        if case .flag(let inversion?) = kind { return "--" + inversion }
        return nil
    }

    /// Every name the parser accepts, short first: `-x`, `--hex-output`, `--no-hex-output`.
    package var allNames: [String] {
        guard isNamed else { return [] }
        return [shortName, longName, invertedName].compactMap { $0 }
    }

    /// How errors name it: `--kind <kind>`, `--json`, `<values>`.
    package var displayName: String {
        switch kind {
        case .flag: longName
        case .option: "\(longName) <\(valueName)>"
        case .positional: "<\(valueName)>"
        }
    }
}
