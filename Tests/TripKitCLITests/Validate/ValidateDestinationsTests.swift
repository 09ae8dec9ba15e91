import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// `tripkit validate` reports a Destinations.plist that breaks its schema, through TripKit's schema
/// rules registered beside the standard ones, at the value at fault.
@Suite("tripkit validate on a Destinations.plist")
struct ValidateDestinationsTests {
    /// One destination with a latitude out of range (1️⃣), a key the schema does not know (2️⃣), a
    /// longitude out of range (3️⃣); a second destination repeating the first one's name (4️⃣, first
    /// written at 5️⃣) and an event link with an unknown scheme (6️⃣).
    private static var catalog: MarkedText { MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>DestinationData</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>DestinationName</key>
        \t\t\t5️⃣<string>Paris</string>
        \t\t\t<key>DestinationImage</key>
        \t\t\t<string>Paris.png</string>
        \t\t\t<key>DestinationLocation</key>
        \t\t\t<dict>
        \t\t\t\t<key>Title</key>
        \t\t\t\t<string>Paris</string>
        \t\t\t\t<key>Subtitle</key>
        \t\t\t\t<string>The city of light</string>
        \t\t\t\t<key>Latitude</key>
        \t\t\t\t1️⃣<real>148.8566</real>
        \t\t\t\t<key>Longitude</key>
        \t\t\t\t<real>2.3522</real>
        \t\t\t</dict>
        \t\t\t2️⃣<key>Nickname</key>
        \t\t\t<string>Lutetia</string>
        \t\t\t<key>Events</key>
        \t\t\t<array/>
        \t\t\t<key>POIs</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>Title</key>
        \t\t\t\t\t<string>Eiffel Tower</string>
        \t\t\t\t\t<key>Subtitle</key>
        \t\t\t\t\t<string>Iron lattice</string>
        \t\t\t\t\t<key>Latitude</key>
        \t\t\t\t\t<real>48.8584</real>
        \t\t\t\t\t<key>Longitude</key>
        \t\t\t\t\t3️⃣<integer>-200</integer>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t\t<key>Weather</key>
        \t\t\t<string>https://weather.example/paris</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>DestinationName</key>
        \t\t\t4️⃣<string>PARIS</string>
        \t\t\t<key>DestinationImage</key>
        \t\t\t<string>Paris2.png</string>
        \t\t\t<key>DestinationLocation</key>
        \t\t\t<dict>
        \t\t\t\t<key>Title</key>
        \t\t\t\t<string>Paris</string>
        \t\t\t\t<key>Subtitle</key>
        \t\t\t\t<string>Again</string>
        \t\t\t\t<key>Latitude</key>
        \t\t\t\t<real>48.8566</real>
        \t\t\t\t<key>Longitude</key>
        \t\t\t\t<real>2.3522</real>
        \t\t\t</dict>
        \t\t\t<key>Events</key>
        \t\t\t<array>
        \t\t\t\t6️⃣<string>ftp://events.example/paris</string>
        \t\t\t</array>
        \t\t\t<key>POIs</key>
        \t\t\t<array/>
        \t\t\t<key>Weather</key>
        \t\t\t<string>https://weather.example/paris</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """) }

    /// A finding as the JSON reporter gives it: rule, severity, place and related places.
    private struct Finding: Equatable, CustomStringConvertible {
        let rule: String
        let severity: String
        let place: String
        let related: [String]

        var description: String { "\(place) \(severity) \(rule) \(related)" }
    }

    private func place(_ marker: String) -> String {
        let (line, column) = Self.catalog[marker]
        return "App/Destinations.plist:\(line):\(column)"
    }

    @Test("each planted defect is reported once, with its rule id, at the value or key at fault")
    func plantedDefects() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write("App/Destinations.plist", Self.catalog.text)
        let outcome = TripKitCommandLine.tool.invoke(["validate", "--reporter", "json"], in: scratch.url.path)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.error == "")
        let root = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let diagnostics = try #require(root?["diagnostics"] as? [[String: Any]])
        let findings = diagnostics.map { item in
            Finding(
                rule: item["rule"] as? String ?? "", severity: item["severity"] as? String ?? "",
                place: "\(item["file"] ?? ""):\(item["line"] ?? 0):\(item["column"] ?? 0)",
                related: (item["related"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0)" })
        }
        #expect(findings == [
            Finding(rule: "destinations_coordinate_range", severity: "error", place: place("1️⃣"), related: []),
            Finding(rule: "destinations_unknown_key", severity: "warning", place: place("2️⃣"), related: []),
            Finding(rule: "destinations_coordinate_range", severity: "error", place: place("3️⃣"), related: []),
            Finding(rule: "destinations_name", severity: "error", place: place("4️⃣"), related: [place("5️⃣")]),
            Finding(rule: "destinations_url", severity: "error", place: place("6️⃣"), related: []),
        ])
        // The second use of a name gives both positions in its message too, for the reporters
        // (GitHub's annotations) that show no related place.
        let duplicate = try #require(diagnostics.first { $0["rule"] as? String == "destinations_name" })
        let (line, column) = Self.catalog["5️⃣"]
        #expect((duplicate["message"] as? String)?.contains("duplicate destination name") == true)
        #expect((duplicate["message"] as? String)?.contains("; first at \(line):\(column); ") == true, "\(duplicate)")
    }

    @Test("--destinations refuses the catalog validate refuses, listing the same problems, every one", arguments: [
        ["list"], ["show", "1"], ["select", "Paris"],
    ])
    func sameSchemaAsDestinations(words: [String]) throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write("App/Destinations.plist", Self.catalog.text)
        let validated = TripKitCommandLine.tool.invoke(["validate", "--reporter", "json"], in: scratch.url.path)
        let root = try JSONSerialization.jsonObject(with: Data(validated.output.utf8)) as? [String: Any]
        let errors = try #require(root?["diagnostics"] as? [[String: Any]])
            .filter { $0["severity"] as? String == "error" }
            .map { "App/Destinations.plist:\($0["line"] ?? 0):\($0["column"] ?? 0): \($0["message"] ?? "")" }
        #expect(errors.count == 4)
        let store = scratch.file("store").path
        let refused = TripKitCommandLine.tool.invoke(
            ["--destinations", scratch.file("App/Destinations.plist").path, "--store", store] + words)
        #expect(refused.exitCode == .dataError)
        #expect(refused.output == "")
        #expect(refused.error == "Error: " + errors.map { scratch.url.path + "/" + $0 }.joined(separator: "\n") + "\n")
    }

    @Test("an empty catalog is a destinations_schema error at its array")
    func emptyCatalog() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write("Destinations.plist", "<plist version=\"1.0\">\n<dict>\n\t<key>DestinationData</key>\n\t<array/>\n</dict>\n</plist>\n")
        let outcome = TripKitCommandLine.tool.invoke(["validate"], in: scratch.url.path)
        #expect(outcome == Outcome(
            exitCode: .failure,
            output: "Destinations.plist:4:2: error: the catalog is empty: DestinationData holds no destination (destinations_schema)\n",
            error: ""))
    }

    @Test("the schema rules obey the configuration like any other rule")
    func configured() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        try scratch.write("App/Destinations.plist", Self.catalog.text)
        try scratch.write(".tripkit.yml", """
            disabled_rules: [destinations_coordinate_range, destinations_name, destinations_url]
            destinations_unknown_key: error

            """)
        let outcome = TripKitCommandLine.tool.invoke(["validate"], in: scratch.url.path)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.output.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) } == ["\(place("2️⃣")):"])
        #expect(outcome.output.contains(": error: ") && outcome.output.hasSuffix("(destinations_unknown_key)\n"))
    }
}
