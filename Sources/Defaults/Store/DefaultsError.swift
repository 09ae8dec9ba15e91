import PropertyList
import TripSource

/// Why the store could not read or write a domain. Every case names the file; a file that does not
/// parse also says where.
///
/// A file the store cannot use (`corrupt`, `unsupportedFormat`, `notADictionary`, `notAFile`) is never
/// written over: every operation on its domain fails with the same error until the file is repaired by
/// hand or moved aside with `DefaultsStore.moveAside(_:)`.
public enum DefaultsError: PositionedError, Equatable {
    /// The domain's file does not parse as a property list.
    case corrupt(domain: DomainName, PlistError)
    /// The domain's file is a property list in a format the store does not keep (binary, OpenStep);
    /// the store keeps XML only, so it neither reads nor replaces it.
    case unsupportedFormat(domain: DomainName, file: String, format: PlistFormat)
    /// The domain's file holds a property list whose root is not a dictionary.
    case notADictionary(domain: DomainName, location: SourceLocation, kind: PlistValue.Kind)
    /// The domain's path is a directory or another kind of non-regular file.
    case notAFile(domain: DomainName, file: String, isDirectory: Bool)
    /// The domain's file exists but cannot be opened or read (permissions, I/O error).
    case unreadable(domain: DomainName, file: String, reason: String)
    /// The store directory cannot be created, opened or listed.
    case directoryUnusable(path: String, reason: String)
    /// The store directory cannot be locked (`flock`).
    case cannotLock(path: String, reason: String)
    /// Another process held the store's lock for longer than the writer waits (`LockWaiting`).
    case lockTimedOut(path: String, waited: Duration)
    /// A new version of the domain could not be written, synced or renamed into place. Unless the
    /// failure came after the rename (syncing the directory), the old file is unchanged.
    case cannotWrite(domain: DomainName, file: String, reason: String)
    /// The domain's file could not be removed.
    case cannotRemove(domain: DomainName, file: String, reason: String)
    /// The domain's file could not be moved aside.
    case cannotMoveAside(domain: DomainName, file: String, reason: String)

    public var location: SourceLocation {
        switch self {
        case .corrupt(_, let error):
            error.location
        case .notADictionary(_, let location, _):
            location
        case .unsupportedFormat(_, let file, _), .notAFile(_, let file, _), .unreadable(_, let file, _),
             .cannotWrite(_, let file, _), .cannotRemove(_, let file, _), .cannotMoveAside(_, let file, _),
             .directoryUnusable(let file, _), .cannotLock(let file, _), .lockTimedOut(let file, _):
            SourceLocation(wholeFile: file)
        }
    }

    public var message: String {
        switch self {
        case .corrupt(let domain, let error):
            "the defaults of \(domain) do not parse: \(error.message)"
        case .unsupportedFormat(let domain, _, let format):
            "the defaults of \(domain) are a \(Self.name(of: format)) property list; the store keeps XML only"
        case .notADictionary(let domain, _, let kind):
            "the defaults of \(domain) must be a dictionary, found \(kind.withArticle)"
        case .notAFile(let domain, _, let isDirectory):
            "the defaults of \(domain) should be a file, but this is \(isDirectory ? "a directory" : "not a regular file")"
        case .unreadable(let domain, _, let reason):
            "cannot read the defaults of \(domain): \(reason)"
        case .directoryUnusable(_, let reason):
            "cannot use the defaults directory: \(reason)"
        case .cannotLock(_, let reason):
            "cannot lock the defaults directory: \(reason)"
        case .lockTimedOut(_, let waited):
            "another process held the defaults directory's lock for \(Self.seconds(waited)) s; nothing was written"
        case .cannotWrite(let domain, _, let reason):
            "cannot save the defaults of \(domain): \(reason)"
        case .cannotRemove(let domain, _, let reason):
            "cannot remove the defaults of \(domain): \(reason)"
        case .cannotMoveAside(let domain, _, let reason):
            "cannot move the defaults of \(domain) aside: \(reason)"
        }
    }

    /// The domain the error is about, when it is about one.
    public var domain: DomainName? {
        switch self {
        case .corrupt(let domain, _), .unsupportedFormat(let domain, _, _), .notADictionary(let domain, _, _),
             .notAFile(let domain, _, _), .unreadable(let domain, _, _), .cannotWrite(let domain, _, _),
             .cannotRemove(let domain, _, _), .cannotMoveAside(let domain, _, _):
            domain
        case .directoryUnusable, .cannotLock, .lockTimedOut:
            nil
        }
    }

    /// Whether the domain's file is there but unusable, so that moving it aside
    /// (`DefaultsStore.moveAside(_:)`) lets the domain start afresh.
    public var isDamagedFile: Bool {
        switch self {
        case .corrupt, .unsupportedFormat, .notADictionary, .notAFile: true
        default: false
        }
    }

    /// A duration in seconds as a person writes it: `120`, `1.5`.
    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        guard attoseconds != 0 else { return String(whole) }
        return String(Double(whole) + Double(attoseconds) / 1e18)
    }

    private static func name(of format: PlistFormat) -> String {
        switch format {
        case .xml: "XML"
        case .binary: "binary"
        case .openStep: "OpenStep"
        case .json: "JSON"
        }
    }
}
