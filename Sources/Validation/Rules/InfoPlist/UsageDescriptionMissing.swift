import TripSource

/// Code that calls an API needing a usage description (`AVCaptureDevice.requestAccess(for: .video)`
/// needs `NSCameraUsageDescription`; `UsageDescriptionTable` lists the calls, keys and platforms)
/// in a bundle whose Info.plist gives none: neither its Info.plist file, nor an `INFOPLIST_KEY_*`
/// build setting of a configuration that generates the Info.plist, nor one of its localizations'
/// `InfoPlist.strings`. The app crashes at the call,
/// or App Store Connect rejects it (ITMS-90683). One finding per bundle and key, at the first
/// call, counting the others.
///
/// Evidence: an error needs the call in a source an Xcode project among the inputs builds into
/// an app or app extension target, that target's platforms, every configuration file its settings
/// come from, and its Info.plist file (when it names one) among the inputs. Otherwise it is a
/// note: a bundle known only from an Info.plist and the sources near it, a configuration file or
/// Info.plist not among the inputs, an `INFOPLIST_KEY_*` setting without
/// `GENERATE_INFOPLIST_FILE = YES`, or a framework whose calls run in the apps embedding it.
/// Sources no target builds (a Swift package's), test targets, and platforms a key is not
/// required on are not judged, nor a call in an `#if` branch the target's compilation conditions
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `GCC_PREPROCESSOR_DEFINITIONS`) turn off in every
/// configuration, such as `#if !APP_EXTENSION` in an extension that defines `APP_EXTENSION`.
struct UsageDescriptionMissing: Rule {
    static let description = RuleDescription(
        id: "usage_description_missing", severity: .error, category: .infoPlist,
        summary: "Code calls an API whose usage description the bundle's Info.plist does not give.",
        evidence: "Needs the call in a source an Xcode project among the inputs builds into an app or extension target, "
            + "with the target's configuration files and Info.plist among the inputs; a bundle known only from its folder, "
            + "a missing file or a framework's call is a note; sources no target builds are not judged, nor calls in #if "
            + "blocks the target's compilation conditions turn off in every configuration.",
        documentation: RuleDocumentation(
            why: """
                Calling an API that needs a usage description without one in the Info.plist crashes the app at the \
                call, and App Store Connect rejects the upload (ITMS-90683).
                """,
            bad: """
                AVCaptureDevice.requestAccess(for: .video) { granted in ... }
                // Info.plist: no NSCameraUsageDescription
                """,
            good: """
                <key>NSCameraUsageDescription</key>
                <string>Scan receipts with the camera.</string>
                """,
            fix: """
                Add the key to the bundle's Info.plist (or INFOPLIST_KEY_NSCameraUsageDescription in its build \
                settings) with a sentence saying why the app needs the access.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        project.bundleIndex.codeHosts.flatMap { findings(for: $0.host, calledIn: $0.caller, project: project) }
    }

    /// The keys `bundle`'s Info.plist lacks for the calls in `caller`'s sources (the bundle's own,
    /// or a framework's it embeds).
    private func findings(for bundle: AppBundle, calledIn caller: AppBundle, project: ValidationProject) -> [Diagnostic] {
        // The first call needing each missing group of keys, and how many others need it.
        var missing: [[String]: (use: APIUse, row: UsageDescriptionTable.Row, count: Int, maybe: String?)] = [:]
        var order: [[String]] = []
        for use in caller.uses(in: project, where: { if case .usageDescription = $0 { true } else { false } }) {
            guard case .usageDescription(let position) = use.kind else { continue }
            let row = UsageDescriptionTable.rows[position]
            guard bundle.isBuilt(for: row.platforms) else { continue }
            for group in row.keys {
                var maybe: String? = nil
                var present = false
                for key in group {
                    switch bundle.source(ofKey: key) {
                    case .file?, .setting?, .localization?: present = true
                    case .settingNotGenerated?: maybe = "INFOPLIST_KEY_\(key) is set, but no configuration sets GENERATE_INFOPLIST_FILE = YES"
                    case nil: break
                    }
                }
                guard !present else { continue }
                if let earlier = missing[group] {
                    // A use whose conditions are all read is the better evidence.
                    let first = earlier.use.conditionsCut && !use.conditionsCut ? use : earlier.use
                    missing[group] = (first, earlier.row, earlier.count + 1, earlier.maybe)
                } else {
                    missing[group] = (use, row, 1, maybe)
                    order.append(group)
                }
            }
        }
        return order.compactMap { group in
            guard let item = missing[group] else { return nil }
            var gap = item.maybe ?? bundle.infoPlistGap
            if gap == nil, bundle.platforms.isEmpty { gap = "its build settings do not say which platforms it is built for" }
            if caller.kind == .framework { gap = "the call is in framework '\(caller.name)', which it embeds" }
            if gap == nil, item.use.conditionsCut { gap = APIUse.cutConditionsGap }
            let related = bundle.infoPlistLocation.map { [RelatedLocation($0, "the Info.plist of \(bundle.displayName)")] } ?? []
            return diagnostic(.missing(item.row.api, keys: group, bundle: bundle, others: item.count - 1, gap: gap),
                              at: item.use.location, related: related, severity: gap == nil ? nil : .note)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ api: String, keys: [String], bundle: AppBundle, others: Int, gap: String?) -> Self {
        let needed = keys.count == 1 ? keys[0] : keys.dropLast().joined(separator: ", ") + " or " + keys[keys.count - 1]
        let more = others > 0 ? " (and \(others) other call\(others == 1 ? "" : "s"))" : ""
        let evidence = gap.map { "; not certain: \($0)" } ?? ""
        return Self("\(api) needs \(needed) in the Info.plist of \(bundle.displayName), which does not give it\(more)\(evidence)")
    }
}
