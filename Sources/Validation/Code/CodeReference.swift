import TripSource

/// A string literal in source code that names something in the documents, such as the segue
/// identifier passed to `performSegue(withIdentifier:sender:)`.
public struct CodeReference: Sendable, Equatable {
    /// What the literal names.
    public enum Kind: String, Sendable, CaseIterable {
        /// `performSegue(withIdentifier:)`, `performSegueWithIdentifier:`.
        case segueIdentifier
        /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`
        /// and their Objective-C spellings.
        case storyboardIdentifier
        /// `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`, `storyboardWithName:`.
        case storyboardName
        /// A storyboard name loaded from a bundle other than the main one
        /// (`UIStoryboard(name: "Console", bundle: Bundle(for: Logger.self))`), which may be a
        /// dependency's and so not among the files.
        case storyboardNameInBundle
        /// `dequeueReusableCell(withIdentifier:)`, `dequeueReusableCell(withReuseIdentifier:for:)`,
        /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` and their
        /// Objective-C spellings.
        case reuseIdentifier
        /// A reuse identifier registered in code (`register(_:forCellReuseIdentifier:)`,
        /// `forCellWithReuseIdentifier:`, ...), or given to a cell made in code
        /// (`UITableViewCell(style:reuseIdentifier:)`, `initWithStyle:reuseIdentifier:`), which
        /// then needs no prototype.
        case reuseRegistration
        /// A registration whose identifier is an expression the scanner cannot read (a constant,
        /// `Cell.reuseIdentifier`); `value` is the expression's first token. Its presence means
        /// code may register identifiers the check does not know.
        case computedReuseRegistration
        /// A declaration of `performSegue(withIdentifier:sender:)` (an override, in Swift or
        /// Objective-C), which may handle identifiers no storyboard has; `value` is empty.
        case segueOverride
    }

    public let kind: Kind
    /// The literal's value.
    public let value: String
    /// Where the literal starts (its opening quote, or the `@` of `@"..."`).
    public let location: SourceLocation
    /// The call it is passed to, as people write it (`performSegue(withIdentifier:)`).
    public let call: String

    public init(kind: Kind, value: String, location: SourceLocation, call: String) {
        self.kind = kind
        self.value = value
        self.location = location
        self.call = call
    }
}
