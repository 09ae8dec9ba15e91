/// Room for the model's long lists, reserved once from the density the file has shown so far.
///
/// A large storyboard's lists (ids, references, connections, custom classes) would otherwise grow
/// by doubling: every doubling copies the list into fresh memory, and the fresh pages fault in
/// again. When a list reaches `checkpoint` entries, its count per byte read so far is extrapolated
/// to the whole file, with an eighth more for uneven files, and reserved at once; growth past that
/// doubles as usual. The reservation can never exceed what the rest of the file could hold (each
/// entry needs at least `minimumBytes` of it) nor take more bytes than the file has, and untouched
/// room costs address space, not memory: on the 50 MB storyboard the peak fell (see the commit).
enum ListReservation {
    /// How many entries a list holds before its room is projected: late enough for a fair
    /// density, early enough to skip the large doublings.
    static let checkpoint = 2048

    /// Reserves a list's projected room when it has just reached the checkpoint.
    ///
    /// - Parameters:
    ///   - list: The model list about to receive an entry.
    ///   - offset: The byte offset the file has been read to (the element being opened).
    ///   - fileSize: The file's size in bytes; 0 when unknown, and nothing is reserved.
    ///   - minimumBytes: The fewest bytes of the file one entry can come from.
    @inline(__always)
    static func prepare<Element>(_ list: inout [Element], offset: Int, fileSize: Int, minimumBytes: Int) {
        if list.count == checkpoint {
            reserve(&list, offset: offset, fileSize: fileSize, minimumBytes: minimumBytes)
        }
    }

    /// The room `prepare` reserves (when more than the list has): the projection, at most the bound.
    static func reserve<Element>(_ list: inout [Element], offset: Int, fileSize: Int, minimumBytes: Int) {
        guard offset > 0, fileSize > offset, minimumBytes > 0 else { return }
        let count = list.count
        // What the rest of the file could hold, and never more bytes of room than the file has.
        let bound = min(count + (fileSize - offset) / minimumBytes, fileSize / MemoryLayout<Element>.stride)
        // count * fileSize / offset and an eighth more, in floating point so that no file size can
        // overflow it; converted only once it is known to be below the bound.
        let room = Double(count) * Double(fileSize) / Double(offset) * 1.125
        let wanted = room >= Double(bound) ? bound : Int(room.rounded(.up))
        if wanted > list.capacity {
            list.reserveCapacity(wanted)
        }
    }
}
