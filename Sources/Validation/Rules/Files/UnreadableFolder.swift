/// A folder below a path given that cannot be listed (deeper than `PATH_MAX`, no permission):
/// the files in it are not validated, and the run goes on with the rest.
struct UnreadableFolder: Rule {
    static let description = RuleDescription(
        id: "unreadable_folder", severity: .error, category: .files,
        summary: "A folder under the paths to validate cannot be listed; the files in it are not validated.")

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
