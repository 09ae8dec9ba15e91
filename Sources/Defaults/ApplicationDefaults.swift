#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList
import TripSource

/// An application's defaults, with `UserDefaults`' domains and search order and a store that never
/// loses a value.
///
/// A lookup searches, in order: the **argument domain** (`-Key value` pairs from the command line), the
/// application's **persistent domain**, the persistent **global domain**, and the **registration
/// domain** (`register(defaults:)`, kept in memory, never written). Writes go to the application's
/// persistent domain and are durable when the call returns; `removeObject(forKey:)` removes from that
/// domain only, so a registered default shows through again.
///
/// ```swift
/// let store = try DefaultsStore(
///     location: StoreLocation(applicationName: "roadtrip", environmentVariable: "ROADTRIP_STORE"),
///     environment: ProcessInfo.processInfo.environment)
/// let defaults = ApplicationDefaults(domain: try DomainName("com.example.roadtrip"), store: store)
/// try defaults.register(defaults: ["DestinationPreferenceKey": 0])
/// try defaults.set(1, forKey: "DestinationPreferenceKey")   // on disk when the call returns
/// ```
///
/// Every read reads the file (parsed values are cached by the file's content), so a change made by
/// another process is seen by the next read. Reads and writes throw `DefaultsError` when the domain's file
/// cannot be used; a damaged file is never written over.
public final class ApplicationDefaults: Sendable {
    /// The application's persistent domain.
    public let domain: DomainName
    /// The store that holds the persistent domains.
    public let store: DefaultsStore
    /// The argument domain, fixed when the object is made.
    public let argumentDomain: PlistDictionary
    private let registration = Locked(PlistDictionary())

    /// Defaults for a domain in a store.
    ///
    /// - Parameters:
    ///   - domain: The application's domain.
    ///   - store: Where the persistent domains live.
    ///   - arguments: The command line to build the argument domain from (`ArgumentDomain`).
    public init(domain: DomainName, store: DefaultsStore, arguments: [String] = []) {
        self.domain = domain
        self.store = store
        self.argumentDomain = ArgumentDomain.values(from: arguments)
    }

    /// The persistent domains searched, the application's first.
    private var persistentDomains: [DomainName] {
        domain.isGlobal ? [domain] : [domain, .global]
    }

    // MARK: Registration

    /// Adds defaults to the registration domain, replacing earlier registrations of the same keys.
    ///
    /// The registration domain is searched last and never written to disk: it supplies the value a key
    /// has until one is set (RoadTrip registers its default destination this way).
    public func register(defaults: PlistDictionary) throws(DefaultsValueError) {
        try PlistValue.dictionary(defaults).validateForDefaults()
        registration.withLock { registered in
            for entry in defaults.entries {
                registered[entry.key] = entry.value
            }
        }
    }

    /// Adds defaults given as Swift values; see `register(defaults:)` and `PlistValue(defaultsValue:)`.
    ///
    /// - Throws: `DefaultsValueError` for a value that is not a property-list value.
    public func register(defaults: [String: Any]) throws(DefaultsValueError) {
        guard let dictionary = try PlistValue(defaultsValue: defaults).dictionary else { return }
        try register(defaults: dictionary)
    }

    /// The registration domain.
    public var registeredDefaults: PlistDictionary {
        registration.withLock { $0 }
    }

    // MARK: Lookup

    /// The value for a key from the first domain in the search order that has it.
    ///
    /// - Throws: `DefaultsError` when a persistent domain that must be searched cannot be read.
    public func object(forKey key: String) throws(DefaultsError) -> PlistValue? {
        if let value = argumentDomain[key] { return value }
        for domain in persistentDomains {
            if let value = try store.values(of: domain)[key] { return value }
        }
        return registration.withLock { $0[key] }
    }

