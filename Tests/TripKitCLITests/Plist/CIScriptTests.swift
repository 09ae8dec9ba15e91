import Foundation
import TestSupport
import Testing

/// Build scripts of the kinds macOS CI jobs run (a build-number stamp, a version bump from a tag,
/// entitlement edits, an ExportOptions.plist written from nothing, a pull-request check), run
/// unchanged through the links `tripkit install-links` makes, on copies of an app's property
/// lists; python's `plistlib` then reads every file they wrote and checks each value and format.
///
/// The scripts spell `/usr/libexec/PlistBuddy`, as on a Mac: where a private mount namespace can
/// be made (`unshare -rm`), that folder is replaced there by one holding the link, so the scripts
/// run byte for byte as written; elsewhere that path is read as `PlistBuddy` on `PATH`.
@Suite("Mac CI scripts, unchanged, through the links")
struct CIScriptTests {
    /// One script of `Fixtures/ci-scripts`, what it is given, and what `plistlib` must then read.
    struct Script: CustomTestStringConvertible, Sendable {
        let name: String
        var environment: [String: String] = [:]
        /// Per file, Python literals by keypath (a list of keys and indexes), `None` for a value that
        /// must be gone.
        let values: [String: [(keyPath: String, value: String)]]
        /// Per file, `"xml"` or `"binary"`: the format it must be in afterwards.
        var formats: [String: String] = [:]
        /// Text its standard output must hold.
        var output: [String] = []
        var testDescription: String { name }
    }

    static let scripts: [Script] = [
        Script(
            name: "increment-build-number.sh",
            values: ["App/Info.plist": [("['CFBundleVersion']", "'42'"), ("['CFBundleShortVersionString']", "'1.4.0'")]],
            formats: ["App/Info.plist": "xml"],
            output: ["Build number: 42\n"]),
        Script(
            name: "bump-version.sh", environment: ["GITHUB_REF_NAME": "v2.0.1", "GITHUB_RUN_NUMBER": "317"],
            values: [
                "App/Info.plist": [
                    ("['CFBundleShortVersionString']", "'2.0.1'"), ("['CFBundleVersion']", "'317'"),
                    ("['ITSAppUsesNonExemptEncryption']", "False"), ("['UIBackgroundModes']", "['location']"),
                ],
                "App/Widget/Info.plist": [
                    ("['CFBundleShortVersionString']", "'2.0.1'"), ("['CFBundleVersion']", "'317'"),
                    ("['BuildTag']", "'v2.0.1'"),
                    ("['NSExtension', 'NSExtensionPointIdentifier']", "'com.apple.widgetkit-extension'"),
                ],
            ],
            formats: ["App/Info.plist": "xml", "App/Widget/Info.plist": "binary"],
            output: ["Bumping 1.4.0 -> 2.0.1 (317)\n", "App/Info.plist: OK\nApp/Widget/Info.plist: OK\n",
                     "Stamped com.example.roadtrip 2.0.1 (317)\n"]),
        Script(
            name: "entitlements.sh",
            values: [
                "App/App.entitlements": [
                    ("['aps-environment']", "'production'"),
                    ("['com.apple.developer.icloud-container-environment']", "None"),
                    ("['com.apple.security.application-groups']", "['group.com.example.roadtrip']"),
                    ("['keychain-access-groups']",
                     "['$(AppIdentifierPrefix)com.example.roadtrip', '$(AppIdentifierPrefix)com.example.shared']"),
                    ("['get-task-allow']", "False"),
                ],
            ],
            formats: ["App/App.entitlements": "xml"],
            output: ["App/App.entitlements: OK\n"]),
        Script(
            name: "export-options.sh", environment: ["TEAM_ID": "QWERTY9876"],
            values: [
                "build/ExportOptions.plist": [
                    ("['method']", "'app-store'"), ("['teamID']", "'QWERTY9876'"), ("['uploadSymbols']", "True"),
                    ("['compileBitcode']", "False"),
                    ("['provisioningProfiles']", "{'com.example.roadtrip': 'Road Trip App Store'}"),
                ],
            ],
            formats: ["build/ExportOptions.plist": "xml"],
            output: ["build/ExportOptions.plist: OK\n", "\"provisioningProfiles\" => {\n    \"com.example.roadtrip\" => \"Road Trip App Store\"\n  }"]),
        Script(
            name: "check-plists.sh",
            values: [
                "App/Widget/Info.plist": [("['CFBundleIdentifier']", "'com.example.roadtrip.widget'")],
                "App/Info.plist": [("['CFBundleVersion']", "'41'")],
            ],
            formats: ["App/Widget/Info.plist": "xml"],
            output: ["widget id com.example.roadtrip.widget is under com.example.roadtrip\n"]),
    ]

