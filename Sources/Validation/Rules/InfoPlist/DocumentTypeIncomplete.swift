import PropertyList
import TripSource

/// An app whose Info.plist declares document types (`CFBundleDocumentTypes`) without what App
/// Store Connect asks of them: on iOS, `LSSupportsOpeningDocumentsInPlace` or
/// `UISupportsDocumentBrowser` (ITMS-90737), and on iOS and macOS an `LSHandlerRank` in each
/// document type (ITMS-90788). App Store Connect takes the upload and sends these as warnings, so
/// this rule warns too. Reported at `CFBundleDocumentTypes` (90737) and at the first document type
/// lacking a rank, with how many others do (90788).
///
/// Evidence: the app's target among the inputs, its Info.plist known whole (a missing key may
/// come from a generated or preprocessed Info.plist otherwise: then a note). A macOS app known to
/// ship outside the Mac App Store (Sparkle, a Developer ID, no sandbox) never uploads, and is not
/// judged.
struct DocumentTypeIncomplete: Rule {
    static let description = RuleDescription(
        id: "document_type_incomplete", severity: .warning, category: .infoPlist,
        summary: "An app's document types lack what App Store Connect asks: LSSupportsOpeningDocumentsInPlace on iOS, "
            + "an LSHandlerRank in each type.",
        evidence: "CFBundleDocumentTypes written in the Info.plist of an app target built for iOS or macOS; an Info.plist "
            + "not known whole gives a note; a macOS app known to ship outside the Mac App Store is not judged.",
        documentation: RuleDocumentation(
            why: """
                App Store Connect answers an upload whose document types are incomplete with warnings: an iOS app that \
                declares document types must say whether it opens documents in place (ITMS-90737), and each document \
                type should rank the app as a handler (ITMS-90788). Without a rank, Launch Services may prefer another \
                app for the type.
                """,
            bad: """
                <key>CFBundleDocumentTypes</key>
                <array>
                    <dict>
                        <key>CFBundleTypeName</key><string>Trip</string>
                        <key>LSItemContentTypes</key><array><string>com.example.trip</string></array>
                    </dict>
                </array>
                """,
            good: """
                <key>LSSupportsOpeningDocumentsInPlace</key><false/>
                <key>CFBundleDocumentTypes</key>
                <array>
                    <dict>
                        <key>CFBundleTypeName</key><string>Trip</string>
                        <key>LSHandlerRank</key><string>Owner</string>
                        <key>LSItemContentTypes</key><array><string>com.example.trip</string></array>
                    </dict>
                </array>
                """,
            fix: """
                Set LSSupportsOpeningDocumentsInPlace (YES when the app edits files where they are, NO when it \
                copies them in), or UISupportsDocumentBrowser for an app built on UIDocumentBrowserViewController; \
                give each document type an LSHandlerRank (Owner, Default, Alternate or None).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        let index = project.bundleIndex
        for bundle in index.bundles where bundle.kind == .app && bundle.isBuilt(for: [.iOS, .macOS]) {
            guard case .file(let entry)? = bundle.source(ofKey: "CFBundleDocumentTypes"),
                  let types = entry.value.array, !types.isEmpty,
                  let location = entry.keyLocation ?? entry.value.location, seen.insert(location).inserted,
                  bundle.outsideMacAppStore(in: index, projects: project.xcodeProjects) == nil else { continue }
            let gap = bundle.uploadGap
            let severity: Severity? = gap == nil ? nil : .note
            if bundle.isBuilt(for: [.iOS]),
               bundle.source(ofKey: "LSSupportsOpeningDocumentsInPlace") == nil, bundle.source(ofKey: "UISupportsDocumentBrowser") == nil {
                found.append(diagnostic(.noOpeningMode(bundle, gap: gap), at: location, severity: severity))
            }
            let unranked = types.filter { $0.dictionary != nil && $0["LSHandlerRank"] == nil }
            if let first = unranked.first {
                found.append(diagnostic(.noRank(bundle, type: first["CFBundleTypeName"]?.string, others: unranked.count - 1, gap: gap),
                                        at: first.location ?? location, severity: severity))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func noOpeningMode(_ bundle: AppBundle, gap: String?) -> Self {
        Self("\(bundle.displayName) declares CFBundleDocumentTypes but neither LSSupportsOpeningDocumentsInPlace nor "
            + "UISupportsDocumentBrowser: App Store Connect warns on upload (ITMS-90737)"
            + (gap.map { "; not certain: \($0)" } ?? ""))
    }

    fileprivate static func noRank(_ bundle: AppBundle, type: String?, others: Int, gap: String?) -> Self {
        let name = type.map { "document type '\($0)'" } ?? "a document type"
        let more = others > 0 ? " (and \(others) other\(others == 1 ? "" : "s"))" : ""
        return Self("\(name) of \(bundle.displayName) has no LSHandlerRank\(more): App Store Connect warns on upload "
            + "(ITMS-90788)" + (gap.map { "; not certain: \($0)" } ?? ""))
    }
}
