import Foundation
import TestSupport
import Testing

@testable import CommandLineKit
@testable import TripKitCLI

/// `tripkit validate` judges with the whole project and reports on the paths asked.
@Suite("Validate: whole-project evidence", .enabled(if: PlantedRepository.isAvailable))
struct ValidateProjectTests {
    static func validate(_ words: [String], in repository: PlantedRepository) -> Outcome {
        TripKitCommandLine.tool.invoke(["validate", "--reporter", "xcode"] + words, in: repository.path)
    }

    /// A repository with one change planted in its work tree.
    static func planted(_ change: PlantedChange) throws -> PlantedRepository {
        let repository = try PlantedRepository(change.files)
        try repository.write(change.changed, change.text)
        return repository
    }

    /// Runs the installed-tripkit hook through `pre-commit try-repo` on some files of a planted
    /// repository (all of its changes staged), with the tripkit built here first on `PATH`.
    static func tryRepo(_ repository: PlantedRepository, files: [String]) throws -> Subprocess.Result {
        try repository.git("add", "-A")
        let tripkit = try Paths.requireTripkit()
        let script = """
            cd "$1" && dir=$(dirname "$2") && repo=$3 && shift 3 && \
            PATH="$dir:$PATH" pre-commit try-repo "$repo" tripkit-validate-system --verbose --files "$@"
            """
        return try Subprocess.run(
            "/bin/sh", ["-c", script, "sh", repository.path, tripkit, Paths.repository.path] + files)
    }

    /// The report lines of findings in one file.
    static func lines(_ outcome: Outcome, in file: String) -> [Substring] {
        outcome.output.split(separator: "\n").filter { $0.hasPrefix(file + ":") }
    }

