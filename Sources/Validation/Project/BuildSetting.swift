import TripSource

/// One build setting as a project file or a configuration file states it.
///
/// `INFOPLIST_KEY_NSCameraUsageDescription = "Scans receipts"` in an `.xcconfig` file, or the same
/// entry in a build configuration's `buildSettings` in `project.pbxproj`. Rules read these to know
/// what a build adds (an `INFOPLIST_KEY_*` setting becomes an Info.plist key) or substitutes (the
/// value of `$(MARKETING_VERSION)`).
public struct BuildSetting: Sendable, Equatable {
    /// The setting's name without conditions (`INFOPLIST_KEY_NSCameraUsageDescription`).
    public let key: String
    /// The conditions written after the name, as written (`[sdk=iphoneos*]`), or empty.
    public let conditions: String
    /// The value, as written; a list value (`("-ObjC", "-lz")` in a project) is joined by spaces.
    public let value: String
    /// Where the setting's name is written.
    public let location: SourceLocation

    public init(key: String, conditions: String = "", value: String, location: SourceLocation) {
        self.key = key
        self.conditions = conditions
        self.value = value
        self.location = location
    }
}
