/// What a privacy manifest (`PrivacyInfo.xcprivacy`) may say, and which APIs need a declared
/// reason: the tables behind the privacy manifest rules.
///
/// Sources, read 2026:
/// - Apple, "Describing use of required reason API",
///   https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api
///   (the five categories, each one's reason codes, and the APIs each covers);
/// - Apple, "Describing data use in privacy manifests",
///   https://developer.apple.com/documentation/bundleresources/describing-data-use-in-privacy-manifests
///   (the collected data types and purposes, and the keys of each collected-data dictionary);
/// - Apple, "Privacy manifest files" and the `App Privacy Configuration` key pages
///   (https://developer.apple.com/documentation/bundleresources/app-privacy-configuration),
///   for the top-level keys and their types.
///
/// Apple adds categories, reasons and data types from time to time: a value missing here is
/// reported as unknown, so this table is updated with the pages above.
enum PrivacyManifestTables {
    // MARK: Keys

    static let tracking = "NSPrivacyTracking"
    static let trackingDomains = "NSPrivacyTrackingDomains"
    static let collectedDataTypes = "NSPrivacyCollectedDataTypes"
    static let accessedAPITypes = "NSPrivacyAccessedAPITypes"
    static let accessedAPIType = "NSPrivacyAccessedAPIType"
    static let accessedAPIReasons = "NSPrivacyAccessedAPITypeReasons"
    static let collectedDataType = "NSPrivacyCollectedDataType"
    static let collectedDataLinked = "NSPrivacyCollectedDataTypeLinked"
    static let collectedDataTracking = "NSPrivacyCollectedDataTypeTracking"
    static let collectedDataPurposes = "NSPrivacyCollectedDataTypePurposes"

    /// The shape a key's value must have.
    enum ValueShape: Sendable, Equatable {
        case boolean
        case string
        case arrayOfStrings
        case arrayOfDictionaries
    }

    /// The top-level keys and their shapes.
    static let topLevelKeys: [String: ValueShape] = [
        tracking: .boolean,
        trackingDomains: .arrayOfStrings,
        collectedDataTypes: .arrayOfDictionaries,
        accessedAPITypes: .arrayOfDictionaries,
    ]

    /// The keys of each `NSPrivacyAccessedAPITypes` dictionary, all required.
    static let accessedAPIKeys: [String: ValueShape] = [
        accessedAPIType: .string,
        accessedAPIReasons: .arrayOfStrings,
    ]

    /// The keys of each `NSPrivacyCollectedDataTypes` dictionary, all required.
    static let collectedDataKeys: [String: ValueShape] = [
        collectedDataType: .string,
        collectedDataLinked: .boolean,
        collectedDataTracking: .boolean,
        collectedDataPurposes: .arrayOfStrings,
    ]

    // MARK: Required reason API

    static let fileTimestamp = "NSPrivacyAccessedAPICategoryFileTimestamp"
    static let systemBootTime = "NSPrivacyAccessedAPICategorySystemBootTime"
    static let diskSpace = "NSPrivacyAccessedAPICategoryDiskSpace"
    static let activeKeyboards = "NSPrivacyAccessedAPICategoryActiveKeyboards"
    static let userDefaults = "NSPrivacyAccessedAPICategoryUserDefaults"

    /// Each category's reason codes.
    static let reasons: [String: [String]] = [
        fileTimestamp: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
        systemBootTime: ["35F9.1", "8FFB.1", "3D61.1"],
        diskSpace: ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
        activeKeyboards: ["3EC4.1", "54BD.1"],
        userDefaults: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
    ]

    /// The categories in the order Apple's page lists them.
    static let categories = [fileTimestamp, systemBootTime, diskSpace, activeKeyboards, userDefaults]

    /// The category a reason code belongs to, to say so when it is declared under another.
    static let categoryOfReason: [String: String] = Dictionary(
        reasons.flatMap { category, codes in codes.map { ($0, category) } }, uniquingKeysWith: { first, _ in first })

    /// One way code uses a required-reason API.
    struct RequiredReasonAPI: Sendable {
        let pattern: APIPattern
        /// The API as Apple's page names it.
        let api: String
        /// The categories that cover it (an API in two categories is declared under either).
        let categories: [String]
    }

