#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList
import TripSource

/// A directory of persistent domains, one XML property list per domain, safe to share between threads
/// and processes.
///
/// **Writes** (`update`, `replace`, `remove`, `moveAside`) take an exclusive `flock` on the store
/// directory, re-read the domain's file, apply the change, write `<domain>.plist.tmp` (mode 0600),
/// `fsync` it, rename it over `<domain>.plist` and `fsync` the directory: when the call returns the
/// change is on disk, and concurrent writers in any process never lose each other's changes. A writer
/// waiting for another process's lock is reported after a second and gives up after 120 seconds
/// (`LockWaiting`, `DefaultsError.lockTimedOut`).
///
/// **Reads** take no lock. Files are only ever replaced by `rename`, which is atomic, so a reader sees
/// either the old file or the new one, whole; a change made by another process is seen by the next
/// read. Every read reads the file; parsed domains are cached by content, so an unchanged file is not
/// parsed again.
///
/// **Damaged files** (do not parse, not XML, not a dictionary, a directory in the way) are never
/// written over: reads and writes of that domain throw the same `DefaultsError` until the file is fixed
/// or moved aside with `moveAside(_:)`.
///
/// **Changes** made through this object are reported to the observers registered on it, after the write.
public final class DefaultsStore: Sendable {
    /// The store directory.
    public let directory: String
    /// How a writer waits for another process's lock: a notice after a second, an error
    /// (`DefaultsError.lockTimedOut`) after 120 seconds unless set.
    public let lockWaiting: LockWaiting

    private let cache = Locked<[DomainName: DomainSnapshot]>([:])
    private let observers = ChangeObservers()

    /// A store in a directory, created (mode 0700) on the first write.
    ///
    /// - Parameters:
    ///   - directory: The store directory.
    ///   - lockWaiting: How a writer waits for another process's lock.
    public init(directory: String, lockWaiting: LockWaiting = LockWaiting()) {
        self.directory = directory
        self.lockWaiting = lockWaiting
    }

    /// A store in the directory an application's location chooses (`StoreLocation.directory`).
    ///
    /// - Parameters:
    ///   - location: The application's store location.
    ///   - override: A directory chosen explicitly (a `--store` option); wins over the environment.
    ///   - environment: The environment to consult.
    ///   - lockWaiting: How a writer waits for another process's lock.
    /// - Throws: `StoreLocationError` when no directory can be chosen.
    public convenience init(
        location: StoreLocation, override: String? = nil, environment: [String: String],
        lockWaiting: LockWaiting = LockWaiting()
    ) throws(StoreLocationError) {
        self.init(directory: try location.directory(override: override, environment: environment), lockWaiting: lockWaiting)
    }

    /// The path of a domain's file.
    public func path(of domain: DomainName) -> String {
        StoreLocation.joined(directory, domain.fileName)
    }

    // MARK: Reading

    /// A domain's values; empty when the domain has no file.
    ///
    /// - Throws: `DefaultsError` when the file cannot be read or used.
    public func values(of domain: DomainName) throws(DefaultsError) -> PlistDictionary {
        try snapshot(of: domain).values
    }

    /// A domain's values, or `nil` when the domain has no file.
    ///
    /// - Throws: `DefaultsError` when the file cannot be read or used.
    public func persistentDomain(_ domain: DomainName) throws(DefaultsError) -> PlistDictionary? {
        let snapshot = try snapshot(of: domain)
        return snapshot.exists ? snapshot.values : nil
    }

    /// The domains that have a file, sorted by name (the global domain among them when it has one).
    ///
    /// - Throws: `DefaultsError.directoryUnusable` when the directory exists but cannot be listed.
    public func domains() throws(DefaultsError) -> [DomainName] {
        guard let directory = try StoreDirectory.opened(directory, create: false) else { return [] }
        return try directory.fileNames().compactMap(DomainName.init(fileName:)).sorted()
    }

    private func snapshot(of domain: DomainName) throws(DefaultsError) -> DomainSnapshot {
        let cached = cache.withLock { $0[domain] }
        let snapshot = try DomainFile.read(
            domain, base: AT_FDCWD, path: path(of: domain), displayPath: path(of: domain), cached: cached)
        if snapshot.bytes != cached?.bytes {
            cache.withLock { $0[domain] = snapshot }
        }
        return snapshot
    }

    // MARK: Writing

