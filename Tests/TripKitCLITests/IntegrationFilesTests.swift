import Foundation
import TestSupport
import Testing

/// The files teams adopt tripkit with: the GitHub Action and its sample workflow.
@Suite("Integration files")
struct IntegrationFilesTests {
    static let repository = Paths.repository

    /// A repository holding the action at its root and workflows that use it.
    private func lint(_ workflows: [String: String]) throws -> Subprocess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-actionlint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workflowsFolder = folder.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflowsFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("action.yml"),
                                         to: folder.appendingPathComponent("action.yml"))
        for (name, text) in workflows {
            try text.write(to: workflowsFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        _ = try Subprocess.run("git", ["init", "-q", folder.path])
        return try Subprocess.run("/bin/sh", ["-c", "cd \"$1\" && actionlint -color=false", "sh", folder.path])
    }

    @Test("actionlint accepts the action and the README's sample workflow, and refuses an input the action lacks",
          .enabled(if: Subprocess.isInstalled("actionlint") && Subprocess.isInstalled("git")))
    func actionlint() throws {
        let sample = try String(contentsOf: Self.repository.appendingPathComponent("Examples/workflows/tripkit.yml"), encoding: .utf8)
        // The same workflow using the action from this checkout, so actionlint checks every input
        // against action.yml.
        let local = sample.replacingOccurrences(of: "uses: tripkit/tripkit@v0.1.0", with: "uses: ./")
        #expect(local != sample)
        let clean = try lint(["tripkit.yml": sample, "local.yml": local])
        #expect(clean.status == 0, "\(clean.output)\(clean.error)")
        let wrong = local.replacingOccurrences(of: "strict: \"true\"", with: "strict: \"true\"\n          strictness: high")
        let refused = try lint(["local.yml": wrong])
        #expect(refused.status != 0)
        #expect(refused.output.contains("input \"strictness\" is not defined"), "\(refused.output)")
    }

    /// The repository's own workflows, by file name.
    private static func repositoryWorkflows() throws -> [String: String] {
        let folder = repository.appendingPathComponent(".github/workflows")
        var workflows: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".yml") {
            workflows[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return workflows
    }

    @Test("actionlint accepts the repository's workflows, which build and test on macOS, Linux x86_64 and aarch64",
          .enabled(if: Subprocess.isInstalled("actionlint") && Subprocess.isInstalled("git")))
    func repositoryWorkflowsLint() throws {
        let workflows = try Self.repositoryWorkflows()
        let ci = try #require(workflows["ci.yml"], "no .github/workflows/ci.yml")
        for runner in ["macos-15", "ubuntu-24.04", "ubuntu-24.04-arm"] {
            #expect(ci.contains(runner), "ci.yml does not run on \(runner)")
        }
        #expect(ci.contains("swift test"))
        let clean = try lint(workflows)
        #expect(clean.status == 0, "\(clean.output)\(clean.error)")
        // actionlint reads them: a job on a runner label GitHub does not offer is refused.
        let wrong = ci.replacingOccurrences(of: "runs-on: macos-15", with: "runs-on: macos-15-typo")
        #expect(wrong != ci)
        let refused = try lint(["ci.yml": wrong])
        #expect(refused.status != 0, "actionlint accepted an unknown runner label")
    }

    @Test("the release workflow runs on a tag vX.Y.Z and publishes the three archives with their checksums",
          .enabled(if: Subprocess.isInstalled("actionlint") && Subprocess.isInstalled("git")))
    func releaseWorkflow() throws {
        let workflows = try Self.repositoryWorkflows()
        let release = try #require(workflows["release.yml"], "no .github/workflows/release.yml")
        #expect(release.contains("tags: [\"v[0-9]+.[0-9]+.[0-9]+\"]"))
        for runner in ["macos-15", "ubuntu-24.04", "ubuntu-24.04-arm"] {
            #expect(release.contains(runner), "release.yml does not build on \(runner)")
        }
        #expect(release.contains("scripts/package --output dist"))
        #expect(release.contains("scripts/check-package dist/tripkit-*.tar.gz"))
        #expect(release.contains("lipo \"$binary\" -verify_arch arm64 x86_64"))
        #expect(release.contains("sha256sum --check ./*.sha256"))
        #expect(release.contains("gh release create \"$GITHUB_REF_NAME\" dist/*"))
        // Each build refuses a binary that prints another version than the tag's.
        #expect(release.components(separatedBy: "[ \"$printed\" != \"${GITHUB_REF_NAME#v}\" ]").count == 3)
        let clean = try lint(["release.yml": release])
        #expect(clean.status == 0, "\(clean.output)\(clean.error)")
        let wrong = release.replacingOccurrences(of: "needs: [linux, macos]", with: "needs: [linux, mac]")
        let refused = try lint(["release.yml": wrong])
        #expect(refused.status != 0, "actionlint accepted a job that needs a job that does not exist")
    }

    @Test("the action downloads and verifies the release for the runner, builds from source without one, and uses no apt-get")
    func actionInstalls() throws {
        let action = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(!action.contains("apt-get"))
        #expect(action.contains("TRIPKIT_VERSION: ${{ inputs.version || github.action_ref }}"))
        #expect(action.contains("\"$ACTION_PATH/scripts/fetch-release\" \"$TRIPKIT_VERSION\" \"$bin\""))
        #expect(action.contains("if [ \"$status\" -eq 2 ]; then echo \"build=true\""))
        #expect(action.contains("uses: actions/cache@"))
        #expect(action.contains("path: ${{ github.action_path }}/.build"))
        #expect(action.contains("swift build --package-path \"$ACTION_PATH\" -c release --product tripkit"))
    }

    @Test("the README shows the sample workflow")
    func readmeWorkflow() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let sample = try String(contentsOf: Self.repository.appendingPathComponent("Examples/workflows/tripkit.yml"), encoding: .utf8)
        #expect(readme.contains(sample), "the README's workflow differs from Examples/workflows/tripkit.yml")
    }

    /// The script of the action's Validate step, as action.yml writes it.
    private static func validateStepScript() throws -> String {
        let action = try String(contentsOf: repository.appendingPathComponent("action.yml"), encoding: .utf8)
        let step = try #require(action.range(of: "    - name: Validate\n"))
        let run = try #require(action.range(of: "      run: |\n", range: step.upperBound..<action.endIndex))
        let body = action[run.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.isEmpty || $0.hasPrefix("        ") }
        return body.map { $0.dropFirst(min(8, $0.count)) }.joined(separator: "\n")
    }

    @Test("the action's Validate step reports for its paths exactly what a full run reports for files under them",
          .enabled(if: Subprocess.isInstalled("git") && Subprocess.isInstalled("bash")))
    func actionReportsWhatFullRunReports() throws {
        let tripkit = try Paths.requireTripkit()
        var files = PlantedChange.translation.files
        files["App/Base.lproj/Main.storyboard"] = PlantedChange.storyboardReference.text
        files["Modules/Base.lproj/Settings.storyboard"] = PlantedChange.storyboardReference.files["App/Base.lproj/Settings.storyboard"]
        files["Elsewhere/Broken.plist"] = "<plist><dict><key>a</key></dict></plist>"
        let planted = try PlantedRepository(files)
        try planted.write(PlantedChange.translation.changed, PlantedChange.translation.text)
        let output = planted.folder.file("github-output").path
        let step = try Subprocess.run(
            "bash", ["-c", #"cd "$1" && exec bash -c "$2""#, "bash", planted.path, try Self.validateStepScript()],
            environment: [
                "PATH": (tripkit as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "INPUT_PATHS": "App Modules", "INPUT_CONFIG": "", "INPUT_REPORTER": "xcode", "INPUT_STRICT": "false",
                "INPUT_BASELINE": "", "INPUT_UPLOAD_SARIF": "false", "GITHUB_OUTPUT": output,
            ])
        let full = try Subprocess.run(
            "sh", ["-c", #"cd "$1" && shift && exec "$@""#, "sh", planted.path, tripkit, "validate", "--quiet", "--reporter", "xcode"])
        let underPaths = full.output.split(separator: "\n").filter { $0.hasPrefix("App/") || $0.hasPrefix("Modules/") }
        #expect(step.output.split(separator: "\n") == underPaths, "\(step.output)\(step.error)")
        #expect(underPaths.contains { $0.contains("(localization_format_mismatch)") })
        #expect(full.output.contains("Elsewhere/Broken.plist"))
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("exit-code=1"))
    }

    /// The hooks of `.pre-commit-hooks.yaml`: each one's keys and values, by id.
    private static func preCommitHooks() throws -> [String: [String: String]] {
        let text = try String(contentsOf: repository.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [String: [String: String]] = [:]
        var current: [String: String] = [:]
        func flush() { if let id = current["id"] { hooks[id] = current } }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let entry = line.hasPrefix("- ") ? line.dropFirst(2) : line.drop { $0 == " " }
            if line.hasPrefix("- ") { flush(); current = [:] }
            guard let colon = entry.firstIndex(of: ":") else { continue }
            current[String(entry[..<colon])] = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        flush()
        return hooks
    }

    @Test("every pre-commit hook built with Swift has a -system twin running the same command, and the README gives both costs")
    func preCommitHookKinds() throws {
        let hooks = try Self.preCommitHooks()
        let swiftHooks = hooks.filter { $0.value["language"] == "swift" }
        #expect(swiftHooks.keys.sorted() == ["tripkit-plist-format", "tripkit-validate"])
        for (id, hook) in swiftHooks {
            let twin = try #require(hooks["\(id)-system"], "\(id) has no -system twin")
            #expect(twin["language"] == "system")
            #expect(twin["entry"] == hook["entry"], "\(id)-system runs another command")
            #expect(twin["files"] == hook["files"], "\(id)-system checks other files")
        }
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "The two kinds cost different things:"))
        let costs = readme[section.upperBound...].prefix(1_600)
        #expect(costs.contains("(`language: swift`)") && costs.contains("(`language: system`)"))
        #expect(costs.contains("`swift build -c release` over the whole package"))
        #expect(costs.contains("keep its version in step with `rev:`"))
    }

    @Test("the validate hooks run on every kind of file a rule reads, and on nothing else")
    func preCommitValidateFiles() throws {
        let hooks = try Self.preCommitHooks()
        let pattern = try #require(hooks["tripkit-validate"]?["files"])
        #expect(hooks["tripkit-validate"]?["entry"] == "tripkit validate --quiet --changed")
        let expression = try NSRegularExpression(pattern: pattern)
        func matches(_ path: String) -> Bool {
            expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        let read = ["Main.storyboard", "Cell.xib", "Info.plist", "en.lproj/Localizable.strings", "en.lproj/Plurals.stringsdict",
                    "Localizable.xcstrings", "PrivacyInfo.xcprivacy", "App.entitlements", "App/View.swift", "Legacy.m",
                    "Legacy.mm", "Legacy.h", "App.xcodeproj/project.pbxproj", "Config/Base.xcconfig", "project.yml",
                    "Sub/project.json", "targets/App/target.yml", "Specs/base.yaml"]
        #expect(read.filter { !matches($0) } == [])
        #expect(["README.md", "Package.resolved", "App.swiftinterface", "package.json"].filter(matches) == [])
    }

    /// A storyboard whose only segue leads to `destination`.
    private static func storyboard(segueTo destination: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="a1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1"/>
                            <connections>
                                <segue destination="\(destination)" kind="show" identifier="Next" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="b1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A scratch git repository holding one file, in which `pre-commit try-repo` runs one of this
    /// repository's hooks with the built `tripkit` on `PATH`.
    final class PreCommitFolder {
        let tripkit: String
        let folder: URL
        let file: URL
        let hook: String

        init(file name: String, hook: String) throws {
            tripkit = try Paths.requireTripkit()
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-pre-commit-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            file = folder.appendingPathComponent(name)
            self.hook = hook
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func tryRepo() throws -> Subprocess.Result {
            let script = """
                cd "$1" && git init -q . 2>/dev/null; git add "$4" && \
                PATH="$(dirname "$2"):$PATH" pre-commit try-repo "$3" "$5" --files "$4"
                """
            return try Subprocess.run("/bin/sh", ["-c", script, "sh", folder.path, tripkit, IntegrationFilesTests.repository.path,
                                                  file.lastPathComponent, hook])
        }
    }

    @Test("pre-commit try-repo fails on a storyboard with a dangling segue and passes once it is fixed",
          .enabled(if: Subprocess.isInstalled("pre-commit") && Subprocess.isInstalled("git")))
    func preCommit() throws {
        let scratch = try PreCommitFolder(file: "Main.storyboard", hook: "tripkit-validate-system")
        try Self.storyboard(segueTo: "missing").write(to: scratch.file, atomically: true, encoding: .utf8)
        let failing = try scratch.tryRepo()
        #expect(failing.status == 1, "\(failing.output)\(failing.error)")
        #expect(failing.output.contains("Main.storyboard:9:45: error: destination 'missing'"))
        #expect(failing.output.contains("(segue_destination_unresolved)"))
        try Self.storyboard(segueTo: "b1").write(to: scratch.file, atomically: true, encoding: .utf8)
        let passing = try scratch.tryRepo()
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
        #expect(passing.output.contains("Passed"))
    }

    @Test("pre-commit's tripkit-plist-format hook fails on a plist out of layout, naming it, and passes once formatted",
          .enabled(if: Subprocess.isInstalled("pre-commit") && Subprocess.isInstalled("git")))
    func preCommitFormat() throws {
        let scratch = try PreCommitFolder(file: "Info.plist", hook: "tripkit-plist-format-system")
        try "<plist><dict><key>a</key><real>2.0</real></dict></plist>".write(to: scratch.file, atomically: true, encoding: .utf8)
        let failing = try scratch.tryRepo()
        #expect(failing.status == 1, "\(failing.output)\(failing.error)")
        #expect(failing.output.contains("Info.plist"))
        let formatted = try Subprocess.run(scratch.tripkit, ["plist", "format", scratch.file.path])
        #expect(formatted.status == 0)
        let passing = try scratch.tryRepo()
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
    }
}
