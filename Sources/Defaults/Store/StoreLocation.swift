#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an application's store keeps its files, decided from an explicit choice and the environment
/// it is given.
///
/// The location is named for the application: `StoreLocation(applicationName: "roadtrip",
/// environmentVariable: "ROADTRIP_STORE")` keeps its domains in `~/.config/roadtrip` unless
/// `$ROADTRIP_STORE` names another directory, so two applications never share a store by accident.
///
/// The library never reads the process environment itself: callers pass it in (a command line passes
/// `ProcessInfo.processInfo.environment`), so tests choose the store without touching global state.
public struct StoreLocation: Hashable, Sendable {
    /// The folder name under the configuration directory: `~/.config/<applicationName>`.
    public let applicationName: String
    /// The environment variable naming a store directory, for tests and for users who want another
    /// place; `nil` when the application has none.
    public let environmentVariable: String?

    /// The location of an application's store.
    ///
    /// - Parameters:
    ///   - applicationName: The folder name under `$XDG_CONFIG_HOME` or `~/.config`.
    ///   - environmentVariable: A variable that, when set, names the store directory instead.
    public init(applicationName: String, environmentVariable: String? = nil) {
        self.applicationName = applicationName
        self.environmentVariable = environmentVariable
    }

    /// The store directory.
    ///
    /// In order: `override` (an API parameter or a command line's `--store`); the application's
    /// environment variable; `$XDG_CONFIG_HOME/<applicationName>` when that variable is an absolute path;
    /// `$HOME/.config/<applicationName>` when `HOME` is an absolute path; the user database's home
    /// directory for the real user id (`getpwuid_r`) followed by `.config/<applicationName>`. Empty
    /// values count as unset.
    ///
    /// - Parameters:
    ///   - override: A directory chosen explicitly; wins over everything else.
    ///   - environment: The environment to consult.
    /// - Returns: The directory path (not created here).
    /// - Throws: `StoreLocationError.noHomeDirectory` when nothing names a directory.
    public func directory(override: String? = nil, environment: [String: String]) throws(StoreLocationError) -> String {
        if let override, !override.isEmpty { return override }
        if let environmentVariable, let store = environment[environmentVariable], !store.isEmpty { return store }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return Self.joined(config, applicationName)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return Self.joined(Self.joined(home, ".config"), applicationName)
        }
        if let home = Self.userDatabaseHome() {
            return Self.joined(Self.joined(home, ".config"), applicationName)
        }
        throw .noHomeDirectory(environmentVariable: environmentVariable)
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
    /// No override, no application variable (named here when there is one), no absolute
    /// `XDG_CONFIG_HOME` or `HOME`, and no home directory in the user database.
    case noHomeDirectory(environmentVariable: String?)

    public var description: String {
        switch self {
        case .noHomeDirectory(let variable?):
            "cannot find a place for the defaults store: set \(variable), XDG_CONFIG_HOME or HOME"
        case .noHomeDirectory(nil):
            "cannot find a place for the defaults store: set XDG_CONFIG_HOME or HOME"
        }
    }
}