    /// Changes a domain atomically: under the store's exclusive lock, reads the current values, lets
    /// `body` change them and writes the result durably before returning.
    ///
    /// This is the read-modify-write that makes counters safe across processes, and the way to make
    /// several changes with one write (a batch). When `body` leaves the values as they were, nothing is
    /// written. When `body` throws, nothing is written and the error is rethrown.
    ///
    /// - Parameters:
    ///   - domain: The domain to change.
    ///   - body: Changes the values; runs while the lock is held, so keep it short, and do not write to
    ///     the store from it (the lock is not re-entrant: a nested write waits for itself).
    /// - Returns: What `body` returns.
    /// - Throws: `DefaultsError` (the domain's file cannot be read, used or written),
    ///   `DefaultsValueError` (a value the store cannot hold), or what `body` throws.
    @discardableResult
    public func update<Result>(_ domain: DomainName, _ body: (inout PlistDictionary) throws -> Result) throws -> Result {
        let (result, change) = try locked(StoreDirectory.created(directory)) { directory in
            let current = try read(domain, in: directory)
            var values = current.values
            let result = try body(&values)
            // The domain's XML file holds dates to the second: keep them so, here and in the cache,
            // so that this process and the next read the same date.
            values = values.withWholeSecondDates
            guard let change = DefaultsChange.between(current.values, values, in: domain) else {
                return (result, nil as DefaultsChange?)
            }
            let root = PlistValue.dictionary(values)
            try root.validateForDefaults()
            let bytes: [UInt8]
            do {
                bytes = try PlistWriter.xmlBytes(root)
            } catch let error as PlistWriteError {
                throw DefaultsValueError.unrepresentable(error)
            }
            try DomainFile.replace(domain, with: bytes, in: directory)
            cache.withLock { $0[domain] = DomainSnapshot(values: values.withoutLocations, bytes: bytes) }
            return (result, change)
        }
        if let change { observers.post(change) }
        return result
    }

    /// Replaces all of a domain's values (`defaults import`, `defaults write domain '{...}'`).
    ///
    /// - Throws: `DefaultsError`, `DefaultsValueError`.
    public func replace(_ domain: DomainName, with values: PlistDictionary) throws {
        try update(domain) { $0 = values }
    }

    /// Removes a domain's file (`defaults delete domain`).
    ///
    /// A damaged file is not removed (move it aside instead), so that deleting never destroys what
    /// might be recovered.
    ///
    /// - Returns: Whether the domain had a file.
    /// - Throws: `DefaultsError`.
    @discardableResult
    public func remove(_ domain: DomainName) throws -> Bool {
        guard let change = try removeFile(domain) else { return false }
        if !change.keys.isEmpty { observers.post(change) }
        return true
    }

    /// Removes the file under the lock, which is released when this returns, before observers run.
    ///
    /// - Returns: The change (no keys for an empty domain), or `nil` when there was no file.
    private func removeFile(_ domain: DomainName) throws -> DefaultsChange? {
        guard let directory = try StoreDirectory.opened(directory, create: false) else { return nil }
        return try locked(directory) { directory -> DefaultsChange? in
            let current = try read(domain, in: directory)
            guard current.exists else { return nil }
            try DomainFile.remove(domain, in: directory)
            cache.withLock { $0[domain] = nil }
            return DefaultsChange.between(current.values, PlistDictionary(), in: domain)
                ?? DefaultsChange(domain: domain, keys: [])
        }
    }

