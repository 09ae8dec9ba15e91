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

    /// The pods a Podfile declares by path (`pod 'SwipeCellKit', :path => 'Local Pods/SwipeCellKit'`,
    /// or `path: '...'`), each with its name and its folder as written (relative to the Podfile's
    /// folder). Only a plain quoted name and path on the `pod` line are read.
    ///
    /// - Parameter text: The Podfile's text.
    /// - Returns: The pods, in the Podfile's order.
    public static func localPods(in text: String) -> [(name: String, path: String)] {
        var pods: [(name: String, path: String)] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("pod") else { continue }
            rest = rest.dropFirst(3).drop { $0 == " " || $0 == "\t" || $0 == "(" }
            guard let (name, afterName) = quoted(rest) else { continue }
            var path: Substring?
            for marker in [":path", "path:"] {
                guard let range = afterName.firstRange(of: marker) else { continue }
                var value = afterName[range.upperBound...].drop { $0 == " " || $0 == "\t" }
                if value.hasPrefix("=>") { value = value.dropFirst(2).drop { $0 == " " || $0 == "\t" } }
                path = quoted(value)?.text
                break
            }
            if let path, !path.isEmpty { pods.append((String(name.prefix { $0 != "/" }), String(path))) }
        }
        return pods
    }

    /// The text of a quoted Ruby string at the start of `text`, and what follows it.
    private static func quoted(_ text: Substring) -> (text: Substring, rest: Substring)? {
        guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
        let body = text.dropFirst()
        guard let end = body.firstIndex(of: quote) else { return nil }
        return (body[..<end], body[body.index(after: end)...])
    }
}
