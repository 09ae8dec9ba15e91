/// A point on the map with a title: a destination's own location or one of its points of interest.
package struct Place: Sendable, Equatable, Codable {
    package var title: String
    package var subtitle: String?
    package var latitude: Double
    package var longitude: Double

    package init(title: String, subtitle: String? = nil, latitude: Double, longitude: Double) {
        self.title = title
        self.subtitle = subtitle
        self.latitude = latitude
        self.longitude = longitude
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title = "Title"
        case subtitle = "Subtitle"
        case latitude = "Latitude"
        case longitude = "Longitude"
    }
}
