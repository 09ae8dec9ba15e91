import Foundation
import PropertyList
import Testing
import TestSupport
import RoadTrip
import TripSource

@Suite("Destination catalog")
struct CatalogTests {
    static var fixture: String { SharedFiles.fixtures.appendingPathComponent("Destinations.plist").path }

    @Test("the bundled fixture reads as the book has it: New York City and San Francisco")
    func fixtureCatalog() throws {
        let catalog = try DestinationCatalog.load(contentsOf: Self.fixture)
        #expect(catalog.destinations.map(\.name) == ["New York City", "San Francisco"])
        let newYork = catalog.destinations[0]
        #expect(newYork.location.latitude == 40.712756)
        #expect(newYork.pointsOfInterest.first?.title == "The Statue of Liberty")
        #expect(newYork.events.count == 2)
        #expect(newYork.weather?.hasPrefix("http://forecast.weather.gov/") == true)
        #expect(catalog.destinations[1].pointsOfInterest.first?.title == "Golden Gate Bridge")
        #expect(catalog.numbersStoredAsStrings.isEmpty)
    }

    @Test("numbers stored as strings are accepted and listed with their positions")
    func numbersAsStrings() throws {
        let path = SharedFiles.fixtures.appendingPathComponent("PropertyList/DestinationsHandEdited.plist").path
        let catalog = try DestinationCatalog.load(contentsOf: path)
        let canonical = try DestinationCatalog.load(contentsOf: Self.fixture)
        #expect(catalog.destinations == canonical.destinations)
        #expect(!catalog.numbersStoredAsStrings.isEmpty)
        #expect(catalog.numbersStoredAsStrings.allSatisfy { $0.location?.file == path })
    }

    @Test("a name, a case-insensitive unique prefix or a number counting from 1 finds a destination", arguments: [
        ("New York City", 0), ("new york city", 0), ("san", 1), ("S", 1), ("1", 0), ("2", 1), ("  New  ", 0),
    ])
    func lookup(query: String, index: Int) throws {
        let catalog = try DestinationCatalog.load(contentsOf: Self.fixture)
        #expect(catalog.find(query) == .found(index: index, destination: catalog.destinations[index]))
    }

    @Test("an ambiguous prefix lists the candidates; an unknown name or index finds nothing")
    func ambiguousAndMissing() {
        let place = Place(title: "x", latitude: 0, longitude: 0)
        let catalog = DestinationCatalog(destinations: [
            Destination(name: "San Diego", location: place), Destination(name: "San Francisco", location: place),
            Destination(name: "2046", location: place),
        ])
        #expect(catalog.find("san") == .ambiguous(["San Diego", "San Francisco"]))
        #expect(catalog.find("Paris") == .notFound)
        #expect(catalog.find("7") == .notFound)
        #expect(catalog.find("0") == .notFound)
        #expect(catalog.find("2046") == .found(index: 2, destination: catalog.destinations[2]))
    }

