import Testing
import TestSupport
@testable import Validation

/// The Info.plist rules that say what App Store Connect refuses or warns about on upload, each
/// naming its ITMS number.
@Suite("Rules: App Store upload checks")
struct AppStoreUploadRuleTests {
    typealias Target = XcodeProjectText.Target

    static func modes(_ values: [String]) -> String {
        "<key>UIBackgroundModes</key>\n<array>\n" + values.map { "\($0)\n" }.joined() + "</array>"
    }

    @Test("a background mode outside Apple's list, and processing without task identifiers, are errors at the value")
    func backgroundModeInvalid() throws {
        let rule = RuleHarness("background_mode_invalid")
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: []),
                Target("Tasks", settings: Readiness.iOS(infoPlist: "Tasks/Info.plist"), files: []),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: []),
            ]),
            "App/Info.plist": Readiness.plist(Self.modes([
                "<string>audio</string>", "1️⃣<string>picture-in-picture</string>", "2️⃣<string>processing</string>",
                "<string>$(EXTRA_MODE)</string>",
            ])),
            "Tasks/Info.plist": Readiness.plist(Self.modes(["<string>processing</string>", "<string>fetch</string>"])
                + "<key>BGTaskSchedulerPermittedIdentifiers</key><array><string>com.example.refresh</string></array>"),
            "Mac/Info.plist": Readiness.plist(Self.modes(["<string>screen-saver</string>"])),
        ])
        #expect(found.map(\.severity) == [.error, .error])
        #expect(found.first?.message == "UIBackgroundModes of target 'App' lists 'picture-in-picture', which is no background mode: App Store Connect refuses the upload (ITMS-90112)")
        #expect(found.last?.message.hasSuffix("gives no BGTaskSchedulerPermittedIdentifiers: App Store Connect refuses the upload (ITMS-90771)") == true)
    }

    @Test("a background mode in an Info.plist known only from its folder is a note")
    func backgroundModeFolderEvidence() throws {
        let found = try RuleHarness("background_mode_invalid").expect([
            "Lone/Info.plist": Readiness.plist("<key>LSRequiresIPhoneOS</key><true/>\n" + Self.modes(["1️⃣<string>location-updates</string>"])),
        ])
        #expect(found.map(\.severity) == [.note])
    }

    @Test("document types without an opening mode on iOS, or without a handler rank, are warnings")
    func documentTypeIncomplete() throws {
        let rule = RuleHarness("document_type_incomplete")
        let type = "<dict><key>CFBundleTypeName</key><string>Trip</string></dict>"
        let ranked = "<dict><key>CFBundleTypeName</key><string>Trip</string><key>LSHandlerRank</key><string>Owner</string></dict>"
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: []),
                Target("InPlace", settings: Readiness.iOS(infoPlist: "InPlace/Info.plist"), files: []),
                Target("Gen", settings: [("SDKROOT", "iphoneos"), ("INFOPLIST_FILE", "Gen/Info.plist"), ("GENERATE_INFOPLIST_FILE", "YES"),
                                         ("INFOPLIST_KEY_LSSupportsOpeningDocumentsInPlace", "YES")], files: []),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx"),
                                         ("CODE_SIGN_ENTITLEMENTS", "Mac/Mac.entitlements")], files: []),
                Target("Sparkled", settings: [("INFOPLIST_FILE", "Sparkled/Info.plist"), ("SDKROOT", "macosx")], files: []),
            ]),
            "App/Info.plist": Readiness.plist("1️⃣<key>CFBundleDocumentTypes</key><array>2️⃣\(type)\(type)\(ranked)</array>"),
            "InPlace/Info.plist": Readiness.plist("<key>LSSupportsOpeningDocumentsInPlace</key><false/>\n"
                + "<key>CFBundleDocumentTypes</key><array>\(ranked)</array>"),
            "Gen/Info.plist": Readiness.plist("<key>CFBundleDocumentTypes</key><array>\(ranked)</array>"),
            "Mac/Info.plist": Readiness.plist("<key>CFBundleDocumentTypes</key><array>3️⃣\(type)</array>"),
            "Sparkled/Info.plist": Readiness.plist("<key>SUFeedURL</key><string>https://example.com/feed</string>\n"
                + "<key>CFBundleDocumentTypes</key><array>\(type)</array>"),
        ])
        #expect(found.map(\.severity) == [.warning, .warning, .warning])
        #expect(found[0].message == "target 'App' declares CFBundleDocumentTypes but neither LSSupportsOpeningDocumentsInPlace nor UISupportsDocumentBrowser: App Store Connect warns on upload (ITMS-90737)")
        #expect(found[1].message == "document type 'Trip' of target 'App' has no LSHandlerRank (and 1 other): App Store Connect warns on upload (ITMS-90788)")
    }

    static let twoOrientations = """
        <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
        """
    static let fourOrientations = """
        <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        """

    static let fourWords = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown "
        + "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"

    @Test("an iPad app with fewer than four iPad orientations and no UIRequiresFullScreen is an error at the key")
    func iPadOrientationsIncomplete() throws {
        let rule = RuleHarness("ipad_orientations_incomplete")
        let iPad = [("TARGETED_DEVICE_FAMILY", "1,2")]
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", iPad), files: []),
                Target("Phone", settings: Readiness.iOS(infoPlist: "Phone/Info.plist"), files: []),
                Target("Full", settings: Readiness.iOS(infoPlist: "Full/Info.plist", iPad), files: []),
                Target("Pad", settings: Readiness.iOS(infoPlist: "Pad/Info.plist", iPad), files: []),
                Target("Gen", settings: [("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES"), ("TARGETED_DEVICE_FAMILY", "2"),
                                         ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", Self.fourWords)], files: []),
                Target("None", settings: Readiness.iOS(infoPlist: "None/Info.plist", iPad), files: []),
            ]),
            // The generic key for the iPhone does not count once the iPad key is given.
            "App/Info.plist": Readiness.plist("<key>UISupportedInterfaceOrientations</key>\(Self.fourOrientations)\n"
                + "1️⃣<key>UISupportedInterfaceOrientations~ipad</key>\(Self.twoOrientations)"),
            "Phone/Info.plist": Readiness.plist("<key>UISupportedInterfaceOrientations</key>\(Self.twoOrientations)"),
            "Full/Info.plist": Readiness.plist("<key>UIRequiresFullScreen</key><true/>\n<key>UISupportedInterfaceOrientations</key>\(Self.twoOrientations)"),
            "Pad/Info.plist": Readiness.plist("<key>UISupportedInterfaceOrientations~ipad</key>\(Self.fourOrientations)\n"
                + "<key>UISupportedInterfaceOrientations</key>\(Self.twoOrientations)"),
            "None/Info.plist": Readiness.plist(""),
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message == "target 'App', an iPad app that does not require full screen, leaves out UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeRight from its iPad orientations: multitasking needs all four, and App Store Connect refuses the upload (ITMS-90474); it gives no launch storyboard either, which multitasking needs too (ITMS-90475)")
    }

    @Test("UIRequiresFullScreen's deprecation note says which orientations to add before removing the key")
    func requiresFullScreenNamesOrientations() throws {
        let found = try RuleHarness("requires_full_screen_deprecated").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("TARGETED_DEVICE_FAMILY", "1,2")]), files: []),
            ]),
            "App/Info.plist": Readiness.plist("1️⃣<key>UIRequiresFullScreen</key><true/>\n<key>UISupportedInterfaceOrientations</key>\(Self.twoOrientations)"),
        ])
        #expect(found.first?.message.hasSuffix("; before removing it, add UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeRight to the iPad orientations, or App Store Connect refuses the upload (ITMS-90474)") == true)
    }

    @Test("an iOS app that names no app icon, or names one its target's asset catalogs do not hold, is an error")
    func appIconMissing() throws {
        let rule = RuleHarness("app_icon_missing")
        let icon = [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")]
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Unnamed", settings: Readiness.iOS(infoPlist: "Unnamed/Info.plist"), files: ["Unnamed/Assets.xcassets"]),
                Target("Absent", settings: Readiness.iOS(infoPlist: "Absent/Info.plist"), files: ["Absent/Assets.xcassets"]),
                Target("Good", settings: Readiness.iOS(infoPlist: "Good/Info.plist", icon), files: ["Good/Assets.xcassets"]),
                Target("Composed", settings: Readiness.iOS(infoPlist: "Composed/Info.plist", icon), files: ["Composed/AppIcon.icon"]),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: []),
                Target("Share", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Share/Info.plist"), files: []),
                Target("Car", settings: Readiness.iOS(infoPlist: "Car/Info.plist"), files: ["Car/Assets.car"]),
            ]),
            // Named by hand under CFBundleIcons, its icons in a precompiled Assets.car.
            "Car/Info.plist": Readiness.plist("<key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>"
                + "<key>CFBundleIconName</key>3️⃣<string>AppIcon</string></dict></dict>"),
            "Unnamed/Info.plist": Readiness.plist("", root: "1️⃣"),
            "Unnamed/Assets.xcassets/Contents.json": "{}",
            "Unnamed/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
            // The Info.plist names the icon; the target's catalog holds another.
            "Absent/Info.plist": Readiness.plist("<key>CFBundleIconName</key>2️⃣<string>AppIcon</string>"),
            "Absent/Assets.xcassets/Contents.json": "{}",
            "Absent/Assets.xcassets/Icon.appiconset/Contents.json": "{}",
            "Good/Info.plist": Readiness.plist(""),
            "Good/Assets.xcassets/Contents.json": "{}",
            "Good/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
            "Composed/Info.plist": Readiness.plist(""),
            "Composed/AppIcon.icon/icon.json": "{}",
            "Mac/Info.plist": Readiness.plist(""),
            "Share/Info.plist": Readiness.plist(""),
        ])
        #expect(found.map(\.severity) == [.note, .note, .error])
        #expect(found.first?.message.hasPrefix("target 'Absent' names app icon 'AppIcon', but no asset catalog the target builds holds it and no Icon Composer 'AppIcon.icon' is among its files: App Store Connect refuses the upload without its icons (ITMS-90704); not certain: ") == true)
        #expect(found.last?.message == "target 'Unnamed' names no app icon: neither ASSETCATALOG_COMPILER_APPICON_NAME nor CFBundleIconName is set, and App Store Connect refuses the upload (ITMS-90713)")
    }

    @Test("an app icon in an Info.plist known only from its folder is not judged; a catalog left unread, or CocoaPods, makes a note")
    func appIconPartialEvidence() throws {
        let rule = RuleHarness("app_icon_missing")
        try rule.expectNone(["Lone/Info.plist": Readiness.plist("<key>LSRequiresIPhoneOS</key><true/>")])
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("1️⃣ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")]),
                       files: ["App/Assets.xcassets"]),
            ]),
            "App/Info.plist": Readiness.plist(""),
            "App/Assets.xcassets/Contents.json": "{}",
            "Podfile": "pod 'Kit'\n",
        ])
        #expect(found.map(\.severity) == [.note])
    }

    @Test("an iOS app or extension without CFBundleName, or an extension without CFBundleDisplayName, is an error")
    func bundleNameMissing() throws {
        let rule = RuleHarness("bundle_name_missing")
        let named = "<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>"
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: [], dependencies: ["Share", "Widget", "Gen"]),
                Target("Share", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Share/Info.plist"), files: []),
                Target("Widget", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Widget/Info.plist"), files: []),
                Target("Gen", type: XcodeProjectText.appExtension,
                       settings: [("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES"), ("INFOPLIST_KEY_CFBundleDisplayName", "Gen")], files: []),
                Target("Empty", settings: Readiness.iOS(infoPlist: "Empty/Info.plist"), files: []),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: []),
            ]),
            "App/Info.plist": Readiness.plist("", root: "1️⃣"),
            "Share/Info.plist": Readiness.plist(named, root: "2️⃣"),
            "Widget/Info.plist": Readiness.plist(named + "<key>CFBundleDisplayName</key><string>Trips</string>"),
            "Empty/Info.plist": Readiness.plist("<key>CFBundleName</key>3️⃣<string></string>"),
            "Mac/Info.plist": Readiness.plist(""),
        ])
        #expect(found.map(\.severity) == [.error, .error, .error])
        #expect(found.first?.message == "the Info.plist of target 'App', an app, gives no CFBundleName (or an empty one): App Store Connect refuses the upload (ITMS-90784)")
        #expect(found[2].message == "the Info.plist of target 'Share', an app extension, gives no CFBundleDisplayName (or an empty one): App Store Connect refuses the upload (ITMS-90360)")
    }

    static let pushEntitlements = Readiness.plist("<key>aps-environment</key><string>development</string>")
    static let groupEntitlements = Readiness.plist(
        "<key>com.apple.security.application-groups</key><array><string>group.com.example</string></array>")

    @Test("code registering for remote notifications where every configuration's entitlements lack aps-environment is a warning")
    func pushEntitlementMissing() throws {
        let rule = RuleHarness("push_entitlement_missing")
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "App/App.entitlements")]),
                       files: ["App/AppDelegate.swift"]),
                Target("Pushed", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "$(TARGET_NAME)/pushed.entitlements")]),
                       files: ["Pushed/Push.swift"]),
                // An entitlements file named as a property list.
                Target("Listed", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "Listed/Entitlements.plist")]),
                       files: ["Listed/Push.swift"]),
                Target("Ext", type: XcodeProjectText.appExtension,
                       settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "App/App.entitlements"),
                                                                           ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "$(inherited) APP_EXTENSION")]),
                       files: ["Shared/Notifications.swift"]),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx"), ("CODE_SIGN_ENTITLEMENTS", "Mac/Mac.entitlements")],
                       files: ["Mac/AppDelegate.m"]),
                Target("MacPush", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx"),
                                             ("CODE_SIGN_ENTITLEMENTS", "MacPush/MacPush.entitlements")],
                       files: ["MacPush/AppDelegate.m"]),
                Target("AppTests", type: XcodeProjectText.unitTest, settings: [("SDKROOT", "iphoneos")], files: ["AppTests/PushTests.swift"]),
            ]),
            "App/Info.plist": Readiness.plist(""),
            "Mac/Info.plist": Readiness.plist(""),
            "App/App.entitlements": Self.groupEntitlements,
            // The path's letter case differs from the folder's, as a Mac resolves it.
            "Pushed/Pushed.entitlements": Self.pushEntitlements,
            "Mac/Mac.entitlements": Self.groupEntitlements,
            "Listed/Entitlements.plist": Self.pushEntitlements,
            "Listed/Push.swift": "import UIKit\nfunc start() { UIApplication.shared.registerForRemoteNotifications() }\n",
            "MacPush/MacPush.entitlements": Readiness.plist("<key>com.apple.developer.aps-environment</key><string>production</string>"),
            "App/AppDelegate.swift": """
                import UIKit
                func start(_ application: UIApplication) {
                    application.1️⃣registerForRemoteNotifications()
                    UIApplication.shared.registerForRemoteNotifications()
                }
                """,
            "Pushed/Push.swift": "import UIKit\nfunc start() { UIApplication.shared.registerForRemoteNotifications() }\n",
            "Shared/Notifications.swift": """
                import UIKit
                #if !APP_EXTENSION
                func start() { UIApplication.shared.registerForRemoteNotifications() }
                #endif
                """,
            "Mac/AppDelegate.m": "- (void)start {\n    [NSApp 2️⃣registerForRemoteNotificationTypes:NSRemoteNotificationTypeAlert];\n}\n",
            "MacPush/AppDelegate.m": "- (void)start {\n    [NSApp registerForRemoteNotifications];\n}\n",
            "AppTests/PushTests.swift": "func testPush() { UIApplication.shared.registerForRemoteNotifications() }\n",
        ])
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found.first?.message == "target 'App' registers for remote notifications (and 1 other call), but its entitlements file 'App/App.entitlements' gives no aps-environment: the registration fails, and App Store Connect warns on upload (ITMS-90078)")
        #expect(found.last?.message.contains("gives no com.apple.developer.aps-environment") == true)
        #expect(found.first?.related.map(\.location.file) == ["App/App.entitlements"])
    }

    @Test("a push registration whose entitlements are unnamed, absent, conditional, varying or unclaimed is a note")
    func pushEntitlementPartialEvidence() throws {
        let rule = RuleHarness("push_entitlement_missing")
        let call = "import UIKit\nfunc start() { UIApplication.shared.1️⃣registerForRemoteNotifications() }\n"
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Unnamed", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["Unnamed/Push.swift"]),
                Target("Absent", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "Absent/Absent.entitlements")]),
                       files: ["Absent/Push.swift"]),
                Target("Conditional", settings: Readiness.iOS(infoPlist: "App/Info.plist",
                                                              [("CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*]", "App/App.entitlements")]),
                       files: ["Conditional/Push.swift"]),
                Target("Varying", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "App/App.entitlements")]),
                       files: ["Varying/Push.swift"], releaseSettings: [("CODE_SIGN_ENTITLEMENTS", "App/Push.entitlements")]),
                Target("Kit", type: XcodeProjectText.framework, settings: [("SDKROOT", "iphoneos")], files: ["Kit/Push.swift"]),
                Target("Host", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("CODE_SIGN_ENTITLEMENTS", "App/App.entitlements")]),
                       files: [], dependencies: ["Kit"]),
            ]),
            "App/Info.plist": Readiness.plist(""),
            "App/App.entitlements": Self.groupEntitlements,
            "App/Push.entitlements": Self.pushEntitlements,
            "Unnamed/Push.swift": call,
            "Absent/Push.swift": call,
            "Conditional/Push.swift": call,
            "Varying/Push.swift": call,
            "Kit/Push.swift": call,
        ])
        #expect(found.map(\.severity) == Array(repeating: .note, count: 5))
        #expect(found.map(\.message).contains { $0.hasSuffix("not certain: its entitlements file 'Absent/Absent.entitlements' is not among the inputs or could not be read") })
        #expect(found.map(\.message).contains { $0.hasSuffix("not certain: the call is in framework 'Kit', which it embeds") })

        // Code no target builds: a note, unless some entitlements file read gives the entitlement.
        let unclaimed = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: [])]),
            "App/Info.plist": Readiness.plist(""),
            "Package/Sources/Kit/Push.swift": call,
            "Package/Tests/KitTests/PushTests.swift": call.replacingOccurrences(of: "1️⃣", with: ""),
        ])
        #expect(unclaimed.map(\.severity) == [.note])
        try rule.expectNone([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: [])]),
            "App/Info.plist": Readiness.plist(""),
            "App/App.entitlements": Self.pushEntitlements,
            "Package/Sources/Kit/Push.swift": call.replacingOccurrences(of: "1️⃣", with: ""),
        ])
        // An Info.plist with no project: its entitlements are unknown, unless one read gives push.
        let lone = ["Lone/Info.plist": Readiness.plist("<key>LSRequiresIPhoneOS</key><true/>"), "Lone/Push.swift": call]
        #expect(try rule.expect(lone).map(\.severity) == [.note])
        try rule.expectNone(lone.merging(["Lone/Lone.entitlements": Self.pushEntitlements]) { $1 }
            .mapValues { $0.replacingOccurrences(of: "1️⃣", with: "") })
    }

    @Test("Flutter plugins on Apple's list (flutter_local_notifications, share_plus) are SDKs of the list; those that are not (wakelock_plus), are not")
    func flutterPluginsOfTheList() throws {
        let lock = MarkedText("""
            PODS:
              - Flutter (1.0.0)
              - 1️⃣flutter_local_notifications (0.0.1):
                - Flutter
              - flutter_secure_storage (6.0.0):
                - Flutter
              - 2️⃣share_plus (0.0.1):
                - Flutter
              - wakelock_plus (0.0.1):
                - Flutter
            """)
        let found = try RuleHarness("sdk_privacy_manifest_missing").findings([
            "ios/Runner.xcodeproj/project.pbxproj": MarkedText(XcodeProjectText.project([Target("Runner", settings: Readiness.iOS(infoPlist: "Runner/Info.plist"), files: [])])),
            "ios/Runner/Info.plist": MarkedText(Readiness.plist("")),
            "ios/Podfile.lock": lock,
            "ios/Pods/Manifest.lock": MarkedText(lock.text),
            "ios/Pods/flutter_local_notifications/Classes/FlutterLocalNotificationsPlugin.m": MarkedText(""),
            "ios/Pods/flutter_secure_storage/Classes/FlutterSecureStoragePlugin.m": MarkedText(""),
            "ios/Pods/share_plus/Classes/SharePlusPlugin.m": MarkedText(""),
            "ios/Pods/wakelock_plus/Classes/WakelockPlusPlugin.m": MarkedText(""),
        ])
        // wakelock_plus is not on the list (its predecessor wakelock is).
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == [
            "ios/Podfile.lock:\(lock.markers["1️⃣"]?.line ?? 0) error", "ios/Podfile.lock:\(lock.markers["2️⃣"]?.line ?? 0) error",
        ], Comment(rawValue: found.map(\.description).joined(separator: "\n")))
    }

    @Test("a checked-out SDK of Apple's list without a privacy manifest is an error at its lock file's entry")
    func sdkPrivacyManifestMissing() throws {
        let rule = RuleHarness("sdk_privacy_manifest_missing")
        let lock = MarkedText("""
            PODS:
              - 1️⃣Alamofire (5.6.4)
              - 2️⃣lottie-ios (3.4.0)
              - SDWebImage (5.19.0):
                - SDWebImage/Core (= 5.19.0)
              - SDWebImage/Core (5.19.0)
              - Kit (1.0)

            DEPENDENCIES:
              - Alamofire
            """)
        let state = MarkedText("""
            {"object": {"dependencies": [{"packageRef": {"identity": "realm-swift"}, "state": {"checkoutState": {"version": "10.0.0"}}, "subpath": 3️⃣"realm-swift"}]}, "version": 6}
            """)
        let found = try rule.findings([
            "App.xcodeproj/project.pbxproj": MarkedText(XcodeProjectText.project([Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: [])])),
            "App/Info.plist": MarkedText(Readiness.plist("")),
            "Podfile.lock": lock,
            "Pods/Manifest.lock": MarkedText(lock.text),
            "Pods/Alamofire/Source/Alamofire.swift": MarkedText("// Alamofire\n"),
            "Pods/lottie-ios/Sources/Lottie.swift": MarkedText(""),
            "Pods/SDWebImage/WebImage/PrivacyInfo.xcprivacy": MarkedText(Readiness.plist("")),
            "Pods/Kit/Kit.swift": MarkedText(""),
            "Pods/Target Support Files/Pods-App/Pods-App.xcconfig": MarkedText(""),
            "Carthage/Checkouts/SnapKit/Sources/Constraint.swift": MarkedText(""),
            "SourcePackages/workspace-state.json": state,
            "SourcePackages/checkouts/realm-swift/RealmSwift/Realm.swift": MarkedText(""),
        ])
        func place(_ marker: String, _ text: MarkedText, _ file: String) -> String {
            "\(file):\(text.markers[marker]?.line ?? 0):\(text.markers[marker]?.column ?? 0)"
        }
        let places = found.map { $0.location.isWholeFile ? $0.location.file : "\($0.location.file):\($0.location.line):\($0.location.column)" }
        #expect(places.sorted() == [
            "Carthage/Checkouts/SnapKit", place("1️⃣", lock, "Podfile.lock"), place("2️⃣", lock, "Podfile.lock"),
            place("3️⃣", state, "SourcePackages/workspace-state.json"),
        ].sorted())
        let byPlace = Dictionary(zip(places, found), uniquingKeysWith: { first, _ in first })
        #expect(byPlace[place("1️⃣", lock, "Podfile.lock")]?.severity == .error)
        #expect(byPlace[place("1️⃣", lock, "Podfile.lock")]?.message == "CocoaPods checkout 'Pods/Alamofire' is Alamofire 5.6.4, on Apple's list of commonly used third-party SDKs, and holds no privacy manifest (PrivacyInfo.xcprivacy): App Store Connect refuses an app that includes it (ITMS-91061); update it to a version that ships one")
        #expect(byPlace[place("2️⃣", lock, "Podfile.lock")]?.severity == .error)
        #expect(byPlace["Carthage/Checkouts/SnapKit"]?.severity == .note)
        #expect(byPlace["Carthage/Checkouts/SnapKit"]?.message.hasSuffix("not certain: no lock file read pins its version") == true)
        #expect(byPlace[place("3️⃣", state, "SourcePackages/workspace-state.json")]?.severity == .note)
        #expect(byPlace[place("3️⃣", state, "SourcePackages/workspace-state.json")]?.message.contains("is RealmSwift 10.0.0") == true)
    }

    @Test("a checked-out SDK of a project built for macOS alone, or one that ships its manifest, is not judged")
    func sdkPrivacyManifestNotJudged() throws {
        try RuleHarness("sdk_privacy_manifest_missing").expectNone([
            "Mac.xcodeproj/project.pbxproj": XcodeProjectText.project([Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: [])]),
            "Mac/Info.plist": Readiness.plist(""),
            "Podfile.lock": "PODS:\n  - Alamofire (5.6.4)\n",
            "Pods/Alamofire/Source/Alamofire.swift": "",
            "Carthage/Checkouts/Kingfisher/Sources/PrivacyInfo.xcprivacy": Readiness.plist(""),
        ])
    }
}
