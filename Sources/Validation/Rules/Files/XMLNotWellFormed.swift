import InterfaceBuilder
import PropertyList
import TripXML

/// A storyboard, XIB or XML property list that is not well-formed XML: a committed merge
/// conflict, a truncated file, a bad byte. The finding is where the XML reader stopped (for a
/// merge conflict, at the first `<<<<<<<` marker). An XML property list whose only fault is a C0
/// control character in its text, which Apple's reader reads, is a warning that says so (at the
/// first such character), and the file is read and checked as usual.
struct XMLNotWellFormed: Rule {
    static let description = RuleDescription(
        id: "xml_not_well_formed", severity: .error, category: .files,
        summary: "A storyboard, XIB or XML property list is not well-formed XML (merge-conflict markers, truncation).",
        documentation: RuleDocumentation(
            why: """
                Xcode cannot open or compile a storyboard, XIB or property list that is not well-formed XML; it is \
                usually a committed merge conflict or a truncated file.
                """,
            bad: """
                <<<<<<< HEAD
                <string>1.2</string>
                =======
                <string>1.3</string>
                >>>>>>> feature
                """,
            good: """
                <string>1.3</string>
                """,
            fix: """
                Resolve the merge conflict or restore the file from version control; the finding points where the XML \
                reader stopped.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        project.failures.flatMap(refusal) + project.propertyLists.flatMap(strictRefusal)
    }

    /// Control characters that strict XML parsers refuse and Apple's reader reads.
    private func strictRefusal(_ file: PropertyListFile) -> [Diagnostic] {
        file.document.lenientReads.compactMap { read in
            guard case .xmlControlCharacters = read.kind else { return nil }
            return diagnostic(Diagnostic.Message(read.message), at: read.location, severity: .warning)
        }
    }

    private func refusal(_ failure: FileFailure) -> [Diagnostic] {
        switch failure.reason {
        case .interfaceBuilder(let error):
            switch error {
            case .mergeConflictMarker(let location, _):
                return [diagnostic(Diagnostic.Message(error.message), at: location)]
            case .xml(let xmlError) where Self.isWellFormednessError(xmlError):
                return [diagnostic(.notWellFormed(xmlError.message), at: xmlError.location)]
            default:
                return []
            }
        case .propertyList(.malformedXML(let xmlError)) where Self.isWellFormednessError(xmlError):
            return [diagnostic(.notWellFormed(xmlError.message), at: xmlError.location)]
        default:
            return []
        }
    }

    /// Whether an XML error says the text is malformed (rather than empty or unreadable, which
    /// other rules report).
    static func isWellFormednessError(_ error: XMLError) -> Bool {
        switch error {
        case .empty, .unreadable: false
        default: true
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func notWellFormed(_ reason: String) -> Self {
        "not well-formed XML: \(reason.hasPrefix("not well-formed XML: ") ? String(reason.dropFirst(21)) : reason)"
    }
}
