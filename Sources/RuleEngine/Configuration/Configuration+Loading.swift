import TextFormats
import TripSource

/// The syntax of a configuration file.
public enum ConfigurationFormat: Sendable {
    case yaml
    case json

    /// The format a path's extension names: `.json` is JSON, anything else YAML.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}

extension Configuration {
    /// Finds the configuration file in a folder.
    ///
    /// - Parameter directory: The root folder (the working directory).
    /// - Returns: The path of `.tripkit.yml` or `.tripkit.json`, or `nil` when neither exists.
    /// - Throws: `ConfigurationError.ambiguousFiles` when both exist.
    public static func locate(in directory: String) throws(ConfigurationError) -> String? {
        let found = fileNames.map { Paths.join(directory, $0) }.filter(FileBytes.exists)
        if found.count > 1 { throw .ambiguousFiles(first: found[0], second: found[1]) }
        return found.first
    }

    /// Reads and checks a configuration file.
    ///
    /// - Parameters:
    ///   - path: The file; `.json` files are read as JSON, others as YAML. It also names the file
    ///     in error locations, and its folder becomes the configuration's `root`.
    ///   - registry: The rules whose ids the file may name.
    /// - Returns: The configuration.
    /// - Throws: `ConfigurationError` for an unreadable file, a syntax error, an unknown key or a bad value.
    public static func load(contentsOf path: String, registry: RuleRegistry) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        var configuration = try parse(bytes, file: path, format: ConfigurationFormat(path: path), registry: registry)
        configuration.root = Paths.directory(of: path)
        return configuration
    }

    /// Reads and checks configuration text.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path to name in error locations.
    ///   - format: YAML (the supported subset) or JSON.
    ///   - registry: The rules whose ids the text may name.
    /// - Returns: The configuration, with `root` unset.
    /// - Throws: `ConfigurationError`.
    public static func parse(
        _ bytes: [UInt8], file: String, format: ConfigurationFormat, registry: RuleRegistry
    ) throws(ConfigurationError) -> Configuration {
        let document: DocumentNode?
        do {
            switch format {
            case .yaml: document = try YAMLDocumentReader.read(bytes, file: file)
            case .json: document = try JSONDocumentReader.read(bytes, file: file)
            }
        } catch {
            throw .syntax(error)
        }
        var decoder = ConfigurationDecoder(registry: registry)
        return try decoder.decode(document)
    }
}

/// Checks a configuration document key by key and builds the `Configuration`.
private struct ConfigurationDecoder {
    let registry: RuleRegistry
    var configuration = Configuration()
    /// Where each key was given, keys told apart by their exact scalars (as the readers tell them).
    var keyLocations: [ExactKey: SourceLocation] = [:]
    var disabledLocations: [ExactKey: SourceLocation] = [:]

    init(registry: RuleRegistry) {
        self.registry = registry
    }

    mutating func decode(_ document: DocumentNode?) throws(ConfigurationError) -> Configuration {
        guard let document else { return configuration }
        guard case .map(let entries, _) = document else {
            if case .scalar(.null, _) = document { return configuration }
            throw .notAMapping(document.location, found: document.kindDescription)
        }
        for entry in entries {
            keyLocations[ExactKey(entry.key)] = entry.keyLocation
            try decode(entry)
        }
        if let only = keyLocations["only_rules"] {
            for other in ["disabled_rules", "opt_in_rules"] where keyLocations[ExactKey(other)] != nil {
                throw .conflictingKeys(only, key: "only_rules", other: other)
            }
        }
        for id in configuration.optInRules.intersection(configuration.disabledRules).sorted() {
            throw .enabledAndDisabled(disabledLocations[ExactKey(id)] ?? document.location, id: id)
        }
        return configuration
    }

