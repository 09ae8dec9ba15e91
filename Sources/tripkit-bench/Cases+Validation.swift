import Foundation
import Validation

/// Validating a folder with every standard rule, to compare with reading the same folder.
enum ValidationCases {
    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "tripkit-validate-folder", summary: "ProjectValidator over a folder: read on all cores, every rule, report") { path in
            return try ProjectValidator().validate(
                paths: [], workingDirectory: path, configuration: Configuration(), options: ValidationOptions())
        },
    ]
}
