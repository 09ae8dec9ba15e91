import TripSource

/// A `<deployment>` or `<development>` entry of a document's `<dependencies>`.
///
/// `<deployment identifier="iOS" version="4352"/>` names the deployment target (Xcode writes the
/// version as a packed number: 4352 is 0x1100, iOS 17.0); older documents write `defaultVersion`
/// instead, and modern ones often leave both out.
public struct DependencyVersion: Sendable, Equatable {
    /// Where the element's `<` is.
    public var location: SourceLocation
    /// `identifier`: `iOS`, `macosx`, `xcode`, ...
    public var identifier: Located<String>?
    /// `version`.
    public var version: Located<String>?
    /// `defaultVersion`.
    public var defaultVersion: Located<String>?

    public init(location: SourceLocation, identifier: Located<String>? = nil, version: Located<String>? = nil,
                defaultVersion: Located<String>? = nil) {
        self.location = location
        self.identifier = identifier
        self.version = version
        self.defaultVersion = defaultVersion
    }
}
