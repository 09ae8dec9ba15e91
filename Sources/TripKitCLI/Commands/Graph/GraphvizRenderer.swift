import Foundation

/// Runs Graphviz's `dot` on DOT text.
enum GraphvizRenderer {
    /// The image `dot -T<format>` draws.
    ///
    /// The DOT, the image and dot's messages go through temporary files (removed after), so no
    /// pipe can fill up and stop dot.
    ///
    /// - Parameters:
    ///   - dot: The graph.
    ///   - format: `svg` or `png`.
    ///   - environment: Where `PATH` comes from.
    /// - Throws: `GraphFailure.noGraphviz` when `dot` is not on `PATH`, `.graphviz` when it fails.
    static func render(_ dot: String, format: String, environment: [String: String]) throws -> [UInt8] {
        guard let program = executable("dot", path: environment["PATH"] ?? "/usr/bin:/bin") else { throw GraphFailure.noGraphviz }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-graph-\(UUID().uuidString)")
        let input = base.appendingPathExtension("dot"), image = base.appendingPathExtension(format)
        let messages = base.appendingPathExtension("log")
        defer { for file in [input, image, messages] { try? FileManager.default.removeItem(at: file) } }
        try Data(dot.utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: messages.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: messages)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-T\(format)", "-o", image.path, input.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let bytes = try? Data(contentsOf: image) else {
            let text = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
            throw GraphFailure.graphviz(text.isEmpty ? "exit status \(process.terminationStatus)" : text)
        }
        return [UInt8](bytes)
    }

    /// The path of a program in the folders of a `PATH`.
    private static func executable(_ name: String, path: String) -> String? {
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
