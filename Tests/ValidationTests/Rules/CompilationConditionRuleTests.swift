import Testing
import TestSupport
@testable import Validation

/// Code a target cannot compile (issue 21, class 9): a call inside an `#if` block whose condition the
/// target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` or `GCC_PREPROCESSOR_DEFINITIONS` turn off, in
/// every configuration, is no evidence for that target; a block on in some configuration, or whose
/// condition cannot be decided, still is.
@Suite("Rules: code a target's compilation conditions leave out")
struct CompilationConditionRuleTests {
    typealias Target = XcodeProjectText.Target

    @Test("a call in a block the extension's conditions turn off is not judged for it; the app, which compiles it, is")
    func swiftConditionsOfEachTarget() throws {
        let found = try RuleHarness("usage_description_missing").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["Shared/Camera.swift"], dependencies: ["Share"]),
                Target("Share", type: XcodeProjectText.appExtension,
                       settings: Readiness.iOS(infoPlist: "Share/Info.plist", [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "$(inherited) APP_EXTENSION")]),
                       files: ["Shared/Camera.swift"]),
            ]),
            "App/Info.plist": Readiness.plist(""),
            "Share/Info.plist": Readiness.plist("<key>NSExtension</key><dict/>"),
            "Shared/Camera.swift": """
                func scan() {
                    #if !APP_EXTENSION
                    AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }
                    #endif
                    #if APP_EXTENSION && (os(iOS) || os(visionOS))
                    PHPhotoLibrary.2️⃣requestAuthorization { _ in }
                    #elseif os(macOS)
                    CLLocationManager().requestWhenInUseAuthorization()
                    #else
                    let pedometer = 3️⃣CMPedometer()
                    #endif
                    #if canImport(CoreMotion) || !APP_EXTENSION
                    let manager = 4️⃣CMMotionActivityManager()
                    #endif
                }
                """,
        ])
        // The app: the camera call, and the pedometer of the #else (the first call needing motion);
        // the extension: the photo call, and the motion manager, whose block canImport may turn on.
        #expect(found.map(\.message).map { $0.prefix { $0 != " " } } == [
            "AVCaptureDevice.requestAccess(for:", "PHPhotoLibrary.requestAuthorization", "CMPedometer", "CMMotionActivityManager",
        ])
        #expect(found.map(\.severity) == [.error, .error, .error, .error])
    }

    @Test("a block on in one configuration counts; one off in every configuration does not; unknown settings leave it on")
    func configurations() throws {
        let found = try RuleHarness("usage_description_missing").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("Lite", settings: Readiness.iOS(infoPlist: "Lite/Info.plist", [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "LITE")]),
                       files: ["Lite/Calls.swift"], releaseSettings: [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "LITE STORE")]),
                Target("Open", settings: Readiness.iOS(infoPlist: "Open/Info.plist"), files: ["Open/Calls.swift"],
                       baseConfiguration: "Config/Missing.xcconfig"),
                // An optional include not among the inputs may define any condition.
                Target("Optional", settings: Readiness.iOS(infoPlist: "Optional/Info.plist"), files: ["Optional/Calls.swift"],
                       baseConfiguration: "Config/Optional.xcconfig"),
            ]),
            "Config/Optional.xcconfig": "#include? \"Override.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited)\n",
            "Optional/Info.plist": Readiness.plist(""),
            "Optional/Calls.swift": """
                #if FEATURE_SCANNING
                func scan() { AVCaptureDevice.3️⃣requestAccess(for: .video) { _ in } }
                #endif
                """,
            "Lite/Info.plist": Readiness.plist(""),
            "Lite/Calls.swift": """
                #if !LITE
                func scan() { AVCaptureDevice.requestAccess(for: .video) { _ in } }
                #endif
                #if STORE
                func locate() { CLLocationManager().1️⃣requestWhenInUseAuthorization() }
                #endif
                #if swift(>=5.9) && !(LITE || STORE)
                func count() { _ = CMPedometer() }
                #endif
                """,
            "Open/Info.plist": Readiness.plist(""),
            "Open/Calls.swift": """
                #if APP_EXTENSION
                func scan() { AVCaptureDevice.2️⃣requestAccess(for: .video) { _ in } }
                #endif
                """,
        ])
        #expect(found.map(\.severity) == [.error, .note, .error])
    }

    @Test("Objective-C blocks: #ifndef, #if !defined(...) and a defined value, against GCC_PREPROCESSOR_DEFINITIONS")
    func objectiveCConditions() throws {
        let files = [
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist", [("GCC_PREPROCESSOR_DEFINITIONS", "DEBUG=1 $(inherited)")]),
                       files: ["Shared/Calls.m"], dependencies: ["Share"]),
                Target("Share", type: XcodeProjectText.appExtension,
                       settings: Readiness.iOS(infoPlist: "Share/Info.plist", [("GCC_PREPROCESSOR_DEFINITIONS", "APP_EXTENSION=1 IS_SHARE")]),
                       files: ["Shared/Calls.m"]),
            ]),
            "App/Info.plist": Readiness.plist(""),
            "Share/Info.plist": Readiness.plist("<key>NSExtension</key><dict/>"),
            "Shared/Calls.m": """
                - (void)start {
                #ifndef APP_EXTENSION
                    [self.manager requestWhenInUseAuthorization];
                #endif
                #if !defined(APP_EXTENSION) && !IS_SHARE
                    [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:nil];
                #endif
                #if APP_EXTENSION == 0
                    [PHPhotoLibrary requestAuthorization:nil];
                #endif
                }
                """,
        ]
        let found = try RuleHarness("usage_description_missing").findings(files.mapValues(MarkedText.init))
        // The app compiles all three (it does not define the names, which a header still might); the
        // extension only the comparison, which is not decided here.
        let places = found.map { "\($0.location.line) " + ($0.message.contains("target 'Share'") ? "Share" : "App") }
        #expect(places.sorted() == ["3 App", "6 App", "9 App", "9 Share"])
    }

    @Test("a call nested in more #if blocks than are read is a note that says so; one within the bound stays an error")
    func nestedPastTheBound() throws {
        let depth = ConditionalCompilation.maximumDepth
        let open = String(repeating: "#if os(iOS)\n", count: depth)
        let close = String(repeating: "#endif\n", count: depth + 1)
        let found = try RuleHarness("usage_description_missing").expect([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                Target("App", settings: Readiness.iOS(infoPlist: "App/Info.plist"), files: ["App/Calls.swift"])
            ]),
            "App/Info.plist": Readiness.plist(""),
            "App/Calls.swift": open + "func scan() { AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in } }\n"
                + "#if os(iOS)\nfunc locate() { CLLocationManager().2️⃣requestWhenInUseAuthorization() }\n" + close,
        ])
        #expect(found.map(\.severity) == [.error, .note])
        #expect(found.last?.message.hasSuffix("not certain: " + APIUse.cutConditionsGap) == true)
    }
}