    /// The APIs Apple's page lists under each category, with their Swift and Objective-C spellings.
    static let requiredReasonAPIs: [RequiredReasonAPI] = [
        // File timestamp APIs.
        RequiredReasonAPI(pattern: .fileAttribute("creationDate"), api: "creationDate", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .fileAttribute("modificationDate"), api: "modificationDate", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .name("NSFileCreationDate"), api: "creationDate", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .name("NSFileModificationDate"), api: "modificationDate", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .member("fileModificationDate"), api: "fileModificationDate", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .name("contentModificationDateKey"), api: "contentModificationDateKey", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .name("NSURLContentModificationDateKey"), api: "contentModificationDateKey", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .name("creationDateKey"), api: "creationDateKey", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .name("NSURLCreationDateKey"), api: "creationDateKey", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .function("getattrlist"), api: "getattrlist", categories: [fileTimestamp, diskSpace]),
        RequiredReasonAPI(pattern: .function("getattrlistbulk"), api: "getattrlistbulk", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .function("fgetattrlist"), api: "fgetattrlist", categories: [fileTimestamp, diskSpace]),
        RequiredReasonAPI(pattern: .function("getattrlistat"), api: "getattrlistat", categories: [fileTimestamp, diskSpace]),
        RequiredReasonAPI(pattern: .function("stat"), api: "stat", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .function("fstat"), api: "fstat", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .function("fstatat"), api: "fstatat", categories: [fileTimestamp]),
        RequiredReasonAPI(pattern: .function("lstat"), api: "lstat", categories: [fileTimestamp]),
        // System boot time APIs.
        RequiredReasonAPI(pattern: .member("systemUptime"), api: "systemUptime", categories: [systemBootTime]),
        RequiredReasonAPI(pattern: .function("mach_absolute_time"), api: "mach_absolute_time()", categories: [systemBootTime]),
        // Disk space APIs.
        RequiredReasonAPI(pattern: .name("volumeAvailableCapacityKey"), api: "volumeAvailableCapacityKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("volumeAvailableCapacityForImportantUsageKey"), api: "volumeAvailableCapacityForImportantUsageKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("volumeAvailableCapacityForOpportunisticUsageKey"), api: "volumeAvailableCapacityForOpportunisticUsageKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("volumeTotalCapacityKey"), api: "volumeTotalCapacityKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("NSURLVolumeAvailableCapacityKey"), api: "volumeAvailableCapacityKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("NSURLVolumeAvailableCapacityForImportantUsageKey"), api: "volumeAvailableCapacityForImportantUsageKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("NSURLVolumeAvailableCapacityForOpportunisticUsageKey"), api: "volumeAvailableCapacityForOpportunisticUsageKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("NSURLVolumeTotalCapacityKey"), api: "volumeTotalCapacityKey", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .fileAttribute("systemFreeSize"), api: "systemFreeSize", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .fileAttribute("systemSize"), api: "systemSize", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("NSFileSystemFreeSize"), api: "systemFreeSize", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .name("NSFileSystemSize"), api: "systemSize", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .function("statfs"), api: "statfs", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .function("statvfs"), api: "statvfs", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .function("fstatfs"), api: "fstatfs", categories: [diskSpace]),
        RequiredReasonAPI(pattern: .function("fstatvfs"), api: "fstatvfs", categories: [diskSpace]),
        // Active keyboard APIs.
        RequiredReasonAPI(pattern: .name("activeInputModes"), api: "activeInputModes", categories: [activeKeyboards]),
        // User defaults APIs.
        RequiredReasonAPI(pattern: .name("UserDefaults"), api: "UserDefaults", categories: [userDefaults]),
        RequiredReasonAPI(pattern: .name("NSUserDefaults"), api: "UserDefaults", categories: [userDefaults]),
    ]

    // MARK: Collected data

    /// The collected data types, in the order Apple's page lists them (by its headings: contact
    /// info, health and fitness, financial info, location, sensitive info, contacts, user
    /// content, browsing history, search history, identifiers, purchases, usage data,
    /// diagnostics, surroundings, body, other data).
    static let dataTypes: [String] = [
        "NSPrivacyCollectedDataTypeName", "NSPrivacyCollectedDataTypeEmailAddress", "NSPrivacyCollectedDataTypePhoneNumber",
        "NSPrivacyCollectedDataTypePhysicalAddress", "NSPrivacyCollectedDataTypeOtherUserContactInfo",
        "NSPrivacyCollectedDataTypeHealth", "NSPrivacyCollectedDataTypeFitness",
        "NSPrivacyCollectedDataTypePaymentInfo", "NSPrivacyCollectedDataTypeCreditInfo", "NSPrivacyCollectedDataTypeOtherFinancialInfo",
        "NSPrivacyCollectedDataTypePreciseLocation", "NSPrivacyCollectedDataTypeCoarseLocation",
        "NSPrivacyCollectedDataTypeSensitiveInfo",
        "NSPrivacyCollectedDataTypeContacts",
        "NSPrivacyCollectedDataTypeEmailsOrTextMessages", "NSPrivacyCollectedDataTypePhotosorVideos",
        "NSPrivacyCollectedDataTypeAudioData", "NSPrivacyCollectedDataTypeGameplayContent",
        "NSPrivacyCollectedDataTypeCustomerSupport", "NSPrivacyCollectedDataTypeOtherUserContent",
        "NSPrivacyCollectedDataTypeBrowsingHistory",
        "NSPrivacyCollectedDataTypeSearchHistory",
        "NSPrivacyCollectedDataTypeUserID", "NSPrivacyCollectedDataTypeDeviceID",
        "NSPrivacyCollectedDataTypePurchaseHistory",
        "NSPrivacyCollectedDataTypeProductInteraction", "NSPrivacyCollectedDataTypeAdvertisingData",
        "NSPrivacyCollectedDataTypeOtherUsageData",
        "NSPrivacyCollectedDataTypeCrashData", "NSPrivacyCollectedDataTypePerformanceData",
        "NSPrivacyCollectedDataTypeOtherDiagnosticData",
        "NSPrivacyCollectedDataTypeEnvironmentScanning",
        "NSPrivacyCollectedDataTypeHands", "NSPrivacyCollectedDataTypeHead",
        "NSPrivacyCollectedDataTypeOtherDataTypes",
    ]

    /// The purposes a collected data type may give.
    static let purposes: [String] = [
        "NSPrivacyCollectedDataTypePurposeThirdPartyAdvertising", "NSPrivacyCollectedDataTypePurposeDeveloperAdvertising",
        "NSPrivacyCollectedDataTypePurposeAnalytics", "NSPrivacyCollectedDataTypePurposeProductPersonalization",
        "NSPrivacyCollectedDataTypePurposeAppFunctionality", "NSPrivacyCollectedDataTypePurposeOther",
    ]
}
