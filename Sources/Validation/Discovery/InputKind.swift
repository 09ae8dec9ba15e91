/// The kinds of file `tripkit validate` reads, known by their extension.
public enum InputKind: String, CaseIterable, Hashable, Sendable {
    case storyboard
    case xib
    /// A property list (`.plist`): XML, binary or OpenStep.
    case propertyList = "plist"
    /// A strings table (`.strings`), a property list of strings.
    case strings
    /// A plural strings table (`.stringsdict`), an XML property list.
    case stringsdict
    /// A String Catalog (`.xcstrings`), JSON.
    case stringCatalog = "xcstrings"
    /// Swift source, read for the code cross-check.
    case swift
    /// Objective-C source or header (`.m`, `.mm`, `.h`), read for the code cross-check.
    case objectiveC = "objective-c"
    /// An Xcode project (`App.xcodeproj/project.pbxproj`), read for its development region and
    /// build settings.
    case xcodeProject = "pbxproj"
    /// A build configuration file (`.xcconfig`), read for its build settings.
    case xcconfig
    /// A privacy manifest (`PrivacyInfo.xcprivacy`), an XML property list.
    case privacyManifest = "xcprivacy"
    /// An XcodeGen spec (`project.yml`, `project.json`), read for the targets of the project it
    /// generates when no `project.pbxproj` is beside it. Known by its file name.
    case xcodeGenSpec = "xcodegen"

    /// The file extensions of the kind, lowercase, without the dot.
    public var fileExtensions: [String] {
        switch self {
        case .storyboard: ["storyboard"]
        case .xib: ["xib"]
        case .propertyList: ["plist"]
        case .strings: ["strings"]
        case .stringsdict: ["stringsdict"]
        case .stringCatalog: ["xcstrings"]
        case .swift: ["swift"]
        case .objectiveC: ["m", "mm", "h"]
        case .xcodeProject: ["pbxproj"]
        case .xcconfig: ["xcconfig"]
        case .privacyManifest: ["xcprivacy"]
        case .xcodeGenSpec: []
        }
    }

    /// Every extension the validator reads, as messages list them
    /// (`.storyboard, .xib, ... or .xcprivacy`); XcodeGen specs, known by name, are not listed.
    public static var listedExtensions: String {
        let all = allCases.flatMap(\.fileExtensions).map { "." + $0 }
        return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
    }

    /// The kind a path's extension names, or `nil` for a file the validator does not read.
    ///
    /// - Parameter path: A file path; the extension is compared case-insensitively.
    public init?(path: String) {
        if Self.xcodeGenSpecNames.contains(Substring(path.split(separator: "/").last ?? "")) {
            self = .xcodeGenSpec
            return
        }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        guard let kind = Self.byExtension[path[path.index(after: dot)...].lowercased()] else { return nil }
        self = kind
    }

    /// Whether a path names a dependency lock file (`Podfile.lock`, `Cartfile.resolved`, SwiftPM's
    /// `workspace-state.json`), which a path given may name, as a pre-commit hook passes a changed
    /// file: it is no input of its own, but the project reads it beside its checkouts
    /// (`SDKCheckout.lockFiles`) and findings stand at its pins, so they are reported.
    public static func isLockFile(_ path: String) -> Bool {
        lockFileNames.contains(String(path.split(separator: "/").last ?? ""))
    }

    private static let lockFileNames: Set<String> = ["Podfile.lock", "Manifest.lock", "Cartfile.resolved", "workspace-state.json"]

    /// The file names of XcodeGen specs (XcodeGen's default spec names).
    public static let xcodeGenSpecNames: Set<Substring> = ["project.yml", "project.json"]

    private static let byExtension: [String: InputKind] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { kind in kind.fileExtensions.map { ($0, kind) } })
}
