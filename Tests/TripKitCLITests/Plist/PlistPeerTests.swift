import CommandLineKit
import Foundation
import PropertyList
import TestSupport
import Testing
@testable import TripKitCLI

/// `tripkit plist` against peers nobody here wrote: python's `plistlib` and `json` on every corpus
/// property list, Foundation's `PropertyListSerialization` for the XML layout, and the
/// toolchain's `plutil` for keypath edits.
@Suite("tripkit plist against plistlib, Foundation and plutil")
struct PlistPeerTests {
    /// Every corpus property list our reader reads (malformed ones are the reader's tests' concern).
    static let corpus: [URL] = SharedFiles.sharedFiles(in: "corpus/plists").filter {
        $0.lastPathComponent != "MANIFEST.tsv" && (try? PlistReader.read(contentsOf: $0.path)) != nil
    }

    private func run(_ words: [String]) -> Outcome {
        TripKitCommandLine.tool.invoke(words)
    }

    /// The python side: plistlib's value in our lossless JSON mapping, and a comparison that tells
    /// 1 from 1.0 and a date from a string.
    static let pythonMapping = #"""
    import base64, datetime, json, math, plistlib, sys

    def tag(v):
        if isinstance(v, bool) or isinstance(v, int) or isinstance(v, str): return v
        if isinstance(v, float):
            if math.isnan(v): return {"$real": "nan"}
            if math.isinf(v): return {"$real": "inf" if v > 0 else "-inf"}
            return v
        if isinstance(v, bytes): return {"$data": base64.b64encode(v).decode()}
        if isinstance(v, datetime.datetime): return {"$date": v}
        if isinstance(v, plistlib.UID): return {"$uid": v.data}
        if isinstance(v, list): return [tag(x) for x in v]
        # plistlib reads XML's {CF$UID: n} as a dictionary; CoreFoundation, and we, read a UID.
        if list(v.keys()) == ["CF$UID"] and type(v["CF$UID"]) is int: return {"$uid": v["CF$UID"]}
        d = {k: tag(x) for k, x in v.items()}
        if len(d) == 1 and next(iter(d)).startswith("$"): return {"$dict": d}
        return d

    def when(text):
        whole, _, rest = text.rstrip("Z").partition(".")
        moment = datetime.datetime.strptime(whole, "%Y-%m-%dT%H:%M:%S")
        return moment + datetime.timedelta(seconds=float("0." + rest) if rest else 0)

