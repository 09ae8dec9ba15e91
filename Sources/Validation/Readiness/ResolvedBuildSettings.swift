import TripSource

/// The build settings of one build configuration of one target, layered as Xcode layers them: a
/// few defaults (`TARGET_NAME`, `PRODUCT_NAME`, `SRCROOT`, ...), the project configuration's
/// `.xcconfig` file and its settings, then the target configuration's `.xcconfig` file and its
/// settings, each later layer overriding the earlier and `$(inherited)` standing for what the
/// earlier layers gave.
///
/// A setting written with conditions (`KEY[sdk=iphoneos*]`) has no single value: such a key is
/// `isDefined` but has no `value`, so that checks of a value stay silent and checks of a key's
/// presence count it. Values are what the files say; a build can still override any of them on
/// the command line, which no file shows.
struct ResolvedBuildSettings: Sendable {
    /// A setting's value and where it was written (`nil` for a default).
    struct Value: Sendable {
        let value: String
        let location: SourceLocation?
        /// The layer that wrote it: 0 for a default, then one more for each level `beginLevel()`
        /// starts (the project's configuration, then the target's).
        var level = 0
    }

    /// The level settings applied now are written at (`Value.level`).
    private(set) var level = 0

    /// The configuration's name (`Debug`, `Release`, ...).
    let configurationName: String
    private(set) var values: [String: Value] = [:]
    /// Keys set with conditions somewhere in the layers.
    private(set) var conditionalKeys: Set<String> = []
    /// Whether every configuration file the layers name was among the inputs. A missing one may
    /// set anything, so a check that needs every setting says `note` when this is `false`.
    private(set) var isComplete = true
    /// Whether some configuration file the layers name was not among the inputs, counting those
    /// `isComplete` forgives (an optional `#include?`, CocoaPods' generated files): a check that
    /// needs to know a setting is absent, not only what a present one says, asks this.
    private(set) var hasUnreadFile = false

    init(configurationName: String) {
        self.configurationName = configurationName
    }

    /// The value of a key set without conditions, or `nil`.
    func value(_ key: String) -> Value? {
        conditionalKeys.contains(key) ? nil : values[key]
    }

    /// Whether a key is set at all, with or without conditions.
    func isDefined(_ key: String) -> Bool {
        values[key] != nil || conditionalKeys.contains(key)
    }

    /// Whether a key is set to `YES` (the way Xcode writes a true boolean setting).
    func isYes(_ key: String) -> Bool {
        guard let value = value(key).flatMap({ expand($0.value) }) else { return false }
        return value == "YES" || value == "yes" || value == "true"
    }

    /// Applies one setting on top of what is there.
    mutating func apply(_ setting: BuildSetting) {
        guard setting.conditions.isEmpty else {
            conditionalKeys.insert(setting.key)
            return
        }
        let earlier = values[setting.key]?.value ?? ""
        let value = Self.replacingInherited(in: setting.value, with: earlier)
        values[setting.key] = Value(value: value, location: setting.location, level: level)
    }

    /// Starts a more specific level of settings (the target's after the project's): what it
    /// writes says more about the target than what earlier levels wrote.
    mutating func beginLevel() {
        level += 1
    }

    /// Sets a default, which any layer overrides.
    mutating func setDefault(_ key: String, _ value: String) {
        values[key] = Value(value: value, location: nil)
    }

    /// Notes that a configuration file the layers name is not among the inputs.
    mutating func markIncomplete() {
        isComplete = false
        hasUnreadFile = true
    }

    /// Notes that a configuration file the build may lack (`#include?`, CocoaPods') is not among the inputs.
    mutating func markUnread() {
        hasUnreadFile = true
    }

    private static func replacingInherited(in value: String, with earlier: String) -> String {
        guard value.contains("inherited") else { return value }
        return value.replacing("$(inherited)", with: earlier)
            .replacing("${inherited}", with: earlier)
    }

    // MARK: Substitution

