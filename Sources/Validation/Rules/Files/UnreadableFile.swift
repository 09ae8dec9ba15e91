/// A file found to validate that could not be read from disk (permissions, a file that vanished).
struct UnreadableFile: Rule {
    static let description = RuleDescription(
        id: "unreadable_file", severity: .error, category: .files,
        summary: "A file to validate cannot be read.",
        documentation: RuleDocumentation(
            why: """
                A file that cannot be read is not validated, so a run can pass without having looked at it.
                """,
            bad: """
                App/Main.storyboard   (mode 000, or removed while the run reads it)
                """,
            good: """
                App/Main.storyboard   (readable by the user running tripkit)
                """,
            fix: """
                Make the file readable, or exclude it in the configuration.
                """))

    func check(_ failure: FileFailure) -> [Diagnostic] {
        switch failure.reason {
        case .unreadable(let reason),
             .interfaceBuilder(.xml(.unreadable(_, let reason))),
             .propertyList(.unreadable(_, let reason)),
             .propertyList(.malformedXML(.unreadable(_, let reason))):
            [diagnostic(.unreadable(reason), at: failure.start)]
        default:
            []
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unreadable(_ reason: String) -> Self {
        "cannot read the file: \(reason)"
    }
}
