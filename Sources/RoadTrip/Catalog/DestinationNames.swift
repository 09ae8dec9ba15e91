import TripSource

/// The destination names of a catalog seen so far, each folded to lower case with where it was
/// first written: how the catalog loader and the schema rule find a name used twice, which
/// `tripkit select` could not tell apart (it takes names in any case).
struct DestinationNames {
    /// A name as written, and where.
    typealias Entry = (name: String, location: SourceLocation)

    private var first: [String: Entry] = [:]

    /// Records a name (trimmed of white space), and returns the earlier name it repeats, if any;
    /// a repeat is not recorded, so later repeats point at the first one too.
    mutating func record(_ name: String, at location: SourceLocation) -> Entry? {
        let folded = name.trimmingWhiteSpace().lowercased()
        if let earlier = first[folded] { return earlier }
        first[folded] = (name, location)
        return nil
    }

    /// `duplicate destination name "X"; first at L:C`, naming the first spelling when it differs
    /// in case (`(as "Paris")`).
    static func duplicateMessage(_ name: String, first: Entry) -> String {
        let spelling = first.name == name ? "" : " (as \"\(first.name)\")"
        return "duplicate destination name \"\(name)\"\(spelling); first at \(first.location.shortDescription)"
    }

    /// What an empty catalog is told.
    static let emptyMessage = "the catalog is empty: DestinationData holds no destination"
}
