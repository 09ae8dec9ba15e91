/// A string literal passed to `dequeueReusableCell(withIdentifier:)` (and the collection view and
/// supplementary view variants, and their Objective-C spellings) that is the reuse identifier of
/// no cell in a storyboard or XIB and is not registered in code (`register(_:forCellReuseIdentifier:)`
/// and the like, with a literal) or given to a cell made in code
/// (`UITableViewCell(style:reuseIdentifier:)`, `initWithStyle:reuseIdentifier:`). Checked only
/// when documents and sources are both among the files.
///
/// How sure it is depends on the call. The registering dequeue (`withIdentifier:for:`,
/// `forIndexPath:`, every collection view dequeue) raises an exception for an identifier nothing
/// registered: an error. The non-registering one (`dequeueReusableCell(withIdentifier:)`,
/// `dequeueReusableCellWithIdentifier:`) returns `nil`, and code usually makes the cell then: a
/// note. When some code registers identifiers by an expression the scanner cannot read (a
/// constant, `Cell.reuseIdentifier`), the identifier may be one of them: a note too.
struct CodeUnknownReuseIdentifier: Rule {
    static let description = RuleDescription(
        id: "code_unknown_reuse_identifier", severity: .error, category: .code,
        summary: "Code dequeues a cell by a reuse identifier no prototype has and no code registers.",
        evidence: "Needs documents and sources among the inputs; reads literals only. An error only for the "
            + "registering dequeue (withIdentifier:for:, forIndexPath:, collection views) when no code registers "
            + "identifiers by a constant; otherwise a note (the non-registering dequeue returns nil, which code may "
            + "handle by making the cell). " + CodeReferenceCheck.notCompiledEvidence,
        documentation: RuleDocumentation(
            why: """
                Dequeuing by an identifier no prototype has and no code registers raises "unable to dequeue a cell \
                with identifier" and the app crashes.
                """,
            bad: """
                tableView.dequeueReusableCell(withIdentifier: "ItemCel", for: indexPath)
                """,
            good: """
                tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
                """,
            fix: """
                Use the prototype's reuse identifier, or register a class or nib for the identifier before dequeuing.
                """))

    private let check = CodeReferenceCheck(
        kind: .reuseIdentifier, noun: "reuse identifier", place: "which no cell of the documents validated has and no code registers")

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty, !project.interfaceFiles.isEmpty else { return [] }
        var known = Set(project.interfaceFiles.flatMap(\.index.reuseIdentifiers))
        var computed: CodeReference? = nil
        for file in project.codeFiles {
            for reference in file.references {
                if reference.kind == .reuseRegistration { known.insert(reference.value) }
                if reference.kind == .computedReuseRegistration, computed == nil { computed = reference }
            }
        }
        let found = check.unknownLiterals(in: project, known: known).map { unknown in
            let message = check.message(unknown.reference, suggestion: unknown.suggestion)
            if !Self.isRegistering(unknown.reference.call) {
                return diagnostic(Diagnostic.Message(message.text + Self.nilBranch), at: unknown.reference.location,
                                  severity: .note)
            }
            if let computed {
                return diagnostic(Diagnostic.Message(message.text + Self.computedRegistration), at: unknown.reference.location,
                                  related: [RelatedLocation(computed.location, "registered here by a name the check cannot read")],
                                  severity: .note)
            }
            return diagnostic(message, at: unknown.reference.location)
        }
        return NotBuiltFindings.reviewCode(project, found)
    }

    /// Whether a dequeue call raises for an unregistered identifier, rather than returning `nil`.
    static func isRegistering(_ call: String) -> Bool {
        call != "dequeueReusableCell(withIdentifier:)" && call != "dequeueReusableCellWithIdentifier:"
    }

    private static let nilBranch = "; this dequeue returns nil for it, so the cell must be made in code"
    private static let computedRegistration = "; code also registers identifiers by names this check cannot read"
}
