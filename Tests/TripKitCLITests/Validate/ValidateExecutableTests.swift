import Foundation
import TestSupport
import Testing

/// The built `tripkit` binary validating as a CI job runs it: in a working directory, standard
/// output and standard error captured by pipes (not terminals, so no progress).
@Suite("tripkit validate, the executable")
struct ValidateExecutableTests {
    /// Runs the binary in a working directory.
    private func tripkit(_ arguments: [String], in directory: String) throws -> Subprocess.Result {
        try Subprocess.run("sh", ["-c", #"cd "$1" && shift && exec "$@""#, "sh", directory, try Paths.requireTripkit()] + arguments)
    }

    @Test("reports the fixtures as the library pins them, exits 1, and writes nothing to standard error",
          arguments: ["xcode", "github-actions-logging", "checkstyle"])
    func fixtures(reporter: String) throws {
        let result = try tripkit(["validate", "--isolated", "--reporter", reporter] + ValidateCommandTests.documents, in: ValidateFiles.fixtures)
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(GoldenFile.unifiedDiff(expected: try ValidateFiles.libraryGolden("fixtures.\(reporter).txt"), actual: result.output) == nil)
    }

    @Test("exit codes: 0 clean, 0 for warnings, 1 strict, 64 usage, 66 missing path, 78 bad configuration")
    func exitCodes() throws {
        let fixtures = ValidateFiles.fixtures
        #expect(try tripkit(["validate", "validation/RoadTripApp", "Storyboards/RoadTrip/Modern", "XIBs"], in: fixtures).status == 0)
        #expect(try tripkit(["validate", "XIBs/LegacyDestinationCell.xib"], in: fixtures).status == 0)
        #expect(try tripkit(["validate", "--strict", "XIBs/LegacyDestinationCell.xib"], in: fixtures).status == 1)
        // Notes (the iOS 6 storyboards' deprecated segue kinds) do not fail even a strict run.
        #expect(try tripkit(["validate", "--strict", "Storyboards/RoadTrip/iOS6"], in: fixtures).status == 0)
        #expect(try tripkit(["validate", "--reporter"], in: fixtures).status == 64)
        let missing = try tripkit(["validate", "Nowhere"], in: fixtures)
        #expect(missing.status == 66)
        #expect(missing.output == "")
        #expect(missing.error == "Error: no such file or folder: Nowhere\n")
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write(".tripkit.yml", "excluded: [Pods]\nstrict: ye\n")
        let configuration = try tripkit(["validate"], in: scratch.url.path)
        #expect(configuration.status == 78)
        #expect(configuration.output == "")
        #expect(configuration.error.hasPrefix("Error: .tripkit.yml:2:9: "), "\(configuration.error)")
    }

    @Test("a baseline the configuration names, written by one run before it exists, hides its findings in the next")
    func baseline() throws {
        let scratch = try ValidateFiles.copy("invalid/validation/BrokenApp")
        try scratch.write(".tripkit.yml", "baseline: tripkit-baseline.json\n")
        let first = try tripkit(["validate", "--write-baseline", "tripkit-baseline.json"], in: scratch.url.path)
        #expect(first.status == 0)
        #expect(first.error == "")
        #expect(first.output.contains("(code_unknown_storyboard)"))
        let second = try tripkit(["validate", "--reporter", "summary"], in: scratch.url.path)
        #expect(second.status == 0)
        #expect(second.error == "")
        #expect(second.output == "No findings in 6 files.\n")
    }

    @Test("on a real terminal (script(1)'s pseudo-terminal) progress shows on standard error, and the report is unchanged",
          .enabled(if: Subprocess.isInstalled("script")))
    func progressOnTerminal() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        let report = scratch.file("report.txt").path
        let command = "cd '\(ValidateFiles.fixtures)' && '\(try Paths.requireTripkit())' validate --isolated "
            + ValidateCommandTests.documents.joined(separator: " ") + " > '\(report)'"
        let terminal = try Subprocess.run("script", ["-qec", command, "/dev/null"])
        #expect(terminal.status == 1)
        #expect(terminal.output.contains("\rValidating 16 files..."))
        #expect(terminal.output.contains("\rReading files: 16/16 (100%)"))
        #expect(try String(contentsOfFile: report, encoding: .utf8) == (try ValidateFiles.libraryGolden("fixtures.xcode.txt")))
        let quiet = try Subprocess.run("script", ["-qec", command.replacingOccurrences(of: " validate ", with: " validate --quiet "), "/dev/null"])
        #expect(quiet.status == 1)
        #expect(quiet.output == "")
    }

    @Test("bash completes --reporter with every format", .enabled(if: Subprocess.isInstalled("bash")))
    func reporterCompletion() throws {
        let binary = try Paths.requireTripkit()
        let program = """
            source <('\(binary)' completion bash)
            COMP_WORDS=('\(binary)' validate --reporter ''); COMP_CWORD=3
            _tripkit
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Subprocess.run("bash", ["--norc", "--noprofile", "-c", program])
        #expect(result.output.split(separator: "\n").map(String.init).sorted() == ValidateReportTests.reporters.sorted(), "\(result.error)")
    }
}
