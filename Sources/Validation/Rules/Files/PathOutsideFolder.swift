/// A file the run would read that lies outside the folder it belongs to: a symbolic link, met
/// while walking a folder given, that leads out of it, or a configuration's `baseline:` outside
/// the configuration's folder. A repository can point either at any file the user may read
/// (`/proc/self/environ`), so it is not read; the note says so.
///
/// A file named on the command line, and a baseline given with `--baseline`, are read wherever
/// they lead: the user chose them.
struct PathOutsideFolder: Rule {
    static let description = RuleDescription(
        id: "path_outside_folder", severity: .note, category: .files,
        summary: "A link, or a configuration's baseline, leads out of its folder, so it is not read.",
        documentation: RuleDocumentation(
            why: """
                A repository can point a link, or a configuration's baseline, at any file the user may read \
                (/proc/self/environ, ~/.ssh): such a file is not read, so whatever it should contribute is missing.
                """,
            bad: """
                App/Shared -> /home/ci/other-checkout/Shared
                baseline: ../../baseline.json
                """,
            good: """
                App/Shared/   (a folder of the repository)
                baseline: tripkit-baseline.json
                """,
            fix: """
                Keep linked files and the baseline inside the folder, or name them on the command line (--baseline, or \
                the path itself), which is read wherever it leads.
                """))

    func check(_ skipped: SkippedPath) -> [Diagnostic] {
        switch skipped.reason {
        case .linkOutside(let folder):
            [diagnostic(.linkOutside(folder), at: skipped.location)]
        case .baselineOutside(let folder):
            [diagnostic(.baselineOutside(folder), at: skipped.location)]
        case .unreadableFolder:
            []
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func linkOutside(_ folder: String) -> Self {
        "not read: a symbolic link to a file outside \(folder == "." ? "the current directory" : folder)"
    }

    fileprivate static func baselineOutside(_ folder: String) -> Self {
        let shown = folder == "." ? "(the current directory)" : folder
        let advice = "give it with --baseline to use it"
        return "baseline not read: the configuration's baseline lies outside its folder \(shown); \(advice)"
    }
}
