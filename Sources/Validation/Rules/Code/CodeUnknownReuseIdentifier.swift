/// A string literal passed to `dequeueReusableCell(withIdentifier:)` (and the collection view and
/// supplementary view variants, and their Objective-C spellings) that is the reuse identifier of
/// no cell in a storyboard or XIB and is not registered in code (`register(_:forCellReuseIdentifier:)`
/// and the like, with a literal). Checked only when documents and sources are both among the files.
struct CodeUnknownReuseIdentifier: Rule {
    static let description = RuleDescription(
        id: "code_unknown_reuse_identifier", severity: .error, category: .code,
        summary: "Code dequeues a cell by a reuse identifier no prototype has and no code registers.")

    private let check = CodeReferenceCheck(
        kind: .reuseIdentifier, noun: "reuse identifier", place: "which no cell of the documents validated has and no code registers")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty, !project.interfaceFiles.isEmpty else { return [] }
        var known = Set(project.interfaceFiles.flatMap(\.index.reuseIdentifiers))
        for file in project.codeFiles {
            for reference in file.references where reference.kind == .reuseRegistration {
                known.insert(reference.value)
            }
        }
        return check.unknownLiterals(in: project, known: known).map {
            diagnostic(check.message($0.reference, suggestion: $0.suggestion), at: $0.reference.location)
        }
    }
}
