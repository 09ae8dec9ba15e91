import PropertyList

/// A `.plist`, `.strings`, `.stringsdict` or Xcode project (`project.pbxproj`) file that cannot be read as a
/// property list: empty, an unexpected
/// element or value, a bad number or date, a malformed binary or OpenStep file. Files that are
/// not well-formed XML are reported by `xml_not_well_formed`.
struct InvalidPropertyList: Rule {
    static let description = RuleDescription(
        id: "invalid_property_list", severity: .error, category: .plists,
        summary: "A .plist, .strings, .stringsdict or project.pbxproj file is not a valid property list.")

    func check(_ failure: FileFailure) -> [Diagnostic] {
        guard case .propertyList(let error) = failure.reason else { return [] }
        switch error {
        case .unreadable:
            return []
        case .malformedXML(let xmlError) where XMLNotWellFormed.isWellFormednessError(xmlError):
            return []
        case .malformedXML(.unreadable):
            return []
        default:
            return [diagnostic(Diagnostic.Message(error.message), at: error.location)]
        }
    }
}
