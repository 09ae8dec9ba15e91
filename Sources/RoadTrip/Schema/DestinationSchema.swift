#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList
import TripSource
import RuleEngine

/// The schema of a RoadTrip `Destinations.plist`, checked value by value so that each finding points
/// at the value at fault.
///
/// The root is a dictionary whose `DestinationData` is an array of destinations; each destination has
/// `DestinationName` (a non-empty string, unique regardless of case), `DestinationImage` (a string),
/// `DestinationLocation` (a place), `Events` (an array of http or https links), `POIs` (an array of
/// places) and `Weather` (an http or https link). A place has `Title` and `Subtitle` (strings) and
/// `Latitude` (-90...90) and `Longitude` (-180...180) (numbers; a number written as a string is
/// accepted with a warning).
package enum DestinationSchema {
    /// Whether a property list is a destination catalog: its root has `DestinationData`, or its file
    /// is called `Destinations.plist`.
    package static func applies(to document: PlistDocument, file: String) -> Bool {
        if document.root["DestinationData"] != nil { return true }
        return file.split(separator: "/").last == "Destinations.plist"
    }

    /// Every schema finding in a catalog, in document order.
    package static func findings(in document: PlistDocument) -> [SchemaFinding] {
        var walker = Walker(fallback: document.root.location
            ?? SourceLocation(wholeFile: SourceFile.unnamed))
        walker.root(document.root)
        return walker.findings
    }

    /// A value's check: what the schema expects under a key.
    private enum Check: Sendable {
        /// A string.
        case string
        /// A destination name: a non-empty string, unique regardless of case.
        case destinationName
        /// A place (a dictionary of `placeFields`).
        case place
        /// An http or https link.
        case link
        /// A number within -limit...limit.
        case coordinate(limit: Double)
        /// An array whose items each pass `item`; `expected` names it in a mismatch.
        indirect case array(of: Check, expected: String)
    }

    /// The keys of a destination, in the order they are checked, each with its check.
    private static let destinationFields: [(key: String, check: Check)] = [
        ("DestinationName", .destinationName), ("DestinationImage", .string), ("DestinationLocation", .place),
        ("Events", .array(of: .link, expected: "an array of links")),
        ("POIs", .array(of: .place, expected: "an array of places")), ("Weather", .link),
    ]

    /// The keys of a place, in the order they are checked, each with its check.
    private static let placeFields: [(key: String, check: Check)] = [
        ("Title", .string), ("Subtitle", .string),
        ("Latitude", .coordinate(limit: 90)), ("Longitude", .coordinate(limit: 180)),
    ]

    private struct Walker {
        let fallback: SourceLocation
        var findings: [SchemaFinding] = []
        /// Destination names seen, with where each was first written.
        var names = DestinationNames()

        mutating func root(_ root: PlistValue) {
            guard let dictionary = dictionary(root, path: "root") else { return }
            unknownKeys(in: dictionary, known: ["DestinationData"], path: "")
            guard let data = required("DestinationData", in: dictionary, at: root, path: "") else { return }
            guard let items = data.array else {
                return mismatch(data, expected: "an array of destinations", path: "DestinationData")
            }
            if items.isEmpty {
                report(.structure, DestinationNames.emptyMessage, at: data.location ?? fallback)
            }
            for (index, item) in items.enumerated() {
                fields(DestinationSchema.destinationFields, of: item, path: "DestinationData[\(index)]")
            }
        }

        /// Checks a dictionary's keys: unknown ones, missing ones, and each value present.
        mutating func fields(_ fields: [(key: String, check: Check)], of value: PlistValue, path: String) {
            guard let dictionary = dictionary(value, path: path) else { return }
            unknownKeys(in: dictionary, known: fields.map(\.key), path: path)
            for field in fields {
                if let found = required(field.key, in: dictionary, at: value, path: path) {
                    check(found, field.check, path: path + "." + field.key)
                }
            }
        }

        mutating func check(_ value: PlistValue, _ check: Check, path: String) {
            switch check {
            case .string:
                string(value, path: path)
            case .destinationName:
                destinationName(value, path: path)
            case .place:
                fields(DestinationSchema.placeFields, of: value, path: path)
            case .link:
                link(value, path: path)
            case .coordinate(let limit):
                coordinate(value, limit: limit, path: path)
            case .array(let item, let expected):
                guard let items = value.array else { return mismatch(value, expected: expected, path: path) }
                for (index, element) in items.enumerated() {
                    self.check(element, item, path: path + "[\(index)]")
                }
            }
        }

        mutating func destinationName(_ value: PlistValue, path: String) {
            guard let name = string(value, path: path) else { return }
            let location = value.location ?? fallback
            let trimmed = name.trimmingWhiteSpace()
            if trimmed.isEmpty {
                return report(.name, "\(path): the destination name is empty", at: location)
            }
            if let first = names.record(name, at: location) {
                report(.name, "\(path): " + DestinationNames.duplicateMessage(name, first: first)
                       + "; names must be unique regardless of case to be chosen by name", at: location,
                       related: [RelatedLocation(first.location, "first used here")])
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
                guard let parsed = Double(text.trimmingWhiteSpace()), parsed.isFinite else {
                    return mismatch(value, expected: "a real number", path: path)
                }
                number = parsed
                report(.numberAsString, "\(path): the number \"\(text)\" is stored as a string; "
                       + "write <real>\(text.trimmingWhiteSpace())</real>", at: location)
            default:
                return mismatch(value, expected: "a real number", path: path)
            }
            if !number.isFinite || number < -limit || number > limit {
                let range = "-\(Int(limit))...\(Int(limit))"
                report(.coordinateRange, "\(path): \(number) is outside \(range)", at: location)
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
