import TripSource

/// A dependency checked out among the repository's files whose folder is named after an SDK of
/// Apple's list of commonly used third-party SDKs (`ThirdPartySDKTable`): a committed `Pods/<Name>`,
/// `Carthage/Checkouts/<name>`, or SwiftPM's `.build/checkouts/<name>` or
/// `SourcePackages/checkouts/<name>`, with the version its package manager's lock file pins and
/// whether the folder holds a privacy manifest.
struct SDKCheckout: Sendable, Equatable {
    enum Manager: String, Sendable {
        case cocoaPods = "CocoaPods"
        case carthage = "Carthage"
        case swiftPM = "Swift Package Manager"
    }

    /// The folder, as discovery shows it.
    let path: String
    let manager: Manager
    /// The SDK of Apple's list the folder's name names.
    let match: ThirdPartySDKTable.Match
    /// The version the lock file pins, with where it says so; `nil` when no lock file read names it.
    let pin: DependencyLock.Pin?
    /// Whether a `PrivacyInfo.xcprivacy` lies anywhere in the folder; `nil` when the folder could
    /// not be searched whole (too many entries, or one could not be listed).
    let hasPrivacyManifest: Bool?

    /// The name of a privacy manifest.
    static let privacyManifestName = "PrivacyInfo.xcprivacy"

    /// The package manager a dependency folder from discovery belongs to, by the folders above it.
    static func manager(of folder: String) -> Manager? {
        let parent = Paths.directory(of: folder)
        switch Paths.fileName(of: parent) {
        case "Pods": return .cocoaPods
        case "Checkouts": return .carthage
        case "checkouts": return .swiftPM
        default: return nil
        }
    }

    /// The lock file that pins the dependencies of a folder of `manager`: for a pod, the
    /// `Podfile.lock` beside `Pods` (and `Pods/Manifest.lock`, its copy); for Carthage, the
    /// `Cartfile.resolved` beside `Carthage`; for SwiftPM, the `workspace-state.json` beside `checkouts`.
    static func lockFiles(of folder: String, manager: Manager) -> [String] {
        let container = Paths.directory(of: folder)
        switch manager {
        case .cocoaPods:
            return [Paths.join(Paths.directory(of: container), "Podfile.lock"), Paths.join(container, "Manifest.lock")]
        case .carthage:
            return [Paths.join(Paths.directory(of: Paths.directory(of: container)), "Cartfile.resolved")]
        case .swiftPM:
            return [Paths.join(Paths.directory(of: container), "workspace-state.json")]
        }
    }
}
