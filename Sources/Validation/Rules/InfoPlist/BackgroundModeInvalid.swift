import TripSource

/// An iOS app's `UIBackgroundModes` that lists a value outside Apple's list
/// (`BackgroundModeTable`), which App Store Connect refuses (ITMS-90112), or that lists
/// `processing` while the Info.plist gives no `BGTaskSchedulerPermittedIdentifiers`, which it
/// refuses too (ITMS-90771). Reported at the value. A value that is a `$(VAR)` reference, or a
/// word the C preprocessor may replace, is left alone.
///
/// Evidence: the app's target among the inputs, built for iOS, its Info.plist known whole; an
/// Info.plist known only from its folder, one with preprocessor conditionals, or a target whose
/// platforms the settings do not say gives a note. Watch apps (whose modes differ) are not judged.
struct BackgroundModeInvalid: Rule {
    static let description = RuleDescription(
        id: "background_mode_invalid", severity: .error, category: .infoPlist,
        summary: "An iOS app's UIBackgroundModes lists a value App Store Connect refuses, or processing without "
            + "BGTaskSchedulerPermittedIdentifiers.",
        evidence: "The value written in the Info.plist of an app target built for iOS; an Info.plist not known whole, "
            + "or a target whose platforms are not known, gives a note.",
        documentation: RuleDocumentation(
            why: """
                App Store Connect refuses an upload whose UIBackgroundModes holds a value outside Apple's list \
                (ITMS-90112: picture-in-picture, for one, is no mode: Picture in Picture runs under audio), and one \
                that asks for background processing without saying which BGTaskScheduler tasks it schedules \
                (ITMS-90771).
                """,
            bad: """
                <key>UIBackgroundModes</key>
                <array>
                    <string>picture-in-picture</string>
                    <string>processing</string>
                </array>
                """,
            good: """
                <key>UIBackgroundModes</key>
                <array>
                    <string>audio</string>
                    <string>processing</string>
                </array>
                <key>BGTaskSchedulerPermittedIdentifiers</key>
                <array>
                    <string>com.example.app.refresh</string>
                </array>
                """,
            fix: """
                Choose the modes in Xcode's Background Modes capability rather than typing them, remove any other \
                value, and list the identifiers of the BGTaskScheduler tasks the app registers under \
                BGTaskSchedulerPermittedIdentifiers.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        for bundle in project.bundleIndex.bundles where bundle.kind == .app && bundle.isBuilt(for: [.iOS])
            && !bundle.platforms.contains(.watchOS) {
            guard let modes = bundle.list(ofKey: "UIBackgroundModes"), let keyLocation = modes.location,
                  seen.insert(keyLocation).inserted else { continue }
            let gap = bundle.uploadGap
            for item in modes.items where !BackgroundModeTable.values.contains(item.value) {
                guard !item.value.contains("$"), !bundle.mayBeMacro(item.value), let location = item.location else { continue }
                found.append(diagnostic(.unknownMode(item.value, bundle: bundle, gap: gap), at: location,
                                        severity: gap == nil ? nil : .note))
            }
            guard let processing = modes.items.first(where: { $0.value == BackgroundModeTable.processing }),
                  !permitsTasks(bundle) else { continue }
            found.append(diagnostic(.noTaskIdentifiers(bundle, gap: gap), at: processing.location ?? keyLocation,
                                    severity: gap == nil ? nil : .note))
        }
        return found
    }

    /// Whether the Info.plist gives `BGTaskSchedulerPermittedIdentifiers` a list that is not
    /// empty (or gives it in a way the checks cannot read, which counts as given).
    private func permitsTasks(_ bundle: AppBundle) -> Bool {
        switch bundle.source(ofKey: "BGTaskSchedulerPermittedIdentifiers") {
        case .file(let entry)?: return !(entry.value.array?.isEmpty ?? false)
        case nil: return false
        default: return true
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unknownMode(_ mode: String, bundle: AppBundle, gap: String?) -> Self {
        Self("UIBackgroundModes of \(bundle.displayName) lists '\(mode)', which is no background mode: App Store Connect "
            + "refuses the upload (ITMS-90112)" + (gap.map { "; not certain: \($0)" } ?? ""))
    }

    fileprivate static func noTaskIdentifiers(_ bundle: AppBundle, gap: String?) -> Self {
        Self("UIBackgroundModes of \(bundle.displayName) lists 'processing', but its Info.plist gives no "
            + "BGTaskSchedulerPermittedIdentifiers: App Store Connect refuses the upload (ITMS-90771)"
            + (gap.map { "; not certain: \($0)" } ?? ""))
    }
}
