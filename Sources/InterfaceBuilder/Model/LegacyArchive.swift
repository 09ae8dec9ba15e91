import TripSource

/// What TripKit tells about a XIB in the legacy `<archive>` format (Interface Builder 3, versions
/// 7.x and 8.00, written by Xcode up to 4.6).
///
/// The archive is a keyed serialisation of objects, not a document model; TripKit recognises it and
/// reads, on a best-effort basis, its top-level objects, the custom classes they are given
/// (`N.CustomClassName` in `flattenedProperties`), table and collection cells with their
/// `IBUIReuseIdentifier`, and its outlet and action connection records. Everything else (views,
/// frames, attributes) is left unread; open and save the file in a current Xcode to convert it.
public struct LegacyArchive: Sendable, Equatable {
    /// The root `type` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, `...Cocoa.XIB`).
    public var type: Located<String>?
    /// The root `version` (`7.10`, `8.00`).
    public var version: Located<String>?

    public init(type: Located<String>?, version: Located<String>?) {
        self.type = type
        self.version = version
    }

    /// A sentence for the user saying what the file is and what was read from it.
    public var message: String {
        let versionText = version.map { " version \($0.value)" } ?? ""
        return "legacy Interface Builder archive\(versionText) (the XIB format before Xcode 5); only top-level "
            + "objects, custom classes, cell reuse identifiers and connections are read; open and save the "
            + "file in a current Xcode to convert it"
    }
}
