import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

/// Every property list in ../shared/corpus/plists, read here and by python's plistlib.
@Suite("Corpus property lists against plistlib")
struct CorpusTests {
    static var files: [URL] {
        SharedFiles.sharedFiles(in: "corpus/plists").filter { url in
            guard url.lastPathComponent != "MANIFEST.tsv" else { return false }
            // Binary and OpenStep reading land separately; until then only XML files are compared.
            let prefix = (try? FileHandle(forReadingFrom: url).read(upToCount: 64)) ?? Data()
            return PlistFormatSniffer.format(of: [UInt8](prefix ?? Data())) == .xml
        }
    }

    /// Files plistlib rejects that we read, with the reason. (javascriptcore_tests.plist, which
    /// CoreFoundation reads, holds character references to C0 controls that XML 1.0 forbids; we
    /// reject it with a position, as expat does.)
    static let acceptedDespitePlistlib: [String: String] = [:]

    @Test("files plistlib reads are read to an equal value; files it rejects are rejected with a position")
    func againstPlistlib() throws {
        let files = Self.files
        guard !files.isEmpty, Python.isAvailable else { return }
        let oracle = try CanonicalDump.python(files.map(\.path))
        var compared = 0
        for url in files {
            let ours: Result<PlistDocument, Error> = Result { try PlistReader.read(contentsOf: url.path) }
            guard let theirs = oracle[url.path] else {
                Issue.record("no oracle result for \(url.lastPathComponent)")
                continue
            }
            switch (ours, theirs) {
            case (.success(let document), .success(let dump)):
                #expect(CanonicalDump.dump(document.root) == dump, "\(url.lastPathComponent)")
                compared += 1
            case (.failure(let error), .failure):
                let positioned = try #require(error as? PlistError, "\(url.lastPathComponent): \(error)")
                #expect(positioned.location.file == url.path)
                #expect(positioned.description.contains(": error: "))
            case (.success, .failure(let rejection)):
                #expect(Self.acceptedDespitePlistlib[url.lastPathComponent] != nil,
                        "we read \(url.lastPathComponent), plistlib rejects it: \(rejection.message)")
            case (.failure(let error), .success):
                Issue.record("we reject \(url.lastPathComponent), plistlib reads it: \(error)")
            }
        }
        #expect(compared > 10)
    }
}
