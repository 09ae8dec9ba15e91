#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Defaults
import PropertyList
import TextFormats
import TripSource

extension DefaultsTool {
    /// `read-type DOMAIN KEY`: `Type is string`, `integer`, `float`, `boolean`, `date`, `data`, `array`
    /// or `dictionary`.
    package func readType(domain name: String, key: String) -> DefaultsToolResult {
        running {
            guard let value = try access(name).values()?[key] else { return Self.missingPair(name, key) }
            return .printing("Type is \(DefaultsValueText.typeName(value))\n")
        }
    }

    /// `write DOMAIN KEY [TYPE] VALUE...` or `write DOMAIN PLIST`; see `DefaultsWriteRequest` for the
    /// forms. The change is durable when this returns.
    ///
    /// - Parameters:
    ///   - name: The domain.
    ///   - arguments: The arguments after the domain.
    package func write(domain name: String, arguments: [String]) -> DefaultsToolResult {
        running {
            let domain = try access(name)
            switch try DefaultsWriteRequest.parse(arguments) {
            case .set(let key, let value):
                try domain.update { $0[key] = value }
            case .replaceDomain(let values):
                try domain.update { $0 = values }
            case .arrayAdd(let key, let items):
                try merge(key, in: domain, kind: "an array", action: "append") { existing in
                    guard let existing else { return .array(items) }
                    return existing.array.map { .array($0 + items) }
                }
            case .dictionaryAdd(let key, let entries):
                try merge(key, in: domain, kind: "a dictionary", action: "add entries") { existing in
                    guard let existing else { return .dictionary(entries) }
                    guard var dictionary = existing.dictionary else { return nil }
                    for entry in entries.entries { dictionary[entry.key] = entry.value }
                    return .dictionary(dictionary)
                }
            }
            return DefaultsToolResult()
        }
    }

    /// Sets a key to what `merged` makes of its current value (`nil` when there is none), failing with
    /// `defaults`' message when `merged` refuses the current value.
    private func merge(
        _ key: String, in domain: any DefaultsDomainAccess, kind: String, action: String,
        _ merged: (PlistValue?) -> PlistValue?
    ) throws {
        try domain.update { values in
            guard let value = merged(values[key]) else {
                throw DefaultsToolResult.failure(
                    "Value for key \(key) is not \(kind); cannot \(action). Leaving defaults unchanged.", status: .failure)
            }
            values[key] = value
        }
    }

    /// `delete DOMAIN [KEY]`: removes a key, or the whole domain.
    package func delete(domain name: String, key: String? = nil) -> DefaultsToolResult {
        running {
            let domain = try access(name)
            guard let key else {
                guard try domain.remove() else {
                    return .failure("Domain (\(name)) not found.\nDefaults have not been changed.", status: .failure)
                }
                return DefaultsToolResult()
            }
            let removed = try domain.update { $0.removeValue(forKey: key) != nil }
            return removed ? DefaultsToolResult() : Self.missingPair(name, key)
        }
    }

    /// `rename DOMAIN OLD NEW`: moves a value to another key, replacing what the new key held.
    package func rename(domain name: String, from oldKey: String, to newKey: String) -> DefaultsToolResult {
        running {
            let renamed = try access(name).update { values -> Bool in
                guard let value = values.removeValue(forKey: oldKey) else { return false }
                values[newKey] = value
                return true
            }
            return renamed ? DefaultsToolResult() : Self.missingPair(name, oldKey)
        }
    }

    /// `domains`: the domains in the store, the global domain left out, separated by ", ".
    package func domains() -> DefaultsToolResult {
        running {
            // A file name may hold control characters: printed as escapes, as the reporters print them.
            let names = try store.domains().filter { !$0.isGlobal }.map { VisibleText.escaped($0.name) }
            return .printing(names.isEmpty ? "" : names.joined(separator: ", ") + "\n")
        }
    }

    /// `export DOMAIN PATH|-`: the domain as an XML property list, to a file (replaced atomically) or,
    /// for `-`, to standard output.
    package func export(domain name: String, to path: String) -> DefaultsToolResult {
        running {
            guard let values = try access(name).values() else { return Self.missingDomain(name) }
            let bytes = try PlistWriter.xmlBytes(.dictionary(values))
            if path == "-" { return .printing(String(decoding: bytes, as: UTF8.self)) }
            do throws(FileBytes.Failure) {
                try FileBytes.replace(contentsOfFile: path, with: bytes)
            } catch {
                return .failure("cannot write \(path): \(error.reason)", status: .cannotWrite)
            }
            return DefaultsToolResult()
        }
    }

    /// `import DOMAIN PATH|-`: replaces the domain with a property list (XML, binary or OpenStep) whose
    /// root is a dictionary, read from a file or, for `-`, from standard input.
    ///
    /// - Parameters:
    ///   - name: The domain, or `-g` for the global domain.
    ///   - path: The file to read, or `-` for standard input.
    ///   - standardInput: Reads standard input to its end; called only for `-`.
    package func `import`(domain name: String, from path: String,
                         standardInput: () throws -> [UInt8]) -> DefaultsToolResult {
        running {
            let domain = try access(name)
            let document: PlistDocument
            if path == "-" {
                document = try PlistReader.read(bytes: try standardInput(), file: "<stdin>")
            } else {
                do {
                    document = try PlistReader.read(contentsOf: path)
                } catch PlistError.unreadable(let file, let reason) {
                    return .failure("cannot read \(file): \(reason)", status: .noInput)
                }
            }
            guard let values = document.root.dictionary else {
                let location = document.root.location.map { "\($0): " } ?? ""
                return .failure("\(location)error: the property list must be a dictionary, found \(document.root.kind.withArticle)",
                                status: .dataError)
            }
            try domain.update { $0 = values.withoutLocations }
            return DefaultsToolResult()
        }
    }

    /// `repair DOMAIN`: moves a damaged domain file aside (kept beside it as
    /// `<file>.corrupt-YYYYMMDD-HHMMSS`) so that the domain starts empty. A file that reads well is
    /// left alone.
    package func repair(domain name: String, at date: Date = Date()) -> DefaultsToolResult {
        running {
            let domain = try domain(name)
            do {
                guard try store.persistentDomain(domain) != nil else { return Self.missingDomain(name) }
                return .failure("The defaults of \(name) read well; nothing was moved.", status: .failure)
            } catch let error as DefaultsError where error.isDamagedFile {
                guard let moved = try store.moveAside(domain, at: date) else { return Self.missingDomain(name) }
                return .printing("Moved \(store.path(of: domain)) aside to \(moved); \(name) now starts empty.\n")
            }
        }
    }
}
