import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// A small app repository (an Xcode project with an app and a share extension, .xcconfig files,
/// Info.plists, localizations, a privacy manifest and sources) that is clean for the Info.plist
/// readiness and privacy manifest rules, and the same repository with one defect (at least)
/// planted per rule of those families. As in `PlantedDefectsTests`, each plant writes `⟦rule_id⟧`
/// where its finding belongs (`⟦file:rule_id⟧` for the whole file); every rule runs, and the
/// planted run must find exactly the marked findings.
@Suite("Planted defects: Info.plist readiness and privacy manifests")
struct ReadinessPlantedDefectsTests {
    /// The rule categories this suite plants.
    static let categories: Set<RuleCategory> = [.infoPlist, .privacy]

    typealias Target = XcodeProjectText.Target

    static func project(planted: Bool) -> String {
        var targets = [
            Target("RoadTrip", settings: [("INFOPLIST_FILE", "RoadTrip/Info.plist"), ("SDKROOT", "iphoneos"),
                                          ("CODE_SIGN_ENTITLEMENTS", "RoadTrip/RoadTrip.entitlements")],
                   files: ["RoadTrip/AppDelegate.swift", "RoadTrip/SceneDelegate.swift", "RoadTrip/TripCamera.swift",
                           "RoadTrip/Preferences.swift", "RoadTrip/PrivacyInfo.xcprivacy",
                           "RoadTrip/en.lproj/InfoPlist.strings", "RoadTrip/de.lproj/InfoPlist.strings", "RoadTrip/Assets.xcassets"],
                   dependencies: ["Share"], embeds: ["Share"], baseConfiguration: "Config/RoadTrip.xcconfig"),
            Target("Share", type: XcodeProjectText.appExtension, settings: [("INFOPLIST_FILE", "Share/Info.plist"), ("SDKROOT", "iphoneos")],
                   files: ["Share/ShareViewController.swift"], baseConfiguration: "Config/Share.xcconfig"),
            Target("RoadTripTests", type: XcodeProjectText.unitTest, settings: [("SDKROOT", "iphoneos")], files: ["RoadTripTests/TripTests.swift"]),
        ]
        if planted {
            targets.append(Target("Legacy", settings: [("INFOPLIST_FILE", "Legacy/Info.plist"), ("SDKROOT", "iphoneos"),
                                                       ("TARGETED_DEVICE_FAMILY", "1,2")],
                                  files: ["Legacy/LegacyAppDelegate.swift"]))
        }
        return XcodeProjectText.project(targets)
    }

    static let sceneManifest = """
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        """

    static let versions = """
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>CFBundleShortVersionString</key>
        \t<string>$(MARKETING_VERSION)</string>
        \t<key>CFBundleVersion</key>
        \t<string>$(CURRENT_PROJECT_VERSION)</string>
        """

    static let manifest = Readiness.plist("""
        \t<key>NSPrivacyTracking</key>
        \t<false/>
        \t<key>NSPrivacyTrackingDomains</key>
        \t<array/>
        \t<key>NSPrivacyCollectedDataTypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>NSPrivacyCollectedDataType</key>
        \t\t\t<string>NSPrivacyCollectedDataTypeCrashData</string>
        \t\t\t<key>NSPrivacyCollectedDataTypeLinked</key>
        \t\t\t<false/>
        \t\t\t<key>NSPrivacyCollectedDataTypeTracking</key>
        \t\t\t<false/>
        \t\t\t<key>NSPrivacyCollectedDataTypePurposes</key>
        \t\t\t<array>
        \t\t\t\t<string>NSPrivacyCollectedDataTypePurposeAppFunctionality</string>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        \t<key>NSPrivacyAccessedAPITypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>NSPrivacyAccessedAPIType</key>
        \t\t\t<string>NSPrivacyAccessedAPICategoryUserDefaults</string>
        \t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>
        \t\t\t<array>
        \t\t\t\t<string>CA92.1</string>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        """)

