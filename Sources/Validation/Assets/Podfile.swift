/// The dependencies a `Podfile` declares, read from its `pod 'Name'` lines.
///
/// A Podfile is Ruby; only the plain form is read (`pod 'Name'`, `pod "Name/Subspec", '~> 1.0'`),
/// which is how nearly every Podfile lists its pods. A pod computed in Ruby is missed, so a Podfile
/// whose lines give no name at all tells nothing (`podNames(in:)` is empty).
public enum Podfile {
    /// The module names the pods a Podfile lists may be imported by: the pod's name, without its
    /// subspec (`MaterialComponents` for `MaterialComponents/ActivityIndicator`), with `-` as `_`
    /// (`libPhoneNumber_iOS`), and the part before a `-` (`WebRTC` for `WebRTC-lib`).
    ///
    /// - Parameter text: The Podfile's text.
    /// - Returns: The names, empty when no `pod` line could be read.
    public static func podNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("pod") else { continue }
            rest = rest.dropFirst(3)
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "(" }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { continue }
            let name = rest.dropFirst().prefix { $0 != quote && $0 != "/" }
            guard !name.isEmpty, name.allSatisfy({ !$0.isWhitespace }) else { continue }
            names.insert(String(name))
            names.insert(String(name.map { $0 == "-" ? "_" : $0 }))
            if let dash = name.firstIndex(of: "-"), dash > name.startIndex { names.insert(String(name[..<dash])) }
        }
        return names
    }
}
