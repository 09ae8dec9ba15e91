import CommandLineKit
import RoadTrip

/// Completes destination names for `select` and `show`, from the catalog the command line so far
/// names with `--destinations` (or `$TRIPKIT_DESTINATIONS`, or the built-in one).
enum DestinationCompletion {
    static let name = "destination"

    /// The provider registered on the tool; the environment is read when completing.
    static func provider(environment: @escaping @Sendable () -> [String: String]) -> CompletionProvider {
        { request in
            var path: String?
            for (index, word) in request.words.enumerated() {
                if word == "--destinations", index + 1 < request.words.count {
                    path = request.words[index + 1]
                } else if word.hasPrefix("--destinations=") {
                    path = String(word.dropFirst("--destinations=".count))
                }
            }
            let catalog = try? DestinationSession.catalog(path: path, environment: environment())
            return catalog?.destinations.map(\.name) ?? []
        }
    }
}