    /// Every key visible through the search order with the value a lookup would return.
    ///
    /// - Throws: `DefaultsError`.
    public func dictionaryRepresentation() throws(DefaultsError) -> PlistDictionary {
        var merged = registeredDefaults
        for domain in persistentDomains.reversed() {
            for entry in try store.values(of: domain).entries {
                merged[entry.key] = entry.value
            }
        }
        for entry in argumentDomain.entries {
            merged[entry.key] = entry.value
        }
        return merged
    }

    // MARK: Writing

    /// Sets a key in the application's persistent domain, durably; `nil` removes it.
    ///
    /// - Throws: `DefaultsError` (the file cannot be read or written), `DefaultsValueError` (a UID, or a
    ///   string XML cannot hold).
    public func set(_ value: PlistValue?, forKey key: String) throws {
        try store.update(domain) { $0[key] = value }
    }

    /// Sets a key from a Swift value of a property-list type (`PlistValue(defaultsValue:)`); `nil`
    /// removes it. Anything that is not a property-list value is refused with `DefaultsValueError`.
    ///
    /// Disfavoured, as is `set(_:forKey:)` for a URL, so that a bare `set(nil, forKey:)` means the
    /// `PlistValue?` overload and removes the key, as `UserDefaults.set(nil, forKey:)` does.
    @_disfavoredOverload
    public func set(_ value: Any?, forKey key: String) throws {
        try set(try value.map { (value) throws(DefaultsValueError) in try PlistValue(defaultsValue: value, keyPath: key) },
                forKey: key)
    }

    public func set(_ value: String, forKey key: String) throws {
        try set(PlistValue.string(value), forKey: key)
    }

    public func set(_ value: Int, forKey key: String) throws {
        try set(PlistValue.integer(value), forKey: key)
    }

    public func set(_ value: Int64, forKey key: String) throws {
        try set(PlistValue.integer(PlistInteger(value)), forKey: key)
    }

    public func set(_ value: Double, forKey key: String) throws {
        try set(PlistValue.real(value), forKey: key)
    }

    public func set(_ value: Float, forKey key: String) throws {
        try set(PlistValue.real(Double(value)), forKey: key)
    }

    public func set(_ value: Bool, forKey key: String) throws {
        try set(PlistValue.boolean(value), forKey: key)
    }

    /// Sets a URL: a file URL is stored as its path, any other URL as its absolute string, intact.
    @_disfavoredOverload
    public func set(_ url: URL?, forKey key: String) throws {
        try set(url.map(PlistValue.init(url:)), forKey: key)
    }

    /// Removes a key from the application's persistent domain; a value in another domain (a registered
    /// default) shows through again.
    ///
    /// - Throws: `DefaultsError`.
    public func removeObject(forKey key: String) throws {
        try store.update(domain) { $0[key] = nil }
    }

    /// Changes the application's persistent domain atomically, with one durable write for all the
    /// changes `body` makes: the way to increment a counter safely across processes, or to batch
    /// several writes.
    ///
    /// - Throws: See `DefaultsStore.update(_:_:)`.
    @discardableResult
    public func update<Result>(_ body: (inout PlistDictionary) throws -> Result) throws -> Result {
        try store.update(domain, body)
    }

    // MARK: Observing

    /// Calls `handler` after each change this process writes, through this object's store, to the
    /// application's or the global domain. See `DefaultsStore.addObserver(for:_:)`.
    @discardableResult
    public func addObserver(_ handler: @escaping @Sendable (DefaultsChange) -> Void) -> DefaultsObservation {
        store.addObserver(for: Set(persistentDomains), handler)
    }

    /// Stops the calls to an observer.
    public func removeObserver(_ observation: DefaultsObservation) {
        store.removeObserver(observation)
    }

    /// The changes this process writes to the application's or the global domain, as an asynchronous
    /// sequence. See `DefaultsStore.changes(in:)`.
    public func changes() -> AsyncStream<DefaultsChange> {
        store.changes(in: Set(persistentDomains))
    }
}
