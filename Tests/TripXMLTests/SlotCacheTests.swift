import Testing
@_spi(Plumbing) import TripXML

/// The readers' one cache: a key has one slot, a collision costs a recomputation, never a scan.
@Suite("Slot cache")
struct SlotCacheTests {
    /// A cache of strings for integers, counting what each lookup costs.
    final class Probe {
        let cache = SlotCache<Int, String>(slotCount: 8, vacantKey: -1, vacantValue: "")
        var comparisons = 0
        var made = 0

        func value(_ key: Int, hash: UInt64) -> String {
            cache.value(hash: hash) { stored in
                comparisons += 1
                return stored == key
            } make: {
                made += 1
                return (key, "value \(key)")
            }
        }
    }

    @Test("withValue lends the found or made value in its slot")
    func withValueLends() {
        let cache = SlotCache<Int, String>(slotCount: 2, vacantKey: -1, vacantValue: "")
        var made = 0
        func length(_ key: Int) -> Int {
            cache.withValue(hash: 0) { $0 == key } make: {
                made += 1
                return (key, String(repeating: "x", count: key))
            } _: { $0.utf8.count }
        }
        #expect(length(3) == 3)
        #expect(length(3) == 3)
        #expect(made == 1)
        // The same slot, another key: made afresh, then found.
        #expect(length(40) == 40)
        #expect(length(40) == 40)
        #expect(made == 2)
    }

    @Test("a key met again is found without making its value again")
    func hit() {
        let probe = Probe()
        for _ in 0..<5 {
            #expect(probe.value(7, hash: 7) == "value 7")
        }
        #expect(probe.made == 1)
        #expect(probe.comparisons == 5)
    }

    @Test("keys that all collide get their own values, each lookup comparing once: linear time")
    func hostileCollisions() {
        let probe = Probe()
        let keys = Array(0..<20_000)
        for round in 0..<2 {
            for key in keys {
                // Every key has the same hash, so every key but a repeat of the last evicts its predecessor.
                #expect(probe.value(key, hash: 42) == "value \(key)", "round \(round)")
            }
        }
        // One comparison and one recomputation per lookup: the work is proportional to the lookups
        // (a scan of the colliding keys would compare 20,000 times per lookup).
        #expect(probe.comparisons == 2 * keys.count)
        #expect(probe.made == 2 * keys.count)
    }

    @Test("more distinct keys than slots are all answered right, at most one comparison each")
    func overflow() {
        let probe = Probe()
        for round in 0..<3 {
            for key in 0..<1000 {
                #expect(probe.value(key, hash: UInt64(key)) == "value \(key)", "round \(round)")
            }
        }
        #expect(probe.comparisons == 3000)
        #expect(probe.made <= 3000 && probe.made >= 1000)
    }
}