    /// Whether a private user and mount namespace can be made here, in which the scripts' own
    /// `/usr/libexec/PlistBuddy` can be the link.
    static let canReplaceLibexec: Bool = {
        guard Subprocess.isInstalled("unshare"), FileManager.default.fileExists(atPath: "/usr/libexec") else { return false }
        return (try? Subprocess.run("unshare", ["-rm", "sh", "-c", "mount --bind /tmp /usr/libexec"]))?.status == 0
    }()

    @Test("runs unchanged through the links, and plistlib reads each value it wrote", arguments: scripts)
    func runsUnchanged(script: Script) throws {
        try #require(Python.isAvailable && Subprocess.isInstalled("bash"))
        let scratch = try TemporaryDirectory(prefix: "tripkit-ci-script")
        let links = scratch.file("bin"), libexec = scratch.file("libexec"), work = scratch.file("work")
        for folder in [links, libexec] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let made = try Subprocess.run(try Paths.requireTripkit(), ["install-links", links.path])
        try #require(made.status == 0, "\(made.error)")
        try FileManager.default.createSymbolicLink(
            atPath: libexec.appendingPathComponent("PlistBuddy").path,
            withDestinationPath: links.appendingPathComponent("PlistBuddy").path)
        let fixtures = SharedFiles.fixtures.appendingPathComponent("ci-scripts")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("App"), to: work.appendingPathComponent("App"))
        // The widget's plist is binary, as Xcode leaves a processed one.
        try Python.run("import plistlib, sys\nv = plistlib.load(open(sys.argv[1], 'rb'))\nplistlib.dump(v, open(sys.argv[1], 'wb'), fmt=plistlib.FMT_BINARY)",
                       arguments: [work.appendingPathComponent("App/Widget/Info.plist").path])

        let original = fixtures.appendingPathComponent(script.name).path
        var runner = original
        if !Self.canReplaceLibexec {
            let text = try String(contentsOfFile: original, encoding: .utf8)
            runner = try scratch.write(script.name, Data(text.replacing("/usr/libexec/PlistBuddy", with: "PlistBuddy").utf8)).path
        }
        var environment = script.environment
        environment["PATH"] = links.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        environment["TRIPKIT_STORE"] = scratch.file("store").path
        let command = #"cd "$1" && exec bash "$2""#
        let result = Self.canReplaceLibexec
            ? try Subprocess.run("unshare", ["-rm", "bash", "-c", #"mount --bind "$3" /usr/libexec && "# + command, "_",
                                             work.path, runner, libexec.path], environment: environment)
            : try Subprocess.run("bash", ["-c", command, "_", work.path, runner], environment: environment)
        #expect(result.status == 0, "\(script.name): \(result.error)")
        for text in script.output {
            #expect(result.output.contains(text), "\(script.name) printed:\n\(result.output)")
        }
        try Self.expectValues(script, in: work)
    }

    /// Reads each file with `plistlib` and compares every value, its type included (`True` is not `1`).
    private static func expectValues(_ script: Script, in work: URL,
                                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var checks: [[String: String]] = []
        for (file, values) in script.values {
            for (keyPath, value) in values { checks.append(["file": file, "keyPath": keyPath, "value": value]) }
        }
        for (file, format) in script.formats { checks.append(["file": file, "format": format]) }
        let python = #"""
        import ast, json, plistlib, sys

        def same(a, b):
            if type(a) is not type(b): return False
            if isinstance(a, list): return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
            if isinstance(a, dict): return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
            return a == b

        wrong = []
        for check in json.load(sys.stdin):
            raw = open(check["file"], "rb").read()
            value = plistlib.loads(raw)
            if "format" in check:
                found = "binary" if raw.startswith(b"bplist00") else "xml"
                if found != check["format"]: wrong.append(f'{check["file"]} is {found}, not {check["format"]}')
                continue
            expected = ast.literal_eval(check["value"])
            for key in ast.literal_eval(check["keyPath"])[:-1]:
                value = value[key]
            last = ast.literal_eval(check["keyPath"])[-1]
            if expected is None:
                if last in value: wrong.append(f'{check["file"]} {check["keyPath"]} is still there')
            elif last not in value or not same(value[last], expected):
                wrong.append(f'{check["file"]} {check["keyPath"]} is {value.get(last)!r}, not {expected!r}')
        print(json.dumps(wrong))
        """#
        let output = try Python.run(
            "import os, sys; os.chdir(sys.argv[1])\n" + python, arguments: [work.path],
            input: JSONSerialization.data(withJSONObject: checks))
        let wrong = try JSONSerialization.jsonObject(with: output) as? [String]
        #expect(wrong == [], "\(script.name)", sourceLocation: sourceLocation)
        #expect(checks.count >= 2, sourceLocation: sourceLocation)
    }
}
