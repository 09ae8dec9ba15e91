import TripSource

/// Code that uses a required-reason API (`UserDefaults`, a file's `creationDate`, `systemUptime`,
/// `volumeAvailableCapacityKey`, `activeInputModes`; `PrivacyManifestTables.requiredReasonAPIs`)
/// in a bundle whose privacy manifest declares no reason for the API's category. App Store
/// Connect rejects it (ITMS-91053). One finding per bundle and category, at the first use,
/// counting the others.
///
/// Apple asks for the reasons of apps and SDKs on iOS, iPadOS, tvOS, visionOS and watchOS
/// ("Describing use of required reason API"), not of macOS apps: a bundle built for macOS alone
/// is not judged (a Mac Catalyst app builds for iOS, and is).
///
/// Evidence: an error needs the use in a source an Xcode project among the inputs builds into an
/// app, app extension or framework target, and that target's `PrivacyInfo.xcprivacy` among the
/// inputs. A bundle with no privacy manifest at all among the inputs gets one warning, at the
/// first use, naming every category it uses: App Store Connect rejects it the same way, but the
/// manifest may live where the inputs do not reach. A bundle known only from its folder (whose
/// manifest and sources are the ones nearest its Info.plist) gives a note, with a manifest or
/// without: the target that builds it may take one from elsewhere (a Tuist or XcodeGen resource
/// glob such as `App/**/PrivacyInfo.xcprivacy`, which only those tools expand). Sources no target builds
/// (a Swift package's, which has its own manifest) and test targets are not judged.
struct RequiredReasonAPIUndeclared: Rule {
    static let description = RuleDescription(
        id: "required_reason_api_undeclared", severity: .error, category: .privacy,
        summary: "Code uses a required-reason API whose category the bundle's privacy manifest does not declare.",
        evidence: "Needs the use in a source an Xcode project among the inputs builds into an app, extension or framework "
            + "target, and the target's privacy manifest among the inputs; a bundle with no manifest at all gets one warning "
            + "for all its categories, one known only from its folder a note; sources no target builds are not judged, nor "
            + "bundles built for macOS alone (Apple asks for reasons on iOS, iPadOS, tvOS, visionOS and watchOS).",
        documentation: RuleDocumentation(
            why: """
                App Store Connect rejects an upload whose code uses a required-reason API (UserDefaults, file \
                timestamps, system boot time, disk space, active keyboards) that the bundle's privacy manifest does \
                not declare (ITMS-91053).
                """,
            bad: """
                UserDefaults.standard.set(true, forKey: "onboarded")
                // PrivacyInfo.xcprivacy: no NSPrivacyAccessedAPICategoryUserDefaults
                """,
            good: """
                <dict>
                  <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
                  <key>NSPrivacyAccessedAPITypeReasons</key><array><string>CA92.1</string></array>
                </dict>
                """,
            fix: """
                Declare the category in the bundle's PrivacyInfo.xcprivacy with the reason that describes the use (add \
                the manifest to the target if there is none).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for bundle in project.bundleIndex.bundles where [.app, .appExtension, .framework].contains(bundle.kind) {
            guard bundle.isBuilt(for: Self.platforms) else { continue }
            let manifests = bundle.privacyManifests.compactMap(PrivacyManifest.init)
            let declared = manifests.reduce(into: Set<String>()) { $0.formUnion($1.declaredCategories) }
            var missing: [[String]: (use: APIUse, api: String, count: Int)] = [:]
            var order: [[String]] = []
            for use in bundle.uses(in: project, where: { if case .requiredReason = $0 { true } else { false } }) {
                guard case .requiredReason(let position) = use.kind else { continue }
                let api = PrivacyManifestTables.requiredReasonAPIs[position]
                guard declared.isDisjoint(with: api.categories) else { continue }
                if let earlier = missing[api.categories] {
                    // A use whose conditions are all read is the better evidence.
                    let first = earlier.use.conditionsCut && !use.conditionsCut ? use : earlier.use
                    missing[api.categories] = (first, earlier.api, earlier.count + 1)
                } else {
                    missing[api.categories] = (use, api.api, 1)
                    order.append(api.categories)
                }
            }
            guard let first = order.first.flatMap({ missing[$0] }) else { continue }
            // A bundle only its folder shows: the target that builds it may take a manifest from
            // anywhere (a Tuist or XcodeGen resource glob), so whatever it lacks is a note.
            let gap = bundle.isFromProject
                ? nil : "not certain: no Xcode project among the inputs says which target the file belongs to"
            // No manifest at all: one warning (the manifest may be out of the inputs' reach) for
            // every category.
            if bundle.privacyManifests.isEmpty {
                let items = order.compactMap { categories in missing[categories].map { (categories, $0) } }
                found.append(diagnostic(
                    .noManifest(items.map { ($0.1.api, $0.0) }, bundle: bundle, gap: gap), at: first.use.location,
                    related: items.dropFirst().map { RelatedLocation($0.1.use.location, "the first use of \($0.1.api)") },
                    severity: gap == nil ? .warning : .note))
                continue
            }
            let related = bundle.privacyManifests.map {
                RelatedLocation($0.document.root.location ?? SourceLocation(wholeFile: $0.path), "the privacy manifest of \(bundle.displayName)")
            }
            for categories in order {
                guard let item = missing[categories] else { continue }
                let itemGap = gap ?? (item.use.conditionsCut ? "not certain: " + APIUse.cutConditionsGap : nil)
                found.append(diagnostic(.undeclared(item.api, categories: categories, bundle: bundle, others: item.count - 1, gap: itemGap),
                                        at: item.use.location, related: related, severity: itemGap == nil ? nil : .note))
            }
        }
        return found
    }

    /// The platforms whose apps Apple asks to declare their reasons.
    static let platforms: Set<ApplePlatform> = [.iOS, .tvOS, .watchOS, .visionOS]
}

extension Diagnostic.Message {
    fileprivate static func noManifest(_ uses: [(api: String, categories: [String])], bundle: AppBundle, gap: String?) -> Self {
        let listed = uses.map { "\($0.api) (\($0.categories.joined(separator: " or ")))" }.joined(separator: ", ")
        return Self("\(bundle.displayName) uses required-reason APIs, \(listed), and no privacy manifest of it is among "
            + "the inputs: App Store Connect refuses an app whose manifest gives no reason for them (ITMS-91053)"
            + (gap.map { "; \($0)" } ?? ""))
    }

    fileprivate static func undeclared(_ api: String, categories: [String], bundle: AppBundle, others: Int, gap: String?) -> Self {
        let category = categories.joined(separator: " or ")
        let more = others > 0 ? " (and \(others) other use\(others == 1 ? "" : "s"))" : ""
        let evidence = gap.map { "; \($0)" } ?? ""
        return Self("\(api) is a required-reason API (\(category)) that the privacy manifest of \(bundle.displayName) "
            + "declares no reason for\(more)\(evidence)")
    }
}