    /// Moves a domain's file aside so the domain starts empty, keeping the old file next to it as
    /// `<domain>.plist.corrupt-YYYYMMDD-HHMMSS` (UTC; `-2`, `-3`, ... appended when that name is taken).
    ///
    /// An existing file is never overwritten: a regular file is moved with `link` (which fails on an
    /// existing name) and `unlink`; anything else (a directory in the way) is renamed after checking
    /// that the name is free, under the store's lock.
    ///
    /// - Parameters:
    ///   - domain: The domain whose file to move.
    ///   - date: The time to put in the name.
    /// - Returns: The new path, or `nil` when the domain has no file.
    /// - Throws: `DefaultsError.cannotMoveAside` (or a directory or lock error).
    @discardableResult
    public func moveAside(_ domain: DomainName, at date: Date = Date()) throws(DefaultsError) -> String? {
        guard let directory = try StoreDirectory.opened(directory, create: false) else { return nil }
        try directory.lock(exclusive: true, waiting: lockWaiting)
        let file = directory.path(of: domain.fileName)
        var status = stat()
        if fstatat(directory.descriptor, domain.fileName, &status, AT_SYMLINK_NOFOLLOW) != 0 {
            let error = SystemError.last("stat")
            if error.code == ENOENT { return nil }
            throw .cannotMoveAside(domain: domain, file: file, reason: error.reason)
        }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        let stem = domain.fileName + ".corrupt-" + Self.timestamp(date)
        for attempt in 1...Limits.moveAsideAttempts {
            let name = attempt == 1 ? stem : "\(stem)-\(attempt)"
            if isRegular {
                if linkat(directory.descriptor, domain.fileName, directory.descriptor, name, 0) != 0 {
                    let error = SystemError.last("link")
                    if error.code == EEXIST { continue }
                    throw .cannotMoveAside(domain: domain, file: file, reason: error.reason)
                }
                guard unlinkat(directory.descriptor, domain.fileName, 0) == 0 else {
                    throw .cannotMoveAside(domain: domain, file: file, reason: SystemError.last("unlink").reason)
                }
            } else {
                var existing = stat()
                if fstatat(directory.descriptor, name, &existing, AT_SYMLINK_NOFOLLOW) == 0 { continue }
                guard renameat(directory.descriptor, domain.fileName, directory.descriptor, name) == 0 else {
                    throw .cannotMoveAside(domain: domain, file: file, reason: SystemError.last("rename").reason)
                }
            }
            do {
                try directory.sync()
            } catch {
                throw .cannotMoveAside(domain: domain, file: file, reason: error.reason)
            }
            cache.withLock { $0[domain] = nil }
            return directory.path(of: name)
        }
        throw .cannotMoveAside(domain: domain, file: file, reason: "too many moved-aside copies with this timestamp")
    }

    /// Runs `body` with the store directory exclusively locked.
    ///
    /// Callers pass a directory they do not keep beyond the call (a temporary, or a local of a function
    /// that returns right after), so the descriptor is closed and the lock released before they notify
    /// observers, which may write to the store themselves.
    private func locked<Result>(_ directory: StoreDirectory, _ body: (StoreDirectory) throws -> Result) throws -> Result {
        try withExtendedLifetime(directory) {
            try directory.lock(exclusive: true, waiting: lockWaiting)
            return try body(directory)
        }
    }

    /// Reads a domain through the locked directory's descriptor.
    private func read(_ domain: DomainName, in directory: StoreDirectory) throws(DefaultsError) -> DomainSnapshot {
        let cached = cache.withLock { $0[domain] }
        return try DomainFile.read(
            domain, base: directory.descriptor, path: domain.fileName,
            displayPath: directory.path(of: domain.fileName), cached: cached)
    }

    // MARK: Observing

    /// Calls `handler` after each change this object writes to the given domains.
    ///
    /// The handler runs on the writing thread, after the write is durable and the lock released. Changes
    /// made by other processes are not reported (they are seen by the next read).
    ///
    /// - Parameters:
    ///   - domains: The domains to observe; `nil` for all.
    ///   - handler: Called with the domain and the changed keys.
    /// - Returns: A value to pass to `removeObserver(_:)`.
    @discardableResult
    public func addObserver(
        for domains: Set<DomainName>? = nil, _ handler: @escaping @Sendable (DefaultsChange) -> Void
    ) -> DefaultsObservation {
        observers.add(domains: domains, handler)
    }

    /// Stops the calls to an observer.
    public func removeObserver(_ observation: DefaultsObservation) {
        observers.remove(observation)
    }

    /// The changes this object writes to the given domains, as an asynchronous sequence.
    ///
    /// The sequence buffers every change until it is read, and stops observing when its iteration
    /// ends or the stream is released.
    ///
    /// - Parameter domains: The domains to observe; `nil` for all.
    public func changes(in domains: Set<DomainName>? = nil) -> AsyncStream<DefaultsChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: DefaultsChange.self)
        let observation = observers.add(domains: domains) { change in
            continuation.yield(change)
        }
        continuation.onTermination = { [observers] _ in
            observers.remove(observation)
        }
        return stream
    }

    /// `YYYYMMDD-HHMMSS` in UTC (`gmtime_r`).
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + padded(parts.tm_mon + 1, 2) + padded(parts.tm_mday, 2) + "-"
            + padded(parts.tm_hour, 2) + padded(parts.tm_min, 2) + padded(parts.tm_sec, 2)
    }

    private enum Limits {
        static let moveAsideAttempts = 1000
    }
}