    /// The clean repository's files.
    static let files: [String: String] = [
        "Config/RoadTrip.xcconfig": """
            MARKETING_VERSION = 2.1
            CURRENT_PROJECT_VERSION = 14
            PRODUCT_BUNDLE_IDENTIFIER = com.example.roadtrip
            ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
            """,
        "Config/Share.xcconfig": """
            #include "RoadTrip.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.roadtrip.share
            """,
        "RoadTrip/Info.plist": Readiness.plist("""
            \(versions)
            \t<key>NSCameraUsageDescription</key>
            \t<string>Photographs the places you visit.</string>
            \(sceneManifest)
            """),
        "RoadTrip/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Photographs the places you visit.\";\n",
        "RoadTrip/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Fotografiert die Orte, die du besuchst.\";\n",
        "RoadTrip/AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        "RoadTrip/SceneDelegate.swift": "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
        "RoadTrip/TripCamera.swift": """
            import AVFoundation
            import CoreLocation

            final class TripCamera {
                let manager = CLLocationManager()

                func start() {
                    AVCaptureDevice.requestAccess(for: .video) { _ in }
                }
            }
            """,
        "RoadTrip/Preferences.swift": """
            import Foundation

            enum Preferences {
                static var lastTrip: String? { UserDefaults.standard.string(forKey: "lastTrip") }
            }
            """,
        "RoadTrip/PrivacyInfo.xcprivacy": manifest,
        "RoadTrip/RoadTrip.entitlements": Readiness.plist("""
            \t<key>com.apple.security.application-groups</key>
            \t<array>
            \t\t<string>group.com.example.roadtrip</string>
            \t</array>
            """),
        "RoadTrip/Assets.xcassets/Contents.json": "{}\n",
        "RoadTrip/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}\n",
        "Share/Info.plist": Readiness.plist("""
            \(versions)
            \t<key>CFBundleDisplayName</key>
            \t<string>Share to RoadTrip</string>
            \t<key>NSExtension</key>
            \t<dict>
            \t\t<key>NSExtensionPointIdentifier</key>
            \t\t<string>com.apple.share-services</string>
            \t</dict>
            """),
        "Share/ShareViewController.swift": "import UIKit\n\nclass ShareViewController: UIViewController {}\n",
        "RoadTripTests/TripTests.swift": "import XCTest\n\nfinal class TripTests: XCTestCase {\n    func testUptime() { _ = ProcessInfo.processInfo.systemUptime }\n}\n",
    ]

    /// One defect (at least) per rule of the two families.
    static let edits: [PlantedDefectsTests.Edit] = [
        // Info.plist readiness
        PlantedDefectsTests.Edit(file: "RoadTrip/TripCamera.swift", find: "AVCaptureDevice.requestAccess(for: .video) { _ in }",
                                 replace: "AVCaptureDevice.requestAccess(for: .video) { _ in }\n        manager.⟦usage_description_missing⟧requestWhenInUseAuthorization()"),
        PlantedDefectsTests.Edit(file: "RoadTrip/de.lproj/InfoPlist.strings", find: "\"NSCameraUsageDescription\" = \"Fotografiert die Orte, die du besuchst.\";",
                                 replace: "⟦file:usage_description_not_localized⟧\"CFBundleDisplayName\" = \"Reise\";"),
        PlantedDefectsTests.Edit(file: "RoadTrip/Info.plist", find: "\t<key>UIApplicationSceneManifest</key>",
                                 replace: "\t⟦design_requires_compatibility_ignored⟧<key>UIDesignRequiresCompatibility</key>\n\t<true/>\n"
                                    + "\t⟦requires_full_screen_deprecated⟧<key>UIRequiresFullScreen</key>\n\t<true/>\n"
                                    + "\t⟦scene_configuration_missing⟧<key>UIApplicationSceneManifest</key>"),
        PlantedDefectsTests.Edit(file: "RoadTrip/Info.plist",
                                 find: "\t\t\t\t\t<key>UISceneDelegateClassName</key>\n\t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>\n",
                                 replace: ""),
        PlantedDefectsTests.Edit(file: "RoadTrip/Info.plist", find: "\t<key>NSCameraUsageDescription</key>",
                                 replace: "\t<key>UIBackgroundModes</key>\n\t<array>\n\t\t<string>audio</string>\n"
                                    + "\t\t⟦background_mode_invalid⟧<string>picture-in-picture</string>\n\t</array>\n"
                                    + "\t⟦document_type_incomplete⟧<key>CFBundleDocumentTypes</key>\n\t<array>\n\t\t<dict>\n"
                                    + "\t\t\t<key>CFBundleTypeName</key>\n\t\t\t<string>Trip</string>\n"
                                    + "\t\t\t<key>LSHandlerRank</key>\n\t\t\t<string>Owner</string>\n\t\t</dict>\n\t</array>\n"
                                    + "\t<key>NSCameraUsageDescription</key>"),
        PlantedDefectsTests.Edit(file: "Config/Share.xcconfig", find: "PRODUCT_BUNDLE_IDENTIFIER = com.example.roadtrip.share",
                                 replace: "⟦extension_bundle_identifier_prefix⟧PRODUCT_BUNDLE_IDENTIFIER = com.example.share\n⟦extension_version_mismatch⟧CURRENT_PROJECT_VERSION = 15"),
        PlantedDefectsTests.Edit(file: "RoadTrip/AppDelegate.swift", find: "UIApplicationDelegate {}",
                                 replace: "UIApplicationDelegate {\n    func start() { UIApplication.shared.⟦push_entitlement_missing⟧registerForRemoteNotifications() }\n}"),
        // Privacy manifests
        PlantedDefectsTests.Edit(file: "RoadTrip/PrivacyInfo.xcprivacy", find: "\t<key>NSPrivacyTracking</key>\n\t<false/>",
                                 replace: "\t<key>NSPrivacyTracking</key>\n\t⟦privacy_manifest_value_type⟧<string>NO</string>\n\t⟦privacy_manifest_unknown_key⟧<key>NSPrivacyTrackingDomain</key>\n\t<array/>"),
        PlantedDefectsTests.Edit(file: "RoadTrip/PrivacyInfo.xcprivacy", find: "\t\t\t\t<string>NSPrivacyCollectedDataTypePurposeAppFunctionality</string>",
                                 replace: "\t\t\t\t⟦privacy_data_purpose_unknown⟧<string>NSPrivacyCollectedDataTypePurposeMarketing</string>"),
        PlantedDefectsTests.Edit(file: "RoadTrip/PrivacyInfo.xcprivacy", find: "\t\t\t<string>NSPrivacyCollectedDataTypeCrashData</string>",
                                 replace: "\t\t\t⟦privacy_data_type_unknown⟧<string>NSPrivacyCollectedDataTypeCrashLogs</string>"),
        PlantedDefectsTests.Edit(file: "RoadTrip/PrivacyInfo.xcprivacy", find: "\t<key>NSPrivacyAccessedAPITypes</key>\n\t<array>", replace: """
            \t<key>NSPrivacyAccessedAPITypes</key>
            \t<array>
            \t\t⟦privacy_manifest_entry_incomplete⟧<dict>
            \t\t\t<key>NSPrivacyAccessedAPIType</key>
            \t\t\t<string>NSPrivacyAccessedAPICategoryActiveKeyboards</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>NSPrivacyAccessedAPIType</key>
            \t\t\t⟦privacy_api_category_unknown⟧<string>NSPrivacyAccessedAPICategoryDiskSpaces</string>
            \t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>
            \t\t\t<array><string>E174.1</string></array>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>NSPrivacyAccessedAPIType</key>
            \t\t\t<string>NSPrivacyAccessedAPICategoryFileTimestamp</string>
            \t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>
            \t\t\t<array>⟦privacy_api_reason_invalid⟧<string>CA92.1</string></array>
            \t\t</dict>
            """),
        PlantedDefectsTests.Edit(file: "RoadTrip/Preferences.swift", find: "    static var lastTrip",
                                 replace: "    static var uptime: Double { ProcessInfo.processInfo.⟦required_reason_api_undeclared⟧systemUptime }\n    static var lastTrip"),
    ]

