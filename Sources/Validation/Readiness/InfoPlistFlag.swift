import TripSource

/// Where a bundle's Info.plist turns a Boolean key on: its file (or XcodeGen's `info.properties`)
/// holding `<true/>` or `YES`, or an `INFOPLIST_KEY_` setting of a configuration that generates it.
enum InfoPlistFlag {
    /// The place `bundle`'s Info.plist sets `key` to true, or `nil` when neither its file nor its
    /// settings do (a setting without `GENERATE_INFOPLIST_FILE = YES` adds nothing).
    static func location(of key: String, in bundle: AppBundle) -> SourceLocation? {
        switch bundle.source(ofKey: key) {
        case .file(let entry):
            let isOn = entry.value.bool ?? entry.value.string.map(isYes) ?? false
            return isOn ? entry.keyLocation ?? entry.value.location : nil
        case .setting(let value?):
            return isYes(value.value) ? value.location : nil
        default:
            return nil
        }
    }

    private static func isYes(_ text: String) -> Bool {
        ["YES", "TRUE", "1"].contains(text.uppercased())
    }
}
