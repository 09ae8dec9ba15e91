import Foundation
import Testing
import TestSupport
@testable import Validation

@Suite("Rules: privacy manifests")
struct PrivacyRuleTests {
    typealias Target = XcodeProjectText.Target

    /// A privacy manifest as Xcode's template writes it, declaring the accessed APIs given
    /// (category and reasons) and collecting nothing.
    static func manifest(_ apis: [(String, [String])] = [], collected: String = "", extra: String = "") -> String {
        let entries = apis.map { category, reasons in
            """
                    <dict>
                        <key>NSPrivacyAccessedAPIType</key>
                        \(string(category))
                        <key>NSPrivacyAccessedAPITypeReasons</key>
                        <array>\(reasons.map(string).joined())</array>
                    </dict>
            """
        }.joined(separator: "\n")
        return Readiness.plist("""
            <key>NSPrivacyTracking</key>
            <false/>
            <key>NSPrivacyTrackingDomains</key>
            <array/>
            <key>NSPrivacyCollectedDataTypes</key>
            <array>\(collected)</array>
            <key>NSPrivacyAccessedAPITypes</key>
            <array>
            \(entries)
            </array>
            \(extra)
            """)
    }

    /// `<string>value</string>`, with a position marker the value starts with moved before the element.
    static func string(_ value: String) -> String {
        let marker = value.prefix { $0.unicodeScalars.contains("\u{20E3}") }
        return "\(marker)<string>\(value.dropFirst(marker.count))</string>"
    }

    /// One collected-data dictionary.
    static func collected(_ type: String, purposes: [String], linked: String = "<false/>") -> String {
        """
        <dict>
            <key>NSPrivacyCollectedDataType</key>\(string(type))
            <key>NSPrivacyCollectedDataTypeLinked</key>\(linked)
            <key>NSPrivacyCollectedDataTypeTracking</key><false/>
            <key>NSPrivacyCollectedDataTypePurposes</key><array>\(purposes.map(string).joined())</array>
        </dict>
        """
    }

