import Testing
import TestSupport
import TripSource
@testable import Validation

@Suite("Source scanner: API uses")
struct APIUsageScannerTests {
    /// What the scanner finds in a text: for each use, its table entry's name and where it is.
    static func uses(_ text: MarkedText, _ language: SourceLanguage) -> [String] {
        CodeFile(bytes: Array(text.text.utf8), path: "File", language: language).apiUses.map { use in
            "\(name(of: use.kind)) \(use.location.line):\(use.location.column)"
        }
    }

    static func name(of kind: APIUse.Kind) -> String {
        switch kind {
        case .usageDescription(let row): UsageDescriptionTable.rows[row].api
        case .requiredReason(let row): PrivacyManifestTables.requiredReasonAPIs[row].api
        case .uiKitApplication: "UIKit app"
        case .swiftUIApplication: "SwiftUI app"
        case .sceneConfigurationProvider: "configurationForConnecting"
        case .rootViewControllerAssignment: "rootViewController ="
        case .remoteNotificationRegistration: "push registration"
        }
    }

    /// `name line:column` for each marker, the names given in marker order.
    static func expected(_ text: MarkedText, _ names: [String]) -> [String] {
        let positions = text.markers.sorted { $0.key < $1.key }.map(\.value)
        return zip(names, positions).map { "\($0) \($1.line):\($1.column)" }
    }

