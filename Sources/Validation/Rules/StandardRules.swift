/// Every rule TripKit's validator runs, in the groups `tripkit rules` lists.
///
/// Modules above Validation add their own rules by composing lists: a rule over property lists is
/// registered with `AnyRule(rule, forEach: \.propertyLists)`, a cross-file rule with
/// `AnyRule(rule)`, and the command line builds its validator from
/// `StandardRules.all + theirRules`; the configuration, suppressions, baseline, reporters and
/// `tripkit rules` then know them like any other.
public enum StandardRules {
    /// The rules, each once.
    public static var all: [AnyRule<ValidationProject>] {
        files + ids + entryPoints + segues + references + connections + cells + code + assets + plists + localizations + stringCatalogs + infoPlist + privacy
    }

    /// The registry of the standard rules and the engine's own, for reading configurations and
    /// listing rules.
    public static var registry: RuleRegistry {
        RuleRegistry(rules: all)
    }
}
