/// Apple's list of commonly used third-party SDKs: an app that includes one of them must include
/// the SDK's privacy manifest (`PrivacyInfo.xcprivacy`), or App Store Connect refuses the upload
/// (ITMS-91061). Each SDK is listed with the folder names a package manager checks it out under:
/// `names` are certainly the SDK (its own name, and the CocoaPods pod that is it), `looseNames`
/// are repositories or pods that hold it, or may (a SwiftPM checkout is named after its
/// repository, which may hold several SDKs or another project of the same name).
///
/// Source: Apple, "Third-party SDK requirements"
/// (https://developer.apple.com/support/third-party-SDK-requirements/), 87 names. Checked on
/// 7 December 2026: Abseil to GTMSessionFetcher against the page as a documentation search index
/// stores it (its English, Chinese, Japanese and Korean editions agree), the rest against four
/// public projects that copy the page's list whole and agree with one another.
/// The folder names are CocoaPods' pod names and the SDKs' repository names as published.
enum ThirdPartySDKTable {
    struct SDK: Sendable {
        /// The name Apple's list gives.
        let name: String
        /// Folder names that are certainly this SDK (the name itself is always one).
        let names: [String]
        /// Folder names that hold it, or may.
        let looseNames: [String]

        init(_ name: String, also names: [String] = [], loosely looseNames: [String] = []) {
            self.name = name
            self.names = [name] + names
            self.looseNames = looseNames
        }
    }

    static let sdks: [SDK] = [
        SDK("Abseil", also: ["abseil"], loosely: ["abseil-cpp", "abseil-cpp-binary", "abseil-cpp-SwiftPM"]),
        SDK("AFNetworking"),
        SDK("Alamofire"),
        SDK("AppAuth", loosely: ["AppAuth-iOS"]),
        SDK("BoringSSL", also: ["BoringSSL-GRPC", "openssl_grpc"], loosely: ["boringssl", "boringssl-SwiftPM"]),
        SDK("Capacitor", loosely: ["capacitor", "capacitor-swift-pm"]),
        SDK("Charts", loosely: ["DGCharts"]),
        SDK("connectivity_plus"),
        SDK("Cordova", also: ["CapacitorCordova"], loosely: ["cordova-ios"]),
        SDK("device_info_plus"),
        SDK("DKImagePickerController"),
        SDK("DKPhotoGallery"),
        SDK("FBAEMKit"),
        SDK("FBLPromises", also: ["PromisesObjC"]),
        SDK("FBSDKCoreKit", loosely: ["facebook-ios-sdk"]),
        SDK("FBSDKCoreKit_Basics"),
        SDK("FBSDKLoginKit"),
        SDK("FBSDKShareKit"),
        SDK("file_picker"),
        SDK("FirebaseABTesting"),
        SDK("FirebaseAuth"),
        SDK("FirebaseCore", loosely: ["firebase-ios-sdk"]),
        SDK("FirebaseCoreDiagnostics"),
        SDK("FirebaseCoreExtension"),
        SDK("FirebaseCoreInternal"),
        SDK("FirebaseCrashlytics"),
        SDK("FirebaseDynamicLinks"),
        SDK("FirebaseFirestore"),
        SDK("FirebaseInstallations"),
        SDK("FirebaseMessaging"),
        SDK("FirebaseRemoteConfig"),
        SDK("Flutter"),
        SDK("flutter_inappwebview"),
        SDK("flutter_local_notifications"),
        SDK("fluttertoast"),
        SDK("FMDB", loosely: ["fmdb"]),
        SDK("geolocator_apple"),
        SDK("GoogleDataTransport"),
        SDK("GoogleSignIn", loosely: ["GoogleSignIn-iOS"]),
        SDK("GoogleToolboxForMac", loosely: ["google-toolbox-for-mac"]),
        SDK("GoogleUtilities"),
        SDK("grpcpp", also: ["gRPC-C++"], loosely: ["grpc", "grpc-binary", "grpc-ios"]),
        SDK("GTMAppAuth"),
        SDK("GTMSessionFetcher", loosely: ["gtm-session-fetcher"]),
        SDK("hermes", also: ["hermes-engine"]),
        SDK("image_picker_ios"),
        SDK("IQKeyboardManager"),
        SDK("IQKeyboardManagerSwift"),
        SDK("Kingfisher"),
        SDK("leveldb", also: ["leveldb-library"]),
        SDK("Lottie", also: ["lottie-ios"], loosely: ["lottie-spm"]),
        SDK("MBProgressHUD"),
        SDK("nanopb"),
        SDK("OneSignal", loosely: ["OneSignalXCFramework", "OneSignal-iOS-SDK", "OneSignal-XCFramework"]),
        SDK("OneSignalCore"),
        SDK("OneSignalExtension"),
        SDK("OneSignalOutcomes"),
        SDK("OpenSSL", loosely: ["OpenSSL-Universal", "openssl"]),
        SDK("OrderedSet"),
        SDK("package_info"),
        SDK("package_info_plus"),
        SDK("path_provider"),
        SDK("path_provider_ios"),
        SDK("Promises", also: ["PromisesSwift"], loosely: ["promises"]),
        SDK("Protobuf", loosely: ["protobuf"]),
        SDK("Reachability"),
        SDK("RealmSwift", loosely: ["realm-swift", "realm-cocoa"]),
        SDK("RxCocoa"),
        SDK("RxRelay"),
        SDK("RxSwift"),
        SDK("SDWebImage"),
        SDK("share_plus"),
        SDK("shared_preferences_ios"),
        SDK("SnapKit"),
        SDK("sqflite"),
        SDK("Starscream"),
        SDK("SVProgressHUD"),
        SDK("SwiftyGif"),
        SDK("SwiftyJSON"),
        SDK("Toast"),
        SDK("UnityFramework"),
        SDK("url_launcher"),
        SDK("url_launcher_ios"),
        SDK("video_player_avfoundation"),
        SDK("wakelock"),
        SDK("webview_flutter_wkwebview"),
    ]

    /// How a folder's name matches an SDK of the list.
    struct Match: Sendable, Equatable {
        /// The SDK's name on Apple's list.
        let sdk: String
        /// Whether the folder is certainly the SDK: its name is one of the SDK's `names`, letter
        /// case and all. Otherwise it matched a loose name, or a name in another letter case.
        let isCertain: Bool
    }

    /// The SDK a dependency folder's name is, or may be; `nil` for a folder named after none.
    static func match(folderName name: String) -> Match? {
        if let sdk = certain[name] { return Match(sdk: sdk, isCertain: true) }
        if let sdk = loose[name.lowercased()] { return Match(sdk: sdk, isCertain: false) }
        return nil
    }

    private static let certain: [String: String] = Dictionary(
        sdks.flatMap { sdk in sdk.names.map { ($0, sdk.name) } }, uniquingKeysWith: { first, _ in first })
    private static let loose: [String: String] = Dictionary(
        sdks.flatMap { sdk in (sdk.names + sdk.looseNames).map { ($0.lowercased(), sdk.name) } }, uniquingKeysWith: { first, _ in first })
}
