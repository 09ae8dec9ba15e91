import Foundation
import TestSupport
import Testing
import CommandLineKit
import TripKitCLI

/// The destination commands run in-process, each with a private store and, where needed, a catalog
/// file of its own.
@Suite("Destination commands")
struct DestinationCommandTests {
    let scratch: TemporaryDirectory
    let environment: [String: String]

    init() throws {
        scratch = try TemporaryDirectory(prefix: "tripkit-cli-tests")
        environment = ["TRIPKIT_STORE": scratch.file("store").path]
    }

    func run(_ words: String..., isTerminal: Bool = false, extra: [String: String] = [:]) -> Outcome {
        TripKitCommandLine.tool.invoke(words, isTerminal: isTerminal,
                                       environment: environment.merging(extra) { $1 })
    }

    /// A catalog file written for the test.
    func catalog(_ names: [String], file: String = "Destinations.plist") throws -> String {
        let entries = names.map { name in
            """
            <dict><key>DestinationName</key><string>\(name)</string>
            <key>DestinationLocation</key><dict><key>Title</key><string>\(name)</string>
            <key>Subtitle</key><string>Somewhere</string><key>Latitude</key><real>1</real>
            <key>Longitude</key><real>2</real></dict><key>DestinationImage</key><string>\(name).png</string>
            <key>Events</key><array/><key>POIs</key><array/><key>Weather</key><string>https://weather.example/</string></dict>
            """
        }.joined(separator: "\n")
        let path = scratch.file(file).path
        try Data("<plist version=\"1.0\"><dict><key>DestinationData</key><array>\n\(entries)\n</array></dict></plist>\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the first run without a terminal welcomes, says how to choose, and exits 1")
    func firstRun() {
        let outcome = run()
        #expect(outcome.exitCode == .failure)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("Welcome to Road Trip! You have not chosen a destination yet.\n"))
        #expect(outcome.error.contains("tripkit select NAME"))
    }

    @Test("select by name, by number and by prefix prints the name and is remembered", arguments: [
        ("San Francisco", "San Francisco"), ("2", "San Francisco"), ("new", "New York City"), ("NEW YORK CITY", "New York City"),
    ])
    func select(query: String, expected: String) {
        let selected = run("select", query)
        #expect(selected == Outcome(exitCode: .success, output: expected + "\n", error: ""))
        #expect(run("current").output == expected + "\n")
        #expect(run().output.hasPrefix(expected + "  (current)\n"))
    }

    @Test("list numbers the destinations and marks the current one, in table, plain and JSON forms")
    func list() throws {
        #expect(run("list").output == "  1  New York City  A great city\n  2  San Francisco  A great city\n")
        _ = run("select", "2")
        #expect(run("list").output == "  1  New York City  A great city\n* 2  San Francisco  A great city\n")
        #expect(run("list", "--plain").output == "1\tNew York City\t\n2\tSan Francisco\t*\n")
        let json = try JSONSerialization.jsonObject(with: Data(run("list", "--json").output.utf8)) as? [[String: Any]]
        #expect(json?.map { $0["name"] as? String } == ["New York City", "San Francisco"])
        #expect(json?.map { $0["current"] as? Bool } == [false, true])
        #expect(run("list", "--json", "--plain").exitCode == .usage)
    }

    @Test("show prints a destination in full; the current one by default")
    func show() throws {
        let named = run("show", "new")
        #expect(named.exitCode == .success)
        #expect(named.output.contains("The Statue of Liberty — Pro-democracy and anti-monarchy symbol of freedom (40.689244, -74.044514)"))
        #expect(named.output.contains("http://nealgoldstein.com/ApiAppPictures/NYC/NYCEvent1.html"))
        #expect(named.output.contains("Weather   http://forecast.weather.gov/"))
        #expect(run("show").exitCode == .failure, "nothing chosen yet")
        _ = run("select", "San Francisco")
        #expect(run("show").output.hasPrefix("San Francisco  (current)\nNumber    2\n"))
        let json = try JSONSerialization.jsonObject(with: Data(run("show", "--json").output.utf8)) as? [String: Any]
        #expect((json?["location"] as? [String: Any])?["latitude"] as? Double == 37.774929)
    }

    @Test("current prints the name or fails with status 1; --json prints everything")
    func current() throws {
        let none = run("current")
        #expect(none.exitCode == .failure)
        #expect(none.error.hasPrefix("No destination is chosen yet.\n"))
        _ = run("select", "1")
        let json = try JSONSerialization.jsonObject(with: Data(run("current", "--json").output.utf8)) as? [String: Any]
        #expect(json?["name"] as? String == "New York City")
        #expect(json?["number"] as? Int == 1)
    }

    @Test("JSON for people and scripts writes / as itself, not \\/")
    func jsonSlashes() {
        _ = run("select", "1")
        for arguments in [["show", "--json"], ["current", "--json"], ["list", "--json"]] {
            let output = run(arguments[0], arguments[1]).output
            #expect(output.contains("http://"), "\(arguments)")
            #expect(!output.contains("\\/"), "\(arguments)")
        }
    }

    @Test("reset forgets the choice: the next run is a first run again")
    func reset() {
        _ = run("select", "1")
        #expect(run("reset").exitCode == .success)
        #expect(run("current").exitCode == .failure)
        #expect(run().error.hasPrefix("Welcome to Road Trip!"))
    }

    @Test("unknown, ambiguous and missing destinations are refused with the right status and nothing stored")
    func refusals() throws {
        let unknown = run("select", "San Fransisco")
        #expect(unknown.exitCode == .failure)
        #expect(unknown.error.contains("no destination is called or numbered 'San Fransisco'"))
        #expect(unknown.error.contains("did you mean 'San Francisco'?"))
        #expect(run("select", "3").exitCode == .failure)
        let path = try catalog(["San Diego", "San Francisco"])
        let ambiguous = run("select", "san", "--destinations", path)
        #expect(ambiguous.exitCode == .usage)
        #expect(ambiguous.error.contains("'san' could mean 'San Diego', 'San Francisco'"))
        let bare = run("select")
        #expect(bare.exitCode == .usage)
        #expect(bare.error.contains("No destination given, and there is no terminal to choose on"))
        let refused = run("select", "--no-input", isTerminal: true)
        #expect(refused.exitCode == .usage, "--no-input forces it on a terminal")
        #expect(refused.error.contains("No destination given, and --no-input forbids asking."))
        #expect(run("current").exitCode == .failure, "nothing was stored")
    }

    @Test("--destinations and $TRIPKIT_DESTINATIONS name another catalog; the option wins")
    func otherCatalog() throws {
        let paris = try catalog(["Paris", "Lyon"], file: "france.plist")
        let tokyo = try catalog(["Tokyo"], file: "japan.plist")
        #expect(run("list", "--plain", "--destinations", paris).output == "1\tParis\t\n2\tLyon\t\n")
        #expect(run("list", "--plain", extra: ["TRIPKIT_DESTINATIONS": tokyo]).output == "1\tTokyo\t\n")
        #expect(run("list", "--plain", "--destinations", paris, extra: ["TRIPKIT_DESTINATIONS": tokyo]).output
                == "1\tParis\t\n2\tLyon\t\n")
    }

