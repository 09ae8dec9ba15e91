/// A string literal passed to `instantiateViewController(withIdentifier:)` (or
/// `instantiateController(withIdentifier:)`, their Objective-C spellings,
/// `NSStoryboard.SceneIdentifier`) that is the storyboard identifier of no scene in any storyboard
/// validated. Checked only when storyboards and sources are both among the files.
struct CodeUnknownStoryboardIdentifier: Rule {
    static let description = RuleDescription(
        id: "code_unknown_storyboard_identifier", severity: .error, category: .code,
        summary: "Code instantiates a view controller by a storyboard identifier no storyboard has.",
        evidence: "Needs storyboards and sources among the inputs; reads string literals only, so identifiers built at "
            + "run time are not judged. " + CodeReferenceCheck.notCompiledEvidence,
        documentation: RuleDocumentation(
            why: """
                instantiateViewController(withIdentifier:) with an identifier no scene has raises \
                NSInvalidArgumentException and the app crashes.
                """,
            bad: """
                storyboard.instantiateViewController(withIdentifier: "Setings")
                """,
            good: """
                storyboard.instantiateViewController(withIdentifier: "Settings")
                """,
            fix: """
                Use the scene's storyboard identifier as the storyboard writes it, or give the scene that identifier.
                """))

    private let check = CodeReferenceCheck(
        kind: .storyboardIdentifier, noun: "storyboard identifier", place: "which no scene of the storyboards validated has")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty, project.hasStoryboards else { return [] }
        let known = Set(project.interfaceFiles.flatMap(\.index.storyboardIdentifiers.keys))
        let found = check.unknownLiterals(in: project, known: known).map {
            diagnostic(check.message($0.reference, suggestion: $0.suggestion), at: $0.reference.location)
        }
        return NotBuiltFindings.reviewCode(project, found)
    }
}
