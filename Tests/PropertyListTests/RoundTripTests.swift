import Foundation
import Testing
import TestSupport
@testable import PropertyList

@Suite("Round trips through every format")
struct RoundTripTests {
    /// Every corpus file we read, with its value.
    static var corpus: [(name: String, value: PlistValue)] {
        CorpusTests.files.compactMap { url in
            (try? PlistReader.read(contentsOf: url.path)).map { (url.lastPathComponent, $0.root) }
        }
    }

    /// Corpus files XML cannot hold, with the reason (binary and OpenStep can hold anything we read).
    static let notWritableAsXML: [String: String] = [
        "Tests__FoundationEssentialsTests__Resources__test_oldStylePlist_getSlashedChars_octal.plist":
            "its strings hold the control characters \\0 to \\37, which XML 1.0 cannot represent",
    ]

    @Test("every corpus file survives read, write binary, read and read, write XML, read")
    func corpusRoundTrips() throws {
        let corpus = Self.corpus
        #expect(corpus.count >= 30)
        for (name, value) in corpus {
            let binary = PlistWriter.binaryBytes(value)
            #expect(try PlistReader.read(bytes: binary).root == value, "\(name) through binary")
            do {
                let xml = try PlistWriter.xmlBytes(value)
                #expect(try PlistReader.read(bytes: xml).root == value, "\(name) through XML")
                #expect(Self.notWritableAsXML[name] == nil, "\(name) was written as XML")
            } catch let error as PlistWriteError {
                #expect(Self.notWritableAsXML[name] != nil, "\(name): \(error)")
            }
        }
    }

    @Test("generated values survive binary writing and reading: UIDs, fractional dates, NaN, large unsigned",
          arguments: 0..<100)
    func generatedBinary(seed: UInt64) throws {
        var generator = RandomPlist(seed: seed, profile: .everything)
        let value = generator.value()
        let written = PlistWriter.binaryBytes(value)
        let read = try PlistReader.read(bytes: written)
        #expect(read.format == .binary)
        #expect(read.root == value)
        #expect(PlistWriter.binaryBytes(read.root) == written)
    }

    @Test("plistlib reads our binary and XML output of every corpus file to an equal value", .enabled(if: Python.isAvailable))
    func plistlibReadsCorpusOutput() throws {
        var documents: [Data] = []
        var expected: [(String, String)] = []
        for (name, value) in Self.corpus {
            documents.append(PlistWriter.binary(value))
            expected.append((name + " (binary)", CanonicalDump.dump(value)))
            if let xml = try? PlistWriter.xml(value) {
                documents.append(xml)
                expected.append((name + " (XML)", CanonicalDump.dump(value)))
            }
        }
        let readings = try CanonicalDump.pythonRead(documents)
        #expect(readings.count == documents.count)
        for (reading, (name, dump)) in zip(readings, expected) {
            switch reading {
            case .success(let result): #expect(result.dump == dump, "\(name)")
            case .failure(let rejection): Issue.record("plistlib rejects our \(name): \(rejection.message)")
            }
        }
    }
}

@Suite("Deeply nested values")
struct DeepValueTests {
    @Test("a value 512 containers deep, the most a reader accepts, is written in every format and read back")
    func deepest() throws {
        var value: PlistValue = "leaf"
        for level in 0..<512 { value = level % 2 == 0 ? [value] : ["k": value] }
        let binary = PlistWriter.binaryBytes(value)
        #expect(try PlistReader.read(bytes: binary).root == value)
        #expect(try PlistReader.read(bytes: PlistWriter.xmlBytes(value)).root == value)
        #expect(try PlistReader.read(bytes: Array(PlistWriter.openStep(value).utf8)).root == value)
        #expect(try PlistWriter.json(value).hasSuffix("\"leaf\"" + String(repeating: "]}", count: 256)))
    }
}
