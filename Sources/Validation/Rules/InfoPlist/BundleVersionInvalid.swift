import PropertyList
import TripSource

/// A `CFBundleShortVersionString` that is not one to three non-negative integers separated by
/// periods (`1`, `2.0`, `10.14.1`): `1.0-beta`, `v2`, ` 1.0`, `1.2.3.4`, or a number instead of a
/// string. App Store Connect rejects such a version (ITMS-90060), in the app and in every bundle it
/// embeds. A value written as `$(MARKETING_VERSION)` is judged after substitution from each build
/// configuration's settings, and reported at the setting that gives it; one no configuration
/// resolves is not judged. In an Info.plist the build runs through the C preprocessor
/// (`INFOPLIST_PREPROCESS`, or directive lines in the file), a value naming a macro (`APP_VERSION`)
/// is not judged either: the preprocessor replaces it. Only apps, app extensions and frameworks are
/// judged (not test bundles, tools, or the intermediates of a CMake build tree).
///
/// A macOS bundle shown to ship outside the Mac App Store (Sparkle, a Developer ID, no sandbox:
/// `AppBundle.outsideMacAppStore(in:projects:)`) never meets App Store Connect, so its finding is
/// a warning that says which evidence; iOS and other apps, and Mac apps with no such evidence, keep
/// the error.
struct BundleVersionInvalid: Rule {
    static let description = RuleDescription(
        id: "bundle_version_invalid", severity: .error, category: .infoPlist,
        summary: "A CFBundleShortVersionString is not one to three period-separated integers.",
        evidence: "A $(VAR) value is judged after substitution from the target's build settings among the inputs; one "
            + "that does not resolve is not judged, nor a macro name (APP_VERSION) in an Info.plist the C preprocessor "
            + "reads, nor any word there when an INFOPLIST_PREFIX_HEADER may define it. A macOS-only bundle shown to ship outside the Mac App Store gets a "
            + "warning: Sparkle's keys in its Info.plist or Sparkle linked by its project, a Developer ID signing "
            + "identity, or (an app) no entitlements file, or entitlements that do not turn on the App Sandbox; an extension or framework by its apps.",
        documentation: RuleDocumentation(
            why: """
                App Store Connect rejects an upload whose CFBundleShortVersionString is not one to three \
                period-separated integers (ITMS-90060), in the app and in every bundle it embeds.
                """,
            bad: """
                <key>CFBundleShortVersionString</key>
                <string>1.2.0-beta</string>
                """,
            good: """
                <key>CFBundleShortVersionString</key>
                <string>1.2.0</string>
                """,
            fix: """
                Write the version as integers separated by periods (MARKETING_VERSION when the Info.plist uses \
                $(MARKETING_VERSION)); keep beta labels in the build number or in TestFlight notes.
                """))

    private static let key = "CFBundleShortVersionString"

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A place or a bundle's value is reported once: an Info.plist two targets share, a value
        // every configuration builds alike.
        var places: Set<String> = []
        var values: Set<String> = []
        let index = project.bundleIndex
        // The bundle judged, and its Mac App Store evidence, looked for at its first finding only.
        var current: AppBundle?
        var outsideStore: String?? = nil
        func report(_ message: Diagnostic.Message, at location: SourceLocation, once value: String? = nil, related: [RelatedLocation] = []) {
            guard places.insert(location.description).inserted, value.map({ values.insert($0).inserted }) ?? true else { return }
            if outsideStore == nil { outsideStore = current?.outsideMacAppStore(in: index, projects: project.xcodeProjects) }
            let evidence = outsideStore ?? nil
            let message = evidence.map { Diagnostic.Message.outsideStore(message, evidence: $0) } ?? message
            found.append(diagnostic(message, at: location, related: related, severity: evidence == nil ? nil : .warning))
        }
        for bundle in index.bundles where [.app, .appExtension, .framework].contains(bundle.kind) {
            current = bundle
            outsideStore = nil
            if let entry = bundle.infoDictionary?.entry(forKey: Self.key), let location = entry.value.location ?? entry.keyLocation {
                guard let written = entry.value.string else {
                    report(.notString(entry.value.kind), at: location)
                    continue
                }
                // A macro of a preprocessed Info.plist (`APP_VERSION`): cpp gives the value.
                if bundle.mayBeMacro(written) { continue }
                if !written.contains("$") {
                    if !Self.isValid(written) { report(.invalid(written, from: nil), at: location) }
                    continue
                }
            }
            for configuration in bundle.configurations {
                guard let built = bundle.builtValue(Self.key, generatedFrom: "MARKETING_VERSION", in: configuration),
                      !Self.isValid(built.value) else { continue }
                let related = bundle.infoDictionary?.entry(forKey: Self.key)?.value.location.map {
                    [RelatedLocation($0, "the Info.plist value of \(bundle.displayName)")]
                } ?? []
                report(.invalid(built.value, from: configuration.configurationName), at: built.location,
                       once: "\(bundle.name)\u{0}\(built.value)", related: related)
            }
        }
        return found
    }

    /// One to three non-negative integers separated by periods.
    static func isValid(_ version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func invalid(_ version: String, from configuration: String?) -> Self {
        let built = configuration.map { " (as the \($0) configuration builds it)" } ?? ""
        return Self("CFBundleShortVersionString '\(version)'\(built) is not one to three period-separated integers, such as 1.2.3")
    }

    fileprivate static func outsideStore(_ finding: Self, evidence: String) -> Self {
        Self(finding.text + "; only App Store Connect refuses it, and this macOS bundle ships outside the Mac App Store: "
            + evidence)
    }

    fileprivate static func notString(_ kind: PlistValue.Kind) -> Self {
        Self("CFBundleShortVersionString must be a string, not \(kind.withArticle)")
    }
}
