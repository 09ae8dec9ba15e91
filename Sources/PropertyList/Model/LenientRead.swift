import TripSource

/// Text that breaks the letter of its format and that Apple's reader still reads: where a strict
/// reader would refuse the file, this reader reads what CoreFoundation reads and records the place.
///
/// `losesData` says whether CoreFoundation drops something the file holds (an error for a
/// validator: the app runs without it); otherwise only stricter tools object (a warning at most).
public struct LenientRead: Sendable, Equatable {
    /// What was read leniently.
    public enum Kind: Sendable, Equatable {
        /// A token that cannot start a key in a `.strings` table: CoreFoundation ends the table
        /// there and ignores the rest of the file. `droppedEntries` counts the entries after it
        /// (at least that many when `restUnreadable`), the first at `firstDropped`.
        case stringsTableEnds(found: String, droppedEntries: Int, firstDropped: SourceLocation?, restUnreadable: Bool)
        /// A `/*` comment with no `*/` at the start of the file, where a `.strings` table's next key
        /// would stand, or after the root value: CoreFoundation reads the entries before it and takes
        /// the rest of the file as comment. `droppedEntries` counts the entries its text holds (read
        /// as a table would be), the first at `firstDropped`.
        case unterminatedComment(droppedEntries: Int, firstDropped: SourceLocation?)
        /// Text of white space and comments alone, which CoreFoundation reads as an empty
        /// dictionary (an empty `.strings` table) and stricter readers (plistlib) refuse.
        case noValue
        /// C0 control characters (other than tab, newline and carriage return) in an XML property
        /// list's text, which XML 1.0 forbids and CoreFoundation reads as the characters: the
        /// first, and how many in the file.
        case xmlControlCharacters(first: Unicode.Scalar, count: Int)
    }

    /// Where the text is.
    public let location: SourceLocation
    public let kind: Kind

    public init(location: SourceLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }

    /// Whether CoreFoundation drops something the file holds: entries after the end of a table, or
    /// entries inside a comment with no end (text there that reads as no entry is taken for prose).
    public var losesData: Bool {
        switch kind {
        case .stringsTableEnds(_, let dropped, _, _): dropped > 0
        case .unterminatedComment(let dropped, _): dropped > 0
        case .noValue, .xmlControlCharacters: false
        }
    }

    /// What is wrong and what Apple's reader does with it.
    public var message: String {
        switch kind {
        case .stringsTableEnds(let found, let dropped, let first, let restUnreadable):
            if dropped == 0 {
                "stray \(found) after the last entry; Foundation ignores it\(restUnreadable ? " and the text after it, which holds no entry" : "") and reads every entry"
            } else {
                "stray \(found): Foundation stops reading the table here and drops \(restUnreadable ? "at least " : "")"
                    + "\(dropped) \(dropped == 1 ? "entry" : "entries") after it"
                    + (first.map { " (the first at \($0.shortDescription))" } ?? "")
            }
        case .unterminatedComment(let dropped, let first):
            if dropped == 0 {
                "comment opened here has no closing */; Foundation takes the rest of the file as comment (no entry is lost)"
            } else {
                "comment opened here has no closing */: Foundation takes the rest of the file as comment and drops the "
                    + "\(dropped) \(dropped == 1 ? "entry" : "entries") in it"
                    + (first.map { " (the first at \($0.shortDescription))" } ?? "")
            }
        case .noValue:
            "the file holds no value, only white space or comments: Foundation reads it as an empty dictionary, "
                + "while stricter readers (plistlib) refuse it"
        case .xmlControlCharacters(let scalar, let count):
            "control character \(scalar.escaped(asASCII: true))\(count > 1 ? " (and \(count - 1) more)" : "") is not "
                + "allowed in XML 1.0: strict XML parsers (xmllint, libxml2) refuse the file, while Apple's property list "
                + "reader reads it and keeps the character"
        }
    }
}
