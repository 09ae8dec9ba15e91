import InterfaceBuilder

/// Two scenes of one storyboard have the same storyboard identifier, so
/// `instantiateViewController(withIdentifier:)` can reach only one of them.
struct DuplicateStoryboardIdentifier: Rule {
    static let description = RuleDescription(
        id: "duplicate_storyboard_identifier", severity: .error, category: .entryPoints,
        summary: "Two scenes of one storyboard have the same storyboard identifier.")

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for scene in file.document.scenes {
            for object in scene.objects {
                guard let identifier = object.storyboardIdentifier, !identifier.value.isEmpty,
                      let first = file.index.storyboardIdentifiers[identifier.value]?.storyboardIdentifier,
                      first.location != identifier.location else { continue }
                found.append(diagnostic(
                    .duplicate(identifier.value), at: identifier.location,
                    related: [RelatedLocation(first.location, "first used here")]))
            }
        }
        return found
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ identifier: String) -> Self {
        "storyboard identifier '\(identifier)' is already used by another scene of this storyboard"
    }
}
