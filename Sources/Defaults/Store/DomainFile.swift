#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyList
import TripSource

/// One version of a domain as read from its file, or the absence of the file.
struct DomainSnapshot: Sendable {
    /// The domain's values (empty when the file is absent).
    let values: PlistDictionary
    /// The file's bytes; `nil` when there is no file.
    let bytes: [UInt8]?

    var exists: Bool { bytes != nil }

    static let absent = DomainSnapshot(values: PlistDictionary(), bytes: nil)
}

/// Reads a domain's file and replaces it atomically. The callers decide about locks.
enum DomainFile {
    /// Reads the domain's file, reusing a cached snapshot's values when the bytes are the same.
    ///
    /// The file is opened once and everything is decided from that descriptor (`openat`, `fstat`,
    /// `read`), so a rename by another process in the middle cannot mix two versions. `O_NONBLOCK`
    /// keeps a FIFO at the path from blocking the open; it has no effect on regular files.
    ///
    /// The cache is checked by content, not by `fstat`: file systems stamp times coarsely and reuse
    /// inode numbers, so two versions written within a few milliseconds can share size, inode and
    /// times. Reading a preferences file costs microseconds; parsing it is what the cache saves.
    ///
    /// - Parameters:
    ///   - domain: The domain, for errors.
    ///   - base: A directory descriptor, or `AT_FDCWD`.
    ///   - path: The file relative to `base`.
    ///   - displayPath: The path to name in errors and locations.
    ///   - cached: A snapshot read earlier.
    /// - Returns: The snapshot; `DomainSnapshot.absent` when there is no file.
    /// - Throws: `DefaultsError` for an unreadable, unparsable or unsuitable file.
    static func read(
        _ domain: DomainName, base: Int32, path: String, displayPath: String, cached: DomainSnapshot?
    ) throws(DefaultsError) -> DomainSnapshot {
        let descriptor = SystemCall.retrying { openat(base, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else {
            let error = SystemError.last("open")
            if error.code == ENOENT { return .absent }
            throw .unreadable(domain: domain, file: displayPath, reason: error.reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(domain: domain, file: displayPath, reason: SystemError.last("fstat").reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notAFile(domain: domain, file: displayPath, isDirectory: status.st_mode & S_IFMT == S_IFDIR)
        }
        let bytes: [UInt8]
        do {
            bytes = try SystemCall.readAll(descriptor, sizeHint: Int(status.st_size))
        } catch {
            throw .unreadable(domain: domain, file: displayPath, reason: error.reason)
        }
        if let cached, cached.bytes == bytes { return cached }
        return DomainSnapshot(values: try parse(bytes, domain: domain, file: displayPath), bytes: bytes)
    }

    /// The dictionary a domain file holds.
    ///
    /// - Throws: `DefaultsError.corrupt`, `.unsupportedFormat` or `.notADictionary`.
    static func parse(_ bytes: [UInt8], domain: DomainName, file: String) throws(DefaultsError) -> PlistDictionary {
        let document: PlistDocument
        do {
            document = try PlistReader.read(bytes: bytes, file: file)
        } catch {
            throw .corrupt(domain: domain, error)
        }
        guard document.format == .xml else {
            throw .unsupportedFormat(domain: domain, file: file, format: document.format)
        }
        guard let values = document.root.dictionary else {
            let location = document.root.location ?? SourceLocation(wholeFile: file)
            throw .notADictionary(domain: domain, location: location, kind: document.root.kind)
        }
        return values
    }

    /// Replaces the domain's file with the given bytes, durably; the caller holds the exclusive lock.
    ///
    /// Writes `<file>.tmp` (created exclusively with mode 0600; one left by a writer that died is
    /// removed first: under the lock no live writer can own it), `fsync`s it, renames it over the
    /// domain's file and `fsync`s the directory. On any failure the temporary file is removed; the old
    /// file is untouched unless the failure came after the rename (syncing the directory).
    ///
    /// - Throws: `DefaultsError.cannotWrite`.
    static func replace(_ domain: DomainName, with bytes: [UInt8], in directory: StoreDirectory) throws(DefaultsError) {
        let temporary = domain.temporaryFileName
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW
        var descriptor = SystemCall.retrying { openat(directory.descriptor, temporary, flags, 0o600) }
        if descriptor < 0, errno == EEXIST {
            unlinkat(directory.descriptor, temporary, 0)
            descriptor = SystemCall.retrying { openat(directory.descriptor, temporary, flags, 0o600) }
        }
        let file = directory.path(of: domain.fileName)
        guard descriptor >= 0 else {
            throw .cannotWrite(domain: domain, file: file, reason: SystemError.last("open").reason)
        }
        do throws(SystemError) {
            defer { close(descriptor) }
            // The mode asked of open is filtered by the umask; the store's files are 0600 whatever it is.
            guard fchmod(descriptor, 0o600) == 0 else { throw SystemError.last("fchmod") }
            try SystemCall.writeAll(descriptor, bytes)
            guard SystemCall.retrying({ fsync(descriptor) }) == 0 else { throw SystemError.last("fsync") }
            guard renameat(directory.descriptor, temporary, directory.descriptor, domain.fileName) == 0 else {
                throw SystemError.last("rename")
            }
            try directory.sync()
        } catch {
            unlinkat(directory.descriptor, temporary, 0)
            throw .cannotWrite(domain: domain, file: file, reason: error.reason)
        }
    }

    /// Removes the domain's file durably; the caller holds the exclusive lock.
    ///
    /// - Returns: Whether there was a file.
    /// - Throws: `DefaultsError.cannotRemove`.
    @discardableResult
    static func remove(_ domain: DomainName, in directory: StoreDirectory) throws(DefaultsError) -> Bool {
        let file = directory.path(of: domain.fileName)
        if unlinkat(directory.descriptor, domain.fileName, 0) != 0 {
            let error = SystemError.last("unlink")
            if error.code == ENOENT { return false }
            throw .cannotRemove(domain: domain, file: file, reason: error.reason)
        }
        do {
            try directory.sync()
        } catch {
            throw .cannotRemove(domain: domain, file: file, reason: error.reason)
        }
        return true
    }
}
