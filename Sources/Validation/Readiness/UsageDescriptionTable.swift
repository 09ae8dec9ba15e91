/// Which Info.plist usage descriptions (purpose strings) an API needs: the table behind
/// `usage_description_missing`, one row per way of calling the API.
///
/// Each row names the keys the call needs (every group must be present; a group is satisfied by
/// any one of its keys), the platforms on which the key is required (the availability Apple's
/// page for the key gives; a platform left out is not judged), and where the row was taken from.
/// Rows match calls that request access or make the object that reaches the protected resource,
/// not checks of the authorization status (which need no key). Sources, read 2026: Apple's
/// Bundle Resources documentation, `Information Property List` keys, at
/// https://developer.apple.com/documentation/bundleresources/information-property-list/<key>,
/// and the API pages named on each row.
enum UsageDescriptionTable {
    struct Row: Sendable {
        /// How the code is recognized.
        let pattern: APIPattern
        /// The API as messages name it.
        let api: String
        /// The keys it needs: each group by any one of its keys.
        let keys: [[String]]
        let platforms: Set<ApplePlatform>
        /// Where the row comes from.
        let source: String
    }

    static let camera = "NSCameraUsageDescription"
    static let microphone = "NSMicrophoneUsageDescription"
    static let photos = "NSPhotoLibraryUsageDescription"
    static let photosAdd = "NSPhotoLibraryAddUsageDescription"
    static let whenInUse = "NSLocationWhenInUseUsageDescription"
    static let always = "NSLocationAlwaysAndWhenInUseUsageDescription"
    static let alwaysBefore11 = "NSLocationAlwaysUsageDescription"

