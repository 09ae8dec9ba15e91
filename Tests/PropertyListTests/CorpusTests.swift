import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

/// Every property list in ../shared/corpus/plists, read here and by two peers: python's plistlib
/// (XML and binary) and Foundation's `PropertyListSerialization` (all three formats; the only peer
/// for OpenStep, which plistlib cannot read).
@Suite("Corpus property lists against plistlib and Foundation")
struct CorpusTests {
    static var files: [URL] {
        SharedFiles.sharedFiles(in: "corpus/plists").filter { $0.lastPathComponent != "MANIFEST.tsv" }
    }

    /// Files plistlib rejects that we read, with the reason.
    static let acceptedDespitePlistlib: [String: String] = [
        "test__iTunes-small.bplist":
            "ASCII string objects hold UTF-8 bytes; we read them as ISO-8859-1 as CoreFoundation does "
            + "(plistlib refuses them); the value is compared with Foundation's instead",
    ]

    /// Files plistlib reads that we reject, with the reason.
    static let rejectedDespitePlistlib: [String: String] = [
        "Tests__FoundationEssentialsTests__Resources__Test_82142612.bad":
            "a dictionary key is a data object; property-list keys are strings (CoreFoundation's reader "
            + "tolerates it, PropertyListDecoder throws)",
        "test__data__recursion.bplist":
            "a dictionary contains itself; plistlib builds a cyclic dict, CoreFoundation and libplist refuse it as we do",
    ]

    /// Files Foundation reads and we refuse, with the reason.
    static let differentFromFoundation: [String: String] = [
        "test_plistlib__invalid_bin__invalid_datetime_NaN.bplist":
            "a NaN date: CoreFoundation reads it, we refuse it as plistlib does (no XML can hold it)",
        "test_plistlib__invalid_bin__too_short_data.bplist":
            "just \"bplist00\": CoreFoundation falls back to OpenStep and reads the string \"bplist00\"; "
            + "a file that starts like a binary plist is refused as a truncated binary plist here",
        "test-files__github-issue73-3.plist":
            "just \"bplistl\": CoreFoundation reads the OpenStep string; refused here as a bad binary header",
        "Tests__FoundationEssentialsTests__Resources__Test_82142612.bad":
            "CoreFoundation reads a data dictionary key; we refuse non-string keys",
        "Tests__FoundationEssentialsTests__Resources__JSON__javascriptcore_tests.plist":
            "character references to C0 controls that XML 1.0 forbids: CoreFoundation reads them, we refuse "
            + "them with a position as expat (plistlib) does",
    ]

    @Test("XML and binary files read to plistlib's value; files it rejects are rejected with a position",
          .needsShared, .enabled(if: Python.isAvailable))
    func againstPlistlib() throws {
        let files = Self.files.filter { Self.format($0) != .openStep }
        let oracle = try CanonicalDump.python(files.map(\.path))
        var compared: [PlistFormat: Int] = [:]
        for url in files {
            let name = url.lastPathComponent
            let ours: Result<PlistDocument, Error> = Result { try PlistReader.read(contentsOf: url.path) }
            guard let theirs = oracle[url.path] else {
                Issue.record("no oracle result for \(name)")
                continue
            }
            switch (ours, theirs) {
            case (.success(let document), .success(let dump)):
                #expect(CanonicalDump.dump(document.root) == dump, "\(name)")
                compared[document.format, default: 0] += 1
            case (.failure(let error), .failure):
                Self.expectPositioned(error, in: url)
            case (.success, .failure(let rejection)):
                #expect(Self.acceptedDespitePlistlib[name] != nil, "we read \(name), plistlib rejects it: \(rejection.message)")
            case (.failure(let error), .success):
                #expect(Self.rejectedDespitePlistlib[name] != nil, "we reject \(name), plistlib reads it: \(error)")
                Self.expectPositioned(error, in: url)
            }
        }
        #expect(compared[.xml, default: 0] >= 10)
        #expect(compared[.binary, default: 0] >= 10)
    }

    @Test("every file reads to Foundation's value, OpenStep included, or the difference is documented", .needsShared)
    func againstFoundation() throws {
        var compared: [PlistFormat: Int] = [:]
        for url in Self.files {
            let name = url.lastPathComponent
            let data = try Data(contentsOf: url)
            let ours: Result<PlistDocument, Error> = Result { try PlistReader.read(contentsOf: url.path) }
            let theirs = Result { try FoundationPeer.read(data) }
            if Self.differentFromFoundation[name] != nil {
                // Documented: Foundation reads it, we refuse it with a position.
                #expect(throws: Never.self, "\(name)") { try PropertyListSerialization.propertyList(from: data, format: nil) }
                switch ours {
                case .failure(let error): Self.expectPositioned(error, in: url)
                case .success: Issue.record("we read \(name) now; take it out of differentFromFoundation")
                }
                continue
            }
            switch (ours, theirs) {
            case (.success(let document), .success(let peer)):
                #expect(document.root.withOpaqueUIDs == peer.value, "\(name)")
                compared[document.format, default: 0] += 1
            case (.failure(let error), .failure):
                Self.expectPositioned(error, in: url)
            case (.success, .failure(let error)):
                Issue.record("we read \(name), Foundation rejects it: \(error)")
            case (.failure(let error), .success):
                Issue.record("we reject \(name), Foundation reads it: \(error)")
            }
        }
        #expect(compared[.openStep, default: 0] >= 6)
        #expect(compared[.binary, default: 0] >= 10)
    }

    @Test("each malformed file of the manifest is refused with a positioned error", .needsShared)
    func malformed() throws {
        let manifest = try #require(SharedFiles.shared).appendingPathComponent("corpus/plists/MANIFEST.tsv")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 6, fields[6] == "malformed" else { continue }
            let path = manifest.deletingLastPathComponent().appendingPathComponent(String(fields[0])).path
            #expect(throws: PlistError.self, "\(fields[0])") {
                _ = try PlistReader.read(contentsOf: path)
            }
            do {
                _ = try PlistReader.read(contentsOf: path)
            } catch {
                Self.expectPositioned(error, in: URL(fileURLWithPath: path))
            }
            checked += 1
        }
        #expect(checked >= 15)
    }

    static func format(_ url: URL) -> PlistFormat? {
        PlistFormatSniffer.format(of: (try? FileBytes.prefix(ofFile: url.path, count: 64)) ?? [])
    }

    static func expectPositioned(_ error: Error, in url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let positioned = error as? PlistError else {
            Issue.record("\(url.lastPathComponent): \(error) is not a PlistError", sourceLocation: sourceLocation)
            return
        }
        #expect(positioned.location.file == url.path, sourceLocation: sourceLocation)
        #expect(positioned.description.contains(": error: "), sourceLocation: sourceLocation)
    }
}
