import Defaults
import PropertyList
import TextFormats

extension DefaultsTool {
    /// `read [DOMAIN [KEY]]`: every domain, one domain, or one value.
    ///
    /// Domains and containers are printed as OpenStep text with keys sorted, as `defaults` prints
    /// them, data as macOS prints it today (`{length = 3, bytes = 0x010203}`); a single scalar is printed bare (a string without quotes, a boolean as 1 or 0, a date as
    /// `2024-05-17 10:00:00 +0000`).
    ///
    /// With `json`, whatever is read is printed as JSON in `plist print --json`'s mapping (every type
    /// kept: `{"$date": ...}`, `{"$data": ...}`), keys sorted, `/` written as itself, for scripts.
    package func read(domain name: String? = nil, key: String? = nil, json: Bool = false) -> DefaultsToolResult {
        running {
            let print = { (value: PlistValue) throws -> DefaultsToolResult in
                guard json else {
                    return .printing(PlistWriter.openStep(Self.sortedForDisplay(value), data: .description))
                }
                let options = PlistWriter.JSONOptions(prettyPrinted: true, lossless: true, escapesSlashes: false)
                return .printing(try PlistWriter.json(Self.sortedForDisplay(value), options: options) + "\n")
            }
            guard let name else {
                var all = PlistDictionary()
                let (domains, failures) = try everyDomain()
                for (domain, values) in domains { all[domain.name] = .dictionary(values) }
                return try print(.dictionary(all)).adding(failures)
            }
            guard let values = try access(name).values() else { return Self.missingDomain(name) }
            guard let key else { return try print(.dictionary(values)) }
            guard let value = values[key] else { return Self.missingPair(name, key) }
            if !json, let text = DefaultsValueText.scalar(value) { return .printing(text + "\n") }
            return try print(value)
        }
    }

    /// `find WORD`: in every domain, the entries whose key or string values (at any depth) contain the
    /// word, ignoring case, printed per domain as `Found N keys in domain 'DOMAIN': {...}`. Status 1
    /// when nothing matches.
    package func find(_ word: String) -> DefaultsToolResult {
        running {
            let needle = word.lowercased()
            var output = ""
            let (domains, failures) = try everyDomain()
            for (domain, values) in domains {
                var found = PlistDictionary()
                for entry in values.entries
                where entry.key.lowercased().contains(needle) || Self.contains(needle, in: entry.value) {
                    found[entry.key] = entry.value
                }
                guard !found.isEmpty else { continue }
                output += "Found \(found.count) keys in domain '\(VisibleText.escaped(domain.name))': "
                output += PlistWriter.openStep(Self.sortedForDisplay(.dictionary(found)), data: .description)
            }
            return (output.isEmpty ? DefaultsToolResult(status: .failure) : .printing(output)).adding(failures)
        }
    }

    /// Every domain's values, for the commands that read them all: a domain whose file cannot be
    /// used is left out and its failure returned, so that one damaged file hides no other domain.
    ///
    /// - Returns: The domains read, in name order, and the failures of those that could not be.
    /// - Throws: `DefaultsError` when the store directory cannot be listed.
    func everyDomain() throws(DefaultsError) -> (domains: [(DomainName, PlistDictionary)], failures: [DefaultsToolResult]) {
        var domains: [(DomainName, PlistDictionary)] = []
        var failures: [DefaultsToolResult] = []
        for domain in try store.domains() {
            do throws(DefaultsError) {
                domains.append((domain, try store.values(of: domain)))
            } catch {
                failures.append(failure(for: error))
            }
        }
        return (domains, failures)
    }

    /// Whether a lowercased word occurs in a string value or a dictionary key, at any depth.
    private static func contains(_ needle: String, in value: PlistValue) -> Bool {
        switch value.content {
        case .string(let text):
            text.lowercased().contains(needle)
        case .array(let items):
            items.contains { contains(needle, in: $0) }
        case .dictionary(let dictionary):
            dictionary.entries.contains { $0.key.lowercased().contains(needle) || contains(needle, in: $0.value) }
        case .integer, .real, .boolean, .date, .data, .uid:
            false
        }
    }

    /// The value with every dictionary's keys in order, as `defaults` prints them.
    static func sortedForDisplay(_ value: PlistValue) -> PlistValue {
        switch value.content {
        case .array(let items):
            return .array(items.map(sortedForDisplay))
        case .dictionary(let dictionary):
            let entries = dictionary.entries.sorted { $0.key < $1.key }
            return .dictionary(PlistDictionary(entries.map { ($0.key, sortedForDisplay($0.value)) }))
        default:
            return value
        }
    }
}
