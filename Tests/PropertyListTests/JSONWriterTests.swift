import Foundation
import Testing
import TestSupport
@testable import PropertyList

@Suite("JSON writing")
struct JSONWriterTests {
    @Test("compact output has no spaces; readable output is plutil -r's layout, empty containers included")
    func layout() throws {
        let value: PlistValue = ["b": ["x/y", 1, 2.5, 2.0, true, [], .dictionary(PlistDictionary())], "a": "q\"\\\n"]
        #expect(try PlistWriter.json(value) == #"{"b":["x\/y",1,2.5,2,true,[],{}],"a":"q\"\\\n"}"#)
        #expect(try PlistWriter.json(value, options: .readable) == """
        {
          "a" : "q\\"\\\\\\n",
          "b" : [
            "x\\/y",
            1,
            2.5,
            2,
            true,
            [

            ],
            {

            }
          ]
        }
        """)
    }

    static let unsupportedValues: [(value: PlistValue, keyPath: String, kind: PlistValue.Kind, message: String)] = [
        (["a": [1, .date(Date(timeIntervalSince1970: 0))]], "a.1", .date, "a.1: JSON cannot represent a date"),
        (["d": ["e": .data(Data([1]))]], "d.e", .data, "d.e: JSON cannot represent data"),
        (.array([.uid(3)]), "0", .uid, "0: JSON cannot represent a UID"),
        (["n": .real(.nan)], "n", .real, "n: JSON cannot represent NaN or infinity"),
        (.real(-.infinity), "", .real, "JSON cannot represent NaN or infinity"),
    ]

    @Test("values JSON cannot hold are refused with their keypath", arguments: unsupportedValues.indices)
    func unsupported(index: Int) {
        let (value, keyPath, kind, message) = Self.unsupportedValues[index]
        #expect(throws: PlistWriteError.unsupportedValue(keyPath: keyPath, kind: kind, format: "JSON")) {
            try PlistWriter.json(value)
        }
        #expect(PlistWriteError.unsupportedValue(keyPath: keyPath, kind: kind, format: "JSON").description == message)
    }

    /// Values JSON can hold: generated ones with dates, data, UIDs and non-finite reals replaced, and
    /// keys made ASCII (the order of non-ASCII keys is ICU's, which `JSONKeyOrder` does not follow).
    static func jsonSafe(_ value: PlistValue) -> PlistValue {
        switch value.content {
        case .date(let date): return .string("\(date.timeIntervalSince1970)")
        case .data(let data): return .integer(data.count)
        case .uid(let uid): return .integer(PlistInteger(uid))
        case .real(let real) where !real.isFinite: return .real(0.5)
        case .array(let items): return .array(items.map(jsonSafe))
        case .dictionary(let dictionary):
            var safe = PlistDictionary()
            for entry in dictionary.entries {
                let key = String(String.UnicodeScalarView(entry.key.unicodeScalars.map { $0.isASCII ? $0 : "x" }))
                safe[key] = jsonSafe(entry.value)
            }
            return .dictionary(safe)
        default: return value
        }
    }

    static let keyOrderSample: PlistValue = .dictionary(PlistDictionary(
        ["b", "B", "a10", "a9", "A", "a", "_x", "Z", "z", "e", "f", "10", "9", "a-b", "a_b", "aB", "ab", "Ab", "x9y", "x09y",
         "x9z", "x10y", "0", "00", "01", "1", "", "a b", "a.b", "a1", "a01", "a001", "a2", "~~", "$", "#", "CFBundleName",
         "CFBundleIdentifier", "NSAppTransportSecurity", "UIRequiredDeviceCapabilities", "LSRequiresIPhoneOS", "ctrl\u{1}",
        ].map { ($0, PlistValue.string($0 + "\u{8}\u{C}\u{1F}\u{7F}/é")) }))

    @Test("output equals plutil -convert json: byte for byte with -r, the same JSON without")
    func againstPlutil() throws {
        guard Python.isAvailable else { return }
        var values: [PlistValue] = [Self.keyOrderSample]
        for seed in 0..<60 as Range<UInt64> {
            var generator = RandomPlist(seed: seed &* 31, profile: .init(uids: true, fractionalDates: true, carriageReturns: true))
            values.append(.dictionary(["root": Self.jsonSafe(generator.value())]))
        }
        values += RoundTripTests.corpus.map(\.value).filter { (try? PlistWriter.json($0)) != nil && $0.isContainer }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, value) in values.enumerated() {
            let url = folder.appendingPathComponent("\(index).plist")
            try PlistWriter.binary(value).write(to: url)
            paths.append(url.path)
        }
        let output = try Python.run(Self.plutilScript, arguments: paths)
        guard let results = try JSONSerialization.jsonObject(with: output) as? [[String: String]] else { return }
        #expect(results.count == values.count)
        for (index, (value, result)) in zip(values, results).enumerated() {
            let readable = try PlistWriter.json(value, options: .readable)
            #expect(readable == result["readable"], "value \(index)")
            let compact = try PlistWriter.json(value)
            let ours = try FoundationPeer.value(from: JSONSerialization.jsonObject(with: Data(compact.utf8)))
            let theirs = try FoundationPeer.value(from: JSONSerialization.jsonObject(with: Data((result["compact"] ?? "").utf8)))
            #expect(ours == theirs, "value \(index)")
        }
    }

    /// Runs the toolchain's plutil on each file, compact and readable; prints a JSON list, or
    /// nothing usable when plutil is not installed (the test then has nothing to compare).
    static let plutilScript = #"""
import json, os, shutil, subprocess, sys
plutil = shutil.which("plutil") or "/opt/swift/usr/bin/plutil"
if not os.path.exists(plutil):
    print("{}")
    sys.exit(0)
out = []
for path in sys.argv[1:]:
    entry = {}
    for name, flags in (("readable", ["-r"]), ("compact", [])):
        run = subprocess.run([plutil, "-convert", "json"] + flags + ["-o", "-", path], capture_output=True)
        entry[name] = run.stdout.decode("utf-8") if run.returncode == 0 else "failed: " + run.stderr.decode("utf-8")
    out.append(entry)
print(json.dumps(out))
"""#
}
