import Foundation
import Testing
import TestSupport

/// Every hostile file, ours and ../shared/bad-inputs, validated by `tripkit` in a child process
/// with a time limit and a memory limit (`ulimit -v`): each gets the outcome stated for it, a
/// refusal as a finding at a position, never a crash, a hang or a blown memory budget.
@Suite("Hostile files in a child process with time and memory limits", .serialized)
struct HostileFileTests {
    /// The findings that say a file could not be read as what it claims to be.
    static let refusals: Set<String> = [
        "xml_not_well_formed", "invalid_property_list", "unreadable_file", "not_interface_builder_document",
    ]

    /// Validates a folder with `tripkit validate --reporter json` under a 1 GB address-space limit and
    /// a 60 s time limit. Under a sanitizer (`scripts/sanitize` sets `TRIPKIT_SANITIZER`) the child
    /// reserves terabytes of shadow memory, so only the time limit applies.
    ///
    /// - Returns: For each file name, the rule ids of its findings.
    static func validate(_ folder: TemporaryDirectory) throws -> [String: [String]] {
        let tripkit = try Paths.requireTripkit()
        let sanitized = ProcessInfo.processInfo.environment["TRIPKIT_SANITIZER"] != nil
        let limit = sanitized ? "" : "ulimit -v 1000000 && "
        let result = try Subprocess.run(
            "/bin/bash", ["-c", limit + "exec \"$0\" validate --reporter json --quiet \"$1\"", tripkit, folder.path],
            timeLimit: sanitized ? 600 : 60)
        #expect([0, 1].contains(result.status), "validate exited with \(result.status): \(result.error)")
        let object = try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        var rules: [String: [String]] = [:]
        for diagnostic in diagnostics {
            guard let file = diagnostic["file"] as? String, let rule = diagnostic["rule"] as? String else { continue }
            #expect((diagnostic["line"] as? Int ?? 0) >= 1 || diagnostic["offset"] != nil, "\(diagnostic) has no position")
            rules[URL(fileURLWithPath: file).lastPathComponent, default: []].append(rule)
        }
        return rules
    }

    static func refused(_ rules: [String]?) -> Bool {
        (rules ?? []).contains { refusals.contains($0) }
    }

    /// The files of ../shared/bad-inputs its README says must read.
    static let readable: Set<String> = [
        "00-good-plist", "10a-bom-utf8", "10b-bom-utf16le", "10c-bom-utf16be", "10d-bom-utf16le-decl-utf8",
        "b00-valid-baseline",
    ]