    def same(a, b, loose_numbers=False):
        if isinstance(b, dict) and len(b) == 1 and isinstance(b.get("$date"), datetime.datetime):
            if isinstance(a, dict) and len(a) == 1 and isinstance(a.get("$date"), datetime.datetime):
                return a["$date"] == b["$date"]
            return isinstance(a, dict) and len(a) == 1 and isinstance(a.get("$date"), str) \
                and abs((when(a["$date"]) - b["$date"]).total_seconds()) < 1e-5
        if loose_numbers and type(a) in (int, float) and type(b) in (int, float) and bool not in (type(a), type(b)):
            return a == b
        if type(a) is not type(b): return False
        if isinstance(a, list): return len(a) == len(b) and all(same(x, y, loose_numbers) for x, y in zip(a, b))
        if isinstance(a, dict): return a.keys() == b.keys() and all(same(a[k], b[k], loose_numbers) for k in a)
        return a == b
    """#

    @Test("print --json agrees with plistlib on every corpus plist plistlib reads", .needsShared)
    func printJSONAgreesWithPlistlib() throws {
        try #require(Python.isAvailable)
        try #require(!Self.corpus.isEmpty, "no corpus plist is read")
        var pairs: [[String: String]] = []
        for file in Self.corpus {
            let outcome = run(["plist", "print", "--json", file.path])
            #expect(outcome.exitCode == .success, "\(file.lastPathComponent): \(outcome.error)")
            pairs.append(["file": file.path, "ours": outcome.output])
        }
        let script = Self.pythonMapping + "\n" + #"""
        compared, wrong = 0, []
        for pair in json.load(sys.stdin):
            try:
                theirs = plistlib.load(open(pair["file"], "rb"))
            except Exception:
                continue
            compared += 1
            if not same(json.loads(pair["ours"]), tag(theirs)):
                wrong.append(pair["file"])
        print(json.dumps({"compared": compared, "wrong": wrong}))
        """#
        try Self.expectAgreement(script, pairs, atLeast: 10)
    }

    @Test("convert to xml1, binary1 and json gives what plistlib reads as the original, and our reader reads back equal", .needsShared)
    func convertAgreesWithPlistlib() throws {
        try #require(Python.isAvailable)
        try #require(!Self.corpus.isEmpty, "no corpus plist is read")
        let scratch = try TemporaryDirectory(prefix: "tripkit-plist-peer")
        var jobs: [[String: String]] = []
        var roundTrips = 0
        for (index, file) in Self.corpus.enumerated() {
            let original = try PlistReader.read(contentsOf: file.path).root
            for format in ["xml1", "binary1", "json", "openstep"] {
                let output = scratch.file("\(index).\(format)").path
                let outcome = run(["plist", "convert", format, "-o", output, file.path])
                if outcome.exitCode != .success {
                    // Only a value the format cannot hold is refused, and nothing is written.
                    #expect(outcome.error.contains("cannot represent"), "\(file.lastPathComponent) \(format): \(outcome.error)")
                    #expect(!FileManager.default.fileExists(atPath: output))
                    continue
                }
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
                let reread = format == "json" ? try PlistReader.readJSON(bytes: bytes) : try PlistReader.read(bytes: bytes)
                #expect(reread.root == original, "\(file.lastPathComponent) does not round-trip through \(format)")
                roundTrips += 1
                if format != "openstep" { jobs.append(["original": file.path, "converted": output, "format": format]) }
            }
        }
        #expect(roundTrips >= 30)
        let script = Self.pythonMapping + "\n" + #"""
        compared, wrong = 0, []
        for job in json.load(sys.stdin):
            try:
                theirs = plistlib.load(open(job["original"], "rb"))
            except Exception:
                continue
            compared += 1
            raw = open(job["converted"], "rb").read()
            if job["format"] == "json":
                ok = same(json.loads(raw), tag(theirs))
            else:
                ok = same(tag(plistlib.loads(raw)), tag(theirs))
            if not ok: wrong.append(job["original"] + " " + job["format"])
        print(json.dumps({"compared": compared, "wrong": wrong}))
        """#
        try Self.expectAgreement(script, jobs, atLeast: 20)
    }

    /// Runs a comparison script on the jobs (JSON on its standard input), which prints
    /// `{"compared": N, "wrong": [...]}`, and expects nothing wrong among at least `minimum` compared.
    private static func expectAgreement(_ script: String, _ jobs: [[String: String]], atLeast minimum: Int,
                                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let output = try Python.run(script, input: JSONSerialization.data(withJSONObject: jobs))
        let result = try JSONSerialization.jsonObject(with: output) as? [String: Any]
        #expect(result?["wrong"] as? [String] == [], sourceLocation: sourceLocation)
        #expect((result?["compared"] as? Int ?? 0) >= minimum, "\(String(describing: result))", sourceLocation: sourceLocation)
    }

    @Test("format --sort-keys writes XML byte for byte as PropertyListSerialization does, and --check then passes")
    func formatMatchesFoundation() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-plist-format")
        var compared = 0
        let files = Self.corpus.filter { (try? PlistReader.read(contentsOf: $0.path))?.format == .xml }
            + [SharedFiles.fixtures.appendingPathComponent("Destinations.plist")]
        for (index, file) in files.enumerated() {
            let data = try Data(contentsOf: file)
            guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
                  let foundation = try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
            else { continue }
            // Where we differ on purpose: a carriage return (Foundation writes it raw, and readers
            // turn it into a line feed) and negative zero (Foundation drops the sign).
            let ours = try PlistReader.read(bytes: [UInt8](data)).root
            if Self.holdsCarriageReturnOrNegativeZero(ours) { continue }
            let copy = scratch.file("\(index).plist").path
            try data.write(to: URL(fileURLWithPath: copy))
            #expect(run(["plist", "format", "--sort-keys", copy]).exitCode == .success)
            let formatted = try Data(contentsOf: URL(fileURLWithPath: copy))
            #expect(formatted == foundation, "\(file.lastPathComponent)")
            #expect(run(["plist", "format", "--check", "--sort-keys", copy]) == Outcome(exitCode: .success, output: "", error: ""))
            compared += 1
        }
        // Without ../shared only our own fixture is compared; with it, the corpus too.
        #expect(compared >= (Self.corpus.isEmpty ? 1 : 3))
    }

    private static func holdsCarriageReturnOrNegativeZero(_ value: PlistValue) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next.content {
            case .string(let text): if text.contains("\r") { return true }
            case .real(let real): if real == 0, real.sign == .minus { return true }
            case .array(let items): pending += items
            case .dictionary(let dictionary):
                if dictionary.keys.contains(where: { $0.contains("\r") }) { return true }
                pending += dictionary.values
            default: break
            }
        }
        return false
    }

    /// The edits both tools make the same way; where we differ on purpose is tested in
    /// `PlistCommandTests` (integers that do not fit, booleans that are neither, raw dictionaries).
    static let edits: [[String]] = [
        ["-replace", "DestinationData.0.DestinationName", "-string", "NYC"],
        ["-replace", "DestinationData.1.DestinationLocation.Latitude", "-float", "37.5"],
        ["-insert", "DestinationData.0.Rank", "-integer", "-42"],
        ["-insert", "DestinationData.0.Open", "-bool", "YES"],
        ["-insert", "DestinationData.0.Events.0", "-string", "first"],
        ["-insert", "a\\.b", "-string", "dotted"],
        ["-remove", "DestinationData.1"],
        ["-remove", "DestinationData.0.POIs.0.Subtitle"],
        ["-replace", "DestinationData.0.Events", "-json", "[1, \"two\", {\"three\": false}]"],
        ["-replace", "DestinationData.0.Photo", "-data", "iVBORw=="],
    ]

    @Test("replace, insert and remove agree with the toolchain's plutil", arguments: edits)
    func editsAgreeWithPlutil(edit: [String]) throws {
        try #require(Plutil.isAvailable && Python.isAvailable)
        let scratch = try TemporaryDirectory(prefix: "tripkit-plist-plutil")
        let fixture = try Data(contentsOf: SharedFiles.fixtures.appendingPathComponent("Destinations.plist"))
        let theirs = try scratch.write("theirs.plist", fixture).path
        let ours = try scratch.write("ours.plist", fixture).path
        let plutil = try Plutil.run(edit + [theirs])
        #expect(plutil.succeeded, "plutil: \(plutil.standardError)")
        var words = ["plist", String(edit[0].dropFirst())] + edit.dropFirst()
        words.append(ours)
        let outcome = run(words)
        #expect(outcome.exitCode == .success, "\(outcome.error)")
        let script = Self.pythonMapping + "\n" + #"""
        a = tag(plistlib.load(open(sys.argv[1], "rb")))
        b = tag(plistlib.load(open(sys.argv[2], "rb")))
        print("same" if same(a, b) else "differ")
        """#
        let verdict = String(decoding: try Python.run(script, arguments: [ours, theirs]), as: UTF8.self)
        #expect(verdict == "same\n")
    }

    @Test("extract agrees with plutil -extract for values and raw text")
    func extractAgreesWithPlutil() throws {
        try #require(Plutil.isAvailable)
        let fixture = SharedFiles.fixtures.appendingPathComponent("Destinations.plist").path
        for keyPath in ["DestinationData.0.DestinationName", "DestinationData.1.DestinationLocation.Latitude", "DestinationData"] {
            let theirs = try Plutil.run(["-extract", keyPath, "raw", "-o", "-", fixture])
            let ours = run(["plist", "extract", keyPath, "raw", fixture])
            #expect(ours.output == String(decoding: theirs.standardOutput, as: UTF8.self), "\(keyPath)")
            let theirsXML = try Plutil.run(["-extract", keyPath, "xml1", "-o", "-", fixture])
            let oursXML = TripKitCommandLine.tool.invoke(["plist", "extract", keyPath, "xml1", fixture], input: [])
            #expect(try PlistReader.read(bytes: oursXML.output).root == PlistReader.read(data: theirsXML.standardOutput).root)
        }
    }
}
