import InterfaceBuilder

/// A `custom` segue without a `customClass`: UIKit and AppKit have nothing to instantiate.
struct CustomSegueWithoutClass: Rule {
    static let description = RuleDescription(
        id: "custom_segue_without_class", severity: .error, category: .segues,
        summary: "A custom segue has no custom class.")

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        file.document.segues.compactMap { segue in
            guard let kind = segue.kind, kind.value == .custom, segue.customClass?.value.isEmpty ?? true else { return nil }
            return diagnostic(.noClass(Naming.segue(segue)), at: kind.location)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func noClass(_ segue: String) -> Self {
        "\(segue) has no custom class; set the UIStoryboardSegue (NSStoryboardSegue) subclass to perform it"
    }
}
