import TestSupport
import Testing

@testable import Validation

/// Paths in build settings whose letter case differs from the disk (issue 21, false class 5): Xcode
/// on a Mac's case-insensitive file system finds the file, so the checks find it too.
@Suite("Build-setting paths found whatever their letter case")
struct CaseInsensitivePathTests {
    typealias Target = XcodeProjectText.Target

    @Test("the exact path wins; else the one differing only in case; else nothing")
    func lookup() {
        let paths = CaseInsensitivePaths([
            (path: "App/Info.plist", value: 1), (path: "app/info.plist", value: 2),
            (path: "Kit/Config.xcconfig", value: 3),
        ])
        #expect(paths["App/Info.plist"] == 1)
        #expect(paths["app/info.plist"] == 2)
        #expect(paths["APP/INFO.PLIST"] == 1)
        #expect(paths.file(at: "kit/config.XCCONFIG")?.path == "Kit/Config.xcconfig")
        #expect(paths["Kit/Other.xcconfig"] == nil)
    }

    @Test(
        "an INFOPLIST_FILE and configuration files named in another case are read: a missing usage description stays an error"
    )
    func infoPlistInAnotherCase() throws {
        let found = try RuleHarness("usage_description_missing").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target(
                    "App", settings: Readiness.iOS(infoPlist: "$(SRCROOT)/myapp/info.plist"),
                    files: ["MyApp/Scan.swift"],
                    baseConfiguration: "config/APP.xcconfig")
            ]),
            "MyApp/Info.plist": Readiness.plist(Readiness.keys([("NSMicrophoneUsageDescription", "Records notes")])),
            "MyApp/Scan.swift":
                "AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }\nAVCaptureDevice.requestAccess(for: .audio) { _ in }\n",
            "Config/App.xcconfig": "#include \"shared.XCCONFIG\"\n",
            "Config/Shared.xcconfig": "MARKETING_VERSION = 1.0\n",
        ])
        #expect(found.map(\.severity) == [.error], "\(found)")
    }
}
