import Foundation
import BenchmarkSupport

/// `scripts/bench --hostile`: each hostile shape run at n and 4n, each run in its own `tripkit`
/// process, with the ratio of the two times (about 4 when the work is linear, 16 when it is
/// quadratic; start-up cost pulls small runs towards 1) and each size's peak resident memory.
enum HostileCases {
    /// Seconds after which a run is killed and shown as `>300 s`.
    static let timeLimit = 300.0

    static func run(tripkit: String, scale: Int, only: Set<String>) throws {
        print("\("shape".padding(toLength: 36, withPad: " ", startingAt: 0)) \("n".leftPadded(9)) \("s at n".leftPadded(9)) "
            + "\("MB at n".leftPadded(8)) \("s at 4n".leftPadded(9)) \("MB at 4n".leftPadded(8)) \("4n/n".leftPadded(6))  status")
        for shape in HostileShape.all + HostileShape.benchmarkOnly where only.isEmpty || only.contains(shape.name) {
            let n = shape.testSize * scale
            let small = try best(shape, tripkit: tripkit, n: n)
            // 4n is not run when n already reached the time limit.
            let large: HostileShape.Timing? = try small.timedOut ? nil : best(shape, tripkit: tripkit, n: 4 * n)
            let ratio = large.map { $0.timedOut ? "-" : String(format: "%.1f", $0.seconds / small.seconds) } ?? "-"
            print("\(shape.name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(String(n).leftPadded(9)) "
                + "\(seconds(small).leftPadded(9)) \(megabytes(small).leftPadded(8)) "
                + "\((large.map(seconds) ?? "-").leftPadded(9)) \((large.map(megabytes) ?? "-").leftPadded(8)) \(ratio.leftPadded(6))  "
                + "\(status(small))/\(large.map(status) ?? "not run")")
        }
    }

    /// The best of three runs, so a busy moment of the shared machine does not count; one run when
    /// it reaches the time limit.
    private static func best(_ shape: HostileShape, tripkit: String, n: Int) throws -> HostileShape.Timing {
        var runs: [HostileShape.Timing] = []
        while runs.count < 3 {
            let run = try shape.time(tripkit: tripkit, n: n, timeLimit: timeLimit)
            runs.append(run)
            if run.timedOut { return run }
        }
        return runs.min { $0.seconds < $1.seconds }!
    }

    private static func seconds(_ run: HostileShape.Timing) -> String {
        run.timedOut ? ">\(Int(timeLimit))" : String(format: "%.3f", run.seconds)
    }

    private static func megabytes(_ run: HostileShape.Timing) -> String {
        String(format: "%.0f", Double(run.peakResident) / 1_048_576)
    }

    /// `exit N`, `killed` at the time limit, or the signal that ended the run (`SIGABRT`).
    private static func status(_ run: HostileShape.Timing) -> String {
        if run.timedOut { return "killed" }
        if run.status > 128 { return run.status == 128 + SIGABRT ? "abort" : "signal \(run.status - 128)" }
        return "exit \(run.status)"
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
