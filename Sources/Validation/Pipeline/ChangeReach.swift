/// The findings in unchanged files that a change to a file can cause, for changed-files runs: an
/// identifier a storyboard drops makes wrong the code and the storyboards that name it, though
/// neither changed.
///
/// A run on some changed files reports, beside the findings in them, the findings of the rules
/// a change to their kinds reaches, in any file of the project.
package enum ChangeReach {
    /// The rules whose findings in other files a change to a file of each kind may cause: those
    /// that look a name up among the identifiers every interface file defines.
    static let rulesByKind: [InputKind: Set<String>] = [
        .storyboard: interfaceIdentifierRules.union([StoryboardReferenceIdentifierUnknown.description.id]),
        .xib: interfaceIdentifierRules,
    ]

    /// The code cross-check's rules over identifiers defined in storyboards and XIBs.
    private static let interfaceIdentifierRules: Set<String> = [
        CodeUnknownSegueIdentifier.description.id, CodeUnknownStoryboardIdentifier.description.id,
        CodeUnknownReuseIdentifier.description.id,
    ]

    /// The ids of the rules a change to some files reaches beyond them.
    ///
    /// - Parameter files: The changed files' paths.
    /// - Returns: The rule ids, none when no file is of a kind that reaches others.
    package static func rules(reachedBy files: [String]) -> Set<String> {
        Set(files.compactMap { InputKind(path: $0) }.flatMap { rulesByKind[$0] ?? [] })
    }
}
