import TripSource
import PropertyList

extension PlistValue {
    /// The property list a command-line word holds, read the way `defaults write` and the argument
    /// domain read one: a word that starts (after white space) with `(`, `{`, `<` or `"` is OpenStep
    /// or XML text.
    ///
    /// - Parameter text: The word.
    /// - Returns: The value, without locations; `nil` when the word does not start like a property list.
    /// - Throws: `PlistError` when it starts like one but does not parse, `DefaultsValueError` when it
    ///   holds a value the defaults do not keep.
    package static func commandLinePropertyList(_ text: String) throws -> PlistValue? {
        let trimmed = text.trimmingWhiteSpace()
        guard let first = trimmed.first, propertyListStarts.contains(first) else { return nil }
        let root = try PlistReader.read(bytes: Array(trimmed.utf8), file: "").root.withoutLocations
        try root.validateForDefaults()
        return root
    }

    private static let propertyListStarts: Set<Character> = ["(", "{", "<", "\""]
}
