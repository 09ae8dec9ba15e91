/// A file found to validate that could not be read from disk (permissions, a file that vanished).
struct UnreadableFile: Rule {
    static let description = RuleDescription(
        id: "unreadable_file", severity: .error, category: .files,
        summary: "A file to validate cannot be read.")

    func check(_ failure: FileFailure) -> [Diagnostic] {
        switch failure.reason {
        case .unreadable(let reason),
             .interfaceBuilder(.xml(.unreadable(_, let reason))),
             .propertyList(.unreadable(_, let reason)),
             .propertyList(.malformedXML(.unreadable(_, let reason))):
            [diagnostic(.unreadable(reason), at: failure.start)]
        default:
            []
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func unreadable(_ reason: String) -> Self {
        "cannot read the file: \(reason)"
    }
}
