import BenchmarkSupport
import Defaults
import Foundation
import PropertyList
import BenchmarkSupport

/// The defaults store against Foundation's `UserDefaults`: one durable `set`, and reading one value
/// in a fresh process (what `tripkit current` pays).
///
/// The input is a folder: the store itself for our cases. Foundation's `UserDefaults` on Linux keeps
/// its files in `$XDG_CONFIG_HOME` (or `~/.config`), read when the process starts, so `scripts/bench`
/// runs every case with `XDG_CONFIG_HOME` set to a folder of its own and the Foundation cases ignore
/// the input path.
enum DefaultsCases {
    static let domain = "com.example.tripkit-bench"
    static let key = "DestinationPreferenceKey"

    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "tripkit-defaults-set", summary: "ApplicationDefaults.set: flock, re-read, write, fsync, rename, fsync dir") { path in
            let defaults = try ourDefaults(path)
            try defaults.set(newValue(), forKey: key)
            return defaults
        },
        BenchmarkCase(name: "foundation-userdefaults-set", summary: "UserDefaults.set + synchronize() (needed to save at all)") { _ in
            let defaults = try foundationDefaults()
            defaults.set(newValue(), forKey: key)
            guard defaults.synchronize() else { throw DefaultsBenchmarkFailure.notSaved }
            return defaults
        },
        BenchmarkCase(name: "tripkit-defaults-read-fresh-process", summary: "a new process that reads one value with ApplicationDefaults") { path in
            try probe("tripkit-read", path)
        },
        BenchmarkCase(name: "foundation-userdefaults-read-fresh-process", summary: "a new process that reads one value with UserDefaults") { path in
            try probe("foundation-read", path)
        },
        BenchmarkCase(name: "process-start-floor", summary: "a new process of this binary that does nothing (the floor of both reads)") { path in
            try probe("nothing", path)
        },
        BenchmarkCase(name: "tripkit-cli-defaults-read", summary: "the tripkit executable beside this one: defaults read DOMAIN KEY") { path in
            let tripkit = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tripkit").path
            try spawn([tripkit, "defaults", "--store", path, "read", domain, key], what: "tripkit defaults read")
            return tripkit
        },
    ]

    /// What a probe process does: `tripkit-bench probe WHAT STORE`.
    static func runProbe(_ what: String, store: String) throws {
        switch what {
        case "tripkit-read":
            guard try ourDefaults(store).string(forKey: key) != nil else { throw DefaultsBenchmarkFailure.missingValue }
        case "foundation-read":
            guard try foundationDefaults().string(forKey: key) != nil else { throw DefaultsBenchmarkFailure.missingValue }
        case "nothing":
            break
        default:
            throw BenchmarkFailure.usage("usage: tripkit-bench probe tripkit-read|foundation-read|nothing STORE")
        }
    }

    private static func ourDefaults(_ store: String) throws -> ApplicationDefaults {
        ApplicationDefaults(domain: try DomainName(domain), store: DefaultsStore(directory: store))
    }

    private static func foundationDefaults() throws -> UserDefaults {
        guard let defaults = UserDefaults(suiteName: domain) else { throw DefaultsBenchmarkFailure.noSuite }
        return defaults
    }

    /// A value that differs from the stored one, so every `set` writes.
    private static func newValue() -> String {
        "Destination \(UInt64.random(in: 0...UInt64.max))"
    }

    /// Runs this binary as a probe and waits for it.
    private static func probe(_ what: String, _ store: String) throws {
        try spawn([CommandLine.arguments[0], "probe", what, store], what: "the \(what) probe")
    }

    /// Runs a program with its output discarded and waits for it (`SpawnedProcess`: Foundation's
    /// `Process.waitUntilExit` polls in 50 ms steps, which would hide what is measured).
    private static func spawn(_ arguments: [String], what: String) throws {
        let process = try SpawnedProcess.start(arguments[0], Array(arguments.dropFirst()))
        guard process.wait() == .exited(0) else { throw DefaultsBenchmarkFailure.probeFailed(what) }
    }
}

enum DefaultsBenchmarkFailure: Error, CustomStringConvertible {
    case noSuite
    case notSaved
    case missingValue
    case probeFailed(String)

    var description: String {
        switch self {
        case .noSuite: "UserDefaults(suiteName:) returned nil"
        case .notSaved: "UserDefaults.synchronize() failed"
        case .missingValue: "the probe found no value: run the set cases first"
        case .probeFailed(let what): "\(what) failed"
        }
    }
}
