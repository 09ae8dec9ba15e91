#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList
import TripSource
import Validation

/// The schema of a RoadTrip `Destinations.plist`, checked value by value so that each finding points
/// at the value at fault.
///
/// The root is a dictionary whose `DestinationData` is an array of destinations; each destination has
/// `DestinationName` (a non-empty string, unique regardless of case), `DestinationImage` (a string),
/// `DestinationLocation` (a place), `Events` (an array of http or https links), `POIs` (an array of
/// places) and `Weather` (an http or https link). A place has `Title` and `Subtitle` (strings) and
/// `Latitude` (-90...90) and `Longitude` (-180...180) (numbers; a number written as a string is
/// accepted with a warning).
public enum DestinationSchema {
    /// Whether a property list is a destination catalog: its root has `DestinationData`, or its file
    /// is called `Destinations.plist`.
    public static func applies(to document: PlistDocument, file: String) -> Bool {
        if document.root["DestinationData"] != nil { return true }
        return file.split(separator: "/").last == "Destinations.plist"
    }

    /// Every schema finding in a catalog, in document order.
    public static func findings(in document: PlistDocument) -> [SchemaFinding] {
        var walker = Walker(fallback: document.root.location
            ?? SourceLocation(file: "", line: 1, column: 1, offset: 0))
        walker.root(document.root)
        return walker.findings
    }

    private static let destinationKeys = ["DestinationName", "DestinationImage", "DestinationLocation",
                                          "Events", "POIs", "Weather"]
    private static let placeKeys = ["Title", "Subtitle", "Latitude", "Longitude"]

    private struct Walker {
        let fallback: SourceLocation
        var findings: [SchemaFinding] = []
        /// Destination names seen, folded to lower case, with where each was first written.
        var names: [String: (name: String, location: SourceLocation)] = [:]

        mutating func root(_ root: PlistValue) {
            guard let dictionary = dictionary(root, path: "root") else { return }
            unknownKeys(in: dictionary, known: ["DestinationData"], path: "")
            guard let data = required("DestinationData", in: dictionary, at: root, path: "") else { return }
            guard let items = data.array else {
                return mismatch(data, expected: "an array of destinations", path: "DestinationData")
            }
            for (index, item) in items.enumerated() {
                destination(item, path: "DestinationData[\(index)]")
            }
        }

        mutating func destination(_ value: PlistValue, path: String) {
            guard let dictionary = dictionary(value, path: path) else { return }
            unknownKeys(in: dictionary, known: DestinationSchema.destinationKeys, path: path)
            if let name = required("DestinationName", in: dictionary, at: value, path: path) {
                destinationName(name, path: path + ".DestinationName")
            }
            if let image = required("DestinationImage", in: dictionary, at: value, path: path) {
                string(image, path: path + ".DestinationImage")
            }
            if let location = required("DestinationLocation", in: dictionary, at: value, path: path) {
                place(location, path: path + ".DestinationLocation")
            }
            if let events = required("Events", in: dictionary, at: value, path: path) {
                if let items = events.array {
                    for (index, event) in items.enumerated() { link(event, path: path + ".Events[\(index)]") }
                } else {
                    mismatch(events, expected: "an array of links", path: path + ".Events")
                }
            }
            if let places = required("POIs", in: dictionary, at: value, path: path) {
                if let items = places.array {
                    for (index, item) in items.enumerated() { place(item, path: path + ".POIs[\(index)]") }
                } else {
                    mismatch(places, expected: "an array of places", path: path + ".POIs")
                }
            }
            if let weather = required("Weather", in: dictionary, at: value, path: path) {
                link(weather, path: path + ".Weather")
            }
        }

        mutating func destinationName(_ value: PlistValue, path: String) {
            guard let name = string(value, path: path) else { return }
            let location = value.location ?? fallback
            let trimmed = name.trimmingWhitespace
            if trimmed.isEmpty {
                return report(.name, "\(path): the destination name is empty", at: location)
            }
            let folded = trimmed.lowercased()
            if let first = names[folded] {
                let same = first.name == name ? "" : " (as \"\(first.name)\")"
                report(.name, "\(path): destination name \"\(name)\" is used twice\(same); "
                       + "names must be unique regardless of case to be chosen by name", at: location,
                       related: [RelatedLocation(first.location, "first used here")])
            } else {
                names[folded] = (name, location)
            }
        }

