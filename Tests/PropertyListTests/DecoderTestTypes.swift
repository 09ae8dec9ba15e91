import Foundation
import PropertyList
import TestSupport
import TripSource

/// The RoadTrip catalog as the TripKit domain will decode it.
struct Catalog: Codable, Equatable {
    var destinations: [Destination]

    enum CodingKeys: String, CodingKey {
        case destinations = "DestinationData"
    }
}

struct Destination: Codable, Equatable {
    var name: String
    var image: String
    var location: Place
    var events: [URL]
    var pointsOfInterest: [Place]
    var weather: URL

    enum CodingKeys: String, CodingKey {
        case name = "DestinationName"
        case image = "DestinationImage"
        case location = "DestinationLocation"
        case events = "Events"
        case pointsOfInterest = "POIs"
        case weather = "Weather"
    }
}

struct Place: Codable, Equatable {
    var title: String
    var subtitle: String
    var latitude: Double
    var longitude: Double

    enum CodingKeys: String, CodingKey {
        case title = "Title"
        case subtitle = "Subtitle"
        case latitude = "Latitude"
        case longitude = "Longitude"
    }
}

/// Reads marked XML text as a file named `name`, returning the root and a function from marker to location.
func markedDocument(_ text: String, file: String = "Destinations.plist") throws
    -> (root: PlistValue, place: (String) -> TripSource.SourceLocation) {
    let marked = MarkedText(text)
    let bytes = Array(marked.text.utf8)
    let lineMap = LineMap(bytes)
    let root = try PlistReader.read(bytes: bytes, file: file).root
    return (root, { marker in
        let (line, column) = marked[marker]
        let offset = (lineMap.offset(ofLine: line) ?? 0) + column - 1
        return TripSource.SourceLocation(file: file, line: line, column: column, offset: offset)
    })
}

/// Decodes with a strict decoder and returns the `PlistDecodingError`, or `nil` when decoding succeeds.
func decodingError<T: Decodable>(_ type: T.Type, from value: PlistValue,
                                 decoder: PlistDecoder = PlistDecoder()) -> PlistDecodingError? {
    do {
        _ = try decoder.decode(type, from: value)
        return nil
    } catch let error as PlistDecodingError {
        return error
    } catch {
        return nil
    }
}
