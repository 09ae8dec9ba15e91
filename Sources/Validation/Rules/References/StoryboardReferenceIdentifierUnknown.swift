import TripSource
import InterfaceBuilder

/// A storyboard reference's `referencedIdentifier` is not the storyboard identifier of any scene
/// of the storyboard it leads to (the named one, or its own storyboard when it names none).
struct StoryboardReferenceIdentifierUnknown: Rule {
    static let description = RuleDescription(
        id: "storyboard_reference_identifier_unknown", severity: .error, category: .references,
        summary: "A storyboard reference's referencedIdentifier is no storyboard identifier of its target storyboard.",
        evidence: "Needs the target storyboard among the files; silent when it is not (storyboard_reference_unresolved says so).",
        documentation: RuleDocumentation(
            why: """
                A storyboard reference instantiates its referenced identifier: if no scene of the target storyboard \
                has it, the segue to the reference crashes.
                """,
            bad: """
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privcy" id="r1"/>
                """,
            good: """
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="r1"/>
                """,
            fix: """
                Use a storyboard identifier the target storyboard has, or leave it empty to use its initial view \
                controller.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Each target's identifiers are indexed once, however many references lead to it.
        var candidates: [String: NearMatch.Candidates] = [:]
        for file in project.interfaceFiles {
            for reference in file.document.storyboardReferences {
                guard let identifier = reference.referencedIdentifier, !identifier.value.isEmpty,
                      let target = project.targetStoryboard(of: reference, in: file),
                      target.index.storyboardIdentifiers[identifier.value] == nil else { continue }
                let known = candidates[target.path] ?? NearMatch.Candidates(Array(target.index.storyboardIdentifiers.keys).sorted())
                candidates[target.path] = known
                let suggestion = known.nearest(to: identifier.value)
                found.append(diagnostic(
                    .unknown(identifier.value, storyboard: target.name, suggestion: suggestion), at: identifier.location,
                    related: target.path == file.path ? [] : [RelatedLocation(target.document.root.location, "storyboard '\(target.name)'")]))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func unknown(_ identifier: String, storyboard: String, suggestion: String?) -> Self {
        Self("referencedIdentifier '\(identifier)' is not a storyboard identifier in storyboard '\(storyboard)'"
            + didYouMean(suggestion))
    }
}
