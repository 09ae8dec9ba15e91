#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the store keeps its files, decided from an explicit choice and the environment it is given.
///
/// The library never reads the process environment itself: callers pass it in (the command line passes
/// `ProcessInfo.processInfo.environment`), so tests choose the store without touching global state.
public enum StoreLocation {
    /// The environment variable naming a store directory, for tests and for users who want another place.
    public static let environmentVariable = "TRIPKIT_STORE"

    /// The store directory.
    ///
    /// In order: `override` (an API parameter or the command line's `--store`); `$TRIPKIT_STORE`;
    /// `$XDG_CONFIG_HOME/tripkit` when that variable is an absolute path; `$HOME/.config/tripkit` when
    /// `HOME` is an absolute path; the user database's home directory for the real user id
    /// (`getpwuid_r`) followed by `.config/tripkit`. Empty values count as unset.
    ///
    /// - Parameters:
    ///   - override: A directory chosen explicitly; wins over everything else.
    ///   - environment: The environment to consult.
    /// - Returns: The directory path (not created here).
    /// - Throws: `StoreLocationError.noHomeDirectory` when nothing names a directory.
    public static func directory(override: String? = nil, environment: [String: String]) throws(StoreLocationError) -> String {
        if let override, !override.isEmpty { return override }
        if let store = environment[environmentVariable], !store.isEmpty { return store }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return joined(config, "tripkit")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return joined(joined(home, ".config"), "tripkit")
        }
        if let home = userDatabaseHome() {
            return joined(joined(home, ".config"), "tripkit")
        }
        throw .noHomeDirectory
    }

    /// `base/name` without doubling a trailing slash.
    static func joined(_ base: String, _ name: String) -> String {
        base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// The home directory `/etc/passwd` (or NSS) gives the real user id, read with `getpwuid_r`.
    private static func userDatabaseHome() -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found)
        guard status == 0, found != nil, let directory = entry.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }
}

/// Why no store directory could be chosen.
public enum StoreLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No override, no `TRIPKIT_STORE`, no absolute `XDG_CONFIG_HOME` or `HOME`, and no home directory
    /// in the user database.
    case noHomeDirectory

    public var description: String {
        switch self {
        case .noHomeDirectory:
            "cannot find a place for the defaults store: set \(StoreLocation.environmentVariable), XDG_CONFIG_HOME or HOME"
        }
    }
}
