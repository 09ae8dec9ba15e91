/// One destination of a RoadTrip catalog, as `Destinations.plist` describes it.
package struct Destination: Sendable, Equatable, Codable {
    /// `DestinationName`: how the destination is listed and chosen.
    package var name: String
    /// `DestinationImage`: the picture's file name in the app.
    package var image: String?
    /// `DestinationLocation`: where it is.
    package var location: Place
    /// `Events`: web pages about what is on.
    package var events: [String]
    /// `POIs`: points of interest.
    package var pointsOfInterest: [Place]
    /// `Weather`: a forecast page.
    package var weather: String?

    package init(name: String, image: String? = nil, location: Place, events: [String] = [],
                pointsOfInterest: [Place] = [], weather: String? = nil) {
        self.name = name
        self.image = image
        self.location = location
        self.events = events
        self.pointsOfInterest = pointsOfInterest
        self.weather = weather
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name = "DestinationName"
        case image = "DestinationImage"
        case location = "DestinationLocation"
        case events = "Events"
        case pointsOfInterest = "POIs"
        case weather = "Weather"
    }

    /// Decoding needs only the name and the location; `DestinationCatalog.catalog(from:file:)`
    /// checks the whole schema first, as `tripkit validate` does, so a catalog missing the rest is
    /// refused before it is decoded.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        image = try container.decodeIfPresent(String.self, forKey: .image)
        location = try container.decode(Place.self, forKey: .location)
        events = try container.decodeIfPresent([String].self, forKey: .events) ?? []
        pointsOfInterest = try container.decodeIfPresent([Place].self, forKey: .pointsOfInterest) ?? []
        weather = try container.decodeIfPresent(String.self, forKey: .weather)
    }
}