    @Test("a remembered destination that left the catalog is reported, not replaced by its old row")
    func gone() throws {
        let both = try catalog(["Paris", "Lyon"])
        _ = run("select", "Lyon", "--destinations", both)
        let onlyParis = try catalog(["Paris"], file: "fewer.plist")
        let status = run("--destinations", onlyParis)
        #expect(status.exitCode == .failure)
        #expect(status.error.hasPrefix("Your destination, Lyon, is no longer in \(onlyParis).\n"))
        let current = run("current", "--destinations", onlyParis)
        #expect(current.exitCode == .failure)
        #expect(current.error.hasPrefix("The remembered destination, Lyon, is no longer in \(onlyParis)."))
        let reordered = try catalog(["Lyon", "Paris"], file: "reordered.plist")
        #expect(run("current", "--destinations", reordered).output == "Lyon\n")
    }

    @Test("a missing catalog exits 66, a broken one 65 with the position of the fault")
    func brokenCatalog() throws {
        let missing = run("list", "--destinations", scratch.file("nope.plist").path)
        #expect(missing.exitCode == .noInput)
        #expect(missing.error.hasPrefix("Error: no such destinations file: \(scratch.file("nope.plist").path)"))
        let path = scratch.file("broken.plist").path
        try Data("<plist>\n<dict>\n<key>DestinationData</key>\n<array>\n".utf8).write(to: URL(fileURLWithPath: path))
        let broken = run("list", "--destinations", path)
        #expect(broken.exitCode == .dataError)
        #expect(broken.error.hasPrefix("Error: \(path):5:1: expected </array> closing <array> opened at 4:1"))
        let wrong = scratch.file("wrong.plist").path
        try Data("<plist><dict><key>DestinationData</key><string>x</string></dict></plist>".utf8)
            .write(to: URL(fileURLWithPath: wrong))
        let notCatalog = run("list", "--destinations", wrong)
        #expect(notCatalog.exitCode == .dataError)
        #expect(notCatalog.error.contains("\(wrong):1:40: DestinationData: expected an array"))
    }

