import Foundation

/// Runs python3 as an independent oracle: a script on stdin, arguments, and its stdout back.
public enum Python {
    public struct Failure: Error, CustomStringConvertible {
        public let status: Int32
        public let standardError: String
        public var description: String { "python3 exited with \(status): \(standardError)" }
    }

    /// Whether python3 can be run here.
    public static let isAvailable: Bool = (try? run("print('ok')")) == Data("ok\n".utf8)

    /// Runs a script with arguments and optional stdin bytes.
    ///
    /// - Returns: What the script wrote to stdout.
    /// - Throws: `Failure` when it exits non-zero.
    @discardableResult
    public static func run(_ script: String, arguments: [String] = [], input: Data? = nil) throws -> Data {
        let result = try Subprocess.run("python3", ["-c", script] + arguments, input: input)
        guard result.status == 0 else {
            throw Failure(status: result.status, standardError: result.error)
        }
        return result.outputData
    }
}
