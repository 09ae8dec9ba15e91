import CommandLineKit
import PropertyList
import RoadTrip

/// How destinations read on the terminal and in JSON.
enum DestinationText {
    /// One destination in full, as `tripkit show` prints it.
    static func details(_ destination: Destination, number: Int, isCurrent: Bool, on stream: ConsoleStream) -> String {
        var lines: [String] = []
        let marker = isCurrent ? stream.styled("  (current)", .dim) : ""
        lines.append(stream.styled(destination.name, .bold) + marker)
        lines.append(row("Number", String(number)))
        lines.append(row("Location", place(destination.location)))
        if let image = destination.image { lines.append(row("Image", image)) }
        if let weather = destination.weather { lines.append(row("Weather", weather)) }
        if !destination.pointsOfInterest.isEmpty {
            lines.append("Points of interest")
            lines += destination.pointsOfInterest.map { "  " + place($0) }
        }
        if !destination.events.isEmpty {
            lines.append("Events")
            lines += destination.events.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Title — Subtitle (lat, long)`.
    static func place(_ place: Place) -> String {
        var text = place.title
        if let subtitle = place.subtitle, !subtitle.isEmpty { text += " — " + subtitle }
        return text + " (\(coordinate(place.latitude)), \(coordinate(place.longitude)))"
    }

    /// The destinations as `tripkit list` prints them: number, name and where, the current one marked.
    static func table(_ catalog: DestinationCatalog, current: Int?, on stream: ConsoleStream) -> String {
        let width = String(catalog.destinations.count).count
        let nameWidth = catalog.destinations.map(\.name.count).max() ?? 0
        return catalog.destinations.enumerated().map { index, destination in
            let isCurrent = index == current
            let number = String(repeating: " ", count: width - String(index + 1).count) + String(index + 1)
            let name = destination.name + String(repeating: " ", count: nameWidth - destination.name.count)
            let subtitle = destination.location.subtitle ?? ""
            let line = "\(isCurrent ? "*" : " ") \(number)  \(name)  \(subtitle)"
            let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
            return (isCurrent ? stream.styled(trimmed, .bold) : trimmed) + "\n"
        }.joined()
    }

    /// The destinations as tab-separated lines for scripts: number, name, and `*` for the current one.
    static func plain(_ catalog: DestinationCatalog, current: Int?) -> String {
        catalog.destinations.enumerated().map { index, destination in
            "\(index + 1)\t\(destination.name)\t\(index == current ? "*" : "")\n"
        }.joined()
    }

    /// A destination as a JSON object (keys in a fixed order).
    static func json(_ destination: Destination, index: Int, isCurrent: Bool) -> PlistValue {
        var object: PlistDictionary = [
            "number": .integer(index + 1),
            "name": .string(destination.name),
            "current": .boolean(isCurrent),
            "location": json(destination.location),
        ]
        if let image = destination.image { object["image"] = .string(image) }
        object["pointsOfInterest"] = .array(destination.pointsOfInterest.map(json))
        object["events"] = .array(destination.events.map { .string($0) })
        if let weather = destination.weather { object["weather"] = .string(weather) }
        return .dictionary(object)
    }

    static func json(_ place: Place) -> PlistValue {
        var object: PlistDictionary = ["title": .string(place.title)]
        if let subtitle = place.subtitle { object["subtitle"] = .string(subtitle) }
        object["latitude"] = .real(place.latitude)
        object["longitude"] = .real(place.longitude)
        return .dictionary(object)
    }

    /// JSON text for a value, pretty-printed, ending in a newline.
    static func jsonText(_ value: PlistValue) throws -> String {
        try PlistWriter.json(value, options: .init(prettyPrinted: true, escapesSlashes: false)) + "\n"
    }

    private static func row(_ label: String, _ value: String) -> String {
        label + String(repeating: " ", count: max(1, 10 - label.count)) + value
    }

    private static func coordinate(_ value: Double) -> String {
        value.description
    }
}
