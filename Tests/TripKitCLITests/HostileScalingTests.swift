import Foundation
import Testing
import TestSupport

/// Every hostile shape (`HostileShape`) validated at n and 4n by `tripkit` in a child process: the
/// time may grow about four-fold, and is allowed twice that plus a quarter second, so a busy shared
/// machine does not fail it; work quadratic in n grows sixteen-fold and does. The times themselves
/// are the benchmark's business (`scripts/bench --hostile`), not the test's.
@Suite("Hostile shapes take time linear in their size", .serialized)
struct HostileScalingTests {
    @Test("validating the shape at 4n takes at most about 4 times as long as at n",
          .enabled(if: Paths.tripkit != nil), arguments: HostileShape.all.map(\.name))
    func scales(_ name: String) throws {
        let shape = try #require(HostileShape.all.first { $0.name == name })
        let tripkit = try #require(Paths.tripkit)
        let n = shape.testSize
        // The best of two runs at each size.
        let small = try (0..<2).map { _ in try shape.time(tripkit: tripkit, n: n, timeLimit: 120) }
        let large = try (0..<2).map { _ in try shape.time(tripkit: tripkit, n: 4 * n, timeLimit: 120) }
        for run in small + large {
            #expect(!run.timedOut, "\(name) at \(run.n) was still running after 120 s")
            // A crash (a signal) is no finding: validate exits 0 or 1 (findings), 78 (configuration).
            #expect([0, 1, 78].contains(run.status), "\(name) at \(run.n) exited with \(run.status)")
        }
        let smallBest = small.map(\.seconds).min()!, largeBest = large.map(\.seconds).min()!
        #expect(largeBest <= 8 * smallBest + 0.25,
                "\(name): \(String(format: "%.3f", smallBest)) s at n = \(n), \(String(format: "%.3f", largeBest)) s at 4n")
    }
}
