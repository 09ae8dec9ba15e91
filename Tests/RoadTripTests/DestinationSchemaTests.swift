import Foundation
import PropertyList
import Testing
import TestSupport
import RoadTrip

@Suite("Destinations.plist schema")
struct DestinationSchemaTests {
    static func findings(_ marked: MarkedText) throws -> [SchemaFinding] {
        let document = try PlistReader.read(bytes: Array(marked.text.utf8), file: "Destinations.plist")
        return DestinationSchema.findings(in: document)
    }

    @Test("the fixture catalog is clean")
    func cleanFixture() throws {
        let path = SharedFiles.fixtures.appendingPathComponent("Destinations.plist").path
        #expect(DestinationSchema.findings(in: try PlistReader.read(contentsOf: path)).isEmpty)
    }

    @Test("each problem is reported at the value at fault, with the right kind")
    func planted() throws {
        let marked = MarkedText("""
        <plist version="1.0">
        <dict>
        <key>DestinationData</key>
        <array>
        1️⃣<dict>
        	<key>DestinationName</key>	2️⃣<string>Paris</string>
        	<key>DestinationImage</key>	<string>p.png</string>
        	<key>DestinationLocation</key>
        	<dict>
        		<key>Title</key>	<string>Paris</string>
        		<key>Subtitle</key>	<string>City of light</string>
        		<key>Latitude</key>	3️⃣<real>95.0</real>
        		<key>Longitude</key>	4️⃣<string>2.35</string>
        	</dict>
        	<key>Events</key>	<array>5️⃣<string>ftp://example.com/e</string>6️⃣<string>not a url</string></array>
        	<key>POIs</key>	<array/>
        	7️⃣<key>Wether</key>	<string>https://example.com/w</string>
        </dict>
        <dict>
        	<key>DestinationName</key>	8️⃣<string>paris</string>
        	<key>DestinationImage</key>	<string>q.png</string>
        	<key>DestinationLocation</key>	9️⃣<string>north</string>
        	<key>Events</key>	<array/>
        	<key>POIs</key>	<array/>
        	<key>Weather</key>	<string>https://example.com/w</string>
        </dict>
        </array>
        </dict>
        </plist>
        """)
        let found = try Self.findings(marked)
        let rendered = found.map { "\($0.kind) \($0.location.line):\($0.location.column) \($0.message)" }
        let p = { (m: String) in "\(marked[m].line):\(marked[m].column)" }
        #expect(rendered == [
            "unknownKey \(p("7️⃣")) DestinationData[0]: unknown key \"Wether\"; did you mean \"Weather\"?",
            "coordinateRange \(p("3️⃣")) DestinationData[0].DestinationLocation.Latitude: 95.0 is outside -90...90",
            "numberAsString \(p("4️⃣")) DestinationData[0].DestinationLocation.Longitude: the number \"2.35\" is stored as a string; write <real>2.35</real>",
            "url \(p("5️⃣")) DestinationData[0].Events[0]: \"ftp://example.com/e\" has scheme \"ftp\"; expected http or https",
            "url \(p("6️⃣")) DestinationData[0].Events[1]: \"not a url\" is not a URL",
            "structure \(p("1️⃣")) DestinationData[0]: missing key \"Weather\"",
            "name \(p("8️⃣")) DestinationData[1].DestinationName: duplicate destination name \"paris\" (as \"Paris\"); first at \(p("2️⃣")); names must be unique regardless of case to be chosen by name",
            "structure \(p("9️⃣")) DestinationData[1].DestinationLocation: expected a dictionary, found string \"north\"",
        ])
        let duplicate = try #require(found.first { $0.kind == .name })
        #expect(duplicate.related.first?.location.line == marked["2️⃣"].line)
    }

    @Test("an empty catalog is a structure finding at its DestinationData array")
    func emptyCatalog() throws {
        let marked = MarkedText("<plist><dict><key>DestinationData</key>1️⃣<array/></dict></plist>")
        let document = try PlistReader.read(bytes: Array(marked.text.utf8), file: "Destinations.plist")
        let found = DestinationSchema.findings(in: document)
        #expect(found.map(\.kind) == [.structure])
        #expect(found.map(\.message) == ["the catalog is empty: DestinationData holds no destination"])
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["\(marked["1️⃣"].line):\(marked["1️⃣"].column)"])
    }

    @Test("the validation rules report each kind under its own id")
    func rules() throws {
        let text = "<plist><dict><key>DestinationData</key><array><dict><key>DestinationName</key><string></string></dict></array></dict></plist>"
        let document = try PlistReader.read(bytes: Array(text.utf8), file: "x/Destinations.plist")
        #expect(DestinationsName().check(document).map(\.ruleID) == ["destinations_name"])
        #expect(DestinationsStructure().check(document).count == 5)
        #expect(DestinationsURL().check(document).isEmpty)
        let other = try PlistReader.read(bytes: Array("<plist><dict><key>CFBundleName</key><string>x</string></dict></plist>".utf8),
                                         file: "Info.plist")
        #expect(DestinationsStructure().check(other).isEmpty, "rules only apply to catalogs")
    }
}
