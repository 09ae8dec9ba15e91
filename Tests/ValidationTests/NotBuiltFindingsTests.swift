import Testing
import TestSupport
@testable import Validation

@Suite("Findings about files no target builds")
struct NotBuiltFindingsTests {
    /// A storyboard whose two scenes share their ids: `duplicate_object_id` errors.
    static let duplicated = IB.storyboard(IB.controller("c1") + "\n" + IB.controller("c1"))

    static let files: [String: String] = [
        "App.xcodeproj/project.pbxproj": XcodeProjectText.project([
            XcodeProjectText.Target("App", files: ["App/Main.storyboard", "App/en.lproj/Localizable.strings",
                                                   "App/de.lproj/Localizable.strings", "App/Resources"]),
        ]),
        "App/Main.storyboard": duplicated,
        // Left in the project's folder after the project stopped using it.
        "App/Old/Legacy.storyboard": duplicated,
        // Inside a folder reference the target copies whole.
        "App/Resources/Help.storyboard": duplicated,
        "App/en.lproj/Localizable.strings": "\"k\" = \"%@ has %d files\";\n",
        "App/de.lproj/Localizable.strings": "\"k\" = \"%d Dateien hat %@\";\n",
        // A language the project does not list: its table is never built.
        "App/fr.lproj/Localizable.strings": "\"k\" = \"%d fichiers a %@\";\n",
    ]

    @Test("a finding of any rule about a document or table no target builds is a note, with the project as a related place")
    func notBuiltIsNote() throws {
        for rule in ["duplicate_object_id", "localization_format_mismatch"] {
            let found = try RuleHarness(rule).findings(Self.files.mapValues(MarkedText.init))
            let severities = Dictionary(grouping: found, by: \.location.file).mapValues { Set($0.map(\.severity)) }
            if rule == "duplicate_object_id" {
                #expect(severities == ["App/Main.storyboard": [.error], "App/Old/Legacy.storyboard": [.note],
                                       "App/Resources/Help.storyboard": [.error]])
            } else {
                #expect(severities == ["App/de.lproj/Localizable.strings": [.error], "App/fr.lproj/Localizable.strings": [.note]])
            }
            let note = found.first { $0.severity == .note }
            #expect(note?.related.last?.location.file == "App.xcodeproj/project.pbxproj")
            #expect(note?.related.last?.message == "no target of App.xcodeproj builds this file: it is never loaded")
        }
    }

    @Test("a project with no target read, or none at all, tells nothing: findings keep their severity")
    func noEvidence() throws {
        var files = Self.files
        files["App.xcodeproj/project.pbxproj"] = XcodeProjectText.project([])
        let found = try RuleHarness("duplicate_object_id").findings(files.mapValues(MarkedText.init))
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .error })
        files["App.xcodeproj/project.pbxproj"] = nil
        let alone = try RuleHarness("localization_format_mismatch").findings(files.mapValues(MarkedText.init))
        #expect(alone.count == 2 && alone.allSatisfy { $0.severity == .error })
    }
}
