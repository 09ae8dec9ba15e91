import TripSource

/// Source files the targets of the Xcode projects compile that are not among the files read: a
/// source the repository leaves out (generated at build time, kept secret or encrypted, such as
/// `Secrets.swift` beside `Secrets.swift.secret`), or one the run's patterns exclude. A source
/// whose path differs from the project's only in letter case is there: Xcode finds it on a Mac.
///
/// What such a file declares is unknown: in Swift any file of the module may extend a class with
/// methods and properties, in Objective-C a category may, so the sources read are not the whole
/// of what a class the target compiles provides. Only implementation files count (`.swift`, `.m`,
/// `.mm`); a header alone declares nothing an outlet or action needs that its `.m` does not.
struct AbsentSources: Sendable {
    /// The first absent source of each target that has one (alphabetically), with the target's
    /// name, by target number (`TargetIndex`'s numbering).
    private let byTarget: [Int: (target: String, source: String)]
    private let targets: TargetIndex

    init(_ project: ValidationProject) {
        targets = project.analysis(TargetIndex.self)
        // Xcode on a Mac finds a source whose path differs only in letter case.
        let read = CaseInsensitivePaths(project.codeFiles.map { (path: Paths.normalize($0.path), value: true) })
        let names = project.xcodeProjects.flatMap { $0.targets.map(\.name) }
        var byTarget: [Int: (target: String, source: String)] = [:]
        for (number, layout) in targets.layouts.enumerated() where number < names.count {
            let absent = layout.files.filter { Self.isImplementation($0) && read[$0] == nil }
            if let first = absent.min() { byTarget[number] = (names[number], first) }
        }
        self.byTarget = byTarget
    }

    /// A source absent from the files read that a target building `path` compiles, with that
    /// target's name; `nil` when every target building it has all its sources read (or none builds it).
    func absentSource(ofTargetsBuilding path: String) -> (target: String, source: String)? {
        guard !byTarget.isEmpty else { return nil }
        return targets.targets(building: Paths.normalize(path)).lazy.compactMap { byTarget[$0] }.first
    }

    private static func isImplementation(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }
}

extension AbsentSources: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> AbsentSources {
        AbsentSources(project)
    }
}

extension ValidationProject {
    /// The sources targets compile that were not read, computed once per run.
    var absentSources: AbsentSources {
        analysis(AbsentSources.self)
    }
}
