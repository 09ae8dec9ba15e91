import CommandLineKit
import Validation

/// `--limit <name>=<number>`: one cap on untrusted input, named as errors and the configuration's
/// `limits` name it (`maxDepth=100`).
struct InputLimitSetting: ArgumentValue, CustomStringConvertible {
    let limit: InputLimit
    let value: Int

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="),
              let limit = InputLimit(rawValue: String(argument[..<equals])),
              let value = Int(argument[argument.index(after: equals)...]), value > 0,
              value <= limit.ceiling ?? value
        else { return nil }
        self.limit = limit
        self.value = value
    }

    static var expectation: String {
        "<name>=<positive number>, the name one of: " + InputLimit.allCases.map(\.rawValue).joined(separator: ", ")
            + InputLimit.allCases.compactMap { limit in limit.ceiling.map { "; \(limit.rawValue) at most \($0)" } }.joined()
    }

    var description: String { "\(limit.rawValue)=\(value)" }
}
