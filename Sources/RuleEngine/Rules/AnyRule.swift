/// A rule ready to run over a `Project`, whatever its input type.
///
/// `Project` is whatever the caller parsed: the engine never looks inside it, it only hands it to
/// the rules. Per-file rules name the collection of the project they run over; project rules take
/// the project whole. The `Validation` module registers its rules over its project so:
///
/// ```swift
/// let rules: [AnyRule<ValidationProject>] = [
///     AnyRule(DuplicateObjectID(), forEach: \.interfaceFiles),
///     AnyRule(StoryboardReferenceUnresolved()),
/// ]
/// ```
public struct AnyRule<Project: Sendable>: Sendable {
    /// The rule's id, default severity and summary.
    public let description: RuleDescription
    let scope: Scope

    /// How a rule runs over a project.
    enum Scope: Sendable {
        /// Once per item of a collection of the project; items may run in parallel.
        case eachItem(@Sendable (Project) -> ItemBatch)
        /// Once, over the whole project.
        case project(@Sendable (Project) -> [Diagnostic])
    }

    /// The items of one per-file rule, taken from the project once per run.
    struct ItemBatch: Sendable {
        let count: Int
        let check: @Sendable (Int) -> [Diagnostic]
    }

    /// A rule that checks each item of a collection of the project on its own (a per-file rule).
    ///
    /// - Parameters:
    ///   - rule: The rule.
    ///   - inputs: The collection it checks, such as `\.storyboards`; read once per run.
    public init<R: Rule>(_ rule: R, forEach inputs: @escaping @Sendable (Project) -> [R.Input])
    where R.Input: Sendable {
        self.description = R.description
        self.scope = .eachItem { project in
            let items = inputs(project)
            return ItemBatch(count: items.count) { index in rule.check(items[index]) }
        }
    }

    /// A rule that sees the whole project at once (a cross-file rule).
    ///
    /// - Parameter rule: The rule, whose input is the project.
    public init<R: Rule>(_ rule: R) where R.Input == Project {
        self.description = R.description
        self.scope = .project { project in rule.check(project) }
    }

    /// A rule written as a closure over the whole project.
    ///
    /// - Parameters:
    ///   - description: The rule's id, default severity and summary.
    ///   - check: The findings in the project.
    public init(_ description: RuleDescription, check: @escaping @Sendable (Project) -> [Diagnostic]) {
        self.description = description
        self.scope = .project(check)
    }
}
