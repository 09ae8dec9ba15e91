import InterfaceBuilder

/// A `.storyboard` or `.xib` file that is empty, or whose root element is not an Interface Builder
/// `<document>` or `<archive>`.
struct NotInterfaceBuilderDocument: Rule {
    static let description = RuleDescription(
        id: "not_interface_builder_document", severity: .error, category: .files,
        summary: "A .storyboard or .xib file is empty or is not an Interface Builder document.",
        documentation: RuleDocumentation(
            why: """
                Xcode cannot compile a .storyboard or .xib file that is empty or whose root is not an Interface \
                Builder document: the build fails.
                """,
            bad: """
                <?xml version="1.0"?>
                <plist version="1.0">...
                """,
            good: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" ...>
                """,
            fix: """
                Restore the document from version control, or remove the file if it is not a storyboard or XIB.
                """))

    func check(_ failure: FileFailure) -> [Diagnostic] {
        switch failure.reason {
        case .interfaceBuilder(.xml(.empty(let location))):
            [diagnostic(.empty(failure.kind), at: location)]
        case .interfaceBuilder(let error):
            if case .notAnInterfaceBuilderDocument(let location, _, _) = error {
                [diagnostic(Diagnostic.Message(error.message), at: location)]
            } else {
                []
            }
        default:
            []
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func empty(_ kind: InputKind) -> Self {
        "the file is empty; expected an Interface Builder \(kind == .xib ? "XIB" : "storyboard") document"
    }
}
