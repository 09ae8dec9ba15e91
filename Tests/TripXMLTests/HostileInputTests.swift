import Foundation
import Testing
import TestSupport
import TripSource
@testable import TripXML

/// Every file in ../shared/bad-inputs/xml gets the outcome its README states.
@Suite("Hostile XML from shared/bad-inputs")
struct HostileInputTests {
    /// Files that must parse; every other file must be refused with a positioned error.
    static let accepted: Set<String> = [
        "00-good-plist.xml", "10a-bom-utf8.xml", "10b-bom-utf16le.xml", "10c-bom-utf16be.xml",
        "10d-bom-utf16le-decl-utf8.xml", "15-xinclude.xml", "20-stylesheet-pi.xml",
    ]

    static var files: [URL] { SharedFiles.sharedFiles(in: "bad-inputs/xml", extensions: ["xml"]) }

    /// A hang is caught by HostileFileTests, which reads these files in a child process with a time
    /// limit: a time limit here would measure how long the test waits for a thread of the shared pool.
    @Test("each hostile file is accepted or refused as documented, with a position", .needsShared, arguments: files)
    func outcome(_ url: URL) throws {
        var recorder = Recorder()
        do {
            try XMLReader.read(contentsOf: url.path, handler: &recorder)
            #expect(Self.accepted.contains(url.lastPathComponent), "accepted \(url.lastPathComponent)")
        } catch let error as XMLError {
            #expect(!Self.accepted.contains(url.lastPathComponent), "refused \(url.lastPathComponent): \(error)")
            #expect(error.location.file == url.path)
            if case .empty = error {
                #expect(error.location.isWholeFile, "an empty file has no place to point at")
            } else {
                #expect(error.location.line >= 1)
            }
            #expect(error.description.contains(": error: "))
        }
    }

    @Test("files are refused for the documented reason", .needsShared)
    func reasons() throws {
        let shared = try #require(SharedFiles.shared)
        func error(_ name: String) -> XMLError? {
            var recorder = Recorder()
            do {
                try XMLReader.read(contentsOf: shared.appendingPathComponent("bad-inputs/xml/\(name)").path, handler: &recorder)
                return nil
            } catch {
                return error as? XMLError
            }
        }
        if case .internalSubset? = error("01-billion-laughs.xml") {} else { Issue.record("01") }
        if case .internalSubset? = error("04-xxe-file.xml") {} else { Issue.record("04") }
        if case .tooDeep? = error("07-deep-10000.xml") {} else { Issue.record("07: \(String(describing: error("07-deep-10000.xml")))") }
        if case .nulByte? = error("09d-nul-then-garbage.xml") {} else { Issue.record("09d") }
        if case .conflictingEncoding? = error("10f-bom-utf8-decl-latin1.xml") {} else { Issue.record("10f") }
        if case .unclosedElement? = error("11-truncated.xml") {} else { Issue.record("11: \(String(describing: error("11-truncated.xml")))") }
        if case .empty? = error("16a-empty.xml") {} else { Issue.record("16a") }
        if case .empty? = error("16b-whitespace-only.xml") {} else { Issue.record("16b") }
        if case .undeclaredEntity? = error("18a-undeclared-entity.xml") {} else { Issue.record("18a: \(String(describing: error("18a-undeclared-entity.xml")))") }
        if case .mismatchedTag? = error("21-mismatched-tags.xml") {} else { Issue.record("21") }
    }
}
