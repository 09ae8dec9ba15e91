import Defaults
import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI
import TripSource
import Validation

/// The README's exit-status table, row by row: each kind of mistake, met by any command, ends with
/// its one status and a message that names what is wrong.
@Suite("Exit statuses")
struct ExitStatusTests {
    /// A scratch folder with one of each kind of bad input.
    ///
    /// `dir` is a directory; `garbage.plist` no property list; `corrupt/` a store whose tripkit
    /// domain does not parse; `store-file` a file where a store directory is expected; `store/` a
    /// good store with a chosen destination; `App/` a folder to validate; `bad.yml` a configuration
    /// with an unknown key; `bad-baseline.json` a baseline that does not parse.
    final class Inputs {
        let scratch: TemporaryDirectory

        init() throws {
            scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
            try scratch.makeFolder("dir")
            try scratch.write("garbage.plist", "garbage<<\n")
            try scratch.write("corrupt/tripkit.plist", "garbage<<\n")
            try scratch.write("store-file", "not a folder\n")
            try scratch.write("bad.yml", "repoter: json\n")
            try scratch.write("bad-baseline.json", "{\n")
            try FileManager.default.copyItem(
                atPath: ValidateFiles.fixtures + "/XIBs", toPath: scratch.file("App").path)
            let chosen = TripKitCommandLine.tool.invoke(["--store", scratch.file("store").path, "select", "1"])
            #expect(chosen.exitCode == .success)
        }

        /// Runs the tool in the scratch folder, with `$S` in the words standing for its path, and
        /// gives back the status and the first line of standard error with the path as `$S` again.
        func run(_ words: [String]) -> (ExitCode, String) {
            let root = scratch.url.path
            let outcome = WorkingDirectory.$override.withValue(root) {
                TripKitCommandLine.tool.invoke(words.map { $0.replacingOccurrences(of: "$S", with: root) })
            }
            let line = outcome.error.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            return (outcome.exitCode, line.replacingOccurrences(of: root, with: "$S"))
        }
    }

    /// One row: the kind of mistake, the words, the status and the first line of standard error.
    struct Mistake: CustomTestStringConvertible, Sendable {
        let kind: String
        let words: [String]
        let status: ExitCode
        let message: String
        var testDescription: String { "\(kind): tripkit \(words.joined(separator: " "))" }

        init(_ kind: String, _ words: [String], _ status: ExitCode, _ message: String) {
            self.kind = kind
            self.words = words
            self.status = status
            self.message = message
        }
    }

    static let mistakes: [Mistake] = [
        // 1: what was asked for is not there.
        Mistake("no such destination", ["--store", "$S/store", "select", "Atlantis"], .failure,
                "Error: no destination is called or numbered 'Atlantis' (there are 2; see 'tripkit list')"),
        Mistake("no such default", ["--store", "$S/store", "defaults", "read", "tripkit", "Nope"], .failure,
                "The domain/default pair of (tripkit, Nope) does not exist"),
        Mistake("nothing chosen", ["--store", "$S/fresh", "current"], .failure, "No destination is chosen yet."),
        // 64: the command line.
        Mistake("unknown option", ["validate", "--bogus"], .usage, "Error: Unknown option '--bogus'."),
        Mistake("a file validate does not read", ["validate", "bad.yml"], .usage,
                "Error: bad.yml: not a file tripkit validates; expected .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy"),
        // 65: a file that does not parse or does not hold what it should.
        Mistake("catalog does not parse", ["--store", "$S/store", "--destinations", "$S/garbage.plist", "list"], .dataError,
                "Error: $S/garbage.plist:1:8: unexpected '<'; expected '=' or ';' after key \"garbage\""),
        Mistake("import does not parse", ["--store", "$S/store", "defaults", "import", "tripkit", "$S/garbage.plist"], .dataError,
                "$S/garbage.plist:1:8: error: unexpected '<'; expected '=' or ';' after key \"garbage\""),
        Mistake("corrupt store, defaults read", ["--store", "$S/corrupt", "defaults", "read", "tripkit", "K"], .dataError,
                "$S/corrupt/tripkit.plist:1:8: error: the defaults of tripkit do not parse: unexpected '<'; expected '=' or ';' after key \"garbage\""),
        Mistake("corrupt store, defaults write", ["--store", "$S/corrupt", "defaults", "write", "tripkit", "K", "v"], .dataError,
                "$S/corrupt/tripkit.plist:1:8: error: the defaults of tripkit do not parse: unexpected '<'; expected '=' or ';' after key \"garbage\""),
    ] + ["status", "list", "show", "current", "select 1", "reset"].map { command in
        Mistake("corrupt store, \(command)", ["--store", "$S/corrupt"] + command.split(separator: " ").map(String.init),
                .dataError,
                "Error: $S/corrupt/tripkit.plist:1:8: the defaults of tripkit do not parse: unexpected '<'; expected '=' or ';' after key \"garbage\"")
    } + [
        // 66: an input missing, unreadable, or a directory where a file is expected.
        Mistake("missing path", ["validate", "App", "Nope"], .noInput, "Error: no such file or folder: Nope"),
        Mistake("missing configuration", ["validate", "--config", "/nope.yml", "App"], .noInput,
                "Error: /nope.yml: cannot read the configuration file: No such file or directory"),
        Mistake("configuration is a directory", ["validate", "--config", "dir", "App"], .noInput,
                "Error: dir: cannot read the configuration file: it is a directory"),
        Mistake("missing baseline", ["validate", "--baseline", "nope.json", "App"], .noInput,
                "Error: nope.json: cannot read the baseline: No such file or directory"),
        Mistake("baseline is a directory", ["validate", "--baseline", "dir", "App"], .noInput,
                "Error: dir: cannot read the baseline: it is a directory"),
        Mistake("missing catalog", ["--store", "$S/store", "--destinations", "$S/nope.plist", "list"], .noInput,
                "Error: no such destinations file: $S/nope.plist"),
        Mistake("catalog is a directory", ["--store", "$S/store", "--destinations", "$S/dir", "show"], .noInput,
                "Error: cannot read the destinations file $S/dir: it is a directory"),
        Mistake("missing file to import", ["--store", "$S/store", "defaults", "import", "tripkit", "$S/nope.plist"], .noInput,
                "cannot read $S/nope.plist: No such file or directory"),
        Mistake("file to import is a directory", ["--store", "$S/store", "defaults", "import", "tripkit", "$S/dir"], .noInput,
                "cannot read $S/dir: it is a directory"),
        Mistake("store is a file, list", ["--store", "$S/store-file", "list"], .noInput,
                "Error: $S/store-file/tripkit.plist: cannot read the defaults of tripkit: Not a directory"),
        Mistake("store is a file, select", ["--store", "$S/store-file", "select", "1"], .noInput,
                "Error: $S/store-file: cannot use the defaults directory: Not a directory"),
        Mistake("store is a file, defaults read", ["--store", "$S/store-file", "defaults", "read"], .noInput,
                "$S/store-file: error: cannot use the defaults directory: Not a directory"),
        Mistake("nothing to validate", ["validate", "dir"], .noInput,
                "Error: nothing to validate in dir: it holds no .storyboard, .xib, .plist, .strings, .stringsdict, .xcstrings, .swift, .m, .mm, .h, .pbxproj, .xcconfig or .xcprivacy file"),
        // 74: an output that cannot be written.
        Mistake("baseline to write is a directory", ["validate", "--write-baseline", "$S/dir", "App"], .cannotWrite,
                "Error: cannot write the baseline $S/dir: it is a directory"),
        Mistake("file to export is a directory", ["--store", "$S/store", "defaults", "export", "tripkit", "$S/dir"], .cannotWrite,
                "cannot write $S/dir: it is a directory"),
        // 78: a bad configuration.
        Mistake("unknown configuration key", ["validate", "--config", "bad.yml", "App"], .configuration,
                "Error: bad.yml:1:1: unknown key 'repoter'; expected a configuration key or a rule id; did you mean 'reporter'?"),
        Mistake("baseline does not parse", ["validate", "--baseline", "bad-baseline.json", "App"], .configuration,
                "Error: bad-baseline.json:2:1: unexpected end of the document; expected a quoted key"),
    ]

