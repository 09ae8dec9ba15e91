import Foundation

// tripkit-bench: the measuring half of `scripts/bench`.
//   tripkit-bench list                        the cases
//   tripkit-bench generate DIR [--large]      writes the inputs into DIR
//   tripkit-bench run CASE INPUT [RUNS]       measures one case on one input, prints JSON
//   tripkit-bench probe WHAT STORE            what a fresh-process case runs (see DefaultsCases)
//   tripkit-bench hostile TRIPKIT [SCALE] [SHAPE...]  times `tripkit validate` on each hostile shape at
//                                             n and 4n (n = the shape's test size times SCALE)
// Each `run` is its own process, so its peak memory is the case's alone.

let cases = XMLCases.all + PropertyListCases.all + InterfaceBuilderCases.all + ValidationCases.all + DefaultsCases.all
    + LocalizationCases.all

func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "list":
        for benchmark in cases { print("\(benchmark.name)\t\(benchmark.summary)") }
    case "generate":
        guard arguments.count >= 2 else { throw BenchmarkFailure.usage("usage: tripkit-bench generate DIR [--large]") }
        try Inputs.generate(into: arguments[1], large: arguments.contains("--large"))
    case "run":
        guard arguments.count >= 3 else { throw BenchmarkFailure.usage("usage: tripkit-bench run CASE INPUT [RUNS]") }
        guard let benchmark = cases.first(where: { $0.name == arguments[1] }) else {
            throw BenchmarkFailure.unknownCase(arguments[1])
        }
        let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
        let measurement = try Measure.run(benchmark, input: arguments[2], runs: runs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(measurement), as: UTF8.self))
    case "probe":
        guard arguments.count >= 3 else { throw BenchmarkFailure.usage("usage: tripkit-bench probe WHAT STORE") }
        try DefaultsCases.runProbe(arguments[1], store: arguments[2])
    case "hostile":
        guard arguments.count >= 2 else { throw BenchmarkFailure.usage("usage: tripkit-bench hostile TRIPKIT [SCALE] [SHAPE...]") }
        let scale = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
        let names = Set(arguments.dropFirst(3))
        try HostileCases.run(tripkit: arguments[1], scale: scale, only: names)
    default:
        throw BenchmarkFailure.usage(
            "usage: tripkit-bench list | generate DIR [--large] | run CASE INPUT [RUNS] | probe WHAT STORE | hostile TRIPKIT [SCALE]")
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("tripkit-bench: \(error)\n".utf8))
    exit(1)
}
