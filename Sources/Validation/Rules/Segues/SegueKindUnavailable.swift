import InterfaceBuilder

/// A segue kind the document's platform does not have (`sheet` on iOS, `showDetail` on macOS,
/// `show` on watchOS).
struct SegueKindUnavailable: Rule {
    static let description = RuleDescription(
        id: "segue_kind_unavailable", severity: .error, category: .segues,
        summary: "A segue's kind does not exist on the document's platform.",
        documentation: RuleDocumentation(
            why: """
                A segue kind the document's platform does not have (sheet on iOS, showDetail on macOS) fails to \
                compile or does nothing.
                """,
            bad: """
                <!-- iOS storyboard -->
                <segue destination="b2" kind="sheet" id="s1"/>
                """,
            good: """
                <!-- iOS storyboard -->
                <segue destination="b2" kind="presentation" modalPresentationStyle="pageSheet" id="s1"/>
                """,
            fix: """
                Choose a kind of the document's platform (on iOS: show, showDetail, presentation, \
                popoverPresentation).
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        let platform = file.platformFamily
        guard let available = SegueKinds.available(on: platform) else { return [] }
        return file.document.segues.compactMap { segue in
            guard let kind = segue.kind, SegueKinds.known.contains(kind.value), !available.contains(kind.value) else {
                return nil
            }
            return diagnostic(.unavailable(kind.value.name, platform: platform.name), at: kind.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unavailable(_ kind: String, platform: String) -> Self {
        "'\(kind)' segues do not exist on \(platform)"
    }
}
