/// A string literal passed to `UIStoryboard(name:bundle:)` (`NSStoryboard(name:bundle:)`,
/// `storyboardWithName:bundle:`, `NSStoryboard.Name`) that names no storyboard among the files.
/// Checked only when storyboards and sources are both among the files. A storyboard loaded from a
/// bundle other than the main one (`bundle: Bundle(for: SomeClass.self)`) may be a dependency's, so
/// an unknown name there is a note, not an error.
struct CodeUnknownStoryboard: Rule {
    static let description = RuleDescription(
        id: "code_unknown_storyboard", severity: .error, category: .code,
        summary: "Code loads a storyboard by a name no storyboard among the files has.",
        evidence: "Needs storyboards and sources among the inputs; reads string literals only, so names built at run time "
            + "are not judged; a name loaded from another bundle than the main one is a note. " + CodeReferenceCheck.notCompiledEvidence,
        documentation: RuleDocumentation(
            why: """
                UIStoryboard(name:bundle:) with a name no storyboard has raises "Could not find a storyboard named" \
                and the app crashes.
                """,
            bad: """
                UIStoryboard(name: "Onboardng", bundle: nil)
                """,
            good: """
                UIStoryboard(name: "Onboarding", bundle: nil)
                """,
            fix: """
                Use the storyboard's file name without its extension, and make sure the storyboard is in the target.
                """))

    private let check = CodeReferenceCheck(kind: .storyboardName, noun: "storyboard", place: "which is not among the files validated")
    private let otherBundle = CodeReferenceCheck(
        kind: .storyboardNameInBundle, noun: "storyboard",
        place: "which is not among the files validated; it is loaded from another bundle than the main one, which may hold it")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty, project.hasStoryboards else { return [] }
        let known = Set(project.storyboards.map(\.name))
        let inMain = check.unknownLiterals(in: project, known: known).map {
            diagnostic(check.message($0.reference, suggestion: $0.suggestion), at: $0.reference.location)
        }
        let elsewhere = otherBundle.unknownLiterals(in: project, known: known).map {
            diagnostic(otherBundle.message($0.reference, suggestion: $0.suggestion), at: $0.reference.location, severity: .note)
        }
        return NotBuiltFindings.reviewCode(project, inMain + elsewhere)
    }
}
