/// Which Swift compiles a source file, as far as the inputs show: the `SWIFT_VERSION` build setting
/// of the targets that build it, or else Swift 3 syntax in the file itself. Rules that compute
/// what Swift 3 and later make of a declaration (an action's selector) ask before they are sure.
///
/// Xcode 8 introduced `SWIFT_VERSION`, and every Xcode since refuses a Swift target without it, so
/// a project that builds the file and sets none is one of Swift 2 or older, or one whose setting
/// lives where the inputs do not show (a configuration file not among them).
struct SwiftVersionEvidence {
    /// What the evidence says of one file.
    enum Verdict: Equatable {
        /// Compiled as Swift 3 or later.
        case swift3OrLater
        /// Not known to be compiled as Swift 3 or later, with the reason as a clause for messages.
        case notShown(String)
    }

    private let project: ValidationProject
    /// Each code file's position in `ValidationProject.codeFiles`, by path.
    private let positions: [String: Int]

    init(_ project: ValidationProject) {
        self.project = project
        positions = Dictionary(project.codeFiles.indices.map { (project.codeFiles[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The verdict for the source file at `path`: Swift 3 or later when a target that builds it
    /// sets `SWIFT_VERSION` to 3 or later in every configuration, or (no target saying an older
    /// version) when the file shows Swift 3 syntax (`CodeFile.showsSwift3Syntax`).
    func verdict(forFile path: String) -> Verdict {
        guard let position = positions[path] else { return .notShown("the file declaring it is not among the inputs") }
        let bundles = project.bundleIndex.bundlesOfCodeFile[position].map { project.bundleIndex.bundles[$0] }.filter(\.isFromProject)
        var older: String? = nil
        for bundle in bundles {
            let versions = bundle.configurations.map { configuration in
                configuration.value("SWIFT_VERSION").flatMap { configuration.expand($0.value) }
            }
            let majors = versions.map { version in version.flatMap { Int($0.prefix(while: \.isNumber)) } }
            if !majors.isEmpty, majors.allSatisfy({ ($0 ?? 0) >= 3 }) { return .swift3OrLater }
            if older == nil, let version = zip(versions, majors).first(where: { ($0.1 ?? 3) < 3 })?.0 {
                older = "\(bundle.displayName) compiles it as Swift \(version)"
            }
        }
        if let older { return .notShown(older) }
        if project.codeFiles[position].showsSwift3Syntax { return .swift3OrLater }
        guard let bundle = bundles.first else { return .notShown("no Xcode project among the inputs says which Swift compiles it") }
        return .notShown("no SWIFT_VERSION of \(bundle.displayName) says which Swift compiles it")
    }
}