    static let clean = manifest(
        [("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"]), ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1", "3B52.1"])],
        collected: collected("NSPrivacyCollectedDataTypeCrashData", purposes: ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]))

    static let manifestRules = [
        "privacy_manifest_value_type", "privacy_manifest_unknown_key", "privacy_manifest_entry_incomplete",
        "privacy_api_category_unknown", "privacy_api_reason_invalid", "privacy_data_type_unknown", "privacy_data_purpose_unknown",
    ]

    @Test("a manifest as Xcode's template writes it, with documented values, gives no finding", arguments: manifestRules)
    func cleanManifest(rule: String) throws {
        try RuleHarness(rule).expectNone(["App/PrivacyInfo.xcprivacy": Self.clean, "Empty/PrivacyInfo.xcprivacy": Self.manifest()])
    }

    @Test("values of the wrong type, and a root that is not a dictionary, are reported at the value")
    func valueType() throws {
        let found = try RuleHarness("privacy_manifest_value_type").expect([
            "App/PrivacyInfo.xcprivacy": Readiness.plist("""
                <key>NSPrivacyTracking</key>1️⃣<string>NO</string>
                <key>NSPrivacyTrackingDomains</key><array><string>ads.example.com</string>2️⃣<integer>1</integer></array>
                <key>NSPrivacyAccessedAPITypes</key>3️⃣<dict/>
                <key>NSPrivacyCollectedDataTypes</key><array>
                    <dict><key>NSPrivacyCollectedDataType</key><string>NSPrivacyCollectedDataTypeCrashData</string>
                    <key>NSPrivacyCollectedDataTypeLinked</key>4️⃣<string>false</string>
                    <key>NSPrivacyCollectedDataTypeTracking</key><false/>
                    <key>NSPrivacyCollectedDataTypePurposes</key><array><string>NSPrivacyCollectedDataTypePurposeAnalytics</string></array></dict>
                    5️⃣<string>NSPrivacyCollectedDataTypeCrashData</string>
                </array>
                """),
            "Kit/PrivacyInfo.xcprivacy": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                6️⃣<array/>
                </plist>
                """,
        ])
        #expect(found.map(\.message).contains("NSPrivacyTracking must be a boolean, not a string"))
        #expect(found.map(\.message).contains("each item of NSPrivacyTrackingDomains must be a string, not an integer"))
        #expect(found.map(\.message).contains("a privacy manifest holds a dictionary, not an array"))
    }

    @Test("keys a manifest does not document are warnings at the key, with the nearest documented key")
    func unknownKey() throws {
        let found = try RuleHarness("privacy_manifest_unknown_key").expect([
            "App/PrivacyInfo.xcprivacy": Readiness.plist("""
                1️⃣<key>NSPrivacyTrackng</key><false/>
                <key>NSPrivacyAccessedAPITypes</key><array><dict>
                    <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
                    2️⃣<key>NSPrivacyAccessedAPITypeReason</key><array><string>CA92.1</string></array>
                </dict></array>
                """),
        ])
        #expect(found.map(\.message) == [
            "'NSPrivacyTrackng' is not a key of a privacy manifest; did you mean 'NSPrivacyTracking'?",
            "'NSPrivacyAccessedAPITypeReason' is not a key of an item of NSPrivacyAccessedAPITypes; did you mean 'NSPrivacyAccessedAPITypeReasons'?",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test("an accessed-API or collected-data entry without a required key, or with an empty list, is reported at the entry")
    func entryIncomplete() throws {
        let found = try RuleHarness("privacy_manifest_entry_incomplete").expect([
            "App/PrivacyInfo.xcprivacy": Readiness.plist("""
                <key>NSPrivacyAccessedAPITypes</key><array>
                    1️⃣<dict><key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string></dict>
                    <dict><key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryDiskSpace</string>
                        <key>NSPrivacyAccessedAPITypeReasons</key>2️⃣<array/></dict>
                </array>
                <key>NSPrivacyCollectedDataTypes</key><array>
                    3️⃣<dict><key>NSPrivacyCollectedDataType</key><string>NSPrivacyCollectedDataTypeUserID</string>
                        <key>NSPrivacyCollectedDataTypePurposes</key><array><string>NSPrivacyCollectedDataTypePurposeAnalytics</string></array></dict>
                </array>
                """),
        ])
        #expect(found.map(\.message) == [
            "an item of NSPrivacyAccessedAPITypes lacks NSPrivacyAccessedAPITypeReasons",
            "NSPrivacyAccessedAPITypeReasons of an item of NSPrivacyAccessedAPITypes is empty; it lists at least one value",
            "an item of NSPrivacyCollectedDataTypes lacks NSPrivacyCollectedDataTypeLinked and NSPrivacyCollectedDataTypeTracking",
        ])
    }

    @Test("an undocumented category, reason, data type or purpose is an error at the value, naming what was meant")
    func unknownValues() throws {
        let apis = Self.manifest([
            ("1️⃣NSPrivacyAccessedAPICategoryUserDefault", ["CA92.1"]),
            ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1", "2️⃣CA92.1", "3️⃣C617.2"]),
        ], collected: Self.collected("4️⃣NSPrivacyCollectedDataTypePhotosOrVideos", purposes: ["5️⃣NSPrivacyCollectedDataTypePurposeAnalytic"]))
        func only(_ markers: [String]) -> String {
            ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].filter { !markers.contains($0) }.reduce(apis) { $0.replacingOccurrences(of: $1, with: "") }
        }
        let category = try RuleHarness("privacy_api_category_unknown").expect(["PrivacyInfo.xcprivacy": only(["1️⃣"])])
        #expect(category.first?.message == "'NSPrivacyAccessedAPICategoryUserDefault' is not a required-reason API category; did you mean 'NSPrivacyAccessedAPICategoryUserDefaults'?")
        let reasons = try RuleHarness("privacy_api_reason_invalid").expect(["PrivacyInfo.xcprivacy": only(["2️⃣", "3️⃣"])])
        #expect(reasons.map(\.message) == [
            "'CA92.1' is a reason of NSPrivacyAccessedAPICategoryUserDefaults, not of NSPrivacyAccessedAPICategoryFileTimestamp; its reasons are DDA9.1, C617.1, 3B52.1, 0A2A.1",
            "'C617.2' is not a reason code of NSPrivacyAccessedAPICategoryFileTimestamp; its reasons are DDA9.1, C617.1, 3B52.1, 0A2A.1",
        ])
        let types = try RuleHarness("privacy_data_type_unknown").expect(["PrivacyInfo.xcprivacy": only(["4️⃣"])])
        #expect(types.first?.message == "'NSPrivacyCollectedDataTypePhotosOrVideos' is not a collected data type; did you mean 'NSPrivacyCollectedDataTypePhotosorVideos'?")
        let purposes = try RuleHarness("privacy_data_purpose_unknown").expect(["PrivacyInfo.xcprivacy": only(["5️⃣"])])
        #expect(purposes.first?.message == "'NSPrivacyCollectedDataTypePurposeAnalytic' is not a collection purpose; did you mean 'NSPrivacyCollectedDataTypePurposeAnalytics'?")
    }

    @Test("each category's documented reasons are accepted and every code belongs to one category")
    func reasonTable() {
        for (category, reasons) in PrivacyManifestTables.reasons {
            #expect(PrivacyManifestTables.categories.contains(category))
            for reason in reasons { #expect(PrivacyManifestTables.categoryOfReason[reason] == category) }
        }
        #expect(PrivacyManifestTables.categoryOfReason.count == PrivacyManifestTables.reasons.values.map(\.count).reduce(0, +))
        #expect(Set(PrivacyManifestTables.dataTypes).count == PrivacyManifestTables.dataTypes.count)
    }

    @Test("a required-reason API the target's manifest does not declare is an error at the first use; with no manifest at all, a warning")
    func requiredReasonUndeclared() throws {
        let rule = RuleHarness("required_reason_api_undeclared")
        let found = try rule.expect([
            "Project/App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"),
                       files: ["App/Files.swift", "App/Prefs.m", "App/PrivacyInfo.xcprivacy", "App/Debug.swift"], dependencies: ["Ext", "Kit"]),
                Target("Ext", type: XcodeProjectText.appExtension, settings: Readiness.iOS(infoPlist: "Ext/Info.plist"), files: ["Ext/Store.swift"]),
                Target("Kit", type: XcodeProjectText.framework, files: ["Kit/Disk.swift", "Kit/PrivacyInfo.xcprivacy"]),
                Target("AppTests", type: XcodeProjectText.unitTest, files: ["AppTests/Uptime.swift"]),
            ]),
            "Project/App/Info.plist": Readiness.plist(""),
            "Project/App/PrivacyInfo.xcprivacy": Self.manifest([("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"])]),
            "Project/App/Files.swift": """
                let defaults = UserDefaults.standard
                let created = try FileManager.default.attributesOfItem(atPath: path)[.1️⃣creationDate]
                let modified = try FileManager.default.attributesOfItem(atPath: path)[FileAttributeKey.modificationDate]
                let uptime = ProcessInfo.processInfo.2️⃣systemUptime
                struct Note { var creationDate: Date }
                let sorted = notes.sorted(by: \\.creationDate)
                let order = [.creationDate, .title]
                """,
            "Project/App/Prefs.m": "NSString *name = [[NSUserDefaults standardUserDefaults] stringForKey:@\"name\"];\n",
            "Project/App/Debug.swift": "#if DEBUG\nlet start = mach_absolute_time()\n#endif\n",
            "Project/Ext/Info.plist": Readiness.plist(Readiness.keys([("NSExtension", "")])),
            "Project/Ext/Store.swift": "let shared = 3️⃣UserDefaults(suiteName: \"group.example\")\n",
            "Project/Kit/PrivacyInfo.xcprivacy": Self.manifest([("NSPrivacyAccessedAPICategoryDiskSpace", ["E174.1"])]),
            "Project/Kit/Disk.swift": "let keys: Set<URLResourceKey> = [.volumeAvailableCapacityKey]\n",
            "Project/AppTests/Uptime.swift": "let start = mach_absolute_time()\n",
            "Project/Packages/Cache/Sources/Cache.swift": "let defaults = UserDefaults.standard\n",
            // No project covers this folder: its manifest and sources are the ones nearest its Info.plist.
            "Other/Info.plist": Readiness.plist(Readiness.keys([("CFBundlePackageType", "APPL")])),
            "Other/PrivacyInfo.xcprivacy": Self.manifest(),
            "Other/Timer.m": "uint64_t start = 4️⃣mach_absolute_time();\n",
        ])
        // In path order: Other/Timer.m, Project/App/Files.swift (twice), Project/Ext/Store.swift.
        #expect(found.map(\.severity) == [.note, .error, .error, .warning])
        #expect(found[1].message == "creationDate is a required-reason API (NSPrivacyAccessedAPICategoryFileTimestamp) that the privacy manifest of target 'App' declares no reason for (and 1 other use)")
        #expect(found[3].message.hasPrefix("target 'Ext' uses required-reason APIs, UserDefaults (NSPrivacyAccessedAPICategoryUserDefaults), and no privacy manifest of it is among the inputs"))
    }

    @Test("a bundle built for macOS alone is not judged, as Apple asks reasons of the other platforms; with no manifest at all, one warning names every category")
    func requiredReasonPlatformsAndNoManifest() throws {
        let rule = RuleHarness("required_reason_api_undeclared")
        let uses = """
            let defaults = 1️⃣UserDefaults.standard
            let created = try FileManager.default.attributesOfItem(atPath: path)[.2️⃣creationDate]
            """
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SDKROOT", "macosx")], files: ["Mac/Uses.swift"]),
                // No SDKROOT: the one deployment target it sets says the platform.
                Target("Deployed", settings: [("INFOPLIST_FILE", "Deployed/Info.plist"), ("MACOSX_DEPLOYMENT_TARGET", "11.0")],
                       files: ["Deployed/Uses.swift"]),
                Target("Catalyst", settings: Readiness.iOS(infoPlist: "Catalyst/Info.plist", [("SUPPORTS_MACCATALYST", "YES")]),
                       files: ["Catalyst/Uses.swift", "Catalyst/PrivacyInfo.xcprivacy"]),
                Target("Phone", settings: Readiness.iOS(infoPlist: "Phone/Info.plist"), files: ["Phone/Uses.swift"]),
            ]),
            "Mac/Info.plist": Readiness.plist(""),
            "Mac/Uses.swift": uses.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "2️⃣", with: ""),
            "Deployed/Info.plist": Readiness.plist(""),
            "Deployed/Uses.swift": uses.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "2️⃣", with: ""),
            "Catalyst/Info.plist": Readiness.plist(""),
            "Catalyst/PrivacyInfo.xcprivacy": Self.manifest([("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1"])]),
            "Catalyst/Uses.swift": uses.replacingOccurrences(of: "2️⃣", with: ""),
            "Phone/Info.plist": Readiness.plist(""),
            "Phone/Uses.swift": uses.replacingOccurrences(of: "2️⃣", with: ""),
        ])
        // In path order: Catalyst's undeclared UserDefaults, then Phone's one warning.
        #expect(found.map(\.severity) == [.error, .warning])
        #expect(found[1].message == "target 'Phone' uses required-reason APIs, UserDefaults "
            + "(NSPrivacyAccessedAPICategoryUserDefaults), creationDate (NSPrivacyAccessedAPICategoryFileTimestamp), and no "
            + "privacy manifest of it is among the inputs: App Store Connect refuses an app whose manifest gives no reason "
            + "for them (ITMS-91053)")
        #expect(found[1].related.map(\.message) == ["the first use of creationDate"])
    }
}
