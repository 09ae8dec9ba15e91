#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Defaults
import PropertyList
import TripSource

/// Where a `defaults` command reads and writes a domain: a domain of the store, or, as macOS
/// `defaults` allows, a property list named by its path (`defaults read "$PWD/App/Info" KEY` reads
/// `App/Info.plist`).
protocol DefaultsDomainAccess {
    /// The domain's values, or `nil` when it does not exist.
    func values() throws -> PlistDictionary?
    /// Changes the values (an absent domain starts empty) and saves them before returning.
    func update<Result>(_ body: (inout PlistDictionary) throws -> Result) throws -> Result
    /// Removes the whole domain; `false` when there was none.
    func remove() throws -> Bool
}

/// A domain of the store: its locked, durable writes.
struct StoreDomainAccess: DefaultsDomainAccess {
    let store: DefaultsStore
    let domain: DomainName

    func values() throws -> PlistDictionary? { try store.persistentDomain(domain) }
    func update<Result>(_ body: (inout PlistDictionary) throws -> Result) throws -> Result {
        try store.update(domain, body)
    }
    func remove() throws -> Bool { try store.remove(domain) }
}

/// A property list file as a domain. Its format is kept when it is binary, and XML is written
/// otherwise (a new file too); the file is replaced atomically by the one safe writer. Unlike the
/// store, nothing locks it against another writer, as with macOS `defaults` on a path.
struct PlistFileDomainAccess: DefaultsDomainAccess {
    /// The file: the argument with `.plist` added when it has no such extension.
    let path: String

    /// The access an argument names when it is an absolute path, as scripts give `defaults` one
    /// (`"$PWD/App/Info"`). A relative name with a `/` (`../etc`) stays a domain name, which the
    /// store refuses, so that a domain never leaves the store by accident.
    init?(argument: String) {
        guard argument.hasPrefix("/") else { return nil }
        path = argument.hasSuffix(".plist") ? argument : argument + ".plist"
    }

    func values() throws -> PlistDictionary? {
        guard access(path, F_OK) == 0 else { return nil }
        return try dictionary(of: PlistReader.read(contentsOf: path))
    }

    func update<Result>(_ body: (inout PlistDictionary) throws -> Result) throws -> Result {
        let document = access(path, F_OK) == 0 ? try PlistReader.read(contentsOf: path) : nil
        var values = try document.map(dictionary(of:)) ?? PlistDictionary()
        let result = try body(&values)
        let bytes = document?.format == .binary
            ? PlistWriter.binaryBytes(.dictionary(values))
            : try PlistWriter.xmlBytes(.dictionary(values), style: .foundation)
        do {
            try FileBytes.replace(contentsOfFile: path, with: bytes)
        } catch {
            throw DefaultsToolResult.failure("Could not write \(path): \(error)", status: .cannotWrite)
        }
        return result
    }

    func remove() throws -> Bool {
        guard access(path, F_OK) == 0 else { return false }
        guard unlink(path) == 0 else {
            throw DefaultsToolResult.failure("Could not remove \(path): \(String(cString: strerror(errno)))",
                                             status: .cannotWrite)
        }
        return true
    }

    private func dictionary(of document: PlistDocument) throws -> PlistDictionary {
        guard let dictionary = document.root.dictionary else {
            throw DefaultsToolResult.failure("\(path) does not hold a dictionary", status: .dataError)
        }
        return dictionary
    }
}
