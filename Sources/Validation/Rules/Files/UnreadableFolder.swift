/// A folder below a path given that cannot be listed (deeper than `PATH_MAX`, no permission):
/// the files in it are not validated, and the run goes on with the rest.
struct UnreadableFolder: Rule {
    static let description = RuleDescription(
        id: "unreadable_folder", severity: .error, category: .files,
        summary: "A folder under the paths to validate cannot be listed; the files in it are not validated.",
        documentation: RuleDocumentation(
            why: """
                The files in a folder that cannot be listed are not validated, so the run passes without having looked \
                at them.
                """,
            bad: """
                App/Resources/   (mode 000, or deeper than PATH_MAX)
                """,
            good: """
                App/Resources/   (readable by the user running tripkit)
                """,
            fix: """
                Make the folder readable, or exclude it in the configuration if it should not be validated.
                """))

    func check(_ skipped: SkippedPath) -> [Diagnostic] {
        guard case .unreadableFolder(let reason) = skipped.reason else { return [] }
        return [diagnostic(.unlisted(reason), at: skipped.location)]
    }
}

extension Diagnostic.Message {
    fileprivate static func unlisted(_ reason: String) -> Self {
        "cannot list the folder, so nothing in it is validated: \(reason)"
    }
}
