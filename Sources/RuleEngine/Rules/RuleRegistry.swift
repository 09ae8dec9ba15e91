import TripSource

/// Every rule TripKit knows, by id: what the configuration may name and `tripkit rules` lists.
///
/// The registry always holds the engine's own rules (`BuiltInRules`) besides the ones given.
public struct RuleRegistry: Sendable {
    /// The descriptions, sorted by id.
    public let rules: [RuleDescription]
    /// By id, told apart by their exact scalars.
    private let byID: [ExactKey: RuleDescription]

    /// A registry of rule descriptions and the engine's own rules.
    ///
    /// Rule ids are fixed in code, so a malformed or repeated id is a programming error, caught by
    /// a precondition (and by the registry's tests) rather than reported to users.
    ///
    /// - Parameter descriptions: The descriptions of the concrete rules.
    public init(_ descriptions: [RuleDescription]) {
        var byID: [ExactKey: RuleDescription] = [:]
        for description in descriptions + BuiltInRules.all {
            precondition(RuleDescription.isValidID(description.id), "malformed rule id '\(description.id)'")
            precondition(byID[ExactKey(description.id)] == nil, "rule id '\(description.id)' registered twice")
            byID[ExactKey(description.id)] = description
        }
        self.byID = byID
        self.rules = byID.values.sorted { $0.id < $1.id }
    }

    /// A registry of the rules a validator runs.
    ///
    /// - Parameter rules: The rules.
    public init<Project>(rules: [AnyRule<Project>]) {
        self.init(rules.map(\.description))
    }

    /// The description of a rule, or `nil` for an unknown id.
    public subscript(id id: String) -> RuleDescription? {
        byID[ExactKey(id)]
    }

    /// The known id closest to an unknown one, when one is close enough to be a likely typo.
    ///
    /// - Parameter id: An id that is not in the registry.
    /// - Returns: The suggestion, or `nil`.
    public func suggestion(for id: String) -> String? {
        NearMatch.nearest(to: id, in: rules.map(\.id))
    }
}
