import TripSource

/// An iOS app or app extension whose Info.plist gives no `CFBundleName`, or an empty one, which
/// App Store Connect refuses (ITMS-90784 for the app, ITMS-90360 for an extension), or an app
/// extension without `CFBundleDisplayName`, which it refuses too (ITMS-90360). A generated
/// Info.plist (`GENERATE_INFOPLIST_FILE`) gets `CFBundleName` from `PRODUCT_NAME`, and
/// `CFBundleDisplayName` from `INFOPLIST_KEY_CFBundleDisplayName`; XcodeGen's from the target's
/// name. A value naming a variable the settings do not resolve counts as given. Reported at the
/// Info.plist (at `GENERATE_INFOPLIST_FILE` when there is no file), or at the empty value.
///
/// Evidence: the target among the inputs, built for iOS, its Info.plist known whole; an extension
/// no app of the inputs embeds, or partial evidence, gives a note.
struct BundleNameMissing: Rule {
    static let description = RuleDescription(
        id: "bundle_name_missing", severity: .error, category: .infoPlist,
        summary: "An iOS app or extension has no CFBundleName, or an extension no CFBundleDisplayName: App Store Connect "
            + "refuses it.",
        evidence: "The Info.plist of an app or extension target built for iOS, known whole, generated keys counted; an "
            + "extension no app embeds, or partial evidence, gives a note.",
        documentation: RuleDocumentation(
            why: """
                App Store Connect refuses an upload whose app has no bundle name (ITMS-90784), or holds an extension \
                without a bundle name or a display name (ITMS-90360). Xcode's generated Info.plist gives the bundle \
                name, but an Info.plist file must say it.
                """,
            bad: """
                <!-- Share/Info.plist of a share extension -->
                <key>CFBundleName</key>
                <string>$(PRODUCT_NAME)</string>
                <!-- and no CFBundleDisplayName -->
                """,
            good: """
                <key>CFBundleName</key>
                <string>$(PRODUCT_NAME)</string>
                <key>CFBundleDisplayName</key>
                <string>Share to RoadTrip</string>
                """,
            fix: """
                Add CFBundleName ($(PRODUCT_NAME)) to the Info.plist, and CFBundleDisplayName to each extension's (or \
                INFOPLIST_KEY_CFBundleDisplayName to its build settings).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: Set<String> = []
        for bundle in project.bundleIndex.bundles where (bundle.kind == .app || bundle.kind == .appExtension)
            && bundle.platforms.contains(.iOS) && bundle.platforms.isDisjoint(with: [.watchOS]) && bundle.isFromProject {
            var gap = bundle.uploadGap
            if gap == nil, bundle.kind == .appExtension, bundle.containers.isEmpty { gap = "no app among the inputs embeds it" }
            let keys = bundle.kind == .app ? ["CFBundleName"] : ["CFBundleName", "CFBundleDisplayName"]
            for key in keys {
                guard let location = missing(key, in: bundle), seen.insert("\(location) \(key)").inserted else { continue }
                found.append(diagnostic(.missing(key, bundle: bundle, gap: gap), at: location, severity: gap == nil ? nil : .note))
            }
        }
        return found
    }

    /// Where to report `key` as missing from `bundle`'s Info.plist (its root, or its empty value),
    /// or `nil` when the build gives it.
    private func missing(_ key: String, in bundle: AppBundle) -> SourceLocation? {
        switch bundle.source(ofKey: key) {
        case .file(let entry)?:
            guard let value = entry.value.string else { return nil }
            if value.isEmpty { return entry.value.location ?? entry.keyLocation }
            // A value built from variables that all come out empty.
            guard value.contains("$") else { return nil }
            let built = bundle.configurations.compactMap { $0.expand(value) }
            return !built.isEmpty && built.allSatisfy({ $0.allSatisfy(\.isWhitespace) })
                ? entry.value.location ?? entry.keyLocation : nil
        case nil:
            // Xcode's generated Info.plist writes CFBundleName from PRODUCT_NAME.
            if key == "CFBundleName", bundle.generatesInfoPlist { return nil }
            return bundle.infoPlistLocation ?? bundle.configurations.lazy.compactMap { $0.value("GENERATE_INFOPLIST_FILE")?.location }.first
        default:
            return nil
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ key: String, bundle: AppBundle, gap: String?) -> Self {
        let number = bundle.kind == .app ? "ITMS-90784" : "ITMS-90360"
        return Self("the Info.plist of \(bundle.displayName), an \(bundle.kind == .app ? "app" : "app extension"), gives no "
            + "\(key) (or an empty one): App Store Connect refuses the upload (\(number))" + (gap.map { "; not certain: \($0)" } ?? ""))
    }
}
