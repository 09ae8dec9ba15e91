import Foundation
import BenchmarkSupport

/// `scripts/bench --hostile`: each hostile shape validated at n and 4n, each run in its own
/// `tripkit` process, with the ratio of the two times (about 4 when the work is linear, 16 when it
/// is quadratic; start-up cost pulls small runs towards 1).
enum HostileCases {
    static func run(tripkit: String, scale: Int, only: Set<String>) throws {
        print("\("shape".padding(toLength: 30, withPad: " ", startingAt: 0)) \("n".leftPadded(9)) \("s at n".leftPadded(9)) \("s at 4n".leftPadded(9)) \("4n/n".leftPadded(6))  status")
        for shape in HostileShape.all where only.isEmpty || only.contains(shape.name) {
            let n = shape.testSize * scale
            // The best of three runs, so a busy moment of the shared machine does not count.
            let small = try (0..<3).map { _ in try shape.time(tripkit: tripkit, n: n) }.min { $0.seconds < $1.seconds }!
            let large = try (0..<3).map { _ in try shape.time(tripkit: tripkit, n: 4 * n) }.min { $0.seconds < $1.seconds }!
            let status = large.timedOut ? "timed out" : "exit \(small.status)/\(large.status)"
            print("\(shape.name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(String(n).leftPadded(9)) "
                + "\(String(format: "%.3f", small.seconds).leftPadded(9)) \(String(format: "%.3f", large.seconds).leftPadded(9)) "
                + "\(String(format: "%.1f", large.seconds / small.seconds).leftPadded(6))  \(status)")
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
