/// The name of a persistent domain: the application's own (`com.example.roadtrip`) or the global one.
///
/// A domain is stored as `<name>.plist` in the store directory, so a name is a single file-name
/// component: not empty, no `/` or NUL, not starting with `.`, and short enough that the names the store
/// derives from it (`<name>.plist.tmp`, `<name>.plist.corrupt-YYYYMMDD-HHMMSS-N`) fit in a file name.
/// The global domain is named `NSGlobalDomain`, as Foundation names it, and lives in
/// `.GlobalPreferences.plist`, which no other name can reach.
public struct DomainName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name as users write it (`NSGlobalDomain` for the global domain).
    public let name: String

    /// The global domain, searched after the application's domain by every `ApplicationDefaults`.
    public static let global = DomainName(unchecked: Names.global)

    /// A domain from its name.
    ///
    /// - Parameter name: The domain's name; `NSGlobalDomain` is the global domain.
    /// - Throws: `DomainNameError` when the name cannot be a file name.
    public init(_ name: String) throws(DomainNameError) {
        if name == Names.global {
            self = .global
            return
        }
        if name.isEmpty { throw DomainNameError(name: name, problem: .empty) }
        if name.hasPrefix(".") { throw DomainNameError(name: name, problem: .startsWithDot) }
        if name.contains("/") { throw DomainNameError(name: name, problem: .containsSlash) }
        if name.utf8.contains(0) { throw DomainNameError(name: name, problem: .containsNUL) }
        if name.utf8.count > Names.maximumLength {
            throw DomainNameError(name: name, problem: .tooLong(limit: Names.maximumLength))
        }
        self.name = name
    }

    private init(unchecked name: String) {
        self.name = name
    }

    /// Whether this is the global domain.
    public var isGlobal: Bool { name == Names.global }

    /// The file that holds the domain, relative to the store directory.
    public var fileName: String { isGlobal ? Names.globalFile : name + Names.fileExtension }

    /// The name of the temporary file a write prepares before renaming it over `fileName`.
    var temporaryFileName: String { fileName + Names.temporarySuffix }

    /// The domain a store file name holds, or `nil` for files that are not domains (temporary files,
    /// moved-aside files, anything else).
    init?(fileName: String) {
        if fileName == Names.globalFile {
            self = .global
            return
        }
        guard fileName.hasSuffix(Names.fileExtension) else { return nil }
        let name = String(fileName.dropLast(Names.fileExtension.count))
        guard let domain = try? DomainName(name), !domain.isGlobal else { return nil }
        self = domain
    }

    public var description: String { name }

    public static func < (lhs: DomainName, rhs: DomainName) -> Bool {
        lhs.name < rhs.name
    }

    private enum Names {
        static let global = "NSGlobalDomain"
        static let globalFile = ".GlobalPreferences.plist"
        static let fileExtension = ".plist"
        static let temporarySuffix = ".tmp"
        /// 255 bytes for a file name, less ".plist.corrupt-YYYYMMDD-HHMMSS-NNNN" and some room.
        static let maximumLength = 200
    }
}

/// Why a string cannot name a domain.
public struct DomainNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the name.
    public enum Problem: Equatable, Sendable {
        case empty
        case startsWithDot
        case containsSlash
        case containsNUL
        case tooLong(limit: Int)
    }

    /// The name as given.
    public let name: String
    public let problem: Problem

    public init(name: String, problem: Problem) {
        self.name = name
        self.problem = problem
    }

    public var description: String {
        let reason = switch problem {
        case .empty: "a domain name cannot be empty"
        case .startsWithDot: "a domain name cannot start with '.'"
        case .containsSlash: "a domain name cannot contain '/'"
        case .containsNUL: "a domain name cannot contain a NUL character"
        case .tooLong(let limit): "a domain name is limited to \(limit) bytes of UTF-8"
        }
        return "invalid domain name \"\(name)\": \(reason)"
    }
}
