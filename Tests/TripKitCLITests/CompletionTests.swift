import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

@Suite("Shell completion")
struct CompletionTests {
    /// A tool's script for a shell, written into a scratch directory.
    private func script(_ shell: CompletionShell, tool: CommandLineTool = Demo.tool, in scratch: TemporaryDirectory) throws -> URL {
        let outcome = tool.invoke("completion", shell.rawValue)
        #expect(outcome.exitCode == .success)
        let url = scratch.file("\(tool.name).\(shell.rawValue)")
        try Data(outcome.output.utf8).write(to: url)
        return url
    }

    @Test("tripkit's scripts match their golden files", arguments: CompletionShell.allCases)
    func golden(shell: CompletionShell) {
        let output = TripKitCommandLine.tool.invoke("completion", shell.rawValue).output
        let golden = Paths.golden.appendingPathComponent("completion").appendingPathComponent("tripkit.\(shell.rawValue)")
        GoldenFile.check(output, golden: golden)
    }

    @Test("the scripts pass the shell's own syntax check", .enabled(if: Subprocess.isInstalled("bash")), arguments: [
        (CompletionShell.bash, "bash"), (.zsh, "zsh"), (.fish, "fish"),
    ])
    func syntax(shell: CompletionShell, program: String) throws {
        try #require(Subprocess.isInstalled(program), "\(program) is not installed (scripts/install-deps --test)")
        for tool in [Demo.tool, TripKitCommandLine.tool] {
            let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
            defer { withExtendedLifetime(scratch) {} }
            let result = try Subprocess.run(program, ["-n", try script(shell, tool: tool, in: scratch).path])
            #expect(result.status == 0, "\(program) -n: \(result.error)")
        }
    }

    // MARK: bash

    /// Completes a command line in bash with the demo's script; `demo` is a stub that echoes the
    /// `__complete` call so custom completion can be checked without a binary.
    private func bash(_ words: [String]) throws -> [String] {
        let scratch = try fileTree()
        defer { withExtendedLifetime(scratch) {} }
        let path = try script(.bash, in: scratch).path
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            source '\(path)'
            demo() { printf '%s\\n' "called:$*" "New York City"; }
            cd '\(scratch.url.path)'
            COMP_WORDS=(demo \(quoted)); COMP_CWORD=\(words.count)
            _demo
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Subprocess.run("bash", ["--norc", "--noprofile", "-c", program])
        #expect(result.status == 0, "\(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    /// A scratch directory holding files of several extensions and a subfolder.
    private func fileTree() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        for name in ["trip.plist", "trip.json", "notes.txt"] {
            try Data().write(to: scratch.file(name))
        }
        try FileManager.default.createDirectory(at: scratch.file("sub"), withIntermediateDirectories: true)
        return scratch
    }

    @Test("bash completes subcommands, options, values and positionals", .enabled(if: Subprocess.isInstalled("bash")), arguments: [
        ([""], ["add", "stats", "trip", "help", "completion"]),
        (["st"], ["stats"]),
        (["stats", ""], ["average"]),
        (["stats", "average", "--k"], ["--kind"]),
        (["stats", "average", "--kind", ""], ["mean", "median"]),
        (["stats", "average", "-k", "me"], ["mean", "median"]),
        (["completion", ""], ["bash", "zsh", "fish"]),
        (["completion", "f"], ["fish"]),
        (["trip", "--n"], ["--no-color"]),
        (["trip", "-o", ""], ["sub"]),
        (["trip", "--input", ""], ["sub", "trip.json", "trip.plist"]),
        (["trip", "Paris", ""], ["fuel", "lunch"]),
        (["trip", "--days", "3", "Paris", "l"], ["lunch"]),
        (["trip", "--", "--input", ""], ["fuel", "lunch"]),
        (["trip", "Paris", "lunch", ""], []),
        (["-"], ["--version", "-h", "--help", "-x", "--hex-output", "-v", "--verbose"]),
    ] as [([String], [String])])
    func bashCompletion(words: [String], expected: [String]) throws {
        #expect(try bash(words).sorted() == expected.sorted())
    }

