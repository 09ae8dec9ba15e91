/// A point on the map with a title: a destination's own location or one of its points of interest.
public struct Place: Sendable, Equatable, Codable {
    public var title: String
    public var subtitle: String?
    public var latitude: Double
    public var longitude: Double

    public init(title: String, subtitle: String? = nil, latitude: Double, longitude: Double) {
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
