import Testing
import TestSupport
@testable import Validation

@Suite("Rules: Info.plist readiness")
struct InfoPlistRuleTests {
    typealias Target = XcodeProjectText.Target

    @Test("a call needing a usage description the app's Info.plist lacks is an error at the first call, once per key")
    func usageDescriptionMissing() throws {
        let rule = RuleHarness("usage_description_missing")
        let project = XcodeProjectText.project([
            Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"),
                   files: ["App/Camera.swift", "App/Location.m", "App/Shared.swift", "App/Debug.swift"], dependencies: ["Kit", "Share"]),
            Target("Share", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Share/Info.plist"),
                   files: ["Share/Share.swift", "App/Shared.swift"]),
            Target("Gen", settings: [("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES"),
                                     ("INFOPLIST_KEY_NSCameraUsageDescription", "Scans tickets")],
                   files: ["Gen/Scan.swift"]),
            Target("Kit", type: XcodeProjectText.framework, settings: [("SDKROOT", "iphoneos")], files: ["Kit/Steps.swift"]),
            Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: ["Mac/Unlock.swift"]),
            Target("AppTests", type: XcodeProjectText.unitTest, settings: [("SDKROOT", "iphoneos")], files: ["AppTests/CameraTests.swift"]),
        ])
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": project,
            "App/Info.plist": Readiness.plist(Readiness.keys([("NSMicrophoneUsageDescription", "Records notes")])),
            "App/Camera.swift": """
                func scan() {
                    AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }
                    AVCaptureDevice.requestAccess(for: .audio) { _ in }
                    picker.sourceType = .camera
                    // AVCaptureDevice.requestAccess(for: .video) in a comment is no call
                }
                """,
            "App/Location.m": """
                - (void)start {
                    [self.manager 2️⃣requestWhenInUseAuthorization];
                }
                """,
            "App/Shared.swift": "let central = 3️⃣CBCentralManager(delegate: nil, queue: nil)\n",
            "App/Debug.swift": """
                #if DEBUG
                let context = LAContext(); context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "x") { _, _ in }
                #endif
                """,
            "Share/Info.plist": Readiness.plist(Readiness.keys([("NSBluetoothAlwaysUsageDescription", "Finds tags"), ("NSExtension", "")])),
            "Share/Share.swift": "func save() { PHPhotoLibrary.4️⃣requestAuthorization { _ in } }\n",
            "Gen/Scan.swift": "func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
            "Kit/Steps.swift": "let pedometer = 5️⃣CMPedometer()\n",
            "Mac/Info.plist": Readiness.plist(""),
            "Mac/Unlock.swift": "func unlock() { LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: \"x\") { _, _ in } }\n",
            "AppTests/CameraTests.swift": "func test() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
            "Packages/Scanner/Sources/Scanner.swift": "func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
        ])
        // In path order: App/Camera.swift, App/Location.m, App/Shared.swift, Kit/Steps.swift, Share/Share.swift.
        #expect(found.map(\.severity) == [.error, .error, .error, .note, .error])
        #expect(found.first?.message == "AVCaptureDevice.requestAccess(for: .video) needs NSCameraUsageDescription in the Info.plist of target 'App', which does not give it (and 1 other call)")
        #expect(found[3].message.hasSuffix("not certain: the call is in framework 'Kit', which it embeds"))
        #expect(found[4].message.hasPrefix("PHPhotoLibrary.requestAuthorization needs NSPhotoLibraryUsageDescription in the Info.plist of target 'Share'"))
        #expect(found.first?.related.first?.message == "the Info.plist of target 'App'")
    }

    @Test("without complete evidence a missing usage description is a note")
    func usageDescriptionPartialEvidence() throws {
        let rule = RuleHarness("usage_description_missing")
        // No project: the Info.plist nearest the source is taken for its bundle's.
        let alone = try rule.expect([
            "Lone/Info.plist": Readiness.plist(Readiness.keys([("LSRequiresIPhoneOS", "")])),
            "Lone/Sources/Scan.swift": "AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }\n",
        ])
        #expect(alone.map(\.severity) == [.note])
        #expect(alone.first?.message.hasSuffix("not certain: no Xcode project among the inputs says which target the file belongs to") == true)
        // A configuration file that is not among the inputs, and a key set without GENERATE_INFOPLIST_FILE.
        let partial = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["App/Scan.swift"],
                       baseConfiguration: "Config/App.xcconfig"),
                Target("Old", settings: Readiness.iOS(infoPlist: "Old/Info.plist", [("INFOPLIST_KEY_NSCameraUsageDescription", "Scans")]),
                       files: ["Old/Scan.swift"]),
            ]),
            "App/Info.plist": Readiness.plist(""),
            "App/Scan.swift": "AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }\n",
            "Old/Info.plist": Readiness.plist(""),
            "Old/Scan.swift": "AVCaptureDevice.2️⃣requestAccess(for: .video) { _ in }\n",
        ])
        #expect(partial.map(\.severity) == [.note, .note])
        #expect(partial[0].message.hasSuffix("not certain: a build configuration file of the target is not among the inputs"))
        #expect(partial[1].message.hasSuffix("INFOPLIST_KEY_NSCameraUsageDescription is set, but no configuration sets GENERATE_INFOPLIST_FILE = YES"))
    }

    @Test("keys given by the Info.plist, by INFOPLIST_KEY_ settings of an .xcconfig file, by the target's InfoPlist.strings, or by any key of a group are never missing")
    func usageDescriptionPresent() throws {
        try RuleHarness("usage_description_missing").expectNone([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["App/Calls.swift", "App/en.lproj/InfoPlist.strings"],
                       baseConfiguration: "Config/App.xcconfig"),
            ]),
            "App/en.lproj/InfoPlist.strings": "\"NSMotionUsageDescription\" = \"Counts your steps\";\n",
            "Config/App.xcconfig": """
                #include "Shared.xcconfig"
                GENERATE_INFOPLIST_FILE = YES
                """,
            "Config/Shared.xcconfig": "INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = Shows nearby stops\n",
            "App/Info.plist": Readiness.plist(Readiness.keys([
                ("NSCameraUsageDescription", "Scans tickets"), ("NSPhotoLibraryAddUsageDescription", "Saves tickets"),
                ("NSLocationAlwaysUsageDescription", "Tracks trips"),
            ])),
            "App/Calls.swift": """
                AVCaptureDevice.requestAccess(for: .video) { _ in }
                UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
                manager.requestWhenInUseAuthorization()
                manager.requestAlwaysAuthorization()
                AVCaptureDevice.authorizationStatus(for: .audio)
                let picker = PHPickerViewController(configuration: PHPickerConfiguration(photoLibrary: .shared()))
                let pedometer = CMPedometer()
                """,
        ])
    }

    @Test("a localization lacking usage descriptions others translate is one finding listing them: a warning when it translates some, a note when none")
    func usageDescriptionNotLocalized() throws {
        let rule = RuleHarness("usage_description_not_localized")
        let found = try rule.expect([
            "App/Info.plist": Readiness.plist(Readiness.keys([
                ("NSCameraUsageDescription", "Scans tickets."), ("NSMicrophoneUsageDescription", "Records notes."),
                ("NSLocationWhenInUseUsageDescription", "Finds stops."),
            ])),
            "App/en.lproj/InfoPlist.strings": """
                "NSCameraUsageDescription" = "Scans tickets";
                "NSMicrophoneUsageDescription" = "Records notes";
                "NSLocationWhenInUseUsageDescription" = "Finds stops";
                "CFBundleDisplayName" = "Trip";

                """,
            "App/de.lproj/InfoPlist.strings": "📄\"CFBundleDisplayName\" = \"Reise\";\n",
            "App/fr.lproj/InfoPlist.strings": "📄\"NSCameraUsageDescription\" = \"Scanne les billets\";\n",
            "App/it.lproj/InfoPlist.strings": """
                "NSCameraUsageDescription" = "Scansiona";
                "NSMicrophoneUsageDescription" = "Registra";
                "NSLocationWhenInUseUsageDescription" = "Trova";

                """,
            "Widget/Info.plist": Readiness.plist(Readiness.keys([("NSLocationWhenInUseUsageDescription", "Nearby.")])),
            "Widget/en.lproj/InfoPlist.strings": "\"NSLocationWhenInUseUsageDescription\" = \"Nearby\";\n",
            "Widget/de.lproj/InfoPlist.strings": "\"NSLocationWhenInUseUsageDescription\" = \"In der Nähe\";\n",
            "Solo/en.lproj/InfoPlist.strings": "\"NSMicrophoneUsageDescription\" = \"Notes\";\n",
            "App/en.lproj/Localizable.strings": "\"NSMotionUsageDescription\" = \"Not an Info.plist table\";\n",
        ])
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.map(\.message) == [
            "de translates none of the usage descriptions other localizations translate (NSCameraUsageDescription, "
                + "NSMicrophoneUsageDescription, NSLocationWhenInUseUsageDescription): its users see every prompt in the "
                + "development language",
            "fr lacks 2 of the 3 usage descriptions other localizations translate (NSMicrophoneUsageDescription, "
                + "NSLocationWhenInUseUsageDescription): its users see those prompts in the development language",
        ])
        // Each lacking key is a related location, where another localization translates it.
        #expect(found.last?.related.map(\.location.line) == [2, 3])
    }

    @Test("only keys the Info.plist or an INFOPLIST_KEY_ setting declares are asked; Base, the development language and its variants never")
    func usageDescriptionDeclaredKeys() throws {
        let rule = RuleHarness("usage_description_not_localized")
        let found = try rule.expect([
            "App/Info.plist": Readiness.plist(Readiness.keys([("NSCameraUsageDescription", "Scan codes.")])),
            "App/Base.lproj/InfoPlist.strings": "\"CFBundleName\" = \"X\";\n",
            "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"X\";\n",
            "App/en-GB.lproj/InfoPlist.strings": "\"CFBundleName\" = \"X\";\n",
            // A leftover translation of a key the Info.plist no longer declares: nobody is asked for it.
            "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner des codes.\";\n\"NSSiriUsageDescription\" = \"Siri\";\n",
            "App/de.lproj/InfoPlist.strings": "📄\"CFBundleName\" = \"X\";\n",
            // The Info.plist lacks the key: only fr has it (usage_description_missing judges the code).
            "Tool/Info.plist": Readiness.plist(Readiness.keys([("CFBundleName", "Tool")])),
            "Tool/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Tool\";\n",
            "Tool/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Werkzeug\";\n",
            "Tool/fr.lproj/InfoPlist.strings": "\"NSMicrophoneUsageDescription\" = \"Notes\";\n",
            // No Info.plist nor target found: what is declared is unknown, a note; Base is not judged.
            "Loose/Base.lproj/InfoPlist.strings": "\"CFBundleName\" = \"L\";\n",
            "Loose/de.lproj/InfoPlist.strings": "📄\"CFBundleName\" = \"L\";\n",
            "Loose/fr.lproj/InfoPlist.strings": "\"NSMicrophoneUsageDescription\" = \"Notes\";\n",
        ])
        #expect(found.map { "\($0.location.file) \($0.severity)" }.sorted() == [
            "App/de.lproj/InfoPlist.strings note", "Loose/de.lproj/InfoPlist.strings note",
        ])
        // A generated Info.plist declares the key by an INFOPLIST_KEY_ setting of the target building the tables.
        let generated = try rule.expect([
            "Gen.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Gen", settings: [("GENERATE_INFOPLIST_FILE", "YES"),
                                         ("INFOPLIST_KEY_NSMicrophoneUsageDescription", "Records notes.")],
                       files: ["Gen/fr.lproj/InfoPlist.strings", "Gen/de.lproj/InfoPlist.strings", "Gen/it.lproj/InfoPlist.strings"]),
            ]),
            "Gen/fr.lproj/InfoPlist.strings": "\"NSMicrophoneUsageDescription\" = \"Notes\";\n\"NSCameraUsageDescription\" = \"Photo\";\n",
            "Gen/de.lproj/InfoPlist.strings": "📄\"CFBundleName\" = \"G\";\n",
            "Gen/it.lproj/InfoPlist.strings": "\"NSMicrophoneUsageDescription\" = \"Note\";\n",
        ])
        #expect(generated.map(\.message) == [
            "de translates none of the usage descriptions other localizations translate (NSMicrophoneUsageDescription): its "
                + "users see every prompt in the development language",
        ])
    }

    @Test("a UIKit app for iOS without a scene manifest is reported at its Info.plist; SwiftUI, generated and macOS apps are not")
    func sceneManifestMissing() throws {
        let rule = RuleHarness("scene_manifest_missing")
        let delegate = "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["App/AppDelegate.swift"]),
                Target("Legacy", settings: Readiness.iOS(infoPlist: "Legacy/Info.plist"), files: ["Legacy/main.m"]),
                Target("Swifty", settings: Readiness.iOS(infoPlist: "Swifty/Info.plist"), files: ["Swifty/SwiftyApp.swift"]),
                Target("Gen", settings: [("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES"),
                                         ("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES")], files: ["Gen/AppDelegate.swift"]),
                Target("Scened", settings: Readiness.iOS(infoPlist: "Scened/Info.plist"), files: ["Scened/AppDelegate.swift"]),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: ["Mac/AppDelegate.swift"]),
            ]),
            "App/Info.plist": Readiness.plist(Readiness.keys([("UIMainStoryboardFile", "Main")]), root: "1️⃣"),
            "App/AppDelegate.swift": delegate,
            "Legacy/Info.plist": Readiness.plist("", root: "2️⃣"),
            "Legacy/main.m": "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }\n",
            "Swifty/Info.plist": Readiness.plist(""),
            "Swifty/SwiftyApp.swift": "@main struct SwiftyApp: App { @UIApplicationDelegateAdaptor var delegate: AppDelegate }\n",
            "Gen/AppDelegate.swift": delegate,
            "Scened/Info.plist": Readiness.plist("<key>UIApplicationSceneManifest</key><dict/>"),
            "Scened/AppDelegate.swift": delegate,
            "Mac/Info.plist": Readiness.plist(""),
            "Mac/AppDelegate.swift": delegate,
        ])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.first?.message == "the Info.plist of target 'App', a UIKit app, has no UIApplicationSceneManifest; UIKit apps built "
            + "with the iOS 27 SDK do not launch without the scene life cycle (TN3187, \"Migrating to the UIKit scene-based life cycle\")")
    }

    @Test("ios_sdk below 27 keeps the scene rules warnings, and says so; 27 and above keep the error",
          arguments: [(26, Severity.warning), (27, Severity.error)])
    func sceneRulesOnAnOlderSDK(sdk: Int, severity: Severity) throws {
        let files = [
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["App/AppDelegate.swift"]),
                Target("Empty", settings: Readiness.iOS(infoPlist: "Empty/Info.plist"), files: ["Empty/AppDelegate.swift"]),
            ]),
            "App/Info.plist": Readiness.plist("", root: "1️⃣"),
            "App/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Empty/Info.plist": Readiness.plist("<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict/></dict>"),
            "Empty/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ]
        let manifest = try RuleHarness("scene_manifest_missing", iOSSDK: sdk).expect(files)
        let configuration = try RuleHarness("scene_configuration_missing", iOSSDK: sdk).findings(files.mapValues(MarkedText.init))
        #expect(configuration.count == 1, "an empty UISceneConfigurations counts as missing")
        for finding in manifest + configuration {
            #expect(finding.severity == severity)
            #expect(finding.message.contains("TN3187"))
            #expect(finding.message.hasSuffix("; a warning while the project builds with the iOS 26 SDK (ios_sdk)") == (sdk == 26))
        }
    }

    @Test("UIDesignRequiresCompatibility set in an iOS Info.plist or setting is a warning (a note on an older SDK); off, or on macOS, nothing")
    func designRequiresCompatibility() throws {
        let files = [
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: []),
                Target("Gen", settings: [("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES"),
                                         ("INFOPLIST_KEY_UIDesignRequiresCompatibility", "YES")], files: []),
                Target("Off", settings: Readiness.iOS(infoPlist: "Off/Info.plist"), files: []),
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: []),
            ]),
            "App/Info.plist": Readiness.plist("1️⃣<key>UIDesignRequiresCompatibility</key><true/>"),
            "Off/Info.plist": Readiness.plist("<key>UIDesignRequiresCompatibility</key><false/>"),
            "Mac/Info.plist": Readiness.plist("<key>UIDesignRequiresCompatibility</key><true/>"),
        ]
        let found = try RuleHarness("design_requires_compatibility_ignored").findings(files.mapValues(MarkedText.init))
        #expect(found.count == 2, "the Info.plist's key and the Gen target's setting")
        #expect(found.allSatisfy { $0.severity == .warning && $0.message.contains("no effect in apps built with the iOS 27 SDK") })
        #expect(found.contains { $0.location.file.hasSuffix("project.pbxproj") })
        let older = try RuleHarness("design_requires_compatibility_ignored", iOSSDK: 26).findings(files.mapValues(MarkedText.init))
        #expect(older.count == 2 && older.allSatisfy { $0.severity == .note })
    }

    @Test("UIRequiresFullScreen set in an iOS app's Info.plist is a note at the key")
    func requiresFullScreen() throws {
        let rule = RuleHarness("requires_full_screen_deprecated")
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: []),
                Target("Off", settings: Readiness.iOS(infoPlist: "Off/Info.plist"), files: []),
            ]),
            "App/Info.plist": Readiness.plist("1️⃣<key>UIRequiresFullScreen</key><true/>"),
            "Off/Info.plist": Readiness.plist("<key>UIRequiresFullScreen</key><false/>"),
        ])
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message == "target 'App' sets UIRequiresFullScreen, deprecated since iOS 26: iPad apps run in resizable windows, and a later SDK ignores the key")
    }

    @Test("a UIKit app's scene manifest with no application configuration, or one naming neither delegate nor storyboard, is reported")
    func sceneConfigurationMissing() throws {
        let rule = RuleHarness("scene_configuration_missing")
        let delegate = "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        func manifest(_ configuration: String) -> String {
            "<key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>\(configuration)</array></dict>"
        }
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project(["Empty", "Bare", "Coded", "Board"].map { name in
                Target(name, settings: Readiness.iOS(infoPlist: "\(name)/Info.plist"), files: ["\(name)/AppDelegate.swift"])
            }),
            "Empty/Info.plist": Readiness.plist("1️⃣<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>"),
            "Empty/AppDelegate.swift": delegate,
            "Bare/Info.plist": Readiness.plist("2️⃣<key>UIApplicationSceneManifest</key><dict>\(manifest("<dict><key>UISceneConfigurationName</key><string>Default</string></dict>"))</dict>"),
            "Bare/AppDelegate.swift": delegate,
            "Coded/Info.plist": Readiness.plist("<key>UIApplicationSceneManifest</key><dict/>"),
            "Coded/AppDelegate.swift": """
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
                    }
                }
                """,
            "Board/Info.plist": Readiness.plist("<key>UIApplicationSceneManifest</key><dict>\(manifest("<dict><key>UISceneStoryboardFile</key><string>Main</string></dict>"))</dict>"),
            "Board/AppDelegate.swift": delegate,
        ])
        // In path order: Bare, then Empty.
        #expect(found.last?.message.contains("gives no UIWindowSceneSessionRoleApplication configuration") == true)
        #expect(found.first?.message.contains("with neither UISceneDelegateClassName nor UISceneStoryboardFile") == true)
    }

    @Test("the scene manifest Xcode generates for a UIKit app gives no configuration: reported at the setting; a SwiftUI app's is fine")
    func sceneConfigurationMissingGenerated() throws {
        let generation = [("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES")]
        let found = try RuleHarness("scene_configuration_missing").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Gen", settings: generation + [("1️⃣INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES")],
                       files: ["Gen/AppDelegate.swift"]),
                Target("Swifty", settings: generation + [("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES")],
                       files: ["Swifty/SwiftyApp.swift"]),
                Target("Plain", settings: generation, files: ["Plain/AppDelegate.swift"]),
            ]),
            "Gen/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Swifty/SwiftyApp.swift": "@main struct SwiftyApp: App { var body: some Scene { WindowGroup { Text(\"Hi\") } } }\n",
            "Plain/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.hasPrefix("the UIApplicationSceneManifest of target 'Gen', a UIKit app, is the one Xcode generates (INFOPLIST_KEY_UIApplicationSceneManifest_Generation), which gives no UIWindowSceneSessionRoleApplication configuration") == true)
    }

    @Test("a CFBundleShortVersionString that is not one to three integers is an error at the literal or at the setting giving it")
    func bundleVersionInvalid() throws {
        let rule = RuleHarness("bundle_version_invalid")
        let version = "<key>CFBundleShortVersionString</key>"
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), dependencies: ["Ext"]),
                Target("Ext", type: XcodeProjectText.appExtension,
                       settings: Readiness.iOS(infoPlist: "Ext/Info.plist", [("2️⃣MARKETING_VERSION", "2.0.1.5")])),
                Target("Gen", settings: [("GENERATE_INFOPLIST_FILE", "YES")], baseConfiguration: "Config/Gen.xcconfig"),
                Target("Real", settings: Readiness.iOS(infoPlist: "Real/Info.plist")),
                Target("Good", settings: Readiness.iOS(infoPlist: "Good/Info.plist", [("MARKETING_VERSION", "10.14.1")])),
                Target("Open", settings: Readiness.iOS(infoPlist: "Open/Info.plist")),
                Target("Tests", type: XcodeProjectText.unitTest, settings: Readiness.iOS(infoPlist: "Tests/Info.plist")),
            ]),
            "App/Info.plist": Readiness.plist("\(version)1️⃣<string>1.0-beta</string>"),
            "Ext/Info.plist": Readiness.plist("\(version)<string>$(MARKETING_VERSION)</string>"),
            "Config/Gen.xcconfig": "3️⃣MARKETING_VERSION = v3\n",
            "Real/Info.plist": Readiness.plist("\(version)4️⃣<real>1.5</real>"),
            "Good/Info.plist": Readiness.plist("\(version)<string>$(MARKETING_VERSION)</string>"),
            "Open/Info.plist": Readiness.plist("\(version)<string>$(VERSION_FROM_CI)</string>"),
            "Tests/Info.plist": Readiness.plist("\(version)<string>1.0-dev</string>"),
        ])
        // In path order: App.xcodeproj/project.pbxproj, App/Info.plist, Config/Gen.xcconfig, Real/Info.plist.
        #expect(found.map(\.message) == [
            "CFBundleShortVersionString '2.0.1.5' (as the Debug configuration builds it) is not one to three period-separated integers, such as 1.2.3",
            "CFBundleShortVersionString '1.0-beta' is not one to three period-separated integers, such as 1.2.3",
            "CFBundleShortVersionString 'v3' (as the Debug configuration builds it) is not one to three period-separated integers, such as 1.2.3",
            "CFBundleShortVersionString must be a string, not a real number",
        ])
        for valid in ["1", "1.2", "10.14.1", "0.0.0"] { #expect(BundleVersionInvalid.isValid(valid)) }
        for invalid in ["", "1.", ".1", "1..2", "1.2.3.4", " 1.0", "1.0 ", "1.0b1", "-1", "1,2", "١.٢"] { #expect(!BundleVersionInvalid.isValid(invalid)) }
    }

    @Test("a macOS bundle shown to ship outside the Mac App Store (Sparkle, Developer ID, entitlements without the App Sandbox) gets a warning that names the evidence; iOS and store apps keep the error")
    func bundleVersionOutsideMacAppStore() throws {
        let rule = RuleHarness("bundle_version_invalid")
        let beta = "<key>CFBundleShortVersionString</key>1️⃣<string>1.0-beta</string>"
        func mac(_ name: String, sandboxed: Bool = true) -> [(String, String)] {
            [("INFOPLIST_FILE", "\(name)/Info.plist"), ("SDKROOT", "macosx")]
                + (sandboxed ? [("CODE_SIGN_ENTITLEMENTS", "\(name)/\(name).entitlements")] : [])
        }
        let found = try rule.expect([
            "Mac.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Sparkly", settings: mac("Sparkly"), dependencies: ["Ext"]),
                Target("Ext", type: XcodeProjectText.appExtension, settings: mac("Ext")),
                Target("Store", settings: mac("Store")),
                Target("Unsandboxed", settings: mac("Unsandboxed", sandboxed: false)),
                Target("SandboxOff", settings: mac("SandboxOff")),
                Target("SandboxOn", settings: mac("SandboxOn")),
                Target("Signed", settings: mac("Signed") + [("CODE_SIGN_IDENTITY", "Developer ID Application")]),
                Target("Phone", settings: Readiness.iOS(infoPlist: "Phone/Info.plist")),
            ]),
            "Sparkly/Info.plist": Readiness.plist(beta + Readiness.keys([("SUFeedURL", "https://example.com/appcast.xml")])),
            "Ext/Info.plist": Readiness.plist(beta + Readiness.keys([("NSExtension", "")])),
            "Store/Info.plist": Readiness.plist(beta),
            "Unsandboxed/Info.plist": Readiness.plist(beta),
            "SandboxOff/Info.plist": Readiness.plist(beta),
            "SandboxOff/SandboxOff.entitlements": Readiness.plist("<key>com.apple.security.app-sandbox</key><false/>"),
            "SandboxOn/Info.plist": Readiness.plist(beta),
            "SandboxOn/SandboxOn.entitlements": Readiness.plist("<key>com.apple.security.app-sandbox</key><true/>"),
            "Signed/Info.plist": Readiness.plist(beta),
            "Phone/Info.plist": Readiness.plist(beta + Readiness.keys([("SUFeedURL", "https://example.com/appcast.xml")])),
            // Another project, which links Sparkle as a framework.
            "Linked/Linked.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Linked", settings: mac("Linked"), files: ["Linked/Vendor/Sparkle.framework"]),
            ]),
            "Linked/Linked/Info.plist": Readiness.plist(beta),
        ])
        let byFile = Dictionary(uniqueKeysWithValues: found.map { ($0.location.file, $0) })
        #expect(byFile.mapValues(\.severity) == [
            "Sparkly/Info.plist": .warning, "Ext/Info.plist": .warning, "Store/Info.plist": .error,
            "Unsandboxed/Info.plist": .warning, "Signed/Info.plist": .warning, "Phone/Info.plist": .error,
            "SandboxOff/Info.plist": .warning, "SandboxOn/Info.plist": .error,
            "Linked/Linked/Info.plist": .warning,
        ])
        #expect(byFile["Sparkly/Info.plist"]?.message == "CFBundleShortVersionString '1.0-beta' is not one to three "
            + "period-separated integers, such as 1.2.3; only App Store Connect refuses it, and this macOS bundle ships "
            + "outside the Mac App Store: its Info.plist sets SUFeedURL, for Sparkle's updates")
        #expect(byFile["Ext/Info.plist"]?.message.hasSuffix("target 'Sparkly', which holds it: its Info.plist sets SUFeedURL, for Sparkle's updates") == true)
        #expect(byFile["Unsandboxed/Info.plist"]?.message.hasSuffix("so it has no App Sandbox, which the store requires") == true)
        #expect(byFile["Signed/Info.plist"]?.message.hasSuffix("it is signed with a Developer ID") == true)
        #expect(byFile["SandboxOff/Info.plist"]?.message.hasSuffix("its entitlements 'SandboxOff/SandboxOff.entitlements' do "
            + "not turn on the App Sandbox (com.apple.security.app-sandbox), which the store requires") == true)
        #expect(byFile["Linked/Linked/Info.plist"]?.message.hasSuffix("its project links Sparkle, which updates apps outside the store") == true)
        #expect(byFile["Store/Info.plist"]?.message.contains("Mac App Store") == false)
    }

    @Test("an extension's version or build number that differs from its app's is reported at the extension's value")
    func extensionVersionMismatch() throws {
        let rule = RuleHarness("extension_version_mismatch")
        let appSettings = Readiness.iOS(infoPlist: "App/Info.plist", [
            ("MARKETING_VERSION", "1.2"), ("CURRENT_PROJECT_VERSION", "7"), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app"),
        ])
        let versions = Readiness.keys([
            ("CFBundleShortVersionString", "$(MARKETING_VERSION)"), ("CFBundleVersion", "$(CURRENT_PROJECT_VERSION)"),
            ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"),
        ])
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: appSettings, dependencies: ["Share", "Widget", "Open"], embeds: ["Share", "Widget", "Open"]),
                Target("Share", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Share/Info.plist", [
                    ("CURRENT_PROJECT_VERSION", "7"), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.share"),
                ])),
                Target("Widget", type: XcodeProjectText.appExtension, settings: [
                    ("SDKROOT", "iphoneos"), ("GENERATE_INFOPLIST_FILE", "YES"), ("MARKETING_VERSION", "1.2"),
                    ("2️⃣CURRENT_PROJECT_VERSION", "8"), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.widget"),
                ]),
                Target("Open", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Open/Info.plist")),
                Target("Orphan", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Orphan/Info.plist")),
            ]),
            "App/Info.plist": Readiness.plist(versions),
            "Share/Info.plist": Readiness.plist("""
                <key>CFBundleShortVersionString</key>1️⃣<string>1.1</string>
                <key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string>
                """),
            "Open/Info.plist": Readiness.plist(Readiness.keys([("CFBundleShortVersionString", "$(NEXT_VERSION)")])),
            "Orphan/Info.plist": Readiness.plist(Readiness.keys([("CFBundleShortVersionString", "9.9")])),
        ])
        #expect(found.last?.message == "CFBundleShortVersionString of target 'Share' is '1.1' but '1.2' in target 'App', which embeds it (Debug configuration); an extension's must match its app's")
        #expect(found.first?.message.hasPrefix("CFBundleVersion of target 'Widget' is '8' but '7'") == true)
    }

    @Test("a macOS extension whose app ships outside the Mac App Store gets a note naming the evidence")
    func extensionVersionOutsideMacAppStore() throws {
        let rule = RuleHarness("extension_version_mismatch")
        func mac(_ name: String) -> [(String, String)] {
            [("INFOPLIST_FILE", "\(name)/Info.plist"), ("SDKROOT", "macosx"), ("CODE_SIGN_ENTITLEMENTS", "\(name)/\(name).entitlements")]
        }
        let version = "<key>CFBundleShortVersionString</key><string>2.4.1</string>"
        let found = try rule.expect([
            "Mac.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Sparkly", settings: mac("Sparkly"), dependencies: ["Preview"], embeds: ["Preview"]),
                Target("Preview", type: XcodeProjectText.appExtension, settings: mac("Preview")),
                Target("Store", settings: mac("Store"), dependencies: ["Thumbnail"], embeds: ["Thumbnail"]),
                Target("Thumbnail", type: XcodeProjectText.appExtension, settings: mac("Thumbnail")),
            ]),
            "Sparkly/Info.plist": Readiness.plist(version + Readiness.keys([("SUFeedURL", "https://example.com/appcast.xml")])),
            "Preview/Info.plist": Readiness.plist("<key>CFBundleShortVersionString</key>1️⃣<string>1.0</string>"),
            "Store/Info.plist": Readiness.plist(version),
            "Thumbnail/Info.plist": Readiness.plist("<key>CFBundleShortVersionString</key>2️⃣<string>1.0</string>"),
        ])
        #expect(found.map(\.severity) == [.note, .warning])
        #expect(found.first?.message.hasSuffix("ships outside the Mac App Store: target 'Sparkly', which holds it: its Info.plist "
            + "sets SUFeedURL, for Sparkle's updates") == true)
    }

    @Test("an extension whose bundle identifier does not start with its app's is reported at the setting giving it")
    func extensionBundleIdentifierPrefix() throws {
        let rule = RuleHarness("extension_bundle_identifier_prefix")
        let identifier = Readiness.keys([("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)")])
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app")]),
                       dependencies: ["Share", "Widget", "Near", "Open"], embeds: ["Share", "Widget", "Near", "Open"]),
                Target("Share", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Share/Info.plist", [
                    ("1️⃣PRODUCT_BUNDLE_IDENTIFIER", "com.example.share"),
                ])),
                Target("Widget", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Widget/Info.plist", [
                    ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.widget"),
                ])),
                Target("Near", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Near/Info.plist")),
                Target("Open", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Open/Info.plist", [
                    ("PRODUCT_BUNDLE_IDENTIFIER", "$(ORGANIZATION).open"),
                ])),
            ]),
            "App/Info.plist": Readiness.plist(identifier),
            "Share/Info.plist": Readiness.plist(identifier),
            "Widget/Info.plist": Readiness.plist(identifier),
            "Near/Info.plist": Readiness.plist("<key>CFBundleIdentifier</key>2️⃣<string>com.example.application</string>"),
            "Open/Info.plist": Readiness.plist(identifier),
        ])
        #expect(found.first?.message == "the bundle identifier of target 'Share', 'com.example.share', does not start with 'com.example.app.', the identifier of target 'App', which embeds it (Debug configuration)")
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test("an app that depends on an extension but copies it in by no Copy Files phase is not known to embed it: notes")
    func extensionPairOnlyDepended() throws {
        let identifier = Readiness.keys([
            ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"), ("CFBundleShortVersionString", "$(MARKETING_VERSION)"),
        ])
        // Markers where the identifiers are set, or where the versions are.
        func files(identifiers: [String], versions: [String]) -> [String: String] {
            [
                "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                    // Tunnel: a dependency, which a script may copy in; Share: copied in by an Embed phase
                    // with no dependency written.
                    Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", [
                        ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app"), ("MARKETING_VERSION", "2.0"),
                    ]), dependencies: ["Tunnel"], embeds: ["Share"]),
                    Target("Tunnel", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Tunnel/Info.plist", [
                        ("\(identifiers[0])PRODUCT_BUNDLE_IDENTIFIER", "com.example.tunnel"), ("\(versions[0])MARKETING_VERSION", "1.0"),
                    ])),
                    Target("Share", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Share/Info.plist", [
                        ("\(identifiers[1])PRODUCT_BUNDLE_IDENTIFIER", "com.example.share"), ("\(versions[1])MARKETING_VERSION", "1.0"),
                    ])),
                ]),
                "App/Info.plist": Readiness.plist(identifier),
                "Tunnel/Info.plist": Readiness.plist(identifier),
                "Share/Info.plist": Readiness.plist(identifier),
            ]
        }
        let prefix = try RuleHarness("extension_bundle_identifier_prefix").expect(files(identifiers: ["1️⃣", "2️⃣"], versions: ["", ""]))
        #expect(prefix.map(\.severity) == [.note, .error])
        #expect(prefix.first?.message == "the bundle identifier of target 'Tunnel', 'com.example.tunnel', does not start with "
            + "'com.example.app.', the identifier of target 'App', which depends on it (Debug configuration); no Copy Files "
            + "phase of target 'App' copies it into its PlugIns or Extensions folder, only a dependency says the app may "
            + "embed it (a script may copy it, in some configurations only, or not at all)")
        #expect(prefix.last?.message.hasSuffix("which embeds it (Debug configuration)") == true)
        let versions = try RuleHarness("extension_version_mismatch").expect(files(identifiers: ["", ""], versions: ["1️⃣", "2️⃣"]))
        #expect(versions.map(\.severity) == [.note, .warning])
        #expect(versions.first?.message.contains("which depends on it (Debug configuration)") == true)
    }
}