    @Test("every file of ../shared/bad-inputs, read as a property list, is read or refused as its README says",
          .needsShared, .enabled(if: Paths.tripkit != nil))
    func sharedBadInputs() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-bad-inputs")
        let files = SharedFiles.sharedFiles(in: "bad-inputs", extensions: ["xml", "bplist"])
        #expect(files.count >= 40)
        for url in files {
            let stem = url.deletingPathExtension().lastPathComponent
            _ = try folder.write(stem + ".plist", try Data(contentsOf: url))
        }
        let rules = try Self.validate(folder)
        for url in files {
            let stem = url.deletingPathExtension().lastPathComponent
            #expect(Self.refused(rules[stem + ".plist"]) != Self.readable.contains(stem), "\(stem): \(rules[stem + ".plist"] ?? [])")
        }
    }

    /// Our own hostile files: the classic attacks on XML and binary readers.
    static let generated: [(name: String, bytes: [UInt8], refused: Bool)] = {
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        func text(_ name: String, _ body: String, refused: Bool = true) -> (String, [UInt8], Bool) {
            (name, Array((header + body).utf8), refused)
        }
        var laughs = "<!DOCTYPE plist [<!ENTITY l0 \"ha\">"
        for level in 1...10 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        laughs += "]><plist version=\"1.0\"><string>&l10;</string></plist>"
        return [
            text("entity-bomb.plist", laughs),
            text("external-entity.plist", "<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><plist><string>&x;</string></plist>"),
            text("deep-arrays.plist", "<plist version=\"1.0\">" + String(repeating: "<array>", count: 100_000)
                 + String(repeating: "</array>", count: 100_000) + "</plist>"),
            text("deep-elements.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
                 + String(repeating: "<view>", count: 100_000) + String(repeating: "</view>", count: 100_000) + "</document>"),
            text("long-name.plist", "<plist version=\"1.0\"><" + String(repeating: "n", count: 200_000) + "/></plist>"),
            text("long-value.storyboard", "<document a=\"" + String(repeating: "v", count: 3_000_000) + "\"/>"),
            text("many-attributes.storyboard", "<document" + (0..<50_000).map { " a\($0)=\"\"" }.joined() + "/>"),
            (name: "nul.plist", bytes: Array((header + "<plist version=\"1.0\"><string>a").utf8) + [0] + Array("b</string></plist>".utf8), refused: true),
            (name: "invalid-utf8.plist", bytes: Array((header + "<plist version=\"1.0\"><string>").utf8) + [0xC3, 0x28, 0xFF]
                + Array("</string></plist>".utf8), refused: true),
            text("second-root.plist", "<plist version=\"1.0\"><true/></plist><plist version=\"1.0\"><true/></plist>"),
            text("trailing-garbage.plist", "<plist version=\"1.0\"><true/></plist>garbage"),
            text("fine.plist", "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>\n", refused: false),
            (name: "shared-objects.plist", bytes: HostileShape.sharedObjectsBinaryPlist(40), refused: true),
            (name: "shared-string.plist", bytes: HostileShape.sharedStringBinaryPlist(references: 8_000, length: 50_000), refused: true),
        ]
    }()

    @Test("our own hostile files (entity bombs, deep nesting, long names and values, NULs, invalid UTF-8, second roots, trailing garbage, exponential sharing, one long string shared) are refused at a position",
          .enabled(if: Paths.tripkit != nil))
    func generatedHostileFiles() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-hostile")
        for file in Self.generated { _ = try folder.write(file.name, Data(file.bytes)) }
        let rules = try Self.validate(folder)
        for file in Self.generated {
            #expect(Self.refused(rules[file.name]) == file.refused, "\(file.name): \(rules[file.name] ?? [])")
        }
    }

    @Test("a folder deeper than PATH_MAX and a link to /proc/self/environ are reported, and the files beside them validated",
          .enabled(if: Paths.tripkit != nil))
    func deepFolderAndOutsideLink() throws {
        let folder = try TemporaryDirectory(prefix: "tripkit-hostile-paths")
        try folder.write("Bad.plist", "<plist><dict><key>A</key></plist>")
        try folder.write("Good.plist", "<plist><string>x</string></plist>")
        let deep = try DeepFolder(in: folder.path, named: "Deep", bottomFile: ("Lost.plist", "<plist/>"))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Environment.strings", withDestinationPath: "/proc/self/environ")
        let result = try Subprocess.run(
            try Paths.requireTripkit(), ["validate", "--reporter", "json", "--quiet", folder.path],
            environment: ["TRIPKIT_CANARY": "environment-variable-value"], timeLimit: 60)
        withExtendedLifetime(deep) {}
        #expect(result.status == 1, "\(result.error)")
        #expect(!result.output.contains("TRIPKIT_CANARY") && !result.output.contains("environment-variable-value"))
        let object = try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any]
        var rules: [String: [String]] = [:]
        for diagnostic in object?["diagnostics"] as? [[String: Any]] ?? [] {
            guard let file = diagnostic["file"] as? String, let rule = diagnostic["rule"] as? String else { continue }
            let name = file.hasPrefix(folder.path + "/Deep/") ? "Deep/..." : URL(fileURLWithPath: file).lastPathComponent
            rules[name, default: []].append(rule)
        }
        #expect(rules == ["Bad.plist": ["xml_not_well_formed"], "Deep/...": ["unreadable_folder"],
                          "Environment.strings": ["path_outside_folder"]])
    }

    @Test("a small plist and a small storyboard cut at every byte are refused, and read once complete",
          .enabled(if: Paths.tripkit != nil))
    func truncatedAtEveryByte() throws {
        let plist = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>name</key><string>Paris &amp; Rome</string><key>n</key><integer>42</integer>\
            <key>list</key><array><true/><real>1.5</real><date>2024-05-29T16:26:40Z</date><data>AAEC</data></array></dict></plist>
            """.utf8)
        let storyboard = Array(InterfaceBuilderText.storyboard("""
            <scene sceneID="a"><objects><viewController id="vc" sceneMemberID="viewController"/></objects></scene>
            """, attributes: " initialViewController=\"vc\"").utf8)
        let folder = try TemporaryDirectory(prefix: "tripkit-truncated")
        // The last `>` ends the document: any cut before it leaves it incomplete.
        let plistEnd = plist.lastIndex(of: UInt8(ascii: ">"))!
        let storyboardEnd = storyboard.lastIndex(of: UInt8(ascii: ">"))!
        for length in 0..<plist.count { _ = try folder.write("p\(length).plist", Data(plist[..<length])) }
        for length in 0..<storyboard.count { _ = try folder.write("s\(length).storyboard", Data(storyboard[..<length])) }
        let rules = try Self.validate(folder)
        for length in 0..<plist.count {
            #expect(Self.refused(rules["p\(length).plist"]) == (length <= plistEnd), "plist cut at \(length): \(rules["p\(length).plist"] ?? [])")
        }
        for length in 0..<storyboard.count {
            #expect(Self.refused(rules["s\(length).storyboard"]) == (length <= storyboardEnd),
                    "storyboard cut at \(length): \(rules["s\(length).storyboard"] ?? [])")
        }
    }

    @Test("endless standard input is refused past maxFileSize, naming <stdin>, within a memory limit",
          .enabled(if: Paths.tripkit != nil), arguments: ["plist lint -", "defaults import tripkit -"])
    func endlessStandardInput(words: String) throws {
        let tripkit = try Paths.requireTripkit()
        let store = try TemporaryDirectory(prefix: "tripkit-stdin")
        let sanitized = ProcessInfo.processInfo.environment["TRIPKIT_SANITIZER"] != nil
        let limit = sanitized ? "" : "ulimit -v 1000000 && "
        let result = try Subprocess.run(
            "/bin/bash", ["-c", limit + "yes | \"$0\" --store \"$1\" \(words)", tripkit, store.path],
            timeLimit: sanitized ? 600 : 60)
        #expect(result.status == 1 || result.status == 66, "exit \(result.status): \(result.error)")
        #expect(result.error.contains("<stdin>") && result.error.contains("(limit maxFileSize)"), "\(result.error)")
    }
}
