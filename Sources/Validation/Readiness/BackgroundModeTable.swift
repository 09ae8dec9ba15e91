/// The values Apple accepts in an iOS app's `UIBackgroundModes`, each with the capability Xcode
/// names it by. App Store Connect refuses an upload whose Info.plist lists any other value
/// (ITMS-90112).
///
/// Source: Apple, "UIBackgroundModes" and "Configuring background execution modes"
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uibackgroundmodes,
/// https://developer.apple.com/documentation/xcode/configuring-background-execution-modes),
/// read December 2026.
enum BackgroundModeTable {
    /// A value and what it lets the app do.
    struct Mode: Sendable {
        let value: String
        let capability: String
    }

    static let modes: [Mode] = [
        Mode(value: "audio", capability: "Audio, AirPlay, and Picture in Picture"),
        Mode(value: "location", capability: "Location updates"),
        Mode(value: "voip", capability: "Voice over IP"),
        Mode(value: "external-accessory", capability: "External accessory communication"),
        Mode(value: "bluetooth-central", capability: "Uses Bluetooth LE accessories"),
        Mode(value: "bluetooth-peripheral", capability: "Acts as a Bluetooth LE accessory"),
        Mode(value: "fetch", capability: "Background fetch"),
        Mode(value: "remote-notification", capability: "Remote notifications"),
        Mode(value: "processing", capability: "Background processing"),
        Mode(value: "newsstand-content", capability: "Newsstand downloads"),
        Mode(value: "nearby-interaction", capability: "Nearby Interaction"),
        Mode(value: "push-to-talk", capability: "Push to Talk"),
        Mode(value: "network-authentication", capability: "Network authentication"),
    ]

    /// The values, for look-up.
    static let values: Set<String> = Set(modes.map(\.value))

    /// The value that needs `BGTaskSchedulerPermittedIdentifiers` (ITMS-90771).
    static let processing = "processing"
}
