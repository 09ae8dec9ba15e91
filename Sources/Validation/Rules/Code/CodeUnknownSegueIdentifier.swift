/// A string literal passed to `performSegue(withIdentifier:sender:)` (`performSegueWithIdentifier:`,
/// `NSStoryboardSegue.Identifier`) that is the identifier of no segue in any storyboard validated.
/// Checked only when storyboards and sources are both among the files.
///
/// When some source declares `performSegue(withIdentifier:sender:)` itself (an override that
/// handles some identifiers in code before calling `super`, as Monal's chat view controller does),
/// an unknown identifier may be one it handles: a note, pointing at the override.
struct CodeUnknownSegueIdentifier: Rule {
    static let description = RuleDescription(
        id: "code_unknown_segue_identifier", severity: .error, category: .code,
        summary: "Code performs a segue by an identifier no storyboard has.",
        evidence: "Needs storyboards and sources among the inputs; reads literals only. A note instead when some "
            + "source overrides performSegue(withIdentifier:sender:), which may handle the identifier in code. "
            + CodeReferenceCheck.notCompiledEvidence,
        documentation: RuleDocumentation(
            why: """
                performSegue(withIdentifier:) with an identifier no segue of the storyboard has raises "Receiver has \
                no segue with identifier" and the app crashes.
                """,
            bad: """
                performSegue(withIdentifier: "showDetials", sender: self)
                """,
            good: """
                performSegue(withIdentifier: "showDetails", sender: self)
                """,
            fix: """
                Use the segue's identifier as the storyboard writes it, or give the segue that identifier.
                """))

    private let check = CodeReferenceCheck(kind: .segueIdentifier, noun: "segue", place: "which no storyboard among the files has")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty, project.hasStoryboards else { return [] }
        let known = Set(project.interfaceFiles.flatMap(\.index.segueIdentifiers))
        let override = project.codeFiles.lazy.flatMap(\.references).first { $0.kind == .segueOverride }
        let found = check.unknownLiterals(in: project, known: known).map {
            let message = check.message($0.reference, suggestion: $0.suggestion)
            guard let override else { return diagnostic(message, at: $0.reference.location) }
            return diagnostic(Diagnostic.Message(message.text + "; code overrides performSegue and may handle it"),
                              at: $0.reference.location,
                              related: [RelatedLocation(override.location, "performSegue is overridden here")], severity: .note)
        }
        return NotBuiltFindings.reviewCode(project, found)
    }
}
