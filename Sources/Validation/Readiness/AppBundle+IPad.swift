import TripSource

extension AppBundle {
    /// Whether the bundle is built for iPad: a configuration's `TARGETED_DEVICE_FAMILY` names `2`
    /// (Xcode writes `UIDeviceFamily` from it, `1` when it is not set), or, for an Info.plist known
    /// only from its folder, its `UIDeviceFamily` holds 2. `nil` when a configuration sets the
    /// family only under conditions, or its value names a variable the settings do not resolve.
    var buildsForIPad: Bool? {
        guard isFromProject else {
            return infoDictionary?["UIDeviceFamily"]?.array?.contains { $0.int == 2 || $0.string == "2" } ?? false
        }
        var unknown = false
        for configuration in configurations where configuration.isDefined("TARGETED_DEVICE_FAMILY") {
            guard let written = configuration.value("TARGETED_DEVICE_FAMILY"), let family = configuration.expand(written.value) else {
                unknown = true
                continue
            }
            if family.split(whereSeparator: { $0 == "," || $0 == " " }).contains("2") { return true }
        }
        return unknown ? nil : false
    }

    /// The orientations the Info.plist gives the iPad: `UISupportedInterfaceOrientations~ipad`
    /// (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad`), else
    /// `UISupportedInterfaceOrientations`; `nil` when it gives neither.
    var iPadOrientations: InfoPlistList? {
        list(ofKey: "UISupportedInterfaceOrientations~ipad", setting: "UISupportedInterfaceOrientations_iPad")
            ?? list(ofKey: "UISupportedInterfaceOrientations")
    }

    /// The orientations an iPad app that supports multitasking must list (ITMS-90474).
    static let multitaskingOrientations: Set<String> = [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
    ]

    /// The orientations of `multitaskingOrientations` the iPad's list leaves out, in that set's
    /// usual order; empty when it lists them all or gives no list.
    var missingIPadOrientations: [String] {
        guard let listed = iPadOrientations?.values else { return [] }
        return ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"].filter { !listed.contains($0) }
    }
}
