import TripSource

/// What the four literal checks of the code cross-check share: which literals they look at, what
/// the documents know, and when the check makes sense at all.
struct CodeReferenceCheck {
    let kind: CodeReference.Kind
    /// What the literal names, in messages ("segue identifier").
    let noun: String
    /// Why the name is unknown, in messages ("which no storyboard among the files has").
    let place: String

    /// The literals of this kind that name nothing known.
    ///
    /// - Parameters:
    ///   - project: The project.
    ///   - known: The names the documents (and code registrations) define.
    /// - Returns: Each unknown literal with the closest known name, if one is close.
    func unknownLiterals(in project: ValidationProject, known: Set<String>) -> [(reference: CodeReference, suggestion: String?)] {
        let candidates = NearMatch.Candidates(known.sorted())
        return project.codeFiles.flatMap(\.references).compactMap { reference in
            guard reference.kind == kind, !known.contains(reference.value) else { return nil }
            return (reference, candidates.nearest(to: reference.value))
        }
    }

    /// What the four checks' evidence says of code no target compiles (`NotBuiltFindings.reviewCode`).
    static let notCompiledEvidence = "A call in a source that no target of the Xcode project holding it compiles "
        + "(and no Swift package) is a note: it never runs."

    func message(_ reference: CodeReference, suggestion: String?) -> Diagnostic.Message {
        Diagnostic.Message("\(reference.call) names \(noun) '\(reference.value)', \(place)" + didYouMean(suggestion))
    }
}
