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

/// Decodes a value as the numeric type named by `typeName` and describes the result, for tables of
/// number cases.
func decodedNumber(_ typeName: String, from value: PlistValue, decoder: PlistDecoder = PlistDecoder()) throws -> String {
    switch typeName {
    case "Int": "\(try decoder.decode(Int.self, from: value))"
    case "Int16": "\(try decoder.decode(Int16.self, from: value))"
    case "UInt8": "\(try decoder.decode(UInt8.self, from: value))"
    case "UInt64": "\(try decoder.decode(UInt64.self, from: value))"
    case "Float": "\(try decoder.decode(Float.self, from: value))"
    default: "\(try decoder.decode(Double.self, from: value))"
    }
}
