import Defaults
import Foundation
import InterfaceBuilder
import PropertyList
import Validation

// Run from the TripKit repository's root: Fixtures/ holds the files read here.
let root = CommandLine.arguments.dropFirst().first ?? "."

// 1. Read a property list and look a value up by keypath; every value knows where it was written.
let document = try PlistReader.read(contentsOf: root + "/Fixtures/Destinations.plist")
let first = try document.root.value(at: "DestinationData.0.DestinationName")
let written: SourceLocation? = first.location  // the location vocabulary comes with each library
print("first destination:", first.string ?? "?", "at", written?.description ?? "?")

// 2. Decode it into your own types; a mistake in the file is reported at its line and column.
struct Catalog: Decodable {
    struct Destination: Decodable {
        let DestinationName: String
        let Events: [URL]
    }
    let DestinationData: [Destination]
}
let catalog = try PlistDecoder().decode(Catalog.self, from: document)
print("destinations:", catalog.DestinationData.map(\.DestinationName).joined(separator: ", "))
struct Wrong: Decodable { let DestinationData: [Int] }
do {
    _ = try PlistDecoder().decode(Wrong.self, from: document)
} catch let error as PlistDecodingError {
    print("decoding error:", error.description)
}

// 3. List a storyboard's segues, each with its identifier, kind and position.
let storyboard = try InterfaceBuilderReader.read(
    contentsOf: root + "/Fixtures/Storyboards/RoadTrip/Modern/MainStoryboard_iPad.storyboard")
for segue in storyboard.segues {
    let name = segue.identifier?.value ?? segue.relationship.map { "\($0.value)" } ?? "(no identifier)"
    print("segue:", name, "->", segue.destination?.value ?? "?", "at", segue.location.shortDescription)
}

// 4. Validate a folder as `tripkit validate` does, and get the report and the exit status.
let outcome = try ProjectValidator().validate(
    paths: [root + "/Fixtures/Storyboards/RoadTrip"], workingDirectory: root,
    configuration: Configuration(), options: ValidationOptions())
print("validation:", outcome.result.diagnostics.count, "findings, fails:", outcome.fails)

// 5. Keep a default, as UserDefaults does, in a store named for the application.
let location = StoreLocation(applicationName: "library-client", environmentVariable: "LIBRARY_CLIENT_STORE")
let store: Defaults.DefaultsStore = try DefaultsStore(location: location, environment: ProcessInfo.processInfo.environment)
let defaults = ApplicationDefaults(domain: try DomainName("com.example.roadtrip"), store: store)
try defaults.register(defaults: ["DestinationPreferenceKey": 0])
try defaults.set(1, forKey: "DestinationPreferenceKey")
print("default:", try defaults.integer(forKey: "DestinationPreferenceKey"), "in", store.path(of: defaults.domain))
