import InterfaceBuilder

/// A document whose `targetRuntime` is missing or names a platform TripKit does not know, so the
/// platform's segue kinds and relationships cannot be checked.
struct UnknownPlatform: Rule {
    static let description = RuleDescription(
        id: "unknown_platform", severity: .warning, category: .files,
        summary: "A document's targetRuntime is missing or names an unknown platform.",
        documentation: RuleDocumentation(
            why: """
                Without a known targetRuntime TripKit cannot tell the document's platform, so the checks of segue \
                kinds and relationships, which differ by platform, are skipped.
                """,
            bad: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                """,
            good: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                """,
            fix: """
                Open and save the document in Xcode, which writes its targetRuntime.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        guard file.document.kind != .legacyArchive else { return [] }
        switch file.document.platform {
        case nil:
            return [diagnostic(.missing, at: file.document.root.location)]
        case let platform? where platform.value.isOther:
            return [diagnostic(.unknown(platform.value.targetRuntime), at: platform.location)]
        default:
            return []
        }
    }
}

extension Platform {
    /// Whether the runtime is one TripKit does not know.
    var isOther: Bool {
        if case .other = self { return true }
        return false
    }
}

extension Diagnostic.Message {
    fileprivate static let missing: Self =
        "the document has no targetRuntime; expected iOS.CocoaTouch, MacOSX.Cocoa, AppleTV or watchKit"

    fileprivate static func unknown(_ runtime: String) -> Self {
        "unknown targetRuntime '\(runtime)'; expected iOS.CocoaTouch, iOS.CocoaTouch.iPad, MacOSX.Cocoa, AppleTV or watchKit"
    }
}
