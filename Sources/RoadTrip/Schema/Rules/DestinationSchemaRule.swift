import PropertyList
import RuleEngine

/// A validation rule that reports one kind of schema finding in Destinations-style property lists.
///
/// `tripkit validate` registers `DestinationSchemaRules.rules(forEach:)` beside the built-in rules, so
/// the schema check of the catalog and of the validator is one piece of code.
package protocol DestinationSchemaRule: Rule where Input == PlistDocument {
    /// The findings this rule reports.
    static var kind: SchemaFinding.Kind { get }
}

extension DestinationSchemaRule {
    package func check(_ document: PlistDocument) -> [Diagnostic] {
        let file = document.root.location?.file ?? ""
        guard DestinationSchema.applies(to: document, file: file) else { return [] }
        return DestinationSchema.findings(in: document)
            .filter { $0.kind == Self.kind }
            .map { diagnostic(Diagnostic.Message($0.message), at: $0.location, related: $0.related) }
    }
}

/// The Destinations.plist schema rules, for a validator's registry.
package enum DestinationSchemaRules {
    /// The rules, registered over the property lists of any project type.
    package static func rules<Project: Sendable>(
        forEach plists: @escaping @Sendable (Project) -> [PlistDocument]
    ) -> [AnyRule<Project>] {
        [
            AnyRule(DestinationsStructure(), forEach: plists),
            AnyRule(DestinationsCoordinateRange(), forEach: plists),
            AnyRule(DestinationsName(), forEach: plists),
            AnyRule(DestinationsURL(), forEach: plists),
            AnyRule(DestinationsUnknownKey(), forEach: plists),
            AnyRule(DestinationsNumberAsString(), forEach: plists),
        ]
    }
}

extension RuleCategory {
    /// Destinations.plist catalogs: listed with the other property-list rules, whose group has the
    /// same name.
    package static let destinationCatalogs = RuleCategory(rawValue: "plists")
}
