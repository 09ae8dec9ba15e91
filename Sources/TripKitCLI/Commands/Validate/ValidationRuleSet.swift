import CommandLineKit
import RoadTrip
import Validation

/// The rules `tripkit validate` runs and `tripkit rules` lists: the standard rules of the
/// Validation module and TripKit's Destinations.plist schema rules.
enum ValidationRuleSet {
    /// The validator of every rule, made once.
    static let validator = ProjectValidator(
        rules: StandardRules.all + DestinationSchemaRules.rules(forEach: \.plistDocuments))
}
