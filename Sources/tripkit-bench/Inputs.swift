import Foundation
import BenchmarkSupport

/// Builds the benchmark inputs: Destinations-style property lists (XML and binary) and generated
/// storyboards.
enum Inputs {
    /// Writes every input into a folder, skipping those that already exist (each is written under a
    /// `.partial` name and renamed when complete, so one that exists is whole).
    ///
    /// - Parameter large: Also the 100 MB plist and the 50 MB storyboard.
    static func generate(into folder: String, large: Bool) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var plists = [("destinations-10mb.plist", 10_000_000)]
        var storyboards = [("storyboard-10mb.storyboard", 10_000_000)]
        if large {
            plists.append(("destinations-100mb.plist", 100_000_000))
            storyboards.append(("storyboard-50mb.storyboard", 50_000_000))
        }
        for (name, size) in plists {
            try write(folder + "/" + name) { handle in try destinationsXML(approximateBytes: size, to: handle) }
            // The same Destinations shape as a binary plist of about the same size.
            let binary = name.replacingOccurrences(of: ".plist", with: ".bplist")
            try write(folder + "/" + binary) { handle in try destinationsBinary(approximateBytes: size, to: handle) }
        }
        for (name, size) in storyboards {
            try write(folder + "/" + name) { handle in
                handle.write(Data(InterfaceBuilderBenchmarkInputs.generateStoryboard(approximateBytes: size).utf8))
            }
        }
        let smallFolder = folder + "/storyboards-1000"
        if !FileManager.default.fileExists(atPath: smallFolder) {
            try FileManager.default.createDirectory(atPath: smallFolder + ".partial", withIntermediateDirectories: true)
            for index in 0..<1000 {
                let text = InterfaceBuilderBenchmarkInputs.generateStoryboard(approximateBytes: 20_000, seed: index)
                try Data(text.utf8).write(to: URL(fileURLWithPath: "\(smallFolder).partial/s\(index).storyboard"))
            }
            try FileManager.default.moveItem(atPath: smallFolder + ".partial", toPath: smallFolder)
        }
        try LocalizationBenchmarkInputs.generate(into: folder + "/storyboards-1000-localized", storyboards: smallFolder)
    }

    private static func write(_ path: String, _ body: (FileHandle) throws -> Void) throws {
        if FileManager.default.fileExists(atPath: path) { return }
        let partial = path + ".partial"
        guard FileManager.default.createFile(atPath: partial, contents: nil) else {
            throw BenchmarkFailure.usage("cannot create \(partial)")
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: partial))
        try body(handle)
        try handle.close()
        try FileManager.default.moveItem(atPath: partial, toPath: path)
    }

    /// A Destinations.plist of about `approximateBytes`: the RoadTrip shape, repeated with varied
    /// names and coordinates, in Apple's XML layout.
    static func destinationsXML(approximateBytes: Int, to handle: FileHandle) throws {
        handle.write(Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>DestinationData</key>
        \t<array>

        """.utf8))
        var written = 0
        var index = 0
        var chunk = ""
        while written < approximateBytes {
            let entry = destination(index)
            chunk += entry
            written += entry.utf8.count
            index += 1
            if chunk.utf8.count > 1 << 20 {
                handle.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        chunk += "\t</array>\n</dict>\n</plist>\n"
        handle.write(Data(chunk.utf8))
    }

    /// A binary Destinations.plist of about `approximateBytes`, written by Foundation's
    /// `PropertyListSerialization` (CoreFoundation's writer: strings stored once, smallest sizes).
    static func destinationsBinary(approximateBytes: Int, to handle: FileHandle) throws {
        func catalog(_ count: Int) -> [String: Any] {
            ["DestinationData": (0..<count).map(destinationObject)]
        }
        let sample = try PropertyListSerialization.data(fromPropertyList: catalog(1000), format: .binary, options: 0)
        let count = max(1, approximateBytes * 1000 / sample.count)
        handle.write(try PropertyListSerialization.data(fromPropertyList: catalog(count), format: .binary, options: 0))
    }

    /// One destination as Foundation objects, with the values `destination(_:)` writes as XML.
    private static func destinationObject(_ index: Int) -> [String: Any] {
        let (latitude, longitude) = coordinates(index)
        func location(_ title: String, _ subtitle: String, _ lat: Double, _ lon: Double) -> [String: Any] {
            ["Title": title, "Subtitle": subtitle, "Latitude": lat, "Longitude": lon]
        }
        return [
            "DestinationName": "Destination \(index) & Co",
            "DestinationImage": "destination-\(index).jpg",
            "DestinationLocation": location("City \(index)", "A great place to visit", latitude, longitude),
            "Events": ["https://example.com/events/\(index)/1.html", "https://example.com/events/\(index)/2.html"],
            "POIs": [location("Point \(index)", "Worth a detour", latitude + 0.01, longitude - 0.01)],
            "Weather": "https://weather.example.com/\(index)",
        ]
    }

    /// Destination `index`'s coordinates, the same in the XML and the binary input.
    private static func coordinates(_ index: Int) -> (latitude: Double, longitude: Double) {
        (Double(index % 180) - 89.5 + Double(index % 997) / 10_000, Double(index % 360) - 179.5 + Double(index % 991) / 10_000)
    }

    private static func destination(_ index: Int) -> String {
        let (latitude, longitude) = coordinates(index)
        func location(_ title: String, _ subtitle: String, _ lat: Double, _ lon: Double, indent: String) -> String {
            """
            \(indent)<dict>
            \(indent)\t<key>Title</key>
            \(indent)\t<string>\(title)</string>
            \(indent)\t<key>Subtitle</key>
            \(indent)\t<string>\(subtitle)</string>
            \(indent)\t<key>Latitude</key>
            \(indent)\t<real>\(lat)</real>
            \(indent)\t<key>Longitude</key>
            \(indent)\t<real>\(lon)</real>
            \(indent)</dict>

            """
        }
        return """
        \t\t<dict>
        \t\t\t<key>DestinationName</key>
        \t\t\t<string>Destination \(index) &amp; Co</string>
        \t\t\t<key>DestinationImage</key>
        \t\t\t<string>destination-\(index).jpg</string>
        \t\t\t<key>DestinationLocation</key>

        """ + location("City \(index)", "A great place to visit", latitude, longitude, indent: "\t\t\t") + """
        \t\t\t<key>Events</key>
        \t\t\t<array>
        \t\t\t\t<string>https://example.com/events/\(index)/1.html</string>
        \t\t\t\t<string>https://example.com/events/\(index)/2.html</string>
        \t\t\t</array>
        \t\t\t<key>POIs</key>
        \t\t\t<array>

        """ + location("Point \(index)", "Worth a detour", latitude + 0.01, longitude - 0.01, indent: "\t\t\t\t") + """
        \t\t\t</array>
        \t\t\t<key>Weather</key>
        \t\t\t<string>https://weather.example.com/\(index)</string>
        \t\t</dict>

        """
    }
}
