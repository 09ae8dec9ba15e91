#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `fstat` says about one version of a domain file, enough to tell whether a cached copy is current.
///
/// Writers never change a file in place: they rename a new file over it, so a new version has a new
/// inode, and the change time and size catch the rare reuse of an inode number.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    let changedSeconds: Int64
    let changedNanoseconds: Int64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modifiedSeconds = Int64(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
        changedSeconds = Int64(status.st_ctim.tv_sec)
        changedNanoseconds = Int64(status.st_ctim.tv_nsec)
    }
}
