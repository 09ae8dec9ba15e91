import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

@Suite("Hostile XML property lists from shared/bad-inputs")
struct PlistHostileInputTests {
    static let readable: [String: PlistValue] = [
        "00-good-plist.xml": ["name": "ok", "n": 42],
        "10a-bom-utf8.xml": "ok",
        "10b-bom-utf16le.xml": "ok é",
        "10c-bom-utf16be.xml": "ok é",
        "10d-bom-utf16le-decl-utf8.xml": "ok",
        // White space alone: an empty dictionary, as Foundation reads it.
        "16b-whitespace-only.xml": .dictionary(PlistDictionary()),
    ]

    @Test("each file reads to the stated value or fails with a positioned PlistError", .needsShared,
          arguments: SharedFiles.sharedFiles(in: "bad-inputs/xml", extensions: ["xml"]))
    func outcome(_ url: URL) throws {
        let name = url.lastPathComponent
        do {
            let document = try PlistReader.read(contentsOf: url.path)
            #expect(Self.readable[name] == document.root, "\(name) read as \(document.root)")
        } catch {
            #expect(Self.readable[name] == nil, "\(name): \(error)")
            #expect(error.location.file == url.path)
            if case .empty = error {
                #expect(error.location.isWholeFile, "an empty file has no place to point at")
            } else {
                #expect(error.location.line >= 1)
            }
        }
    }
}