        mutating func place(_ value: PlistValue, path: String) {
            guard let dictionary = dictionary(value, path: path) else { return }
            unknownKeys(in: dictionary, known: DestinationSchema.placeKeys, path: path)
            if let title = required("Title", in: dictionary, at: value, path: path) {
                string(title, path: path + ".Title")
            }
            if let subtitle = required("Subtitle", in: dictionary, at: value, path: path) {
                string(subtitle, path: path + ".Subtitle")
            }
            if let latitude = required("Latitude", in: dictionary, at: value, path: path) {
                coordinate(latitude, limit: 90, path: path + ".Latitude")
            }
            if let longitude = required("Longitude", in: dictionary, at: value, path: path) {
                coordinate(longitude, limit: 180, path: path + ".Longitude")
            }
        }

        mutating func coordinate(_ value: PlistValue, limit: Double, path: String) {
            let location = value.location ?? fallback
            let number: Double
            switch value.content {
            case .real(let real):
                number = real
            case .integer(let integer):
                number = integer.doubleValue
            case .string(let text):
                guard let parsed = Double(text.trimmingWhitespace), parsed.isFinite else {
                    return mismatch(value, expected: "a real number", path: path)
                }
                number = parsed
                report(.numberAsString, "\(path): the number \"\(text)\" is stored as a string; "
                       + "write <real>\(text.trimmingWhitespace)</real>", at: location)
            default:
                return mismatch(value, expected: "a real number", path: path)
            }
            if !number.isFinite || number < -limit || number > limit {
                let formatted = limit == 90 ? "-90...90" : "-180...180"
                report(.coordinateRange, "\(path): \(number) is outside \(formatted)", at: location)
            }
        }

        mutating func link(_ value: PlistValue, path: String) {
            guard let text = string(value, path: path) else { return }
            let location = value.location ?? fallback
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
                return report(.url, "\(path): \"\(text)\" is not a URL", at: location)
            }
            guard scheme == "http" || scheme == "https" else {
                return report(.url, "\(path): \"\(text)\" has scheme \"\(scheme)\"; expected http or https",
                              at: location)
            }
            if (url.host ?? "").isEmpty {
                report(.url, "\(path): \"\(text)\" has no host", at: location)
            }
        }

        // MARK: Shared checks

        @discardableResult
        mutating func string(_ value: PlistValue, path: String) -> String? {
            guard let text = value.string else {
                mismatch(value, expected: "a string", path: path)
                return nil
            }
            return text
        }

        mutating func dictionary(_ value: PlistValue, path: String) -> PlistDictionary? {
            guard let dictionary = value.dictionary else {
                let expected = path == "root" ? "a dictionary with a DestinationData array" : "a dictionary"
                mismatch(value, expected: expected, path: path)
                return nil
            }
            return dictionary
        }

        mutating func required(_ key: String, in dictionary: PlistDictionary, at value: PlistValue,
                               path: String) -> PlistValue? {
            if let found = dictionary[key] { return found }
            let place = path.isEmpty ? "" : "\(path): "
            report(.structure, "\(place)missing key \"\(key)\"", at: value.location ?? fallback)
            return nil
        }

        mutating func unknownKeys(in dictionary: PlistDictionary, known: [String], path: String) {
            for entry in dictionary.entries where !known.contains(entry.key) {
                let place = path.isEmpty ? "" : "\(path): "
                var message = "\(place)unknown key \"\(entry.key)\""
                if let suggestion = NearMatch.nearest(to: entry.key, in: known) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                report(.unknownKey, message, at: entry.keyLocation ?? entry.value.location ?? fallback)
            }
        }

        mutating func mismatch(_ value: PlistValue, expected: String, path: String) {
            var found = value.kind.withArticle
            if let text = value.string { found = "string \"\(text)\"" }
            report(.structure, "\(path): expected \(expected), found \(found)", at: value.location ?? fallback)
        }

        mutating func report(_ kind: SchemaFinding.Kind, _ message: String, at location: SourceLocation,
                             related: [RelatedLocation] = []) {
            findings.append(SchemaFinding(kind: kind, message: message, location: location, related: related))
        }
    }
}
