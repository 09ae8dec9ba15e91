#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileBytes {
    /// What happens to a file the tool writes, in words for the commands' help.
    package static let replacementDescription = """
        A file is replaced atomically: the new contents go to a temporary file created exclusively, \
        with an unpredictable name, in the file's folder (never through a link planted there), are \
        flushed to disk, then renamed over the file, which keeps its permissions and, where allowed, \
        its owner and group. A symbolic link is written through (the file it leads to is replaced; the \
        link stays). A hard link is broken: the name given gets the new contents, the file's other \
        names keep the old ones. A device or pipe (/dev/null, /dev/stdout) is written to directly.
        """

    /// Writes a whole file with POSIX calls, replacing it: to a temporary file beside it, flushed to
    /// disk, then renamed over it, so a reader never sees half of it, a failed write leaves the old
    /// one in place, and once this returns the new contents survive a crash.
    ///
    /// This is every output's one writer (`replacementDescription` says it for the help):
    /// - The temporary file is created with `O_CREAT | O_EXCL | O_NOFOLLOW` and a random name in the
    ///   folder of the file it replaces, opened once (`openat` on that folder's descriptor), so a link
    ///   or file planted at a predictable name is never followed or reused.
    /// - A file that exists keeps its permissions and, where the system allows it, its owner and group.
    /// - A symbolic link at the path is written through: the file it leads to is replaced, the link
    ///   stays. A hard link is broken (the other names keep the old contents).
    /// - Something that is not a regular file (a device such as `/dev/null`, a pipe, `/dev/stdout`)
    ///   is written to directly, never renamed over. A directory is refused with "it is a directory",
    ///   as reading it is.
    ///
    /// Calls `stat(2)`, `readlink(2)`, `open(2)`, `openat(2)`, `write(2)`, `fchown(2)`, `fchmod(2)`,
    /// `fsync(2)`, `close(2)` and `renameat(2)` (`unlinkat(2)` on failure), then `fsync(2)` on the folder.
    ///
    /// - Parameters:
    ///   - bytes: The whole contents.
    ///   - path: The file.
    ///   - mode: The permissions of a new file (less the umask).
    /// - Throws: `Failure` with the system's reason (`strerror` text).
    package static func replace(contentsOfFile path: String, with bytes: [UInt8], mode: mode_t = 0o644) throws(Failure) {
        let target = try OutputTarget(path)
        switch target {
        case .directly(let name):
            try writeDirectly(bytes, to: name, shownAs: path)
        case .replacing(let folder, let name, let existing):
            try replace(name, in: folder, with: bytes, mode: mode, existing: existing, shownAs: path)
        }
    }

    /// Writes into something that is not a regular file (a device, a pipe, a terminal).
    private static func writeDirectly(_ bytes: [UInt8], to path: String, shownAs: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: shownAs, reason: String(cString: strerror(errno))) }
        var problem: Int32?
        // `/dev/stdout` may lead to a regular file (a redirection): it is emptied first, as a shell's
        // `>` does.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, ftruncate(descriptor, 0) != 0 {
            problem = errno
        }
        if problem == nil { writeAll(bytes, to: descriptor, problem: &problem) }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if let problem { throw Failure(path: shownAs, reason: String(cString: strerror(problem))) }
    }

    private static func replace(
        _ name: String, in folder: String, with bytes: [UInt8], mode: mode_t, existing: stat?, shownAs: String
    ) throws(Failure) {
        func failure(_ code: Int32) -> Failure { Failure(path: shownAs, reason: String(cString: strerror(code))) }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw failure(errno) }
        defer { close(directory) }
        // A new file gets `mode` less the umask; a replaced one keeps its own permissions.
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var temporary = "", descriptor: Int32 = -1
        for _ in 0..<100 {
            // A long name is shortened so that the temporary one stays within NAME_MAX.
            let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = "." + String(decoding: name.utf8.prefix(100), as: UTF8.self) + ".tripkit-" + random + ".tmp"
            descriptor = openat(directory, temporary, flags, existing == nil ? mode : 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(errno) }
        var problem: Int32?
        if let existing {
            // Owner and group where allowed (root, or a group the user is in); chown clears the
            // set-id bits, so the permissions come after.
            if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                _ = fchown(descriptor, uid_t.max, existing.st_gid)
            }
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { problem = errno }
        }
        if problem == nil { writeAll(bytes, to: descriptor, problem: &problem) }
        if problem == nil, fsync(descriptor) != 0 { problem = errno }
        if close(descriptor) != 0, problem == nil { problem = errno }
        if problem == nil, renameat(directory, temporary, directory, name) != 0 { problem = errno }
        if let problem {
            unlinkat(directory, temporary, 0)
            throw failure(problem)
        }
        // The rename is durable once the folder's entries are on disk.
        _ = fsync(directory)
    }

    /// Writes every byte, retrying after `EINTR`; a failure's `errno` goes to `problem`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, problem: inout Int32?) {
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        problem = failure
    }
}

/// Where `FileBytes.replace` writes: the regular file a path leads to (through its symbolic links),
/// or something written to directly.
private enum OutputTarget {
    /// Not a regular file: a device, a pipe, a terminal, or a name under `/proc` or `/dev` (such as
    /// `/dev/stdout`, whose link leads to a descriptor, not to a file to replace).
    case directly(String)
    /// A regular file, or none yet: `name` in `folder`, and what `stat` said of it when it exists.
    case replacing(folder: String, name: String, existing: stat?)

    /// The most links followed, as the kernel's `MAXSYMLINKS`.
    private static let maximumLinks = 40

    init(_ path: String) throws(FileBytes.Failure) {
        var current = path
        for _ in 0...Self.maximumLinks {
            if Self.isSystemName(current) {
                self = .directly(current)
                return
            }
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT else { throw FileBytes.Failure(path: path, reason: String(cString: strerror(errno))) }
                self = Self.replacing(current, existing: nil)
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = Self.readLink(current) else {
                    throw FileBytes.Failure(path: path, reason: String(cString: strerror(errno)))
                }
                current = destination.hasPrefix("/") ? destination : Self.folder(of: current) + "/" + destination
            case S_IFREG:
                self = Self.replacing(current, existing: status)
                return
            case S_IFDIR:
                throw FileBytes.Failure(path: path, reason: "it is a directory")
            default:
                self = .directly(current)
                return
            }
        }
        throw FileBytes.Failure(path: path, reason: String(cString: strerror(ELOOP)))
    }

    private static func replacing(_ path: String, existing: stat?) -> OutputTarget {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        return .replacing(folder: folder(of: path), name: name, existing: existing)
    }

    /// The folder part of a path: `.` for a bare name, `/` for a name at the root.
    private static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    private static func isSystemName(_ path: String) -> Bool {
        path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
        }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
