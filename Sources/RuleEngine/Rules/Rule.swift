import TripSource

/// A check: a function from one kind of parsed input to the findings in it.
///
/// A rule is a small type in its own file, with its description and its messages beside it (here
/// one of the `Validation` module's, over a storyboard; its family declares the `ids` category):
///
/// ```swift
/// /// Two elements of one document share an `id`.
/// struct DuplicateObjectID: Rule {
///     static let description = RuleDescription(
///         id: "duplicate_object_id", severity: .error, category: .ids,
///         summary: "Two elements of one document have the same id.",
///         documentation: RuleDocumentation(
///             why: "Interface Builder finds elements by id: ...", bad: #"<label id="a1"/> <button id="a1"/>"#,
///             good: #"<label id="a1"/> <button id="b2"/>"#, fix: "Give one of the elements a new id."))
///
///     func check(_ file: InterfaceFile) -> [Diagnostic] {
///         var first: [String: SourceLocation] = [:]
///         var found: [Diagnostic] = []
///         for objectID in file.document.objectIDs {
///             let id = objectID.value
///             if let earlier = first[id.value] {
///                 found.append(diagnostic(.duplicateID(id.value), at: id.location,
///                                         related: [RelatedLocation(earlier, "first used here")]))
///             } else {
///                 first[id.value] = id.location
///             }
///         }
///         return found
///     }
/// }
///
/// extension Diagnostic.Message {
///     fileprivate static func duplicateID(_ id: String) -> Self { "object id '\(id)' is used more than once" }
/// }
/// ```
///
/// The `Input` decides how the rule runs: a rule over one parsed file is registered with
/// `AnyRule(_:forEach:)` and runs once per file (files in parallel); a rule over the whole set of
/// parsed files (references across storyboards, Info.plist names, the code cross-check) has the
/// project itself as its input and is registered with `AnyRule(_:)`.
public protocol Rule: Sendable {
    /// What the rule looks at: one parsed file, or everything parsed.
    associatedtype Input

    /// The rule's id, default severity and summary.
    static var description: RuleDescription { get }

    /// The findings in one input.
    ///
    /// - Parameter input: A parsed file, or the whole project.
    /// - Returns: The findings, in any order; the engine sorts, filters and re-grades them.
    func check(_ input: Input) -> [Diagnostic]
}

extension Rule {
    /// A finding of this rule, carrying its id and, unless given, its default severity.
    ///
    /// A configured severity for the rule replaces the severity given here.
    ///
    /// - Parameters:
    ///   - message: What is wrong, naming the identifiers involved.
    ///   - location: The element, attribute or value at fault.
    ///   - related: Other places involved.
    ///   - severity: The severity when it differs from the rule's default for this finding.
    /// - Returns: The diagnostic.
    public func diagnostic(
        _ message: Diagnostic.Message, at location: SourceLocation, related: [RelatedLocation] = [],
        severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity,
            message: message.text, location: location, related: related)
    }
}
