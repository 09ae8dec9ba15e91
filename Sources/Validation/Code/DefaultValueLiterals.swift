/// The string literals code passes to a call that also gives a default value: the key of
/// `NSLocalizedString("k", value: "Shown", comment: "")`, `String(localized: "k", defaultValue: ...)`,
/// SwiftGen's `L10n.tr("Localizable", "k", fallback: "Shown")` or
/// `NSLocalizedStringWithDefaultValue(@"k", ...)`. A key looked up so shows that value, not itself,
/// when a language lacks it.
///
/// One walk over the tokens with a stack of open parentheses (no recursion); a literal counts for the
/// innermost call that holds it.
enum DefaultValueLiterals {
    /// Argument labels that give a lookup its default value.
    static let labels: Set<String> = ["value", "defaultValue", "fallback"]
    /// Functions whose arguments include a default value without a label.
    static let functions: Set<String> = ["NSLocalizedStringWithDefaultValue"]

    static func literals(in tokens: [SourceToken]) -> Set<String> {
        var found: Set<String> = []
        // Per open parenthesis: the plain literals directly inside it, and whether it gives a default.
        var open: [(literals: [String], givesDefault: Bool)] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation where token.text == "(":
                let callee = index > 0 ? tokens[index - 1] : nil
                open.append(([], callee.map { $0.kind == .identifier && functions.contains($0.text) } ?? false))
            case .punctuation where token.text == ")":
                if let call = open.popLast(), call.givesDefault { found.formUnion(call.literals) }
            case .identifier where labels.contains(token.text):
                if !open.isEmpty, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                    open[open.count - 1].givesDefault = true
                }
            case .string where token.isPlain:
                if !open.isEmpty { open[open.count - 1].literals.append(token.text) }
            default:
                break
            }
        }
        return found
    }
}