    private static let keyPages = "https://developer.apple.com/documentation/bundleresources/information-property-list/"
    private static let cameraPlatforms: Set<ApplePlatform> = [.iOS, .macOS, .tvOS, .visionOS]
    private static let microphonePlatforms: Set<ApplePlatform> = [.iOS, .macOS, .watchOS]
    private static let photoPlatforms: Set<ApplePlatform> = [.iOS, .macOS, .visionOS]
    private static let locationPlatforms: Set<ApplePlatform> = [.iOS, .visionOS]
    private static let calendarPlatforms: Set<ApplePlatform> = [.iOS, .macOS, .watchOS, .visionOS]
    private static let bluetoothPlatforms: Set<ApplePlatform> = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    static let rows: [Row] = [
        // Camera and microphone: AVCaptureDevice.requestAccess(for:completionHandler:) supports .video and .audio.
        Row(pattern: .call(receiver: "AVCaptureDevice", swift: "requestAccess", objectiveC: "requestAccessForMediaType",
                           including: ["video", "AVMediaTypeVideo"]),
            api: "AVCaptureDevice.requestAccess(for: .video)", keys: [[camera]], platforms: cameraPlatforms,
            source: keyPages + "nscamerausagedescription; https://developer.apple.com/documentation/avfoundation/avcapturedevice/requestaccess(for:completionhandler:)"),
        Row(pattern: .call(receiver: "AVCaptureDevice", swift: "requestAccess", objectiveC: "requestAccessForMediaType",
                           including: ["audio", "AVMediaTypeAudio"]),
            api: "AVCaptureDevice.requestAccess(for: .audio)", keys: [[microphone]], platforms: microphonePlatforms,
            source: keyPages + "nsmicrophoneusagedescription; https://developer.apple.com/documentation/avfoundation/avcapturedevice/requestaccess(for:completionhandler:)"),
        Row(pattern: .assignment(property: "sourceType", swiftValue: "camera", objectiveCValue: "UIImagePickerControllerSourceTypeCamera"),
            api: "UIImagePickerController's sourceType .camera", keys: [[camera]], platforms: [.iOS],
            source: keyPages + "nscamerausagedescription; https://developer.apple.com/documentation/uikit/uiimagepickercontroller/sourcetype-swift.enum/camera"),
        Row(pattern: .construct("VNDocumentCameraViewController"), api: "VNDocumentCameraViewController", keys: [[camera]],
            platforms: [.iOS], source: keyPages + "nscamerausagedescription; https://developer.apple.com/documentation/visionkit/vndocumentcameraviewcontroller"),
        Row(pattern: .construct("DataScannerViewController"), api: "DataScannerViewController", keys: [[camera]],
            platforms: [.iOS], source: keyPages + "nscamerausagedescription; https://developer.apple.com/documentation/visionkit/datascannerviewcontroller"),
        Row(pattern: .call(receiver: nil, swift: "requestRecordPermission", objectiveC: "requestRecordPermission"),
            api: "requestRecordPermission (AVAudioSession, AVAudioApplication)", keys: [[microphone]], platforms: microphonePlatforms,
            source: keyPages + "nsmicrophoneusagedescription; https://developer.apple.com/documentation/avfaudio/avaudioapplication/requestrecordpermission(completionhandler:)"),
        Row(pattern: .construct("AVAudioRecorder"), api: "AVAudioRecorder", keys: [[microphone]], platforms: microphonePlatforms,
            source: keyPages + "nsmicrophoneusagedescription; https://developer.apple.com/documentation/avfaudio/avaudiorecorder"),
        // Photos: reading needs NSPhotoLibraryUsageDescription; adding only, either key.
        Row(pattern: .call(receiver: "PHPhotoLibrary", swift: "requestAuthorization", objectiveC: "requestAuthorization", excluding: ["addOnly"]),
            api: "PHPhotoLibrary.requestAuthorization", keys: [[photos]], platforms: photoPlatforms,
            source: keyPages + "nsphotolibraryusagedescription; https://developer.apple.com/documentation/photos/phphotolibrary/requestauthorization(for:handler:)"),
        Row(pattern: .call(receiver: "PHPhotoLibrary", swift: "requestAuthorization", objectiveC: "requestAuthorizationForAccessLevel",
                           including: ["addOnly", "PHAccessLevelAddOnly"]),
            api: "PHPhotoLibrary.requestAuthorization(for: .addOnly)", keys: [[photosAdd, photos]], platforms: [.iOS, .visionOS],
            source: keyPages + "nsphotolibraryaddusagedescription; https://developer.apple.com/documentation/photos/phphotolibrary/requestauthorization(for:handler:)"),
        Row(pattern: .call(receiver: "PHAsset", swift: "fetchAssets", objectiveC: "fetchAssetsWithOptions"),
            api: "PHAsset.fetchAssets", keys: [[photos]], platforms: photoPlatforms,
            source: keyPages + "nsphotolibraryusagedescription; https://developer.apple.com/documentation/photos/phasset"),
        Row(pattern: .call(receiver: "PHPhotoLibrary", swift: "performChanges", objectiveC: "performChanges"),
            api: "PHPhotoLibrary.performChanges", keys: [[photosAdd, photos]], platforms: [.iOS, .visionOS],
            source: keyPages + "nsphotolibraryaddusagedescription; https://developer.apple.com/documentation/photos/phphotolibrary/performchanges(_:completionhandler:)"),
        Row(pattern: .call(receiver: "PHPhotoLibrary", swift: "performChangesAndWait", objectiveC: "performChangesAndWait"),
            api: "PHPhotoLibrary.performChangesAndWait", keys: [[photosAdd, photos]], platforms: [.iOS, .visionOS],
            source: keyPages + "nsphotolibraryaddusagedescription; https://developer.apple.com/documentation/photos/phphotolibrary/performchangesandwait(_:)"),
        Row(pattern: .function("UIImageWriteToSavedPhotosAlbum"), api: "UIImageWriteToSavedPhotosAlbum", keys: [[photosAdd, photos]],
            platforms: [.iOS, .visionOS],
            source: keyPages + "nsphotolibraryaddusagedescription; https://developer.apple.com/documentation/uikit/uiimagewritetosavedphotosalbum(_:_:_:_:)"),
        Row(pattern: .function("UISaveVideoAtPathToSavedPhotosAlbum"), api: "UISaveVideoAtPathToSavedPhotosAlbum", keys: [[photosAdd, photos]],
            platforms: [.iOS, .visionOS],
            source: keyPages + "nsphotolibraryaddusagedescription; https://developer.apple.com/documentation/uikit/uisavevideoatpathtosavedphotosalbum(_:_:_:_:)"),
        // Location: requestAlwaysAuthorization() needs the when-in-use key as well.
        Row(pattern: .call(receiver: nil, swift: "requestWhenInUseAuthorization", objectiveC: "requestWhenInUseAuthorization"),
            api: "CLLocationManager.requestWhenInUseAuthorization()", keys: [[whenInUse]], platforms: locationPlatforms,
            source: keyPages + "nslocationwheninuseusagedescription; https://developer.apple.com/documentation/corelocation/cllocationmanager/requestwheninuseauthorization()"),
        Row(pattern: .call(receiver: nil, swift: "requestAlwaysAuthorization", objectiveC: "requestAlwaysAuthorization"),
            api: "CLLocationManager.requestAlwaysAuthorization()", keys: [[whenInUse], [always, alwaysBefore11]], platforms: locationPlatforms,
            source: keyPages + "nslocationalwaysandwheninuseusagedescription; https://developer.apple.com/documentation/corelocation/cllocationmanager/requestalwaysauthorization()"),
        Row(pattern: .call(receiver: "CLLocationUpdate", swift: "liveUpdates", objectiveC: nil),
            api: "CLLocationUpdate.liveUpdates()", keys: [[whenInUse]], platforms: locationPlatforms,
            source: keyPages + "nslocationwheninuseusagedescription; https://developer.apple.com/documentation/corelocation/cllocationupdate/liveupdates(_:)"),
        // Contacts.
        Row(pattern: .call(receiver: nil, swift: "requestAccess", objectiveC: "requestAccessForEntityType", including: ["contacts", "CNEntityTypeContacts"]),
            api: "CNContactStore.requestAccess(for: .contacts)", keys: [["NSContactsUsageDescription"]], platforms: [.iOS],
            source: keyPages + "nscontactsusagedescription; https://developer.apple.com/documentation/contacts/cncontactstore/requestaccess(for:completionhandler:)"),
        Row(pattern: .construct("CNContactStore"), api: "CNContactStore", keys: [["NSContactsUsageDescription"]], platforms: [.iOS],
            source: keyPages + "nscontactsusagedescription; https://developer.apple.com/documentation/contacts/cncontactstore"),
        // Calendars and reminders (EventKit, iOS 17 access levels and the older request).
        Row(pattern: .call(receiver: nil, swift: "requestFullAccessToEvents", objectiveC: "requestFullAccessToEventsWithCompletion"),
            api: "EKEventStore.requestFullAccessToEvents", keys: [["NSCalendarsFullAccessUsageDescription"]], platforms: calendarPlatforms,
            source: keyPages + "nscalendarsfullaccessusagedescription; https://developer.apple.com/documentation/eventkit/accessing-the-event-store"),
        Row(pattern: .call(receiver: nil, swift: "requestWriteOnlyAccessToEvents", objectiveC: "requestWriteOnlyAccessToEventsWithCompletion"),
            api: "EKEventStore.requestWriteOnlyAccessToEvents",
            keys: [["NSCalendarsWriteOnlyAccessUsageDescription", "NSCalendarsFullAccessUsageDescription"]], platforms: calendarPlatforms,
            source: keyPages + "nscalendarswriteonlyaccessusagedescription; https://developer.apple.com/documentation/eventkit/accessing-the-event-store"),
        Row(pattern: .call(receiver: nil, swift: "requestFullAccessToReminders", objectiveC: "requestFullAccessToRemindersWithCompletion"),
            api: "EKEventStore.requestFullAccessToReminders", keys: [["NSRemindersFullAccessUsageDescription"]], platforms: calendarPlatforms,
            source: keyPages + "nsremindersfullaccessusagedescription; https://developer.apple.com/documentation/eventkit/accessing-the-event-store"),
        Row(pattern: .call(receiver: nil, swift: "requestAccess", objectiveC: "requestAccessToEntityType", including: ["event", "EKEntityTypeEvent"]),
            api: "EKEventStore.requestAccess(to: .event)",
            keys: [["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription"]],
            platforms: calendarPlatforms, source: keyPages + "nscalendarsusagedescription; https://developer.apple.com/documentation/eventkit/ekeventstore"),
        Row(pattern: .call(receiver: nil, swift: "requestAccess", objectiveC: "requestAccessToEntityType", including: ["reminder", "EKEntityTypeReminder"]),
            api: "EKEventStore.requestAccess(to: .reminder)",
            keys: [["NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"]],
            platforms: calendarPlatforms, source: keyPages + "nsremindersusagedescription; https://developer.apple.com/documentation/eventkit/ekeventstore"),
        // Bluetooth.
        Row(pattern: .construct("CBCentralManager"), api: "CBCentralManager", keys: [["NSBluetoothAlwaysUsageDescription"]],
            platforms: bluetoothPlatforms, source: keyPages + "nsbluetoothalwaysusagedescription"),
        Row(pattern: .construct("CBPeripheralManager"), api: "CBPeripheralManager", keys: [["NSBluetoothAlwaysUsageDescription"]],
            platforms: bluetoothPlatforms, source: keyPages + "nsbluetoothalwaysusagedescription"),
        // Speech recognition.
        Row(pattern: .call(receiver: "SFSpeechRecognizer", swift: "requestAuthorization", objectiveC: "requestAuthorization"),
            api: "SFSpeechRecognizer.requestAuthorization", keys: [["NSSpeechRecognitionUsageDescription"]],
            platforms: [.iOS, .macOS, .visionOS],
            source: keyPages + "nsspeechrecognitionusagedescription; https://developer.apple.com/documentation/speech/asking-permission-to-use-speech-recognition"),
        // Motion: the key's page names these four classes.
        Row(pattern: .construct("CMMotionActivityManager"), api: "CMMotionActivityManager", keys: [["NSMotionUsageDescription"]],
            platforms: [.iOS, .macOS, .visionOS], source: keyPages + "nsmotionusagedescription"),
        Row(pattern: .construct("CMPedometer"), api: "CMPedometer", keys: [["NSMotionUsageDescription"]],
            platforms: [.iOS, .macOS, .visionOS], source: keyPages + "nsmotionusagedescription"),
        Row(pattern: .construct("CMSensorRecorder"), api: "CMSensorRecorder", keys: [["NSMotionUsageDescription"]],
            platforms: [.iOS, .macOS, .visionOS], source: keyPages + "nsmotionusagedescription"),
        Row(pattern: .construct("CMMovementDisorderManager"), api: "CMMovementDisorderManager", keys: [["NSMotionUsageDescription"]],
            platforms: [.iOS, .macOS, .visionOS], source: keyPages + "nsmotionusagedescription"),
        // Face ID: a policy that may authenticate with biometrics.
        Row(pattern: .call(receiver: nil, swift: "evaluatePolicy", objectiveC: "evaluatePolicy",
                           including: ["deviceOwnerAuthenticationWithBiometrics", "deviceOwnerAuthentication",
                                       "LAPolicyDeviceOwnerAuthenticationWithBiometrics", "LAPolicyDeviceOwnerAuthentication"]),
            api: "LAContext.evaluatePolicy", keys: [["NSFaceIDUsageDescription"]], platforms: [.iOS],
            source: keyPages + "nsfaceidusagedescription; https://developer.apple.com/documentation/localauthentication/lacontext"),
        // App Tracking Transparency.
        Row(pattern: .call(receiver: "ATTrackingManager", swift: "requestTrackingAuthorization", objectiveC: "requestTrackingAuthorizationWithCompletionHandler"),
            api: "ATTrackingManager.requestTrackingAuthorization", keys: [["NSUserTrackingUsageDescription"]], platforms: [.iOS],
            source: keyPages + "nsusertrackingusagedescription; https://developer.apple.com/documentation/apptrackingtransparency/attrackingmanager/requesttrackingauthorization(completionhandler:)"),
        // HealthKit: writing needs the update key, reading the share key.
        Row(pattern: .argument(swiftMember: "requestAuthorization", swiftLabel: "toShare", objectiveCKeyword: "requestAuthorizationToShareTypes"),
            api: "HKHealthStore.requestAuthorization(toShare:read:) with types to share", keys: [["NSHealthUpdateUsageDescription"]],
            platforms: [.iOS], source: keyPages + "nshealthupdateusagedescription; https://developer.apple.com/documentation/healthkit/hkhealthstore/requestauthorization(toshare:read:completion:)"),
        Row(pattern: .argument(swiftMember: "requestAuthorization", swiftLabel: "read", objectiveCKeyword: "readTypes"),
            api: "HKHealthStore.requestAuthorization(toShare:read:) with types to read", keys: [["NSHealthShareUsageDescription"]],
            platforms: [.iOS], source: keyPages + "nshealthshareusagedescription; https://developer.apple.com/documentation/healthkit/hkhealthstore/requestauthorization(toshare:read:completion:)"),
        // Media library.
        Row(pattern: .call(receiver: "MPMediaLibrary", swift: "requestAuthorization", objectiveC: "requestAuthorization"),
            api: "MPMediaLibrary.requestAuthorization", keys: [["NSAppleMusicUsageDescription"]], platforms: [.iOS],
            source: keyPages + "nsapplemusicusagedescription; https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/requestauthorization(_:)"),
        // NFC reader sessions.
        Row(pattern: .construct("NFCNDEFReaderSession"), api: "NFCNDEFReaderSession", keys: [["NFCReaderUsageDescription"]],
            platforms: [.iOS], source: keyPages + "nfcreaderusagedescription; https://developer.apple.com/documentation/corenfc"),
        Row(pattern: .construct("NFCTagReaderSession"), api: "NFCTagReaderSession", keys: [["NFCReaderUsageDescription"]],
            platforms: [.iOS], source: keyPages + "nfcreaderusagedescription; https://developer.apple.com/documentation/corenfc"),
        Row(pattern: .construct("NFCVASReaderSession"), api: "NFCVASReaderSession", keys: [["NFCReaderUsageDescription"]],
            platforms: [.iOS], source: keyPages + "nfcreaderusagedescription; https://developer.apple.com/documentation/corenfc"),
    ]

    /// Whether an Info.plist key is a usage description (purpose string): `NS…UsageDescription`
    /// and `NFCReaderUsageDescription`.
    static func isUsageDescription(_ key: String) -> Bool {
        key.hasSuffix("UsageDescription")
    }
}
