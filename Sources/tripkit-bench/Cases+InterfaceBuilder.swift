import Foundation
import InterfaceBuilder

/// Reading storyboards into the typed model, one file or a folder of many.
enum InterfaceBuilderCases {
    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "tripkit-storyboard-read", summary: "InterfaceBuilderReader.read(contentsOf:) into the typed model") { path in
            _ = try InterfaceBuilderReader.read(contentsOf: path)
        },
        BenchmarkCase(name: "tripkit-storyboard-folder-serial", summary: "every storyboard in a folder, one core") { path in
            for file in try storyboards(in: path) {
                _ = try InterfaceBuilderReader.read(contentsOf: file)
            }
        },
        BenchmarkCase(name: "tripkit-storyboard-folder-parallel", summary: "every storyboard in a folder, all cores") { path in
            let files = try storyboards(in: path)
            let failures = FailureBox()
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                do {
                    _ = try InterfaceBuilderReader.read(contentsOf: files[index])
                } catch {
                    failures.record(error)
                }
            }
            if let error = failures.first { throw error }
        },
    ]

    static func storyboards(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".storyboard") }
            .sorted()
            .map { folder + "/" + $0 }
    }

    final class FailureBox: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [Error] = []

        func record(_ error: Error) {
            lock.lock()
            errors.append(error)
            lock.unlock()
        }

        var first: Error? {
            lock.lock()
            defer { lock.unlock() }
            return errors.first
        }
    }
}
