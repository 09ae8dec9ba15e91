import Testing
import TestSupport
@testable import Validation

/// Info.plists the build runs through the C preprocessor (issue 21, class 10): a value written as
/// a macro is not judged as written, and a plist that nothing shows to have other branches is
/// judged whole.
@Suite("Rules: preprocessed Info.plists")
struct PreprocessedInfoPlistRuleTests {
    typealias Target = XcodeProjectText.Target

    private static let version = "<key>CFBundleShortVersionString</key>"

    @Test("a version written as a macro is not judged, whether INFOPLIST_PREPROCESS or a directive says the plist is preprocessed")
    func macroVersionNotJudged() throws {
        try RuleHarness("bundle_version_invalid").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Set", settings: Readiness.iOS(infoPlist: "Set/Info.plist", [("INFOPLIST_PREPROCESS", "YES")])),
                Target("Directive", settings: Readiness.iOS(infoPlist: "Directive/Info.plist")),
                Target("Plain", settings: Readiness.iOS(infoPlist: "Plain/Info.plist")),
                Target("Beta", settings: Readiness.iOS(infoPlist: "Beta/Info.plist", [("INFOPLIST_PREPROCESS", "YES")])),
                // A prefix header (not read) may define any word, whatever its case.
                Target("Header", settings: Readiness.iOS(infoPlist: "Header/Info.plist",
                                                          [("INFOPLIST_PREPROCESS", "YES"), ("INFOPLIST_PREFIX_HEADER", "Header/version.h")])),
            ]),
            "Header/Info.plist": Readiness.plist("\(Self.version)<string>OBBundleShortVersionString</string>"),
            "Set/Info.plist": Readiness.plist("\(Self.version)<string>APP_VERSION</string>"),
            "Directive/Info.plist": Readiness.plist("#include \"Version.h\"\n\(Self.version)<string>APP_VERSION</string>"),
            // Without preprocessing the text is the value; with it, a lower-case word is still no macro name.
            "Plain/Info.plist": Readiness.plist("\(Self.version)1️⃣<string>APP_VERSION</string>"),
            "Beta/Info.plist": Readiness.plist("\(Self.version)2️⃣<string>1.0-beta</string>"),
        ])
    }

    @Test("an extension's version written as a macro in a preprocessed plist is not compared with its app's")
    func macroVersionNotCompared() throws {
        try RuleHarness("extension_version_mismatch").expectNone([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), dependencies: ["Ext"]),
                Target("Ext", type: XcodeProjectText.appExtension,
                       settings: Readiness.iOS(infoPlist: "Ext/Info.plist", [("INFOPLIST_PREPROCESS", "YES")])),
            ]),
            "App/Info.plist": Readiness.plist("\(Self.version)<string>2.1</string>"),
            "Ext/Info.plist": Readiness.plist("\(Self.version)<string>APP_VERSION</string>\n<key>NSExtension</key><dict/>"),
        ])
    }

    @Test("a missing usage description is an error when no directive shows other branches, even with INFOPLIST_PREPROCESS")
    func usageDescriptionJudgedWhole() throws {
        let found = try RuleHarness("usage_description_missing").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Plain", settings: Readiness.iOS(infoPlist: "Plain/Info.plist", [("INFOPLIST_PREPROCESS", "NO")]),
                       files: ["Plain/Scan.swift"]),
                Target("Set", settings: Readiness.iOS(infoPlist: "Set/Info.plist", [("INFOPLIST_PREPROCESS", "YES")]),
                       files: ["Set/Scan.swift"]),
                Target("Branches", settings: Readiness.iOS(infoPlist: "Branches/Info.plist"), files: ["Branches/Scan.swift"]),
            ]),
            "Plain/Info.plist": Readiness.plist("<key>CFBundleName</key><string>PRODUCT_NAME</string>"),
            "Plain/Scan.swift": "AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }\n",
            "Set/Info.plist": Readiness.plist("<key>CFBundleName</key><string>PRODUCT_NAME</string>"),
            "Set/Scan.swift": "AVCaptureDevice.2️⃣requestAccess(for: .video) { _ in }\n",
            "Branches/Info.plist": Readiness.plist("#ifdef CAMERA\n<key>NSCameraUsageDescription</key><string>Scans</string>\n#endif\n<key>A</key><string>b</string>"),
            "Branches/Scan.swift": "func scan() { CLLocationManager().3️⃣requestWhenInUseAuthorization() }\n",
        ])
        #expect(found.map(\.severity) == [.note, .error, .error])
        #expect(found[0].message.hasSuffix("not certain: its Info.plist holds C preprocessor conditionals or includes, whose other branches may add keys"))
    }
}
