import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

@Suite("Manual page")
struct ManualPageTests {
    @Test("tripkit's manual page matches its golden file")
    func golden() {
        let outcome = TripKitCommandLine.tool.invoke("generate-manpage")
        #expect(outcome.exitCode == .success)
        GoldenFile.check(outcome.output, golden: Paths.golden.appendingPathComponent("tripkit.1"))
    }

    /// The page rendered to text by groff, with warnings on.
    private func rendered(_ tool: CommandLineTool) throws -> String {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        defer { withExtendedLifetime(scratch) {} }
        let file = scratch.file("\(tool.name).1")
        try Data(tool.invoke("generate-manpage").output.utf8).write(to: file)
        let result = try Subprocess.run("groff", ["-man", "-Tutf8", "-ww", "-P-c", "-P-b", "-P-u", file.path],
                                        environment: ["MANWIDTH": "80"])
        #expect(result.status == 0)
        #expect(result.error == "", "groff warnings: \(result.error)")
        return result.output
    }

    @Test("renders with groff without warnings and covers every visible command and option",
          .enabled(if: Subprocess.isInstalled("groff")), arguments: ["demo", "tripkit"])
    func coverage(name: String) throws {
        let tool = name == "demo" ? Demo.tool : TripKitCommandLine.tool
        // groff wraps lines: compare with runs of white space folded to one space.
        let fold = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        let text = try rendered(tool)
        let folded = fold(text)
        #expect(text.contains("NAME"))
        #expect(text.contains("EXIT STATUS"))
        for node in tool.root.visibleNodes {
            #expect(text.contains(node.displayName), "missing command \(node.displayName)")
            for spec in node.arguments where !spec.isHidden {
                #expect(text.contains(spec.label()), "missing \(spec.label()) of \(node.displayName)")
                #expect(folded.contains(fold(spec.help)), "missing help of \(spec.label())")
            }
        }
        for (code, _) in tool.exitStatuses {
            #expect(text.contains("       \(code.rawValue)"), "missing exit status \(code)")
        }
        #expect(!text.contains("secret"))
    }

    @Test("tripkit documents every environment variable its help texts name")
    func environment() throws {
        let page = TripKitCommandLine.tool.invoke("generate-manpage").output
        let section = try #require(page.split(separator: ".SH ").first { $0.hasPrefix("ENVIRONMENT") })
        let documented = Set(section.split(separator: "\n").filter { $0.hasPrefix(".B ") }.map { String($0.dropFirst(3)) })
        var named: Set<String> = []
        for node in TripKitCommandLine.tool.root.allNodes {
            let texts = [node.configuration.abstract, node.configuration.discussion] + node.arguments.map(\.help)
            for text in texts {
                for piece in text.split(separator: "$").dropFirst() {
                    let name = piece.prefix { $0.isUppercase || $0 == "_" }
                    if !name.isEmpty { named.insert(String(name)) }
                }
            }
        }
        #expect(named.isSuperset(of: ["TRIPKIT_STORE", "TRIPKIT_DESTINATIONS", "XDG_CONFIG_HOME"]), "\(named)")
        #expect(named.subtracting(documented).isEmpty, "named in help but not under ENVIRONMENT: \(named.subtracting(documented))")
    }

    @Test("escapes roff's special characters", arguments: [
        ("a-b", "a\\-b"), (".start", "\\&.start"), ("'quote", "\\&'quote"), ("back\\slash", "back\\eslash"),
    ])
    func escaping(text: String, expected: String) {
        #expect(ManualPage.escape(text) == expected)
    }
}
