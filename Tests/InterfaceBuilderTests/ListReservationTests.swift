import Testing
@testable import InterfaceBuilder

@Suite("ListReservation")
struct ListReservationTests {
    private func list(_ count: Int) -> [Int] {
        var list: [Int] = []
        list.reserveCapacity(count)
        list.append(contentsOf: 0..<count)
        return list
    }

    @Test("at the checkpoint, room for the density so far over the whole file, and an eighth more")
    func projects() {
        var entries = list(ListReservation.checkpoint(for: Int.self))
        ListReservation.prepare(&entries, offset: 1_000_000, fileSize: 10_000_000, minimumBytes: 10)
        let projected = ListReservation.checkpoint(for: Int.self) * 10 * 9 / 8
        #expect(entries.capacity >= projected && entries.capacity < projected + projected / 16)
        #expect(entries == Array(0..<ListReservation.checkpoint(for: Int.self)))
    }

    @Test("never more than the rest of the file could hold, nor more bytes than the file has")
    func bounded() {
        var entries = list(ListReservation.checkpoint(for: Int.self))
        ListReservation.prepare(&entries, offset: 1_000, fileSize: 100_000, minimumBytes: 10)
        #expect(entries.capacity < ListReservation.checkpoint(for: Int.self) + 99_000 / 10 + 64)
        var dense = list(ListReservation.checkpoint(for: Int.self))
        ListReservation.prepare(&dense, offset: 1_000, fileSize: 200_000, minimumBytes: 1)
        #expect(dense.capacity * MemoryLayout<Int>.stride < 200_000 + 1_024)
    }

    /// An entry about the size of a `Segue` (744 bytes).
    private struct Wide: Equatable {
        var words: SIMD64<UInt64> = .zero
        var more: SIMD32<UInt64> = .zero
    }

    @Test("the checkpoint is 64 KB of entries: large entries are projected after a few dozen")
    func checkpointBySize() {
        #expect(MemoryLayout<Wide>.stride == 768)
        #expect(ListReservation.checkpoint(for: Wide.self) == 85)
        #expect(ListReservation.checkpoint(for: UInt8.self) == 65_536)
        #expect(ListReservation.checkpoint(for: (SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>).self)
            == ListReservation.minimumCheckpoint)
        var entries = [Wide](repeating: Wide(), count: ListReservation.checkpoint(for: Wide.self))
        ListReservation.prepare(&entries, offset: 1_000_000, fileSize: 10_000_000, minimumBytes: 10)
        #expect(entries.capacity >= ListReservation.checkpoint(for: Wide.self) * 10 * 9 / 8)
    }

    @Test("a set is projected at its checkpoint, bounded like a list, and keeps its members")
    func projectsSets() {
        var texts = Set((0..<ListReservation.setCheckpoint).map { "text \($0)" })
        ListReservation.prepare(&texts, offset: 100_000, fileSize: 10_000_000, minimumBytes: 9)
        #expect(texts.capacity >= ListReservation.setCheckpoint * 100 * 9 / 8)
        #expect(texts == Set((0..<ListReservation.setCheckpoint).map { "text \($0)" }))
        var near = Set((0..<ListReservation.setCheckpoint).map { "text \($0)" })
        ListReservation.prepare(&near, offset: 9_999_000, fileSize: 10_000_000, minimumBytes: 100)
        #expect(near.capacity < ListReservation.setCheckpoint * 2)
        var early = Set((0..<ListReservation.setCheckpoint - 1).map { "text \($0)" })
        let before = early.capacity
        ListReservation.prepare(&early, offset: 100_000, fileSize: 10_000_000, minimumBytes: 9)
        #expect(early.capacity == before)
    }

    @Test("nothing reserved before the checkpoint, without a file size, or at the file's end")
    func leavesAlone() {
        for (count, offset, fileSize) in [(ListReservation.checkpoint(for: Int.self) - 1, 1_000, 10_000_000),
                                          (ListReservation.checkpoint(for: Int.self), 1_000, 0),
                                          (ListReservation.checkpoint(for: Int.self), 10_000_000, 10_000_000)] {
            var entries = list(count)
            let before = entries.capacity
            ListReservation.prepare(&entries, offset: offset, fileSize: fileSize, minimumBytes: 10)
            #expect(entries.capacity == before)
        }
    }
}
