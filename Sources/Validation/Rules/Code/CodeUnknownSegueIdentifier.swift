/// A string literal passed to `performSegue(withIdentifier:sender:)` (`performSegueWithIdentifier:`,
/// `NSStoryboardSegue.Identifier`) that is the identifier of no segue in any storyboard validated.
/// Checked only when storyboards and sources are both among the files.
struct CodeUnknownSegueIdentifier: Rule {
    static let description = RuleDescription(
        id: "code_unknown_segue_identifier", severity: .error, category: .code,
        summary: "Code performs a segue by an identifier no storyboard has.")

    private let check = CodeReferenceCheck(kind: .segueIdentifier, noun: "segue", place: "which no storyboard among the files has")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty, project.hasStoryboards else { return [] }
        let known = Set(project.interfaceFiles.flatMap(\.index.segueIdentifiers))
        return check.unknownLiterals(in: project, known: known).map {
            diagnostic(check.message($0.reference, suggestion: $0.suggestion), at: $0.reference.location)
        }
    }
}
