/// The kinds of file `tripkit validate` reads, known by their extension.
public enum InputKind: String, CaseIterable, Hashable, Sendable {
    case storyboard
    case xib
    /// A property list (`.plist`): XML, binary or OpenStep.
    case propertyList = "plist"
    /// A strings table (`.strings`), a property list of strings.
    case strings
    /// Swift source, read for the code cross-check.
    case swift
    /// Objective-C source or header (`.m`, `.mm`, `.h`), read for the code cross-check.
    case objectiveC = "objective-c"
    /// An Xcode project (`App.xcodeproj/project.pbxproj`), read for its development region and
    /// build settings.
    case xcodeProject = "pbxproj"
    /// A build configuration file (`.xcconfig`), read for its build settings.
    case xcconfig

    /// The kind a path's extension names, or `nil` for a file the validator does not read.
    ///
    /// - Parameter path: A file path; the extension is compared case-insensitively.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "storyboard": self = .storyboard
        case "xib": self = .xib
        case "plist": self = .propertyList
        case "strings": self = .strings
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        case "pbxproj": self = .xcodeProject
        case "xcconfig": self = .xcconfig
        default: return nil
        }
    }
}
