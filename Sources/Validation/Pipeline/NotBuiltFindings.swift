import TripSource

/// Findings about a document or table that no target of its Xcode project builds, made notes for
/// every rule at once: such a file is never loaded, so what it would do at run time cannot happen
/// (a storyboard left in the folder after the project stopped using it, a language's table the
/// project does not list).
///
/// Judged for the files a target builds as such: storyboards and XIBs, `.strings` and
/// `.stringsdict` tables, and String Catalogs. Info.plists, build settings, asset catalogs' files
/// and code are read by other means (an `INFOPLIST_FILE` setting, a folder reference), and keep
/// their severity, except in the rules about what code does when it runs, which ask for
/// `reviewCode(_:_:)`: a source file no target compiles never runs. The evidence is
/// `TargetMembership`'s: a project among the inputs whose targets were read, and no Swift package
/// in between; otherwise nothing changes. The finding gains a related note at the project.
enum NotBuiltFindings {
    /// The findings, those about a file no target builds made notes.
    static func review(_ project: ValidationProject, _ findings: [Diagnostic]) -> [Diagnostic] {
        review(project, findings, judging: isJudged, consequence: "it is never loaded")
    }

    /// The findings of a rule about what code does when it runs (a storyboard it loads, an
    /// identifier it instantiates), those in a source no target compiles made notes: that code
    /// never runs. A rule asks for it itself; code keeps its severity in every other rule.
    static func reviewCode(_ project: ValidationProject, _ findings: [Diagnostic]) -> [Diagnostic] {
        review(project, findings, judging: isImplementation, consequence: "it never runs")
    }

    private static func review(
        _ project: ValidationProject, _ findings: [Diagnostic], judging isJudged: (String) -> Bool, consequence: String
    ) -> [Diagnostic] {
        guard !project.xcodeProjects.isEmpty,
            findings.contains(where: { $0.severity > .note && isJudged($0.location.file) })
        else { return findings }
        let membership = project.targetMembership
        return findings.map { finding in
            guard finding.severity > .note, isJudged(finding.location.file),
                let notBuilt = membership.notBuilt(finding.location.file)
            else { return finding }
            var reviewed = finding
            reviewed.severity = .note
            reviewed.related.append(
                RelatedLocation(SourceLocation(wholeFile: notBuilt.project), notBuilt.reason + ": " + consequence))
            return reviewed
        }
    }

    /// Whether a file is a Swift or Objective-C implementation file, which a target compiles.
    private static func isImplementation(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Whether a file is one a target builds as such.
    private static func isJudged(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return judgedExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    private static let judgedExtensions: Set<String> = ["storyboard", "xib", "strings", "stringsdict", "xcstrings"]
}
