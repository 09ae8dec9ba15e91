import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Interoperability with python's plistlib", .enabled(if: Python.isAvailable, "python3 is not installed"))
struct PythonInteropTests {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

    static let values: PlistDictionary = [
        "DestinationPreferenceKey": "Paris ✈︎ <&> \"quoted\"",
        "Count": 42,
        "Largest": .integer(PlistInteger(Int64.max)),
        "Smallest": .integer(PlistInteger(Int64.min)),
        "Ratio": 0.1,
        "Flag": true,
        "Off": false,
        "When": .date(date),
        "Blob": .data(Data([0, 1, 2, 254, 255])),
        "Trips": ["Rome", 3, ["nested": [1.5, "x"]]],
        "Empty": [:],
        "": "empty key",
    ]

    @Test("files the store writes load in plistlib with the same values, and plistlib writes them back byte for byte")
    func weWritePythonReads() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("com.example.interop"), store: temporary.store)
        try defaults.update { $0 = Self.values }
        let path = try temporary.file("com.example.interop")
        let output = try Python.run("""
            import datetime, plistlib, sys
            with open(sys.argv[1], 'rb') as f:
                data = f.read()
            d = plistlib.loads(data)
            assert d['DestinationPreferenceKey'] == 'Paris ✈︎ <&> "quoted"', d['DestinationPreferenceKey']
            assert d['Count'] == 42 and type(d['Count']) is int
            assert d['Largest'] == 2**63 - 1 and d['Smallest'] == -2**63
            assert d['Ratio'] == 0.1 and type(d['Ratio']) is float
            assert d['Flag'] is True and d['Off'] is False
            assert d['When'] == datetime.datetime(2023, 11, 14, 22, 13, 20), d['When']
            assert d['Blob'] == bytes([0, 1, 2, 254, 255])
            assert d['Trips'] == ['Rome', 3, {'nested': [1.5, 'x']}]
            assert d['Empty'] == {} and d[''] == 'empty key'
            assert len(d) == 12, sorted(d)
            sys.stdout.buffer.write(plistlib.dumps(d, sort_keys=False))
            """, arguments: [path])
        #expect([UInt8](output) == (try temporary.bytes("com.example.interop")))
    }

    @Test("the toolchain's plutil finds the store's files well-formed XML with the same values",
          .enabled(if: Plutil.isAvailable, "plutil is not installed"))
    func plutil() throws {
        let temporary = try TemporaryStore()
        let defaults = ApplicationDefaults(domain: try DomainName("com.example.plutil"), store: temporary.store)
        try defaults.update { $0 = Self.values }
        let path = try temporary.file("com.example.plutil")
        let lint = try Plutil.run(["-lint", path])
        #expect(lint.succeeded, "\(lint.standardError)")
        let converted = try Plutil.run(["-convert", "xml1", "-o", "-", path])
        #expect(converted.succeeded, "\(converted.standardError)")
        #expect(try PlistReader.read(data: converted.standardOutput).root == .dictionary(Self.values))
    }

    @Test("files plistlib writes read here with the same values, and the store keeps them on the next write")
    func pythonWritesWeRead() throws {
        let temporary = try TemporaryStore()
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
        let path = try temporary.file("com.example.fromPython")
        try Python.run("""
            import datetime, plistlib, sys
            d = {
                'DestinationPreferenceKey': 'Paris ✈︎ <&> "quoted"', 'Count': 42, 'Largest': 2**63 - 1,
                'Smallest': -2**63, 'Ratio': 0.1, 'Flag': True, 'Off': False,
                'When': datetime.datetime(2023, 11, 14, 22, 13, 20), 'Blob': bytes([0, 1, 2, 254, 255]),
                'Trips': ['Rome', 3, {'nested': [1.5, 'x']}], 'Empty': {}, '': 'empty key',
            }
            with open(sys.argv[1], 'wb') as f:
                plistlib.dump(d, f, sort_keys=True)
            """, arguments: [path])
        let domain = try DomainName("com.example.fromPython")
        #expect(try temporary.store.values(of: domain) == Self.values)

        let defaults = ApplicationDefaults(domain: domain, store: temporary.store)
        #expect(try defaults.string(forKey: "DestinationPreferenceKey") == "Paris ✈︎ <&> \"quoted\"")
        #expect(try defaults.integer(forKey: "Largest") == Int.max)
        try defaults.set("Rome", forKey: "DestinationPreferenceKey")
        var expected = Self.values
        expected["DestinationPreferenceKey"] = "Rome"
        #expect(try DefaultsStore(directory: temporary.path).values(of: domain) == expected)
    }
}
