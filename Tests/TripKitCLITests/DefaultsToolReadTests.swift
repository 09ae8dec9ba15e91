import Defaults
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import TripKitCLI

@Suite("tripkit defaults read and find")
struct DefaultsToolReadTests {
    static let app = "com.example.roadtrip"

    /// A store with the RoadTrip domain, the global domain and one more.
    static func populated() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        try temporary.store.replace(
            try DomainName(app),
            with: [
                "DestinationPreferenceKey": "Paris",
                "Visits": 3,
                "Ratio": 0.5,
                "Offline": true,
                "LastTrip": .date(Date(timeIntervalSince1970: 1_715_940_000)),
                "Token": .data(Data([0xDE, 0xAD, 0xBE, 0xEF, 0x01])),
                "Recent": ["Rome", "New York"],
                "Home": ["City": "Lyon", "Zip": "69001"],
            ])
        try temporary.store.replace(.global, with: ["AppleLocale": "en_GB"])
        try temporary.store.replace(try DomainName("com.example.other"), with: ["Theme": "dark"])
        return temporary
    }

    @Test("read --json prints every type for scripts: a domain, one value, every domain; / as itself")
    func readJSON() throws {
        let temporary = try Self.populated()
        try temporary.store.replace(try DomainName("com.example.web"), with: ["Home": "https://example.com/a"])
        let tool = DefaultsTool(store: temporary.store)
        let domain = tool.read(domain: Self.app, json: true)
        let object = try JSONSerialization.jsonObject(with: Data(domain.output.utf8)) as? [String: Any]
        #expect(object?["Visits"] as? Int == 3)
        #expect(object?["Offline"] as? Bool == true)
        #expect((object?["LastTrip"] as? [String: String])?["$date"] == "2024-05-17T10:00:00Z")
        #expect((object?["Token"] as? [String: String])?["$data"] == "3q2+7wE=")
        #expect(domain.output.hasPrefix("{\n  \"DestinationPreferenceKey\" : \"Paris\",\n"), "keys sorted")
        #expect(tool.read(domain: Self.app, key: "DestinationPreferenceKey", json: true).output == "\"Paris\"\n")
        #expect(tool.read(domain: "com.example.web", key: "Home", json: true).output == "\"https://example.com/a\"\n")
        let all = try JSONSerialization.jsonObject(with: Data(tool.read(json: true).output.utf8)) as? [String: Any]
        #expect(Set(all?.keys ?? [:].keys) == [Self.app, "com.example.other", "com.example.web", "NSGlobalDomain"])
        #expect(tool.read(domain: Self.app, key: "Nope", json: true).status == .failure)
    }

    @Test("read DOMAIN prints the domain as OpenStep text with sorted keys")
    func readDomain() throws {
        let temporary = try Self.populated()
        let tool = DefaultsTool(store: temporary.store)
        #expect(
            tool.read(domain: Self.app)
                == DefaultsToolResult(
                    output: """
                        {
                            DestinationPreferenceKey = Paris;
                            Home =     {
                                City = Lyon;
                                Zip = 69001;
                            };
                            LastTrip = "2024-05-17 10:00:00 +0000";
                            Offline = 1;
                            Ratio = "0.5";
                            Recent =     (
                                Rome,
                                "New York"
                            );
                            Token = {length = 5, bytes = 0xdeadbeef01};
                            Visits = 3;
                        }

                        """))
    }

    @Test(
        "read DOMAIN KEY prints a scalar bare and a container as OpenStep text",
        arguments: [
            ("DestinationPreferenceKey", "Paris\n"),
            ("Visits", "3\n"),
            ("Ratio", "0.5\n"),
            ("Offline", "1\n"),
            ("LastTrip", "2024-05-17 10:00:00 +0000\n"),
            ("Token", "{length = 5, bytes = 0xdeadbeef01}\n"),
            ("Recent", "(\n    Rome,\n    \"New York\"\n)\n"),
            ("Home", "{\n    City = Lyon;\n    Zip = 69001;\n}\n"),
        ])
    func readKey(_ key: String, _ output: String) throws {
        let temporary = try Self.populated()
        let tool = DefaultsTool(store: temporary.store)
        #expect(tool.read(domain: Self.app, key: key) == DefaultsToolResult(output: output))
    }

    @Test("data prints as macOS prints it today: every byte up to 24, else the first 16 and last 8 around ...")
    func readData() throws {
        let temporary = try TemporaryStore()
        let bytes = (0..<40).map { UInt8($0) }
        try temporary.store.replace(
            try DomainName(Self.app),
            with: [
                "Short": .data(Data(bytes.prefix(24))), "Long": .data(Data(bytes.prefix(25))), "Empty": .data(Data()),
                "List": [.data(Data(bytes))],
            ])
        let tool = DefaultsTool(store: temporary.store)
        #expect(
            tool.read(domain: Self.app, key: "Short").output
                == "{length = 24, bytes = 0x000102030405060708090a0b0c0d0e0f1011121314151617}\n")
        #expect(
            tool.read(domain: Self.app, key: "Long").output
                == "{length = 25, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 11121314 15161718 }\n")
        #expect(tool.read(domain: Self.app, key: "Empty").output == "{length = 0, bytes = 0x}\n")
        #expect(
            tool.read(domain: Self.app, key: "List").output
                == "(\n    {length = 40, bytes = 0x00010203 04050607 08090a0b 0c0d0e0f ... 20212223 24252627 }\n)\n")
    }

    @Test("read with no domain prints every domain; -g reads the global domain")
    func readAll() throws {
        let temporary = try Self.populated()
        let tool = DefaultsTool(store: temporary.store)
        let all = tool.read()
        #expect(all.status == .success)
        #expect(
            all.output.hasPrefix("{\n    NSGlobalDomain =     {\n        AppleLocale = \"en_GB\";\n    };\n"),
            "\(all.output)")
        #expect(
            all.output.contains("    \"com.example.other\" =     {\n        Theme = dark;\n    };\n"), "\(all.output)")
        #expect(tool.read(domain: "-g", key: "AppleLocale") == DefaultsToolResult(output: "en_GB\n"))
    }

    @Test("read of a missing key or domain prints defaults' message on standard error with status 1")
    func readMissing() throws {
        let temporary = try Self.populated()
        let tool = DefaultsTool(store: temporary.store)
        #expect(
            tool.read(domain: Self.app, key: "Nope")
                == DefaultsToolResult(
                    errorOutput: "The domain/default pair of (com.example.roadtrip, Nope) does not exist\n",
                    status: .failure))
        #expect(
            tool.read(domain: "com.example.absent")
                == DefaultsToolResult(
                    errorOutput: "Domain com.example.absent does not exist\n", status: .failure))
    }

    @Test("find prints the matching keys per domain, matching keys and string values at any depth, ignoring case")
    func find() throws {
        let temporary = try Self.populated()
        let tool = DefaultsTool(store: temporary.store)
        #expect(
            tool.find("LYON")
                == DefaultsToolResult(
                    output: """
                        Found 1 keys in domain 'com.example.roadtrip': {
                            Home =     {
                                City = Lyon;
                                Zip = 69001;
                            };
                        }

                        """))
        #expect(tool.find("e").output.components(separatedBy: "Found ").count == 4)
        #expect(tool.find("nowhere to be found") == DefaultsToolResult(status: .failure))
    }

    @Test("write accepts OpenStep values and a whole-domain dictionary")
    func writeOpenStep() throws {
        let temporary = try Self.populated()
        let tool = DefaultsTool(store: temporary.store)
        #expect(
            tool.write(domain: Self.app, arguments: ["Recent", "(Oslo, \"Lima\", <0102>)"]) == DefaultsToolResult())
        #expect(tool.write(domain: Self.app, arguments: ["Home", "{ City = Nice; }"]) == DefaultsToolResult())
        #expect(tool.write(domain: Self.app, arguments: ["Quoted", "\"a (b)\""]) == DefaultsToolResult())
        #expect(tool.write(domain: Self.app, arguments: ["List", "-array-add", "(x, y)", "z"]) == DefaultsToolResult())
        let values = try temporary.store.values(of: DomainName(Self.app))
        #expect(values["Recent"] == ["Oslo", "Lima", .data(Data([1, 2]))])
        #expect(values["Home"] == ["City": "Nice"])
        #expect(values["Quoted"] == "a (b)")
        #expect(values["List"] == [["x", "y"], "z"])

        #expect(tool.write(domain: "com.example.whole", arguments: ["{ A = 1; B = (x); }"]) == DefaultsToolResult())
        #expect(try temporary.store.values(of: DomainName("com.example.whole")) == ["A": "1", "B": ["x"]])
        let unclosed = tool.write(domain: Self.app, arguments: ["Key", "(a, b"])
        #expect(unclosed.status == .dataError)
        #expect(
            unclosed.errorOutput.hasPrefix("Could not parse: (a, b.  Try single-quoting it.\n1:"),
            "\(unclosed.errorOutput)")
    }

    @Test("the argument domain reads OpenStep values too")
    func argumentDomainOpenStep() {
        #expect(
            ArgumentDomain.values(from: ["-List", "(a, b)", "-Map", "{ k = v; }", "-Quoted", "\"x y\""])
                == ["List": ["a", "b"], "Map": ["k": "v"], "Quoted": "x y"])
    }
}
