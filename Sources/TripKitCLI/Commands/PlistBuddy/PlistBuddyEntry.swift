import PropertyList

/// An entry as PlistBuddy names one: keys and zero-based array indexes separated by colons,
/// `:CFBundleDocumentTypes:2:CFBundleTypeExtensions`.
///
/// The leading colon may be left out; `\:` is a colon inside a key and `\\` a backslash. An entry
/// ending in a colon (`:CFBundleDocumentTypes:`) names the end of that array, where `Add` appends.
/// The empty entry (`:` or nothing) is the root.
struct PlistBuddyEntry: Equatable {
    /// The entry as it was typed, which messages quote.
    let text: String
    /// The keys and indexes from the root.
    let keyPath: PlistKeyPath
    /// Whether the entry ends in a colon: the end of the array `keyPath` names.
    let appends: Bool

    init(_ text: String) {
        self.text = text
        var components: [String] = []
        var current = ""
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == ":" { scalars = scalars.dropFirst() }
        var escaped = false
        var endsWithColon = false
        for scalar in scalars {
            endsWithColon = false
            if escaped {
                if scalar != ":" && scalar != "\\" { current.unicodeScalars.append("\\") }
                current.unicodeScalars.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == ":" {
                components.append(current)
                current = ""
                endsWithColon = true
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if escaped { current.unicodeScalars.append("\\") }
        if !endsWithColon, !(components.isEmpty && current.isEmpty) { components.append(current) }
        keyPath = PlistKeyPath(components: components)
        appends = endsWithColon
    }
}