    @Test("each kind of mistake ends with its status and names what is wrong", arguments: mistakes)
    func mistake(_ mistake: Mistake) throws {
        let inputs = try Inputs()
        let (status, message) = inputs.run(mistake.words)
        #expect(status == mistake.status)
        #expect(message == mistake.message)
    }

    @Test("no command line at all (a chroot without /proc, which the static binary reads) is a system error, not the default command")
    func noCommandLine() {
        let capture = ConsoleCapture(isTerminal: false, width: 80, environment: [:])
        let code = TripKitCommandLine.tool.run([], console: capture.console)
        #expect(code == .systemError)
        #expect(code.rawValue == 71)
        #expect(capture.output == "", "the status command must not run")
        #expect(capture.error == "Error: cannot read the command line: the system gave no arguments "
            + "(the program reads them from /proc/self/cmdline; is /proc mounted?)\n")
    }

    @Test("no place for the store is a configuration problem (a machine without a home directory)")
    func noPlaceForTheStore() {
        // The user database gives root a home here, so the case cannot be met by running a command.
        let failure: any CommandFailure = StoreLocationError.noHomeDirectory(environmentVariable: "TRIPKIT_STORE")
        #expect(failure.exitCode == .configuration)
        #expect(failure.message == "cannot find a place for the defaults store: set TRIPKIT_STORE, XDG_CONFIG_HOME or HOME")
    }

    @Test("the validator's problems met before validating end with 64, 66 and 78; other errors are not its")
    func validatorProblems() {
        let location = TripSource.SourceLocation(file: "c.yml", line: 1, column: 1, offset: 0)
        let cases: [(any Error, ExitCode?)] = [
            (ConfigurationError.unknownKey(location, key: "k", suggestion: nil), .configuration),
            (DiscoveryError.noSuchPath(["x"]), .noInput),
            (DiscoveryError.unsupportedFile("x.md"), .usage),
            (BaselineError.unreadable(file: "b.json", reason: "No such file or directory"), .noInput),
            (BaselineError.invalid(location, field: "version", expected: "1"), .configuration),
            (CancellationError(), nil),
        ]
        for (error, expected) in cases {
            #expect(ValidationFailure.exitCode(for: error) == expected, "\(error)")
        }
    }

    @Test("every failing status of the table has a mistake that ends with it")
    func complete() {
        let tested = Set(Self.mistakes.map(\.status.rawValue))
        // 0 is every passing test; 74 for standard output, 71, 130 and 141 have tests of their own
        // (a full /dev/full, no command line, the picker's Esc, a closed pipe).
        let elsewhere: Set<Int32> = [0, 71, 130, 141]
        let documented = Set(TripKitCommandLine.exitStatuses.map(\.code.rawValue))
        #expect(documented.subtracting(elsewhere) == tested)
    }
}
