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

    @Test("output equals plutil -convert json: byte for byte with -r, the same JSON without", .enabled(if: Plutil.isAvailable))
    func againstPlutil() throws {
        var values: [PlistValue] = [Self.keyOrderSample]
        for seed in 0..<60 as Range<UInt64> {
            var generator = RandomPlist(seed: seed &* 31, profile: .init(uids: true, fractionalDates: true, carriageReturns: true))
            values.append(.dictionary(["root": Self.jsonSafe(generator.value())]))
        }
        values += RoundTripTests.corpus.map(\.value).filter { (try? PlistWriter.json($0)) != nil && $0.isContainer }
        let folder = try TemporaryDirectory(prefix: "tripkit-json")
        defer { withExtendedLifetime(folder) {} }
        for (index, value) in values.enumerated() {
            // Binary carries every string to plutil, control characters included.
            let path = try folder.write("\(index).plist", PlistWriter.binary(value)).path
            let readable = try Plutil.run(["-convert", "json", "-r", "-o", "-", path])
            #expect(try PlistWriter.json(value, options: .readable) == String(decoding: readable.standardOutput, as: UTF8.self),
                    "value \(index)")
            let compact = try Plutil.run(["-convert", "json", "-o", "-", path])
            let ours = try FoundationPeer.value(from: JSONSerialization.jsonObject(with: Data(PlistWriter.json(value).utf8)))
            let theirs = try FoundationPeer.value(from: JSONSerialization.jsonObject(with: compact.standardOutput))
            #expect(ours == theirs, "value \(index)")
        }
    }
}
