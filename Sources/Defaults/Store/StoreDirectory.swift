#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The store directory held open: the descriptor that writers lock, that domain files are opened,
/// created and renamed relative to, and that is synced after each rename.
///
/// One lock for the whole directory, not one per file: a write renames a new file over the old one, so
/// a lock on the old file would guard an inode that is no longer the domain. Locking the directory
/// keeps no extra files around and costs nothing in practice (preference writes are small and rare).
final class StoreDirectory {
    let path: String
    let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        // Closing the descriptor also releases the lock (`flock` locks belong to the open file).
        close(descriptor)
    }

    /// Opens the directory (`open(2)` with `O_DIRECTORY`).
    ///
    /// - Parameters:
    ///   - path: The store directory.
    ///   - create: Whether to create it (and missing parents) with mode 0700 when it is missing.
    /// - Returns: The open directory, or `nil` when it is missing and `create` is false.
    /// - Throws: `DefaultsError.directoryUnusable`.
    static func opened(_ path: String, create: Bool) throws(DefaultsError) -> StoreDirectory? {
        var descriptor = SystemCall.retrying { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if descriptor < 0, errno == ENOENT {
            guard create else { return nil }
            try makeDirectories(path)
            descriptor = SystemCall.retrying { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else {
            throw .directoryUnusable(path: path, reason: SystemError.last("open").reason)
        }
        return StoreDirectory(path: path, descriptor: descriptor)
    }

    /// Opens the directory, creating it (and missing parents) with mode 0700 when it is missing.
    ///
    /// - Throws: `DefaultsError.directoryUnusable`.
    static func created(_ path: String) throws(DefaultsError) -> StoreDirectory {
        guard let directory = try opened(path, create: true) else {
            throw .directoryUnusable(path: path, reason: "it could not be created")
        }
        return directory
    }

    /// Takes the directory's advisory lock (`flock(2)`), waiting for other holders as `waiting` says.
    ///
    /// The lock lasts until this object is released. Locks taken through separate opens exclude each
    /// other even within one process, so threads are serialised as well as processes. While another
    /// holds it, the lock is tried again (`LOCK_NB`) every few milliseconds, so that the wait can be
    /// reported and ended.
    ///
    /// - Parameters:
    ///   - exclusive: An exclusive lock (writers) or a shared one.
    ///   - waiting: When to report the wait, and when to give up.
    /// - Throws: `DefaultsError.cannotLock`, `DefaultsError.lockTimedOut`.
    func lock(exclusive: Bool, waiting: LockWaiting = LockWaiting()) throws(DefaultsError) {
        let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        let clock = ContinuousClock()
        let start = clock.now
        var noticed = false
        var pause = 1  // milliseconds, doubled up to 20
        while SystemCall.retrying({ flock(descriptor, operation) }) != 0 {
            guard errno == EWOULDBLOCK else {
                throw .cannotLock(path: path, reason: SystemError.last("flock").reason)
            }
            let waited = clock.now - start
            if waited >= waiting.giveUpAfter {
                throw .lockTimedOut(path: path, waited: waiting.giveUpAfter)
            }
            if !noticed, waited >= waiting.noticeAfter {
                noticed = true
                waiting.onWaiting?(path)
            }
            usleep(useconds_t(pause * 1_000))
            pause = min(pause * 2, 20)
        }
    }

    /// Flushes the directory's entries (`fsync(2)` on the directory), so that a rename survives a crash.
    ///
    /// - Throws: `SystemError` for `fsync`.
    func sync() throws(SystemError) {
        guard SystemCall.retrying({ fsync(descriptor) }) == 0 else { throw SystemError.last("fsync") }
    }

    /// The path of a file in the directory, for messages.
    func path(of fileName: String) -> String {
        StoreLocation.joined(path, fileName)
    }

    /// The names in the directory, `.` and `..` left out (`fdopendir(3)` on a duplicate descriptor).
    ///
    /// - Throws: `DefaultsError.directoryUnusable`.
    func fileNames() throws(DefaultsError) -> [String] {
        let duplicate = dup(descriptor)
        guard duplicate >= 0, let stream = fdopendir(duplicate) else {
            let reason = SystemError.last("fdopendir").reason
            if duplicate >= 0 { close(duplicate) }
            throw .directoryUnusable(path: path, reason: reason)
        }
        defer { closedir(stream) }
        // fdopendir shares the offset of the original descriptor; start from the beginning.
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates a directory and its missing parents, the new ones with mode 0700 (`mkdir(2)`, `chmod(2)`).
    ///
    /// Directories that already exist keep their mode: a store placed in an existing directory on
    /// purpose is the user's choice.
    private static func makeDirectories(_ path: String) throws(DefaultsError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if SystemCall.retrying({ mkdir(prefix, 0o700) }) == 0 {
                // mkdir's mode is filtered by the umask; a directory the store creates is 0700 whatever it is.
                chmod(prefix, 0o700)
            } else if errno != EEXIST {
                throw .directoryUnusable(path: path, reason: SystemError.last("mkdir").reason)
            }
            prefix += "/"
        }
    }
}
