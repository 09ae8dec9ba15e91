import TripSource

/// A string literal in source code that names an image or color asset:
/// `UIImage(named: "Logo")`, `Image("Logo")`, `[UIColor colorNamed:@"Accent"]`, ...
public struct CodeAssetReference: Sendable, Equatable {
    /// What the literal names.
    public enum Kind: String, Sendable, Hashable {
        /// `UIImage(named:)`, `NSImage(named:)`, SwiftUI `Image(_:)`, `#imageLiteral(resourceName:)`
        /// and the Objective-C `imageNamed:`.
        case image
        /// `UIColor(named:)`, `NSColor(named:)`, SwiftUI `Color(_:)` and the Objective-C `colorNamed:`.
        case color
    }

    /// Which bundle the call loads the asset from.
    public enum Bundle: String, Sendable, Hashable {
        /// The main bundle: no bundle argument, `nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]`.
        case main
        /// Any other bundle (`Bundle(for: X.self)`, `.module`, a variable), which may hold assets
        /// that are not among the files.
        case other
    }

    public let kind: Kind
    /// The literal's value.
    public let name: String
    /// Where the literal starts (its opening quote, or the `@` of `@"..."`).
    public let location: SourceLocation
    /// The call it is passed to, as people write it (`UIImage(named:)`, `imageNamed:`).
    public let call: String
    public let bundle: Bundle
    /// Whether the call stands in preview code (a `#Preview` body, a `PreviewProvider` type),
    /// which the app never runs and whose assets may come from development asset folders.
    public let isInPreview: Bool

    public init(kind: Kind, name: String, location: SourceLocation, call: String, bundle: Bundle = .main,
                isInPreview: Bool = false) {
        self.kind = kind
        self.name = name
        self.location = location
        self.call = call
        self.bundle = bundle
        self.isInPreview = isInPreview
    }
}
