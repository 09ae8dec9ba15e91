// tripkit-fuzz: the fuzz targets of TripKitFuzz, linked into libFuzzer or replaying files.
//
// Built for fuzzing (scripts/fuzz does this):
//   swift build --scratch-path .build-fuzz --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
//     -Xswiftc -DFUZZING --product tripkit-fuzz
// the target is chosen by TRIPKIT_FUZZ_TARGET and libFuzzer's own main runs it. Built plainly:
//   tripkit-fuzz list                    the targets
//   tripkit-fuzz TARGET FILE...          runs each file through the target once
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripKitFuzz

/// Writes a line to standard error (`stderr` itself is shared mutable state to Swift 6).
func complain(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

#if FUZZING
nonisolated(unsafe) private var selected: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    guard let name = getenv("TRIPKIT_FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: " ")
        complain("tripkit-fuzz: set TRIPKIT_FUZZ_TARGET to one of: \(names)")
        exit(2)
    }
    selected = target
    // scripts/fuzz asks for the seed folders and the dictionary before it fuzzes.
    if getenv("TRIPKIT_FUZZ_DESCRIBE") != nil {
        for (folder, extensions) in target.seeds { print("seed \(folder) \(extensions.joined(separator: ","))") }
        for token in target.dictionary { print("dict \(FuzzDictionary.entry(token))") }
        exit(0)
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selected?.run(bytes)
    return 0
}
#else
@main
struct FuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "list" {
            for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
            return
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name) else {
            complain("usage: tripkit-fuzz list | TARGET FILE...")
            exit(64)
        }
        for path in arguments.dropFirst() {
            guard let file = fopen(path, "rb") else {
                complain("tripkit-fuzz: cannot open \(path)")
                exit(66)
            }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = fread(&chunk, 1, chunk.count, file)
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            fclose(file)
            target.run(bytes)
        }
    }
}
#endif
