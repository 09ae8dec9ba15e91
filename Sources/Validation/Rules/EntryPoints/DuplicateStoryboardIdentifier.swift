import InterfaceBuilder

/// Two scenes of one storyboard have the same storyboard identifier, so
/// `instantiateViewController(withIdentifier:)` can reach only one of them.
struct DuplicateStoryboardIdentifier: Rule {
    static let description = RuleDescription(
        id: "duplicate_storyboard_identifier", severity: .error, category: .entryPoints,
        summary: "Two scenes of one storyboard have the same storyboard identifier.",
        documentation: RuleDocumentation(
            why: """
                instantiateViewController(withIdentifier:) finds one scene per identifier: the other scene with the \
                same identifier can never be instantiated by it.
                """,
            bad: """
                <viewController storyboardIdentifier="Detail" id="a1"/>
                <viewController storyboardIdentifier="Detail" id="b2"/>
                """,
            good: """
                <viewController storyboardIdentifier="Detail" id="a1"/>
                <viewController storyboardIdentifier="DetailEditor" id="b2"/>
                """,
            fix: """
                Give each scene its own storyboard identifier and update the code that instantiates them.
                """))

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
