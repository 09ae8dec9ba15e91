import Foundation
import PropertyList

/// Reading property lists: ours against Foundation's readers.
enum PropertyListCases {
    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "tripkit-plist-read", summary: "PlistReader.read(contentsOf:) into PlistValue with locations") { path in
            return try PlistReader.read(contentsOf: path)
        },
        BenchmarkCase(name: "foundation-plistserialization", summary: "PropertyListSerialization.propertyList(from:)") { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        },
        BenchmarkCase(name: "foundation-plistdecoder", summary: "PropertyListDecoder into Codable Destinations types") { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try PropertyListDecoder().decode(DestinationCatalog.self, from: data)
        },
    ]

    /// The Destinations.plist shape, for the decoder peer.
    struct DestinationCatalog: Decodable {
        let DestinationData: [Destination]
    }

    struct Destination: Decodable {
        let DestinationName: String
        let DestinationImage: String
        let DestinationLocation: Location
        let Events: [String]
        let POIs: [Location]
        let Weather: String
    }

    struct Location: Decodable {
        let Title: String
        let Subtitle: String
        let Latitude: Double
        let Longitude: Double
    }
}
