import InterfaceBuilder

/// A segue of a kind iOS 8 deprecated (`push`, `modal`, `popover`, `replace`), with the adaptive
/// kind that replaced it. These kinds are current on macOS (`modal`, `popover`) and watchOS
/// (`push`, `modal`), and not reported there.
struct DeprecatedSegueKind: Rule {
    static let description = RuleDescription(
        id: "segue_deprecated_kind", severity: .note, category: .segues,
        summary: "A segue uses a kind deprecated since iOS 8 (push, modal, popover, replace).",
        evidence: "A note by default: the deprecated kinds still work, and a storyboard that targets iOS 7 or "
            + "earlier must use them.",
        documentation: RuleDocumentation(
            why: """
                push, modal, popover and replace are the segue kinds of iOS 7: they still run but adapt poorly to size \
                classes and are not offered by current Interface Builder.
                """,
            bad: """
                <segue destination="b2" kind="push" id="s1"/>
                """,
            good: """
                <segue destination="b2" kind="show" id="s1"/>
                """,
            fix: """
                Change the segue's kind to the adaptive one that replaced it (push to show, modal to presentation, \
                popover to popoverPresentation, replace to showDetail).
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        let platform = file.platformFamily
        return file.document.segues.compactMap { segue in
            guard let kind = segue.kind, let replacement = SegueKinds.replacement(of: kind.value, on: platform) else {
                return nil
            }
            return diagnostic(.deprecated(kind.value.name, replacement: replacement.name), at: kind.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func deprecated(_ kind: String, replacement: String) -> Self {
        "'\(kind)' segues are deprecated since iOS 8; use '\(replacement)'"
    }
}
