import TripSource
import RuleEngine

/// One way a Destinations.plist breaks its schema, at the position of the value at fault.
package struct SchemaFinding: Sendable, Equatable {
    /// What kind of problem, which decides the validation rule that reports it.
    package enum Kind: Sendable, Equatable, CaseIterable {
        /// A required key is missing, or a value has the wrong type.
        case structure
        /// A latitude outside -90...90 or a longitude outside -180...180.
        case coordinateRange
        /// An empty destination name, or one used twice.
        case name
        /// An event or weather link that does not parse or is not http or https.
        case url
        /// A key the schema does not know (a warning).
        case unknownKey
        /// A number written as a string, which the catalog accepts (a warning).
        case numberAsString
    }

    /// Whether the finding refuses the catalog: every kind but the two the catalog accepts with a
    /// warning (an unknown key, a number written as a string). `tripkit validate` reports these
    /// kinds as errors and the catalog loader refuses them, so both accept the same catalogs.
    package var refusesCatalog: Bool {
        switch kind {
        case .structure, .coordinateRange, .name, .url: true
        case .unknownKey, .numberAsString: false
        }
    }

    package let kind: Kind
    /// The path of the value and what is wrong, e.g.
    /// `DestinationData[1].DestinationLocation.Latitude: 95.0 is outside -90...90`.
    package let message: String
    package let location: SourceLocation
    /// Other places involved (the first use of a duplicate name).
    package let related: [RelatedLocation]

    package init(kind: Kind, message: String, location: SourceLocation, related: [RelatedLocation] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.related = related
    }
}
