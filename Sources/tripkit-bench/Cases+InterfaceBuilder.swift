import Foundation
import InterfaceBuilder

/// Reading storyboards into the typed model, one file or a folder of many.
enum InterfaceBuilderCases {
    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "tripkit-storyboard-read", summary: "InterfaceBuilderReader.read(contentsOf:) into the typed model") { path in
            return try InterfaceBuilderReader.read(contentsOf: path)
        },
        BenchmarkCase(name: "tripkit-storyboard-folder-serial", summary: "every storyboard in a folder, one core") { path in
            try storyboards(in: path).map { try InterfaceBuilderReader.read(contentsOf: $0) }
        },
        BenchmarkCase(name: "tripkit-storyboard-folder-parallel", summary: "every storyboard in a folder, all cores") { path in
            let files = try storyboards(in: path)
            let results = ParallelResults<InterfaceDocument>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                results.store(Result { try InterfaceBuilderReader.read(contentsOf: files[index]) }, at: index)
            }
            return try results.values()
        },
    ]

    static func storyboards(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".storyboard") }
            .sorted()
            .map { folder + "/" + $0 }
    }
}