    @Test("bash calls __complete with the words so far for custom values, and quotes the answers", .enabled(if: Subprocess.isInstalled("bash")))
    func bashCustom() throws {
        #expect(try bash(["trip", "--tag", "x", "Ne"]) == [
            #"called:__complete\ destination\ --\ trip\ --tag\ x\ Ne"#, #"New\ York\ City"#,
        ])
    }

    // MARK: zsh

    /// Completes a command line with the demo's zsh script, with the completion builtins stubbed to
    /// print what they would offer.
    private func zsh(_ words: [String]) throws -> [String] {
        let scratch = try fileTree()
        defer { withExtendedLifetime(scratch) {} }
        let path = try script(.zsh, in: scratch).path
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            compdef() { : }
            _describe() { local spec; for spec in "${(@P)${@[-1]}}"; do print -r -- "${spec%%:*}"; done }
            compadd() { if [[ $1 == -a ]]; then print -rl -- "${(@P)2}"; else shift; print -rl -- "$@"; fi }
            _files() { print -r -- "_files $*" }
            demo() { print -rl -- "called:$*" "New York City" }
            source '\(path)'
            words=(demo \(quoted)); CURRENT=\(words.count + 1)
            _demo
            """
        let result = try Subprocess.run("zsh", ["-f", "-c", program])
        #expect(result.status == 0, "\(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test("zsh completes subcommands, options, values and positionals", .enabled(if: Subprocess.isInstalled("zsh")), arguments: [
        ([""], ["add", "stats", "trip", "help", "completion"]),
        (["stats", ""], ["average"]),
        (["stats", "average", "-"], ["-k", "--kind", "-h", "--help"]),
        (["stats", "average", "--kind", ""], ["mean", "median"]),
        (["trip", "--input", ""], ["_files -g *.(plist|json)"]),
        (["trip", "-o", ""], ["_files -/"]),
        (["trip", "Paris", ""], ["lunch", "fuel"]),
        (["trip", "--tag", "x", "Ne"], ["called:__complete destination -- trip --tag x Ne", "New York City"]),
        (["help", "stats", ""], ["called:__complete __commands -- help stats ", "New York City"]),
    ] as [([String], [String])])
    func zshCompletion(words: [String], expected: [String]) throws {
        #expect(try zsh(words) == expected)
    }

    // MARK: fish

    /// Completes a command line with fish's own `complete -C` and the demo's script; `demo` is a fish
    /// function echoing the `__complete` call.
    private func fish(_ line: String) throws -> [String] {
        let scratch = try fileTree()
        defer { withExtendedLifetime(scratch) {} }
        let path = try script(.fish, in: scratch).path
        let program = """
            function demo; printf '%s\\n' "called:$argv" "New York City"; end
            source '\(path)'
            cd '\(scratch.url.path)'
            complete -C '\(line)'
            """
        let result = try Subprocess.run("fish", ["--no-config", "-c", program])
        #expect(result.status == 0, "\(result.error)")
        return result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test("fish completes subcommands, options, values and positionals", .enabled(if: Subprocess.isInstalled("fish")), arguments: [
        ("demo ", ["add", "completion", "help", "stats", "trip"]),
        ("demo stats ", ["average"]),
        ("demo stats average --kind ", ["mean", "median"]),
        ("demo completion ", ["bash", "fish", "zsh"]),
        ("demo trip --input ", ["sub/", "trip.json", "trip.plist"]),
        ("demo trip Paris ", ["fuel", "lunch"]),
        ("demo trip --tag x Ne", ["New York City"]),
    ])
    func fishCompletion(line: String, expected: [String]) throws {
        #expect(try fish(line).sorted() == expected.sorted())
    }

    // MARK: __complete

    @Test("__complete asks the named provider and keeps candidates starting with the current word")
    func completeCommand() {
        #expect(Demo.tool.invoke("__complete", "destination", "--", "trip", "new").output == "New York City\n")
        #expect(Demo.tool.invoke("__complete", "destination", "--", "trip", "").output == "New York City\nSan Francisco\nParis\n")
        #expect(Demo.tool.invoke("__complete", "destination", "--", "trip", "--tag", "").output == "tagged\n")
        #expect(Demo.tool.invoke("__complete", "nowhere", "--", "x").exitCode == .usage)
    }

    @Test("__complete answers command names for help")
    func commandNames() {
        #expect(Demo.tool.invoke("__complete", "__commands", "--", "help", "").output == "add\nstats\ntrip\nhelp\ncompletion\n")
        #expect(Demo.tool.invoke("__complete", "__commands", "--", "help", "stats", "a").output == "average\n")
        #expect(Demo.tool.invoke("__complete", "__commands", "--", "help", "nothing", "").output == "")
    }

    @Test("hidden commands and options are left out of the scripts")
    func hidden() {
        for shell in CompletionShell.allCases {
            let output = Demo.tool.invoke("completion", shell.rawValue).output
            #expect(!output.contains("secret"))
            #expect(!output.contains("generate-manpage"))
            #expect(output.contains("__complete"))
        }
    }
}
