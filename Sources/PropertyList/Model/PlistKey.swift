import TripSource

/// A dictionary key compared as property lists compare keys: by its exact Unicode scalars.
///
/// `"é"` (U+00E9) and `"e\u{301}"` are two keys, as CoreFoundation and plistlib have them, though
/// Swift's `String` equality calls them equal. The type is `ExactKey` of TripSource, which the
/// configuration and baseline readers share.
public typealias PlistKey = ExactKey