    /// Files only the planted repository has: a UIKit app without a scene manifest and with a bad version.
    static let newFiles: [String: String] = [
        "Legacy/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            ⟦scene_manifest_missing⟧⟦app_icon_missing⟧⟦bundle_name_missing⟧<dict>
            \t<key>CFBundleShortVersionString</key>
            \t⟦bundle_version_invalid⟧<string>1.0 beta</string>
            \t⟦ipad_orientations_incomplete⟧<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t</array>
            </dict>
            </plist>
            """,
        "Podfile.lock": "PODS:\n  - ⟦sdk_privacy_manifest_missing⟧Alamofire (5.6.4)\n",
        "Pods/Alamofire/Source/Alamofire.swift": "// A checked-out pod without its privacy manifest.\n",
        "Legacy/LegacyAppDelegate.swift": "import UIKit\n\n@UIApplicationMain\nclass LegacyAppDelegate: UIResponder, UIApplicationDelegate {}\n",
    ]

    /// Writes the repository, with or without the plants, and gives the findings it must give.
    static func repository(planted: Bool) throws -> (folder: TemporaryDirectory, expected: [String]) {
        let folder = try TemporaryDirectory(prefix: "tripkit-readiness")
        var texts = files
        texts["Trip.xcodeproj/project.pbxproj"] = project(planted: planted)
        return (folder, try PlantedDefectsTests.write(texts, planting: planted ? edits : nil, newFiles: newFiles, into: folder))
    }

    @Test("the repository before planting is clean")
    func clean() throws {
        let (folder, _) = try Self.repository(planted: false)
        let outcome = try PlantedDefectsTests.validate(folder)
        #expect(outcome.result.diagnostics.map(\.description) == [])
    }

    @Test("every planted defect of a family is found where it was planted, one per rule, and nothing else is reported",
          arguments: [RuleCategory.infoPlist, .privacy])
    func planted(_ family: RuleCategory) throws {
        let (folder, everyPlanted) = try Self.repository(planted: true)
        let outcome = try PlantedDefectsTests.validate(folder)
        let all = outcome.result.diagnostics.map { "\(PlantedDefectsTests.place($0.location)) \($0.ruleID)" }.sorted()
        #expect(all.filter { !everyPlanted.contains($0) } == [], Comment(rawValue: outcome.result.diagnostics.map(\.description).joined(separator: "\n")))
        let rules = Set(ProjectValidator().registry.rules.filter { $0.category == family }.map(\.id))
        func rule(_ place: String) -> String { String(place.split(separator: " ").last ?? "") }
        let expected = everyPlanted.filter { rules.contains(rule($0)) }
        let found = all.filter { rules.contains(rule($0)) }
        #expect(expected.filter { !found.contains($0) } == [], "missed")
        #expect(found == expected)
        #expect(rules.subtracting(expected.map(rule)) == [], "a rule of the family has no planted defect")
    }
}
