#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList
import TripSource

/// The destinations of a RoadTrip-style `Destinations.plist`, in file order.
package struct DestinationCatalog: Sendable, Equatable {
    /// The destinations, in the order the file lists them.
    package var destinations: [Destination]
    /// The file the catalog was read from, or the empty string.
    package var file: String
    /// Numbers the file stores as strings (`<string>40.68</string>`), accepted but worth a warning.
    package var numbersStoredAsStrings: [NumberFromString]

    package init(destinations: [Destination], file: String = "", numbersStoredAsStrings: [NumberFromString] = []) {
        self.destinations = destinations
        self.file = file
        self.numbersStoredAsStrings = numbersStoredAsStrings
    }

    /// Reads a catalog file in any property-list format.
    ///
    /// - Parameter path: The file.
    /// - Returns: The catalog; numbers stored as strings are accepted and listed.
    /// - Throws: `CatalogError`: `.missingFile` when there is no such file, `.unreadable` when it
    ///   cannot be read (a directory, say), `.malformed` when it does not parse, `.schema` when it
    ///   parses but breaks the catalog's schema (every problem, each at the value at fault).
    package static func load(contentsOf path: String) throws -> DestinationCatalog {
        let document: PlistDocument
        do {
            document = try PlistReader.read(contentsOf: path)
        } catch {
            if case .unreadable(_, let reason) = error {
                throw FileBytes.exists(path) ? CatalogError.unreadable(path: path, reason: reason)
                    : CatalogError.missingFile(path: path)
            }
            throw CatalogError.malformed(error)
        }
        return try catalog(from: document, file: path)
    }

    /// Reads a catalog held in memory.
    ///
    /// - Parameters:
    ///   - bytes: A property list in any format.
    ///   - file: The name its locations carry.
    /// - Throws: `CatalogError.malformed` or `.schema`.
    package static func load(bytes: [UInt8], file: String) throws -> DestinationCatalog {
        let document: PlistDocument
        do {
            document = try PlistReader.read(bytes: bytes, file: file)
        } catch {
            throw CatalogError.malformed(error)
        }
        return try catalog(from: document, file: file)
    }

    /// The catalog in a parsed property list.
    ///
    /// The document is checked against `DestinationSchema`, the check `tripkit validate` runs:
    /// a catalog is accepted exactly when validation finds no error in it (an unknown key and a
    /// number written as a string are accepted, as there, with a warning).
    ///
    /// - Throws: `CatalogError.schema` with every finding that refuses the catalog, each at the
    ///   value at fault, in document order.
    package static func catalog(from document: PlistDocument, file: String) throws -> DestinationCatalog {
        let problems = DestinationSchema.findings(in: document).filter(\.refusesCatalog)
        guard problems.isEmpty else { throw CatalogError.schema(problems) }
        let decoder = PlistDecoder(options: .init(numberDecoding: .acceptingStrings))
        let outcome: PlistDecoder.Outcome<Root>
        do {
            outcome = try decoder.decodeReportingLeniency(Root.self, from: document.root)
        } catch let error as PlistDecodingError {
            // The schema holds what decoding needs; a catalog it accepts decodes.
            let location = error.location ?? document.root.location ?? SourceLocation(wholeFile: file)
            throw CatalogError.schema([SchemaFinding(kind: .structure, message: error.message, location: location)])
        }
        return DestinationCatalog(destinations: outcome.value.destinations, file: file,
                                  numbersStoredAsStrings: outcome.numbersFromStrings)
    }

    /// The root dictionary: the destinations under `DestinationData`.
    private struct Root: Decodable {
        let destinations: [Destination]

        enum CodingKeys: String, CodingKey {
            case destinations = "DestinationData"
        }
    }
}