    private mutating func decode(_ entry: DocumentEntry) throws(ConfigurationError) {
        let key = entry.key
        let value = entry.value
        switch ExactKey(key) {
        case "included":
            configuration.included = try globs(value, key: key)
        case "excluded":
            configuration.excluded = try globs(value, key: key)
        case "disabled_rules":
            let ids = try ruleIDs(value, key: key)
            for (id, location) in ids { disabledLocations[ExactKey(id)] = location }
            configuration.disabledRules = Set(ids.map(\.id))
        case "opt_in_rules":
            configuration.optInRules = Set(try ruleIDs(value, key: key).map(\.id))
        case "only_rules":
            configuration.onlyRules = Set(try ruleIDs(value, key: key).map(\.id))
        case "reporter":
            let name = try string(value, key: key, expected: "a reporter name")
            guard let reporter = ReporterKind(rawValue: name) else {
                throw .unknownReporter(
                    value.location, value: name,
                    suggestion: NearMatch.nearest(to: name, in: ReporterKind.allCases.map(\.rawValue)))
            }
            configuration.reporter = reporter
        case "strict":
            guard case .scalar(.bool(let strict), _) = value else {
                throw .wrongType(value.location, key: key, expected: "true or false", found: value.kindDescription)
            }
            configuration.strict = strict
        case "baseline":
            let path = try string(value, key: key, expected: "a path")
            guard !path.isEmpty else { throw .emptyValue(value.location, key: key) }
            configuration.baseline = path
        case "limits":
            configuration.limits = try limits(value, key: key)
        case "ios_sdk":
            guard case .scalar(.number(let text), _) = value, let version = Int(text), (1...99).contains(version) else {
                throw .wrongType(value.location, key: key, expected: "an iOS SDK major version, such as 26",
                                 found: value.kindDescription)
            }
            configuration.iOSSDK = version
        case "localization_helpers":
            var helpers: [String] = []
            for (name, location) in try strings(value, key: key, itemName: "function or member name") {
                let parts = name.split(separator: ".", omittingEmptySubsequences: false)
                guard (1...2).contains(parts.count),
                      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber } })
                else {
                    throw .wrongType(location, key: key, expected: "a name such as tr, L10n.tr or localized", found: name)
                }
                helpers.append(name)
            }
            configuration.localizationHelpers = helpers
        default:
            guard registry[id: key] != nil else {
                let candidates = Configuration.keys + registry.rules.map(\.id)
                throw .unknownKey(entry.keyLocation, key: key, suggestion: NearMatch.nearest(to: key, in: candidates))
            }
            configuration.severities[key] = try ruleSettings(value, ruleID: key)
        }
    }

    /// `limits`: a mapping from a cap's name (`InputLimit`'s raw value, as errors name it) to a
    /// positive whole number.
    private func limits(_ value: DocumentNode, key: String) throws(ConfigurationError) -> [InputLimit: Int] {
        guard case .map(let entries, _) = value else {
            throw .wrongType(value.location, key: key, expected: "a mapping of limit names to numbers",
                             found: value.kindDescription)
        }
        var limits: [InputLimit: Int] = [:]
        for entry in entries {
            guard let limit = InputLimit(rawValue: entry.key) else {
                throw .unknownLimit(entry.keyLocation, name: entry.key,
                                    suggestion: NearMatch.nearest(to: entry.key, in: InputLimit.allCases.map(\.rawValue)))
            }
            guard case .scalar(.number(let text), _) = entry.value, let number = Int(text), number > 0 else {
                throw .wrongType(entry.value.location, key: entry.key, expected: "a positive whole number",
                                 found: entry.value.kindDescription)
            }
            if let ceiling = limit.ceiling, number > ceiling {
                throw .wrongType(entry.value.location, key: entry.key, expected: "a whole number from 1 to \(ceiling)",
                                 found: text)
            }
            limits[limit] = number
        }
        return limits
    }

    /// A rule's own entry: `rule_id: warning`, or a mapping `rule_id: {severity: warning}`.
    private func ruleSettings(_ value: DocumentNode, ruleID: String) throws(ConfigurationError) -> Severity {
        switch value {
        case .scalar(.string(let name), let location):
            return try severity(name, at: location)
        case .map(let entries, let location):
            var severity: Severity? = nil
            for entry in entries {
                guard entry.key.hasSameScalars(as: "severity") else {
                    throw .unknownKey(
                        entry.keyLocation, key: entry.key, suggestion: NearMatch.nearest(to: entry.key, in: ["severity"]))
                }
                let name = try string(entry.value, key: "\(ruleID).severity", expected: "error, warning or note")
                severity = try self.severity(name, at: entry.value.location)
            }
            guard let severity else {
                throw .wrongType(location, key: ruleID, expected: "a mapping with a 'severity' key", found: "an empty mapping")
            }
            return severity
        default:
            throw .wrongType(
                value.location, key: ruleID, expected: "a severity (error, warning or note) or a mapping with 'severity'",
                found: value.kindDescription)
        }
    }

    private func severity(_ name: String, at location: SourceLocation) throws(ConfigurationError) -> Severity {
        guard let severity = Severity(rawValue: name) else { throw .unknownSeverity(location, value: name) }
        return severity
    }

    private func string(_ value: DocumentNode, key: String, expected: String) throws(ConfigurationError) -> String {
        guard case .scalar(.string(let text), _) = value else {
            throw .wrongType(value.location, key: key, expected: expected, found: value.kindDescription)
        }
        return text
    }

    private func strings(_ value: DocumentNode, key: String, itemName: String) throws(ConfigurationError) -> [(String, SourceLocation)] {
        guard case .list(let items, _) = value else {
            throw .wrongType(value.location, key: key, expected: "a list of \(itemName)s", found: value.kindDescription)
        }
        var result: [(String, SourceLocation)] = []
        for item in items {
            result.append((try string(item, key: key, expected: "a \(itemName)"), item.location))
        }
        return result
    }

    private func globs(_ value: DocumentNode, key: String) throws(ConfigurationError) -> [Glob] {
        var globs: [Glob] = []
        for (pattern, location) in try strings(value, key: key, itemName: "pattern") {
            do {
                globs.append(try Glob(pattern))
            } catch {
                throw .invalidGlob(location, pattern: pattern, problem: error)
            }
        }
        return globs
    }

    private func ruleIDs(_ value: DocumentNode, key: String) throws(ConfigurationError) -> [(id: String, location: SourceLocation)] {
        var ids: [(id: String, location: SourceLocation)] = []
        for (id, location) in try strings(value, key: key, itemName: "rule id") {
            guard registry[id: id] != nil else {
                throw .unknownRule(location, id: id, suggestion: registry.suggestion(for: id))
            }
            ids.append((id, location))
        }
        return ids
    }
}
