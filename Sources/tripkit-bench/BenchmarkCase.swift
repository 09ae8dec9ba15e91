import Foundation

/// One thing to measure: a name, and what to run on an input path.
///
/// `run` returns what it built (a value tree, a document, a model) so that the timing stops before
/// it is released: every case, ours and the peers', is timed reading and building, not tearing down.
struct BenchmarkCase: Sendable {
    let name: String
    let summary: String
    let run: @Sendable (String) throws -> Any
}

/// What one case measured in this process.
struct Measurement: Codable {
    let name: String
    let input: String
    let bytes: Int
    /// The best of the runs, in seconds (the least disturbed by the shared machine).
    let best: Double
    let median: Double
    let runs: Int
    /// Peak resident memory of this process over all runs, in bytes.
    let peakResident: Int
    /// Resident memory before the first run, in bytes (the process's own baseline).
    let startResident: Int
}

enum Measure {
    /// Runs a case `runs` times on an input and reports timing and peak memory.
    static func run(_ benchmark: BenchmarkCase, input: String, runs: Int) throws -> Measurement {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        let bytes = isDirectory.boolValue
            ? directorySize(input)
            : (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? 0
        let start = residentNow()
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let begin = DispatchTime.now().uptimeNanoseconds
            let built = try benchmark.run(input)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9)
            withExtendedLifetime(built) {}
        }
        times.sort()
        return Measurement(name: benchmark.name, input: input, bytes: bytes, best: times[0],
                           median: times[times.count / 2], runs: times.count,
                           peakResident: peakResident(), startResident: start)
    }

    /// `ru_maxrss`: the peak resident set of this process, in bytes.
    static func peakResident() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// The current resident set, from /proc/self/statm.
    static func residentNow() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The size of the files below a folder, nested folders included.
    private static func directorySize(_ path: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return 0 }
        var total = 0
        while walker.nextObject() != nil {
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                total += walker.fileAttributes?[.size] as? Int ?? 0
            }
        }
        return total
    }
}
