import TripSource

/// A dependency from Apple's list of commonly used third-party SDKs (`ThirdPartySDKTable`),
/// checked out among the repository's files (a committed `Pods/<Name>`, `Carthage/Checkouts/<name>`,
/// `.build/checkouts/<name>` or `SourcePackages/checkouts/<name>`), that holds no privacy manifest
/// (`PrivacyInfo.xcprivacy`) anywhere in its folder: App Store Connect refuses an app that
/// includes it (ITMS-91061). Reported at the lock file's entry for it (`Podfile.lock`,
/// `Cartfile.resolved`, `workspace-state.json`), or at the folder when no lock file names it.
///
/// Evidence: an error needs the folder's name to be the SDK's (or the pod that is it, letter
/// case and all), a lock file read that pins its version, and the whole folder searched. A folder
/// named after the SDK only loosely (a repository that holds it, another letter case), one whose
/// version no lock file gives, or one too large to search whole, gives a note. Dependencies of
/// projects whose targets are all built for macOS alone are not judged (Apple asks for SDK
/// privacy manifests with the required-reason declarations, on iOS, iPadOS, tvOS, visionOS and
/// watchOS).
struct SDKPrivacyManifestMissing: Rule {
    static let description = RuleDescription(
        id: "sdk_privacy_manifest_missing", severity: .error, category: .privacy,
        summary: "A checked-out dependency on Apple's list of commonly used SDKs holds no privacy manifest.",
        evidence: "Needs a committed Pods, Carthage or SwiftPM checkout folder named exactly after an SDK of Apple's list, "
            + "its version pinned by a lock file read, and the whole folder searched; a loose name, an unknown version or "
            + "a folder too large to search gives a note; projects built for macOS alone are not judged.",
        documentation: RuleDocumentation(
            why: """
                Apple keeps a list of commonly used third-party SDKs; an app that includes one of them must include \
                the SDK's privacy manifest, which versions released since 2024 ship. App Store Connect refuses an \
                upload with a listed SDK that has none (ITMS-91061).
                """,
            bad: """
                # Podfile.lock
                PODS:
                  - Alamofire (5.6.4)
                # Pods/Alamofire/ holds no PrivacyInfo.xcprivacy
                """,
            good: """
                PODS:
                  - Alamofire (5.9.1)
                # Pods/Alamofire/Source/PrivacyInfo.xcprivacy
                """,
            fix: """
                Update the dependency to a version that ships PrivacyInfo.xcprivacy (pod update, carthage update, or \
                File > Packages > Update to Latest Package Versions), and commit the checked-out files again.
                """))

    /// The most entries searched in one dependency's folder.
    static let searchLimit = 200_000

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let platforms = projectPlatforms(project)
        var found: [Diagnostic] = []
        for checkout in project.sdkCheckouts where checkout.hasPrivacyManifest != true {
            guard !isForMacOSAlone(checkout, platforms: platforms) else { continue }
            var gaps: [String] = []
            if !checkout.match.isCertain {
                gaps.append("its folder's name '\(Paths.fileName(of: checkout.path))' matches \(checkout.match.sdk) only loosely")
            }
            if checkout.pin == nil { gaps.append("no lock file read pins its version") }
            let location = checkout.pin?.location ?? SourceLocation(wholeFile: checkout.path)
            found.append(diagnostic(.missing(checkout, gaps: gaps), at: location,
                                    severity: gaps.isEmpty && checkout.hasPrivacyManifest == false ? nil : .note))
        }
        return found
    }

    /// The platforms the targets of each Xcode project among the inputs build for (tests aside),
    /// by the project's folder, and the folders of projects with a target whose platforms are unknown.
    private func projectPlatforms(_ project: ValidationProject) -> (known: [String: Set<ApplePlatform>], unknown: Set<String>) {
        var known: [String: Set<ApplePlatform>] = [:]
        var unknown: Set<String> = []
        let bundles = project.bundleIndex.bundles
        var position = 0
        for xcodeProject in project.xcodeProjects {
            let folder = Paths.normalize(xcodeProject.projectFolder)
            for _ in xcodeProject.targets {
                let bundle = bundles[position]
                position += 1
                guard bundle.kind != .test else { continue }
                if bundle.platforms.isEmpty { unknown.insert(folder) }
                known[folder, default: []].formUnion(bundle.platforms)
            }
        }
        return (known, unknown)
    }

    /// Whether every Xcode project in the folder a checkout's package manager works in (where
    /// `Pods`, `Carthage`, `.build` or `SourcePackages` stands), above it or below it, builds for
    /// macOS alone; `false` when no project is there.
    private func isForMacOSAlone(
        _ checkout: SDKCheckout, platforms: (known: [String: Set<ApplePlatform>], unknown: Set<String>)
    ) -> Bool {
        var root = Paths.directory(of: Paths.directory(of: Paths.normalize(checkout.path)))
        if checkout.manager != .cocoaPods { root = Paths.directory(of: root) }
        let above = Set(Paths.enclosingFolders(of: Paths.join(root, "x")))
        let relevant = platforms.known.filter { folder, _ in above.contains(folder) || root == "." || folder.hasPrefix(root + "/") }
        return !relevant.isEmpty && relevant.allSatisfy { folder, built in built == [.macOS] && !platforms.unknown.contains(folder) }
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ checkout: SDKCheckout, gaps: [String]) -> Self {
        let version = checkout.pin.map { " \($0.version)" } ?? ""
        let lacks = checkout.hasPrivacyManifest == false
            ? "holds no privacy manifest (PrivacyInfo.xcprivacy)"
            : "may hold no privacy manifest (PrivacyInfo.xcprivacy): the folder is too large to search whole"
        return Self("\(checkout.manager.rawValue) checkout '\(checkout.path)' is \(checkout.match.sdk)\(version), on Apple's list "
            + "of commonly used third-party SDKs, and \(lacks): App Store Connect refuses an app that includes it (ITMS-91061); "
            + "update it to a version that ships one" + (gaps.isEmpty ? "" : "; not certain: " + gaps.joined(separator: ", and ")))
    }
}
