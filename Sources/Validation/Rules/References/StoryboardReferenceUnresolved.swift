import TripSource
import InterfaceBuilder

/// A storyboard reference whose storyboard is not among the files validated, or that names
/// neither a storyboard nor a referenced identifier.
///
/// Storyboards are found by file name (without extension), the nearest one when several share a
/// name. A reference with a `bundleIdentifier` points into another bundle, which may well not be
/// among the files; it is checked when a storyboard of that name is there, and otherwise left
/// alone rather than reported.
struct StoryboardReferenceUnresolved: Rule {
    static let description = RuleDescription(
        id: "storyboard_reference_unresolved", severity: .error, category: .references,
        summary: "A storyboard reference names a storyboard that is not among the files validated, or names nothing.",
        evidence: "Needs the referenced storyboard to be one of the files: a storyboard of that name among the inputs, found by file name. A reference with a bundleIdentifier (another bundle, perhaps a dependency) is checked only when a storyboard of that name is among the files.",
        documentation: RuleDocumentation(
            why: """
                A storyboard reference to a storyboard that is not in the app raises "Could not find a storyboard \
                named" when the segue to it runs.
                """,
            bad: """
                <viewControllerPlaceholder storyboardName="Setings" id="r1"/>
                """,
            good: """
                <viewControllerPlaceholder storyboardName="Settings" id="r1"/>
                """,
            fix: """
                Correct the storyboard name, or add the storyboard to the target.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let names = NearMatch.Candidates(project.storyboards.map(\.name))
        for file in project.interfaceFiles {
            for reference in file.document.storyboardReferences {
                guard let name = reference.storyboardName, !name.value.isEmpty else {
                    if reference.referencedIdentifier?.value.isEmpty ?? true {
                        found.append(diagnostic(.namesNothing(Naming.object(reference.object)), at: reference.location))
                    }
                    continue
                }
                guard project.targetStoryboard(of: reference, in: file) == nil, reference.bundleIdentifier == nil else { continue }
                found.append(diagnostic(
                    .missing(name.value, suggestion: names.nearest(to: name.value)), at: name.location))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func namesNothing(_ reference: String) -> Self {
        "storyboard reference \(reference) names neither a storyboard nor a referenced identifier"
    }

    fileprivate static func missing(_ name: String, suggestion: String?) -> Self {
        Self("storyboard '\(name)' is not among the files validated" + didYouMean(suggestion))
    }
}
