/// The class names of Apple's SDKs, as far as `custom_class_not_declared` needs them: a class a
/// storyboard or XIB names that is one of these is the system's, declared in no source of the app,
/// and never reported.
///
/// Where the list comes from: the class-name prefixes of the public Objective-C frameworks of the
/// iOS, iPadOS, macOS, tvOS, watchOS and visionOS SDKs (Xcode 5 to 16) whose classes can stand in
/// an Interface Builder file (views, controls, controllers, layers and objects set as a custom
/// class), one per framework, as the frameworks' umbrella headers (`<Framework>/<Framework>.h`)
/// and Apple's developer documentation name them. Frameworks without such classes (CoreML,
/// CloudKit, JavaScriptCore...) are left out on purpose, because apps use their prefixes for classes
/// of their own (Monal's `ML...`). The SDKs are not on this machine (Linux), so the list was not
/// regenerated from the headers here; to extend it, add the framework's prefix with its name and
/// a case in `AppleSDKClassNamesTests`.
///
/// A name is the SDK's when it starts with one of the prefixes followed by an upper-case letter
/// (`UIView`, `NSButton`, `MKMapView`, `NCWidgetListViewController`; not `UIntField` or `Node`,
/// where a lower-case letter follows), or is one of the SDK classes without a prefix in `names`.
enum AppleSDKClassNames {
    /// Class-name prefixes and the frameworks that use them.
    static let prefixes: [String: String] = [
        "AB": "AddressBook, AddressBookUI",
        "AR": "ARKit",
        "AS": "AuthenticationServices, AdSupport",
        "AU": "AudioToolbox, CoreAudioKit (AUViewController, AUGenericView)",
        "AV": "AVFoundation, AVKit",
        "BC": "BusinessChat",
        "CA": "QuartzCore (Core Animation)",
        "CAU": "CoreAudioKit",
        "CL": "CoreLocation, CoreLocationUI",
        "CN": "Contacts, ContactsUI",
        "CP": "CarPlay",
        "EK": "EventKit, EventKitUI",
        "GK": "GameKit",
        "GLK": "GLKit",
        "HK": "HealthKit, HealthKitUI",
        "IK": "ImageKit (Quartz)",
        "IN": "Intents, IntentsUI",
        "MF": "MessageUI",
        "MK": "MapKit",
        "MP": "MediaPlayer",
        "MS": "Messages",
        "MTK": "MetalKit",
        "NC": "NotificationCenter (NCWidgetListViewController, NCWidgetSearchViewController)",
        "NS": "Foundation, AppKit, CoreData",
        "OSA": "OSAKit",
        "PDF": "PDFKit",
        "PH": "Photos, PhotosUI",
        "PK": "PassKit, PencilKit",
        "QC": "Quartz Composer",
        "QL": "QuickLook, QuickLookUI",
        "QT": "QTKit",
        "RP": "ReplayKit",
        "SCN": "SceneKit",
        "SF": "SafariServices, SecurityFoundation, SecurityInterface (SFAuthorizationView)",
        "SK": "SpriteKit, StoreKit",
        "SL": "Social",
        "UI": "UIKit",
        "UN": "UserNotifications, UserNotificationsUI",
        "WK": "WebKit, WatchKit",
    ]

    /// SDK classes Interface Builder files name that have no prefix of the list: the class macOS
    /// XIBs give their First Responder placeholder, and WebKit's legacy views.
    static let names: Set<String> = ["FirstResponder", "WebView", "WebFrameView"]

    /// The longest prefix, so a name is tested against few of them.
    private static let longestPrefix = prefixes.keys.map(\.count).max() ?? 0

    /// Whether a class name is one of Apple's SDKs.
    static func contains(_ name: String) -> Bool {
        if names.contains(name) { return true }
        var prefix = ""
        for character in name.prefix(longestPrefix) {
            prefix.append(character)
            if prefixes[prefix] != nil, let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }
}
