/// Room for the model's long lists, reserved once from the density the file has shown so far.
///
/// A large storyboard's lists (ids, references, connections, segues, custom classes) would otherwise
/// grow by doubling: every doubling copies the list into fresh memory, and the fresh pages fault in
/// again. When a list's entries reach `checkpointBytes` (`checkpoint(for:)` entries), its count per
/// byte read so far is extrapolated to the whole file, with an eighth more for uneven files, and
/// reserved at once; growth past that doubles as usual. The reservation can never exceed what the
/// rest of the file could hold (each entry needs at least `minimumBytes` of it) nor take more bytes
/// than the file has, and untouched room costs address space, not memory.
///
/// The checkpoint is a size, not a count: the buffers a list outgrows before it (and the copies
/// into each) add up to about the checkpoint's size, so a count of 2,048 cost a 960-byte `Segue`
/// list 2 MB of abandoned pages, faulted in and thrown away on every read.
enum ListReservation {
    /// How many bytes of entries a list holds before its room is projected: enough entries for a
    /// fair density, few enough bytes that the outgrown buffers before it cost little.
    static let checkpointBytes = 64 * 1024

    /// The fewest entries a projection is made from, however large each entry is.
    static let minimumCheckpoint = 64

    /// How many entries of a type a list holds when its room is projected.
    @inline(__always)
    static func checkpoint<Element>(for _: Element.Type) -> Int {
        max(minimumCheckpoint, checkpointBytes / max(1, MemoryLayout<Element>.stride))
    }

    /// Reserves a list's projected room when it has just reached the checkpoint.
    ///
    /// - Parameters:
    ///   - list: The model list about to receive an entry.
    ///   - offset: The byte offset the file has been read to (the element being opened).
    ///   - fileSize: The file's size in bytes; 0 when unknown, and nothing is reserved.
    ///   - minimumBytes: The fewest bytes of the file one entry can come from.
    @inline(__always)
    static func prepare<Element>(_ list: inout [Element], offset: Int, fileSize: Int, minimumBytes: Int) {
        if list.count == checkpoint(for: Element.self) {
            reserve(&list, offset: offset, fileSize: fileSize, minimumBytes: minimumBytes)
        }
    }

    /// The room `prepare` reserves (when more than the list has): the projection, at most the bound.
    static func reserve<Element>(_ list: inout [Element], offset: Int, fileSize: Int, minimumBytes: Int) {
        guard let wanted = room(count: list.count, stride: MemoryLayout<Element>.stride, offset: offset,
                                fileSize: fileSize, minimumBytes: minimumBytes) else { return }
        if wanted > list.capacity {
            list.reserveCapacity(wanted)
        }
    }

    /// How many distinct members a set holds when its room is projected. A set that outgrows its
    /// room hashes every member again, so it is projected early; its outgrown tables are small.
    static let setCheckpoint = 256

    /// Reserves a set's projected room when it has just reached `setCheckpoint` members: growing
    /// by doubling, a set of N members hashes about 2N times; with its room reserved, about N.
    ///
    /// - Parameters: As for a list, `minimumBytes` being the fewest bytes one distinct member can
    ///   come from.
    @inline(__always)
    static func prepare<Element>(_ set: inout Set<Element>, offset: Int, fileSize: Int, minimumBytes: Int) {
        if set.count == setCheckpoint {
            reserve(&set, offset: offset, fileSize: fileSize, minimumBytes: minimumBytes)
        }
    }

    /// The room `prepare` reserves for a set (when more than it has): the projection, at most the bound.
    static func reserve<Element>(_ set: inout Set<Element>, offset: Int, fileSize: Int, minimumBytes: Int) {
        guard let wanted = room(count: set.count, stride: MemoryLayout<Element>.stride, offset: offset,
                                fileSize: fileSize, minimumBytes: minimumBytes) else { return }
        if wanted > set.capacity {
            set.reserveCapacity(wanted)
        }
    }

    /// The projected room for a collection of `count` entries of `stride` bytes at `offset`: the
    /// density so far over the whole file with an eighth more, never more entries than the rest of
    /// the file could hold nor more bytes than the file has; `nil` when nothing can be projected.
    static func room(count: Int, stride: Int, offset: Int, fileSize: Int, minimumBytes: Int) -> Int? {
        guard offset > 0, fileSize > offset, minimumBytes > 0 else { return nil }
        // What the rest of the file could hold, and never more bytes of room than the file has.
        let bound = min(count + (fileSize - offset) / minimumBytes, fileSize / max(1, stride))
        // count * fileSize / offset and an eighth more, in floating point so that no file size can
        // overflow it; converted only once it is known to be below the bound.
        let room = Double(count) * Double(fileSize) / Double(offset) * 1.125
        return room >= Double(bound) ? bound : Int(room.rounded(.up))
    }
}