    /// A text with every `$(NAME)` and `${NAME}` replaced by its setting's value, as the build
    /// replaces them; `nil` when one names a setting without a single value here, uses an operator
    /// other than `lower`, `upper`, `identifier`, `c99extidentifier`, `rfc1034identifier` and
    /// `default=`, or nests deeper than `Self.maximumDepth` (a value whose substitution Xcode does
    /// at build time from settings the files do not give, such as a command-line override).
    ///
    /// Substitution is done a level at a time in a loop, never by recursion, and stops at
    /// `Self.maximumLength` characters.
    func expand(_ text: String) -> String? {
        expand(text, nesting: 0)
    }

    /// `expand(_:)` for a value an operator applies to, `nesting` operators deep (at most
    /// `Self.maximumNesting`, so the depth of these calls is bounded whatever the settings say).
    private func expand(_ text: String, nesting: Int) -> String? {
        guard nesting <= Self.maximumNesting else { return nil }
        var current = text
        for _ in 0..<Self.maximumDepth {
            guard current.contains("$") else { return current }
            guard let next = expandOnce(current, nesting: nesting), next.utf8.count <= Self.maximumLength else { return nil }
            current = next
        }
        return current.contains("$") ? nil : current
    }

    /// The key of the first variable a text names (`MARKETING_VERSION` in `$(MARKETING_VERSION)`).
    static func firstVariable(in text: String) -> String? {
        guard let reference = references(in: text).first else { return nil }
        return reference.name
    }

    private static let maximumDepth = 12
    private static let maximumNesting = 4
    private static let maximumLength = 4096

    private func expandOnce(_ text: String, nesting: Int) -> String? {
        let references = Self.references(in: text)
        // A `$` that starts no reference (a bare `$NAME`) is not substituted here.
        guard !references.isEmpty else { return nil }
        var result = ""
        var rest = Substring(text)
        for reference in references {
            result += rest[..<reference.range.lowerBound]
            rest = text[reference.range.upperBound...]
            guard let replacement = substitute(reference, nesting: nesting) else { return nil }
            result += replacement
        }
        return result + rest
    }

    private func substitute(_ reference: (range: Range<String.Index>, name: String, operators: [Substring]), nesting: Int) -> String? {
        var value: String
        if let known = self.value(reference.name) {
            value = known.value
        } else if let fallback = reference.operators.first(where: { $0.hasPrefix("default=") }) {
            value = String(fallback.dropFirst("default=".count))
        } else {
            return nil
        }
        let operations = reference.operators.filter { !$0.hasPrefix("default=") }
        // An operator applies to the final value, so the value is substituted first.
        if !operations.isEmpty, value.contains("$") {
            guard let final = expand(value, nesting: nesting + 1) else { return nil }
            value = final
        }
        for operation in operations {
            switch operation {
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            case "rfc1034identifier": value = Self.mapped(value) { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" }
            case "identifier", "c99extidentifier": value = Self.mapped(value) { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
            default: return nil
            }
        }
        return value
    }

    private static func mapped(_ value: String, _ transform: (Character) -> Character) -> String {
        String(value.map(transform))
    }

    /// The `$(NAME)` and `${NAME:op}` references of a text, outermost, in order; a reference
    /// holding another (`$(A_$(B))`) is named by its whole text and so matches no setting.
    private static func references(in text: String) -> [(range: Range<String.Index>, name: String, operators: [Substring])] {
        var found: [(range: Range<String.Index>, name: String, operators: [Substring])] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let open = text.index(after: dollar)
            guard open < text.endIndex, text[open] == "(" || text[open] == "{" else {
                index = open
                continue
            }
            let closer: Character = text[open] == "(" ? ")" : "}"
            guard let close = text[open...].firstIndex(of: closer) else { break }
            let inner = text[text.index(after: open)..<close]
            let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
            found.append((dollar..<text.index(after: close), String(parts.first ?? ""), Array(parts.dropFirst())))
            index = text.index(after: close)
        }
        return found
    }
}
