import InterfaceBuilder

/// Two segues leaving one scene share an identifier but lead to different places (or by different
/// kinds): `performSegue(withIdentifier:)` fires only one of them, and `prepare(for:sender:)`
/// cannot tell them apart. Segues from several controls that share an identifier, destination
/// and kind are one transition drawn twice, a common way to share a `prepare(for:)` branch, and
/// are not reported.
struct DuplicateSegueIdentifier: Rule {
    static let description = RuleDescription(
        id: "duplicate_segue_identifier", severity: .error, category: .segues,
        summary: "Two segues leaving one scene share an identifier but lead to different destinations or by different kinds.",
        documentation: RuleDocumentation(
            why: """
                performSegue(withIdentifier:) performs one segue per identifier: with two leading to different \
                destinations or by different kinds, one of them can never be performed.
                """,
            bad: """
                <segue destination="b2" kind="show" identifier="open" id="s1"/>
                <segue destination="c3" kind="show" identifier="open" id="s2"/>
                """,
            good: """
                <segue destination="b2" kind="show" identifier="openProfile" id="s1"/>
                <segue destination="c3" kind="show" identifier="openSettings" id="s2"/>
                """,
            fix: """
                Give each segue its own identifier and update the code that performs them.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        var seen: [SceneIdentifier: [Segue]] = [:]
        var found: [Diagnostic] = []
        for segue in file.document.segues {
            guard let scene = segue.sceneIndex, let identifier = segue.identifier, !identifier.value.isEmpty else { continue }
            let key = SceneIdentifier(scene: scene, identifier: identifier.value)
            let earlier = seen[key, default: []]
            if let conflict = earlier.first(where: { !Self.isSameTransition($0, segue) }), let first = conflict.identifier {
                found.append(diagnostic(
                    .duplicate(identifier.value), at: identifier.location,
                    related: [RelatedLocation(first.location, "the other segue with this identifier")]))
            }
            seen[key, default: []].append(segue)
        }
        return found
    }

    private struct SceneIdentifier: Hashable {
        let scene: Int
        let identifier: String
    }

    private static func isSameTransition(_ a: Segue, _ b: Segue) -> Bool {
        a.destination?.value == b.destination?.value && a.kind?.value == b.kind?.value
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ identifier: String) -> Self {
        "another segue leaving this scene has the identifier '\(identifier)' but a different destination or kind"
    }
}
