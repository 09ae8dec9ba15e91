import PropertyList

/// What registering for remote notifications needs: the calls that register, and the entitlement
/// the app must be signed with, without which the registration fails and App Store Connect warns
/// on upload (ITMS-90078).
///
/// Source: Apple, "APS Environment Entitlement" and "registerForRemoteNotifications()"
/// (https://developer.apple.com/documentation/bundleresources/entitlements/aps-environment,
/// https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.aps-environment,
/// https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()),
/// read December 2026.
enum PushEntitlement {
    /// The entitlement on iOS, iPadOS, tvOS, watchOS and visionOS (Mac Catalyst apps write it too).
    static let key = "aps-environment"
    /// The entitlement on macOS.
    static let macOSKey = "com.apple.developer.aps-environment"

    /// The key a bundle built for `platforms` needs, as messages name it.
    static func key(for platforms: Set<ApplePlatform>) -> String {
        platforms == [.macOS] ? macOSKey : key
    }

    /// Whether an entitlements file gives the entitlement (under either key: Xcode writes the one
    /// of the platform, and a Mac Catalyst app's iOS key is translated when it is signed).
    static func isGranted(by file: PropertyListFile) -> Bool {
        guard let root = file.document.root.dictionary else { return false }
        return root[key] != nil || root[macOSKey] != nil
    }

    /// The calls that register: `UIApplication.shared.registerForRemoteNotifications()`,
    /// `NSApp.registerForRemoteNotifications(matching:)`, `WKExtension.shared().registerForRemoteNotifications()`,
    /// `[NSApp registerForRemoteNotifications]`, and the older `registerForRemoteNotificationTypes`.
    static let registrationCalls: [APIPattern] = [
        .call(receiver: nil, swift: "registerForRemoteNotifications", objectiveC: "registerForRemoteNotifications"),
        .call(receiver: nil, swift: "registerForRemoteNotificationTypes", objectiveC: "registerForRemoteNotificationTypes"),
    ]
}