    @Test("a corrupt store is reported with its position and the repair command, and left untouched")
    func corruptStore() throws {
        let store = scratch.file("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let file = store.appendingPathComponent("tripkit.plist")
        let damaged = Data("<plist>\n<dict>\n<key>DestinationPreferenceKey</key>\n".utf8)
        try damaged.write(to: file)
        let current = run("current")
        #expect(current.exitCode == .dataError)
        #expect(current.error.contains("\(file.path):4:1:"))
        #expect(current.error.contains("tripkit defaults repair tripkit"))
        let select = run("select", "1")
        #expect(select.exitCode == .dataError, "a damaged file is 65 for a write as for a read")
        #expect(try Data(contentsOf: file) == damaged)
        #expect(run("defaults", "repair", "tripkit").exitCode == .success)
        #expect(run("select", "1").exitCode == .success)
    }

    /// A catalog whose second and fourth destinations share a name (in another case), marked
    /// where each name is written.
    static var duplicated: MarkedText { MarkedText("""
        <plist version="1.0"><dict><key>DestinationData</key><array>
        \(["1️⃣<string>Paris</string>", "<string>Lyon</string>", "<string>Nice</string>", "2️⃣<string>PARIS</string>"].map { name in
            "<dict><key>DestinationName</key>\(name)<key>DestinationLocation</key><dict><key>Title</key><string>t</string>"
                + "<key>Subtitle</key><string>s</string><key>Latitude</key><real>1</real><key>Longitude</key><real>2</real></dict>"
                + "<key>DestinationImage</key><string>i.png</string><key>Events</key><array/><key>POIs</key><array/>"
                + "<key>Weather</key><string>https://weather.example/</string></dict>"
        }.joined(separator: "\n"))
        </array></dict></plist>

        """) }

    @Test("a catalog with a name used twice is refused by every command, with both positions", arguments: [
        ["list"], ["list", "--json"], ["show", "2"], ["select", "Lyon"], ["current"], [],
    ])
    func duplicateNames(words: [String]) throws {
        let path = scratch.file("Duplicated.plist").path
        try Data(Self.duplicated.text.utf8).write(to: URL(fileURLWithPath: path))
        let (line, column) = Self.duplicated["2️⃣"]
        let (firstLine, firstColumn) = Self.duplicated["1️⃣"]
        let outcome = TripKitCommandLine.tool.invoke(["--destinations", path] + words, environment: environment)
        #expect(outcome == Outcome(
            exitCode: .dataError, output: "",
            error: "Error: \(path):\(line):\(column): DestinationData[3].DestinationName: duplicate destination name "
                + "\"PARIS\" (as \"Paris\"); first at \(firstLine):\(firstColumn); names must be unique regardless of case "
                + "to be chosen by name\n"))
    }

    @Test("an empty catalog says it is empty instead of listing nothing or opening an empty picker", arguments: [
        ["list"], ["list", "--plain"], ["show"], ["select"], ["current"], [],
    ])
    func emptyCatalog(words: [String]) throws {
        let path = try catalog([], file: "Empty.plist")
        // On a terminal, where select and the first run would open the picker.
        let outcome = TripKitCommandLine.tool.invoke(["--destinations", path] + words, isTerminal: true,
                                                     environment: environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(outcome.exitCode == .dataError)
        #expect(outcome.output == "")
        #expect(outcome.error.hasPrefix("Error: \(path):1:"))
        #expect(outcome.error.hasSuffix(": the catalog is empty: DestinationData holds no destination\n"), "\(outcome.error)")
    }

    @Test("destination names complete from the catalog the command line names")
    func completion() throws {
        let paris = try catalog(["Paris", "Lyon"])
        #expect(run("__complete", "destination", "--", "select", "").output == "New York City\nSan Francisco\n")
        #expect(run("__complete", "destination", "--", "select", "--destinations", paris, "L").output == "Lyon\n")
    }
}