    @Test("Swift calls, initializers, functions, names and assignments of the tables are found at their name")
    func swiftUses() {
        let text = MarkedText("""
            AVCaptureDevice.1️⃣requestAccess(for: .video) { _ in }
            let granted = await AVCaptureDevice.2️⃣requestAccess(for: AVMediaType.audio)
            locationManager?.3️⃣requestWhenInUseAuthorization()
            let central = 4️⃣CBCentralManager.init(delegate: self, queue: nil)
            picker.5️⃣sourceType = UIImagePickerController.SourceType.camera
            PHPhotoLibrary.shared().6️⃣performChanges { }
            let stamp = Darwin.7️⃣mach_absolute_time()
            let defaults = 8️⃣UserDefaults.standard
            let uptime = ProcessInfo.processInfo.9️⃣systemUptime
            """)
        #expect(Self.uses(text, .swift) == Self.expected(text, [
            "AVCaptureDevice.requestAccess(for: .video)", "AVCaptureDevice.requestAccess(for: .audio)",
            "CLLocationManager.requestWhenInUseAuthorization()", "CBCentralManager", "UIImagePickerController's sourceType .camera",
            "PHPhotoLibrary.performChanges", "mach_absolute_time()", "UserDefaults", "systemUptime",
        ]))
    }

    @Test("registrations for remote notifications are found in Swift and Objective-C, not their declarations or selectors")
    func remoteNotificationRegistrations() {
        let swift = MarkedText("""
            UIApplication.shared.1️⃣registerForRemoteNotifications()
            NSApp.2️⃣registerForRemoteNotifications(matching: [.alert])
            func registerForRemoteNotifications() {}
            let action = #selector(UIApplication.registerForRemoteNotifications)
            """)
        #expect(Self.uses(swift, .swift) == Self.expected(swift, ["push registration", "push registration"]))
        let objectiveC = MarkedText("""
            - (void)registerForRemoteNotifications;
            [[UIApplication sharedApplication] 1️⃣registerForRemoteNotifications];
            [NSApp 2️⃣registerForRemoteNotificationTypes:NSRemoteNotificationTypeAlert];
            if ([app respondsToSelector:@selector(registerForRemoteNotifications)]) {}
            """)
        #expect(Self.uses(objectiveC, .objectiveC) == Self.expected(objectiveC, ["push registration", "push registration"]))
    }

    @Test("Swift code that only resembles the tables' calls is not a use")
    func swiftNonUses() {
        let text = MarkedText("""
            func requestWhenInUseAuthorization() {}
            AVCaptureDevice.authorizationStatus(for: .video)
            Camera.requestAccess(for: .video) { _ in }
            let manager: CBCentralManager? = nil
            class Scanner: CBCentralManager {}
            picker.sourceType == .camera
            picker.sourceType = .photoLibrary
            var info = stat()
            struct Note { let creationDate: Date; let systemSize: Int }
            let sorted = notes.sorted(by: \\.creationDate)
            let keys = [.creationDate, .modificationDate]
            let label = "UserDefaults.standard"
            // UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
            PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
            """)
        #expect(Self.uses(text, .swift) == ["PHPhotoLibrary.requestAuthorization(for: .addOnly) 14:16"])
    }

    @Test("Objective-C messages, allocations, functions and constants of the tables are found at their name")
    func objectiveCUses() {
        let text = MarkedText("""
            [AVCaptureDevice 1️⃣requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL granted) {}];
            [[[AVAudioSession sharedInstance] init] 2️⃣requestRecordPermission:^(BOOL granted) {}];
            CNContactStore *store = [[3️⃣CNContactStore alloc] init];
            picker.4️⃣sourceType = UIImagePickerControllerSourceTypeCamera;
            [store 5️⃣requestAuthorizationToShareTypes:types readTypes:nil completion:nil];
            NSDictionary *attributes = @{}; id date = attributes[6️⃣NSFileCreationDate];
            int result = 7️⃣stat(path, &info);
            NSString *name = [[8️⃣NSUserDefaults standardUserDefaults] stringForKey:@"name"];
            NSTimeInterval uptime = [[NSProcessInfo processInfo] 9️⃣systemUptime];
            """)
        #expect(Self.uses(text, .objectiveC) == Self.expected(text, [
            "AVCaptureDevice.requestAccess(for: .video)", "requestRecordPermission (AVAudioSession, AVAudioApplication)", "CNContactStore",
            "UIImagePickerController's sourceType .camera", "HKHealthStore.requestAuthorization(toShare:read:) with types to share",
            "creationDate", "stat", "UserDefaults", "systemUptime",
        ]))
        // A declaration, a status check and a `nil` argument are not uses.
        #expect(Self.uses(MarkedText("""
            - (void)requestWhenInUseAuthorization;
            [UIImagePickerController isSourceTypeAvailable:UIImagePickerControllerSourceTypeCamera];
            [store requestAuthorizationToShareTypes:nil readTypes:nil completion:nil];
            struct stat info;
            """), .objectiveC) == [])
    }

    @Test("code only debug or simulator builds compile is left out; other conditions count")
    func conditionalCompilation() {
        let text = MarkedText("""
            #if DEBUG
            let a = UserDefaults.standard
            #elseif os(iOS)
            let b = 1️⃣UserDefaults.standard
            #else
            let c = 2️⃣UserDefaults.standard
            #endif
            #if targetEnvironment(simulator) && os(iOS)
            let d = UserDefaults.standard
            #endif
            #if !DEBUG
            let e = 3️⃣UserDefaults.standard
            #else
            let f = UserDefaults.standard
            #endif
            #if DEBUG || BETA
            let g = 4️⃣UserDefaults.standard
            #endif
            #if os(iOS)
            #if DEBUG
            let h = UserDefaults.standard
            #endif
            let i = 5️⃣UserDefaults.standard
            #endif
            """)
        #expect(Self.uses(text, .swift) == Self.expected(text, Array(repeating: "UserDefaults", count: 5)))
        let objectiveC = MarkedText("""
            #ifdef DEBUG
            [NSUserDefaults standardUserDefaults];
            #endif
            #if !defined(DEBUG)
            [1️⃣NSUserDefaults standardUserDefaults];
            #endif
            #if TARGET_OS_SIMULATOR
            [NSUserDefaults standardUserDefaults];
            #endif
            """)
        #expect(Self.uses(objectiveC, .objectiveC) == Self.expected(objectiveC, ["UserDefaults"]))
    }

    @Test("app entry points: UIKit delegates, UIApplicationMain, SwiftUI apps and scene configurations in code")
    func entryPoints() {
        let swift = MarkedText("""
            @1️⃣main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, 2️⃣configurationForConnecting session: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
            }
            @3️⃣main struct TripApp: App { var body: some Scene { WindowGroup { Text("") } } }
            @4️⃣UIApplicationMain class OldDelegate: NSObject, UIApplicationDelegate {}
            @main struct Tool { static func main() {} }
            """)
        #expect(Self.uses(swift, .swift) == Self.expected(swift, ["UIKit app", "configurationForConnecting", "SwiftUI app", "UIKit app"]))
        let objectiveC = MarkedText("return 1️⃣UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));\n")
        #expect(Self.uses(objectiveC, .objectiveC) == Self.expected(objectiveC, ["UIKit app"]))
    }

    @Test("a use in #if blocks nested past the bound keeps at most 32 branches, however deep the nesting")
    func deeplyNestedConditions() {
        // Each level opens an #if and uses an API: a kept branch per level would make the uses hold
        // a number of branches quadratic in the file's length.
        let text = String(repeating: "#if FEATURE\nlet d = UserDefaults.standard\n", count: 2_000)
        let found = CodeFile(bytes: Array(text.utf8), path: "Deep.swift", language: .swift).apiUses
        #expect(found.count == 2_000)
        #expect(found.map(\.conditions.count).max() == 32)
        #expect(found.last?.conditions.allSatisfy { $0.condition != nil } == true)
    }

    @Test("a call whose arguments never close is read only up to its bound")
    func unclosedCall() {
        let text = "AVCaptureDevice.requestAccess(" + String(repeating: "x, ", count: 10_000) + "\n.video"
        let found = CodeFile(bytes: Array(text.utf8), path: "Open.swift", language: .swift).apiUses
        #expect(found.isEmpty)
    }
}
