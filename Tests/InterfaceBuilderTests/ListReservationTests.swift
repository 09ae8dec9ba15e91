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
        var entries = list(ListReservation.checkpoint)
        ListReservation.prepare(&entries, offset: 1_000_000, fileSize: 10_000_000, minimumBytes: 10)
        let projected = ListReservation.checkpoint * 10 * 9 / 8
        #expect(entries.capacity >= projected && entries.capacity < projected + projected / 16)
        #expect(entries == Array(0..<ListReservation.checkpoint))
    }

    @Test("never more than the rest of the file could hold, nor more bytes than the file has")
    func bounded() {
        var entries = list(ListReservation.checkpoint)
        ListReservation.prepare(&entries, offset: 1_000, fileSize: 100_000, minimumBytes: 10)
        #expect(entries.capacity < ListReservation.checkpoint + 99_000 / 10 + 64)
        var dense = list(ListReservation.checkpoint)
        ListReservation.prepare(&dense, offset: 1_000, fileSize: 200_000, minimumBytes: 1)
        #expect(dense.capacity * MemoryLayout<Int>.stride < 200_000 + 1_024)
    }

    @Test("nothing reserved before the checkpoint, without a file size, or at the file's end")
    func leavesAlone() {
        for (count, offset, fileSize) in [(ListReservation.checkpoint - 1, 1_000, 10_000_000),
                                          (ListReservation.checkpoint, 1_000, 0),
                                          (ListReservation.checkpoint, 10_000_000, 10_000_000)] {
            var entries = list(count)
            let before = entries.capacity
            ListReservation.prepare(&entries, offset: offset, fileSize: fileSize, minimumBytes: 10)
            #expect(entries.capacity == before)
        }
    }
}
