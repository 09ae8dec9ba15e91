import CommandLineKit
import PropertyList

/// The keypath a command was given: its keypath argument, or `--keypath-json`, in which case the
/// keypath argument's place holds the next word.
enum PlistKeyPathText {
    /// The keypath, and the words after it.
    ///
    /// - Parameters:
    ///   - first: The word in the keypath argument's place.
    ///   - rest: The words after it.
    ///   - json: `--keypath-json`'s value, when given.
    /// - Throws: `UsageError` when the JSON is not an array of strings and integers.
    static func resolve(first: String, rest: [String], json: String?) throws -> (PlistKeyPath, [String]) {
        guard let json else { return (PlistKeyPath(first), rest) }
        return (try components(json), [first] + rest)
    }

    /// The components of a JSON array such as `["a.b", 0]`.
    static func components(_ json: String) throws -> PlistKeyPath {
        let invalid = UsageError("--keypath-json expects a JSON array of strings and integers, such as '[\"a.b\", 0]'")
        guard let items = (try? PlistReader.readJSON(bytes: Array(json.utf8)))?.root.array else { throw invalid }
        var components: [String] = []
        for item in items {
            switch item.content {
            case .string(let key): components.append(key)
            case .integer(let index): components.append(index.description)
            default: throw invalid
            }
        }
        return PlistKeyPath(components: components)
    }
}