    @Test("a missing file, a directory, a malformed file and a file that is not a catalog give distinct errors")
    func errors() throws {
        #expect(throws: CatalogError.missingFile(path: "/nonexistent/Destinations.plist")) {
            try DestinationCatalog.load(contentsOf: "/nonexistent/Destinations.plist")
        }
        let scratch = try TemporaryDirectory(prefix: "tripkit-catalog")
        defer { withExtendedLifetime(scratch) {} }
        // A directory is there but is no file: an input that cannot be read, not one that does not parse.
        let folder = CatalogError.unreadable(path: scratch.path, reason: "it is a directory")
        #expect(throws: folder) { try DestinationCatalog.load(contentsOf: scratch.path) }
        #expect(folder.description == "\(scratch.path): error: cannot read the destinations file: it is a directory")
        let broken = try scratch.write("broken.plist", Data("<plist>\n<dict>\n<key>DestinationData</key>\n".utf8))
        do {
            _ = try DestinationCatalog.load(contentsOf: broken.path)
            Issue.record("expected an error")
        } catch let error as CatalogError {
            guard case .malformed = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix(broken.path + ":4:1: error: expected </dict>"))
        }
        let wrong = try scratch.write("wrong.plist", Data("<plist>\n<dict>\n<key>DestinationData</key>\n<array>\n<dict><key>DestinationName</key><integer>3</integer></dict>\n</array>\n</dict>\n</plist>".utf8))
        do {
            _ = try DestinationCatalog.load(contentsOf: wrong.path)
            Issue.record("expected an error")
        } catch let error as CatalogError {
            // Every problem, as `tripkit validate` lists them, not only the first.
            #expect(error.description == [
                "\(wrong.path):5:33: error: DestinationData[0].DestinationName: expected a string, found an integer",
                "\(wrong.path):5:1: error: DestinationData[0]: missing key \"DestinationImage\"",
                "\(wrong.path):5:1: error: DestinationData[0]: missing key \"DestinationLocation\"",
                "\(wrong.path):5:1: error: DestinationData[0]: missing key \"Events\"",
                "\(wrong.path):5:1: error: DestinationData[0]: missing key \"POIs\"",
                "\(wrong.path):5:1: error: DestinationData[0]: missing key \"Weather\"",
            ].joined(separator: "\n"))
        }
    }
}

@Suite("Catalog names")
struct CatalogNameTests {
    private func load(_ marked: MarkedText) throws -> DestinationCatalog {
        try DestinationCatalog.load(bytes: Array(marked.text.utf8), file: "D.plist")
    }

    private static func entry(_ name: String) -> String {
        "<dict><key>DestinationName</key>\(name)<key>DestinationLocation</key><dict><key>Title</key><string>t</string>"
            + "<key>Subtitle</key><string>s</string><key>Latitude</key><real>1</real><key>Longitude</key><real>2</real></dict>"
            + "<key>DestinationImage</key><string>i.png</string><key>Events</key><array/><key>POIs</key><array/>"
            + "<key>Weather</key><string>https://weather.example/</string></dict>\n"
    }

    @Test("a name used twice, in any case, is refused at the second with where the first is")
    func duplicateName() throws {
        for (first, second) in [("Paris", "Paris"), ("Paris", " paris")] {
            let marked = MarkedText("<plist><dict><key>DestinationData</key><array>\n"
                + Self.entry("1️⃣<string>\(first)</string>") + Self.entry("<string>Lyon</string>")
                + Self.entry("2️⃣<string>\(second)</string>") + "</array></dict></plist>")
            let error = try #require(throws: CatalogError.self) { try load(marked) }
            let (line, column) = marked["2️⃣"]
            let (firstLine, firstColumn) = marked["1️⃣"]
            let spelling = first == second ? "" : " (as \"\(first)\")"
            #expect(error.description
                == "D.plist:\(line):\(column): error: DestinationData[2].DestinationName: duplicate destination name "
                + "\"\(second)\"\(spelling); first at \(firstLine):\(firstColumn); names must be unique regardless of case "
                + "to be chosen by name")
        }
    }

    @Test("a catalog without destinations is refused as empty, at its array")
    func empty() throws {
        let marked = MarkedText("<plist><dict><key>DestinationData</key>\n1️⃣<array>\n</array></dict></plist>")
        let error = try #require(throws: CatalogError.self) { try load(marked) }
        let (line, column) = marked["1️⃣"]
        guard case .schema(let problems) = error, problems.map(\.kind) == [.structure] else { Issue.record("\(error)"); return }
        #expect(error.description == "D.plist:\(line):\(column): error: the catalog is empty: DestinationData holds no destination")
    }
}

@Suite("Bundled catalog")
struct BundledCatalogTests {
    @Test("the catalog built into the tool is byte for byte Fixtures/Destinations.plist")
    func sameAsFixture() throws {
        let fixture = try Data(contentsOf: SharedFiles.fixtures.appendingPathComponent("Destinations.plist"))
        #expect(BundledCatalog.bytes == [UInt8](fixture))
        #expect(try BundledCatalog.load().destinations.map(\.name) == ["New York City", "San Francisco"])
    }
}
