import PropertyList
import TripSource

/// An iOS app that names no app icon, or names one its asset catalogs do not hold. Apps built with
/// the iOS 11 SDK or later must give their icon in an asset catalog and name it with
/// `CFBundleIconName`, which Xcode writes from `ASSETCATALOG_COMPILER_APPICON_NAME` (or
/// `INFOPLIST_KEY_CFBundleIconName`); App Store Connect refuses an upload without it
/// (ITMS-90713), and one whose icon set is absent lacks every icon (ITMS-90704). The name is found
/// when an asset catalog the target builds holds a set of that name (`AppIcon.appiconset`), or
/// the target builds an Icon Composer bundle of that name (`AppIcon.icon`): one its build phases
/// name (the bundle, or a file inside it), or one found under its synchronized folders, at any
/// depth. Reported at the Info.plist (missing name) or where the name is written.
///
/// Evidence: the app's target among the inputs, built for iOS, its Info.plist and settings known
/// whole; a name under `CFBundleIcons` counts. An XcodeGen target is taken to name `AppIcon`, as
/// XcodeGen's settings do. A named icon found in no catalog is always a note: builds compile
/// catalogs the files do not show (generated ones, a precompiled `Assets.car`, a pod's), as the
/// real apps measured do.
struct AppIconMissing: Rule {
    static let description = RuleDescription(
        id: "app_icon_missing", severity: .error, category: .infoPlist,
        summary: "An iOS app names no app icon (CFBundleIconName), or names one no asset catalog of its target holds.",
        evidence: "An app target built for iOS whose Info.plist and settings are known whole names no icon; a named icon "
            + "no asset catalog of the target holds is a note (a build may compile catalogs the files do not show).",
        documentation: RuleDocumentation(
            why: """
                Since the iOS 11 SDK an app's icon lives in an asset catalog and the Info.plist names it with \
                CFBundleIconName, which Xcode writes from the App Icon setting. App Store Connect refuses an upload \
                without the name (ITMS-90713), or without the icons it names (ITMS-90704).
                """,
            bad: """
                ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
                // and no AppIcon.appiconset in the target's Assets.xcassets
                """,
            good: """
                ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
                // Assets.xcassets/AppIcon.appiconset with a 1024-pixel icon, or an AppIcon.icon from Icon Composer
                """,
            fix: """
                Add an app icon set to an asset catalog of the target (or an Icon Composer .icon file) and choose it \
                as the target's App Icon (ASSETCATALOG_COMPILER_APPICON_NAME).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        let index = project.bundleIndex
        let targets = project.analysis(TargetIndex.self)
        var found: [Diagnostic] = []
        for (position, bundle) in index.bundles.enumerated() where bundle.kind == .app && bundle.platforms.contains(.iOS)
            && bundle.platforms.isDisjoint(with: [.watchOS, .tvOS]) && bundle.isFromProject {
            var xcodeGen = false
            if case .xcodeGen? = project.xcodeProjects.first(where: { $0.path == projectPath(bundle) })?.origin { xcodeGen = true }
            let (names, unknown) = iconNames(of: bundle, xcodeGen: xcodeGen)
            let fallback = bundle.infoPlistLocation ?? SourceLocation(wholeFile: SourceFile(path: projectPath(bundle)))
            if names.isEmpty {
                guard !unknown else { continue }
                let gap = bundle.uploadGap
                found.append(diagnostic(.unnamed(bundle, gap: gap), at: fallback, severity: gap == nil ? nil : .note))
                continue
            }
            let catalogs = project.assetCatalogs.filter { targets.targets(building: Paths.normalize($0.path)).contains(position) }
            let layout = targets.layouts[position]
            let listed = layout.files.union(layout.addedFiles)
            let iconBundles = project.iconBundles.filter { targets.targets(building: Paths.normalize($0)).contains(position) }
            for name in names {
                let inCatalog = catalogs.contains { catalog in catalog.entries.contains { entry in entry.name == name.value } }
                guard !inCatalog, !Self.buildsIconBundle(named: name.value, listed: listed, found: iconBundles) else { continue }
                // Always a note: a build may compile catalogs the files do not show (generated ones, a
                // precompiled Assets.car, a pod's), as real apps do.
                let gap = bundle.uploadGap ?? "the build may compile an asset catalog the files do not show (generated, "
                    + "precompiled as Assets.car, or a pod's)"
                found.append(diagnostic(.absent(bundle, name: name.value, catalogs: catalogs.count, gap: gap),
                                        at: name.location ?? fallback, severity: .note))
                break
            }
        }
        return found
    }

    private static let setting = "ASSETCATALOG_COMPILER_APPICON_NAME"

    /// Whether a target builds an Icon Composer bundle of a name: a path its build phases name
    /// has `NAME.icon` as a part (the bundle, or a file inside it, in any folder), or a bundle
    /// found among the files is the target's (under its synchronized folders).
    private static func buildsIconBundle(named name: String, listed: Set<String>, found: [String]) -> Bool {
        let bundle = name + DiscoveredResources.iconBundleExtension
        return found.contains { DiscoveredResources.iconName(ofBundle: $0) == name }
            || listed.contains { path in path.split(separator: "/").contains { $0 == bundle } }
    }

    /// The icon names the build gives the app, each once: each configuration's
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`, else the Info.plist's `CFBundleIconName` (or its
    /// `INFOPLIST_KEY_` setting); `AppIcon` for an XcodeGen target that sets neither. A name that
    /// is a variable the settings do not resolve, or a setting with conditions, gives none.
    private func iconNames(of bundle: AppBundle, xcodeGen: Bool) -> (names: [(value: String, location: SourceLocation?)], unknown: Bool) {
        var names: [(value: String, location: SourceLocation?)] = []
        var unknown = false
        for configuration in bundle.configurations {
            if configuration.isDefined(Self.setting) {
                guard let written = configuration.value(Self.setting), let name = configuration.expand(written.value) else {
                    unknown = true
                    continue
                }
                if !name.isEmpty { names.append((value: name, location: written.location)) }
            } else if let built = bundle.builtValue("CFBundleIconName", generatedFrom: nil, in: configuration), !built.value.isEmpty {
                names.append((value: built.value, location: built.location))
            } else if bundle.source(ofKey: "CFBundleIconName") != nil {
                unknown = true
            } else if let nested = Self.primaryIconName(bundle) {
                names.append((value: nested.value, location: nested.location))
            } else if xcodeGen {
                names.append((value: "AppIcon", location: nil))
            }
        }
        var seen: Set<String> = []
        return (names.filter { seen.insert($0.value).inserted }, unknown)
    }

    /// The icon name the Info.plist gives under `CFBundleIcons` (or `CFBundleIcons~ipad`),
    /// `CFBundlePrimaryIcon`, `CFBundleIconName`, as apps that name their icons by hand write it.
    private static func primaryIconName(_ bundle: AppBundle) -> (value: String, location: SourceLocation?)? {
        for key in ["CFBundleIcons", "CFBundleIcons~ipad"] {
            guard let value = bundle.infoDictionary?[key]?["CFBundlePrimaryIcon"]?["CFBundleIconName"],
                  let name = value.string, !name.isEmpty else { continue }
            return (name, value.location)
        }
        return nil
    }

    /// The path of the project file the bundle's target comes from.
    private func projectPath(_ bundle: AppBundle) -> String {
        if case .project(let path) = bundle.evidence { return path }
        return bundle.name
    }
}

extension Diagnostic.Message {
    fileprivate static func unnamed(_ bundle: AppBundle, gap: String?) -> Self {
        Self("\(bundle.displayName) names no app icon: neither ASSETCATALOG_COMPILER_APPICON_NAME nor CFBundleIconName is "
            + "set, and App Store Connect refuses the upload (ITMS-90713)" + (gap.map { "; not certain: \($0)" } ?? ""))
    }

    fileprivate static func absent(_ bundle: AppBundle, name: String, catalogs: Int, gap: String?) -> Self {
        let where_ = catalogs == 0 ? "the target builds no asset catalog" : "no asset catalog the target builds holds it"
        return Self("\(bundle.displayName) names app icon '\(name)', but \(where_) and no Icon Composer '\(name).icon' is "
            + "among its files: App Store Connect refuses the upload without its icons (ITMS-90704)"
            + (gap.map { "; not certain: \($0)" } ?? ""))
    }
}