    @Test(
        "by default a path is judged with its git work tree: a run on the changed file reports what a full run reports for it",
        arguments: PlantedChange.all)
    func defaultIsProject(_ change: PlantedChange) throws {
        let repository = try Self.planted(change)
        let full = Self.validate([], in: repository)
        let part = Self.validate([change.changed], in: repository)
        #expect(Self.lines(part, in: change.changed) == Self.lines(full, in: change.changed))
        #expect(
            part.output.split(separator: "\n").allSatisfy {
                !$0.contains(": error: ") || $0.hasPrefix(change.changed + ":")
            })
        #expect(part.exitCode == (change.rule == nil ? .success : .failure), "\(part.output)")
        #expect(!part.output.contains("not among the files validated"))
    }

    @Test("--isolated reads only the files given; --project-root chooses the evidence")
    func isolatedAndRoot() throws {
        let change = PlantedChange.storyboardReference
        let repository = try Self.planted(change)
        let isolated = Self.validate(["--isolated", change.changed], in: repository)
        #expect(isolated.exitCode == .failure)
        #expect(
            isolated.output.contains(
                "storyboard 'Settings' is not among the files validated (storyboard_reference_unresolved)"))
        let narrow = Self.validate(["--project-root", "App/Base.lproj", change.changed], in: repository)
        #expect(narrow.exitCode == .success, "\(narrow.output)")
        let conflict = Self.validate(["--isolated", "--project-root", ".", change.changed], in: repository)
        #expect(conflict.exitCode == .usage)
        #expect(conflict.error.contains("--isolated and --project-root cannot be used together"))
        let missing = Self.validate(["--project-root", "Nowhere", change.changed], in: repository)
        #expect(missing.exitCode == .noInput)
    }

    @Test(
        "--changed-since and --changed report on the changed files, with the findings a full run gives them",
        arguments: PlantedChange.all)
    func changedSince(_ change: PlantedChange) throws {
        let repository = try Self.planted(change)
        let full = Self.validate([], in: repository)
        let expected = Self.lines(full, in: change.changed)
        for words in [["--changed-since", "HEAD"], ["--changed"], ["--changed", change.changed]] {
            let changed = Self.validate(words, in: repository)
            #expect(Self.lines(changed, in: change.changed) == expected, "\(words)")
            #expect(
                changed.output.split(separator: "\n").allSatisfy {
                    !$0.contains(": error: ") || $0.hasPrefix(change.changed + ":")
                })
            #expect(changed.exitCode == full.exitCode, "\(words): \(changed.output)")
        }
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "change")
        let since = Self.validate(["--changed-since", "HEAD~1"], in: repository)
        #expect(Self.lines(since, in: change.changed) == expected)
        let nothing = Self.validate(["--changed"], in: repository)
        #expect(nothing.exitCode == .success)
        #expect(nothing.output == "")
        #expect(nothing.error.contains("no file tripkit reads changed since HEAD"))
    }

    @Test("the configuration at the project root applies to a run from a folder inside it")
    func configurationAtRoot() throws {
        let change = PlantedChange.translation
        var files = change.files
        files[".tripkit.yml"] = "disabled_rules: [localization_format_mismatch]\n"
        let repository = try PlantedRepository(files)
        try repository.write(change.changed, change.text)
        let inside = TripKitCommandLine.tool.invoke(
            ["validate", "--reporter", "xcode", "fr.lproj/Localizable.strings"], in: repository.path + "/App")
        #expect(inside.exitCode == .success, "\(inside.output)")
        #expect(!inside.output.contains("localization_format_mismatch"))
        // A configuration nearer the working directory wins; --isolated looks in the working directory only.
        try repository.write("App/.tripkit.yml", "disabled_rules: [localization_missing_key]\n")
        let nearer = TripKitCommandLine.tool.invoke(
            ["validate", "--reporter", "xcode", "fr.lproj/Localizable.strings"], in: repository.path + "/App")
        #expect(nearer.output.contains("(localization_format_mismatch)"), "\(nearer.output)")
        try repository.remove("App/.tripkit.yml")
        let isolated = TripKitCommandLine.tool.invoke(
            ["validate", "--reporter", "xcode", "--isolated", "."], in: repository.path + "/App")
        #expect(isolated.output.contains("(localization_format_mismatch)"), "\(isolated.output)")
    }

    @Test("a deleted storyboard is reported where an unchanged storyboard names it")
    func deletedFile() throws {
        let change = PlantedChange.storyboardReference
        var files = change.files
        files[change.changed] = change.text
        let repository = try PlantedRepository(files)
        try repository.remove("App/Base.lproj/Settings.storyboard")
        for words in [["--changed"], ["--changed-since", "HEAD"]] {
            let outcome = Self.validate(words, in: repository)
            #expect(outcome.exitCode == .failure)
            #expect(outcome.output.contains("App/Base.lproj/Main.storyboard:"), "\(outcome.output)")
            #expect(outcome.output.contains("(storyboard_reference_unresolved)"))
        }
    }

    @Test("a change to a spec project.yml includes reaches findings in unchanged files, as a change to project.yml does")
    func includedSpecChanged() throws {
        let repository = try PlantedRepository(PlantedChange.xcodeGenCamera.files)
        let spec = try #require(PlantedChange.xcodeGenCamera.files["Targets/widget.yml"])
        let dropped = spec.replacingOccurrences(
            of: "      INFOPLIST_KEY_NSLocationWhenInUseUsageDescription: >-\n        Shows how far the trail\n        goes from here.\n",
            with: "")
        #expect(dropped != spec)
        try repository.write("Targets/widget.yml", dropped)
        let full = Self.validate([], in: repository)
        let expected = Self.lines(full, in: "Widget/Where.swift")
        #expect(expected.contains { $0.contains("(usage_description_missing)") }, "\(full.output)")
        for words in [["--changed-since", "HEAD"], ["--changed"], ["--changed", "Targets/widget.yml"]] {
            let changed = Self.validate(words, in: repository)
            #expect(Self.lines(changed, in: "Widget/Where.swift") == expected, "\(words): \(changed.output)")
            #expect(changed.exitCode == .failure)
        }
        if Subprocess.isInstalled("pre-commit") {
            let hook = try Self.tryRepo(repository, files: ["Targets/widget.yml"])
            #expect(hook.status == 1, "\(hook.output)\(hook.error)")
            for line in expected { #expect(hook.output.contains(line), "\(hook.output)") }
        }
        // A YAML file no spec includes changes no project.
        try repository.write("Targets/widget.yml", spec)
        try repository.write(".github/ci.yml", "on: push\n")
        let unrelated = Self.validate(["--changed"], in: repository)
        #expect(unrelated.exitCode == .success)
        #expect(unrelated.output == "", "\(unrelated.output)")
    }

    @Test(
        "a storyboard edit that drops an identifier unchanged code or storyboards use reports them",
        arguments: [
            ("storyboardIdentifier=\"Home\"", "storyboardIdentifier=\"Start\"", "App/Factory.swift", "code_unknown_storyboard_identifier"),
            ("identifier=\"OpenSettings\"", "identifier=\"ShowSettings\"", "App/Router.swift", "code_unknown_segue_identifier"),
            ("reuseIdentifier=\"Row\"", "reuseIdentifier=\"Line\"", "App/Router.swift", "code_unknown_reuse_identifier"),
            ("storyboardIdentifier=\"Preferences\"", "storyboardIdentifier=\"Prefs\"", "App/Base.lproj/Main.storyboard",
             "storyboard_reference_identifier_unknown"),
        ])
    func droppedIdentifier(_ old: String, _ new: String, _ user: String, _ rule: String) throws {
        let table = """
                    <scene sceneID="scene-t1">
                        <objects>
                            <tableViewController id="t1" sceneMemberID="viewController">
                                <tableView key="view" contentMode="scaleToFill" id="tv1">
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="c1"/>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
            """
        let change = PlantedChange.storyboardReference
        var files = PlantedChange.sourceIdentifier.files
        files["App/Base.lproj/Main.storyboard"] = change.text.replacingOccurrences(of: "    </scenes>", with: table + "\n    </scenes>")
        files["App/Base.lproj/Settings.storyboard"] = change.files["App/Base.lproj/Settings.storyboard"]
        files["App/Router.swift"] = """
            import UIKit

            final class Router: UITableViewController {
                func open() { performSegue(withIdentifier: "OpenSettings", sender: nil) }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                }
            }

            """
        let repository = try PlantedRepository(files)
        #expect(Self.validate([], in: repository).exitCode == .success, "\(Self.validate([], in: repository).output)")
        let edited = old.hasPrefix("storyboardIdentifier=\"Preferences") ? "App/Base.lproj/Settings.storyboard" : "App/Base.lproj/Main.storyboard"
        let text = try #require(files[edited])
        #expect(text.contains(old))
        try repository.write(edited, text.replacingOccurrences(of: old, with: new))
        let full = Self.validate([], in: repository)
        let expected = Self.lines(full, in: user).filter { $0.hasSuffix("(\(rule))") }
        #expect(!expected.isEmpty, "\(full.output)")
        for words in [["--changed-since", "HEAD"], ["--changed"], ["--changed", edited]] {
            let changed = Self.validate(words, in: repository)
            #expect(Self.lines(changed, in: user).filter { $0.hasSuffix("(\(rule))") } == expected, "\(words): \(changed.output)")
            #expect(changed.exitCode == .failure, "\(words)")
            if edited != "App/Base.lproj/Main.storyboard" {
                // Findings in an unchanged file that the change does not cause stay unreported.
                #expect(!changed.output.contains("(unreachable_scene)"), "\(words): \(changed.output)")
            }
        }
        if Subprocess.isInstalled("pre-commit") {
            let hook = try Self.tryRepo(repository, files: [edited])
            #expect(hook.status == 1, "\(hook.output)\(hook.error)")
            for line in expected { #expect(hook.output.contains(line), "\(hook.output)") }
        }
    }

    @Test("a revision git does not know, or one read as an option, is refused")
    func badRevision() throws {
        let repository = try PlantedRepository(PlantedChange.translation.files)
        let unknown = Self.validate(["--changed-since", "no-such-branch"], in: repository)
        #expect(unknown.exitCode == .noInput)
        #expect(unknown.error.contains("git diff"))
        let option = Self.validate(["--changed-since=--output=x"], in: repository)
        #expect(option.exitCode == .usage)
        let both = Self.validate(["--changed", "--changed-since", "HEAD"], in: repository)
        #expect(both.exitCode == .usage)
    }

    @Test(
        "pre-commit try-repo runs the hook on the changed file with the same findings as a full run",
        .enabled(if: Subprocess.isInstalled("pre-commit")),
        arguments: PlantedChange.all)
    func preCommit(_ change: PlantedChange) throws {
        let repository = try Self.planted(change)
        let hook = try Self.tryRepo(repository, files: [change.changed])
        let full = Self.validate([], in: repository)
        #expect(hook.status == (full.exitCode == .success ? 0 : 1), "\(hook.output)\(hook.error)")
        for line in Self.lines(full, in: change.changed) {
            #expect(hook.output.contains(line), "\(hook.output)")
        }
        #expect(!hook.output.contains("not among the files validated"))
    }
}
