/// The platform a document targets, from its `targetRuntime` attribute.
///
/// Runtimes TripKit has not seen are kept by name in `.other`, never rejected.
public enum Platform: Sendable, Hashable {
    /// `iOS.CocoaTouch`: iPhone, iPad or universal.
    case iOS
    /// `iOS.CocoaTouch.iPad`: an iPad-only document from the years before universal storyboards.
    case iPad
    /// `MacOSX.Cocoa`.
    case macOS
    /// `AppleTV`.
    case tvOS
    /// `watchKit`.
    case watchOS
    /// Any other runtime name, as written.
    case other(String)

    /// The platform named by a `targetRuntime` value.
    public init(targetRuntime: String) {
        switch targetRuntime {
        case Runtime.iOS: self = .iOS
        case Runtime.iPad: self = .iPad
        case Runtime.macOS: self = .macOS
        case Runtime.tvOS: self = .tvOS
        case Runtime.watchOS: self = .watchOS
        default: self = .other(targetRuntime)
        }
    }

    /// The `targetRuntime` value that names the platform.
    public var targetRuntime: String {
        switch self {
        case .iOS: Runtime.iOS
        case .iPad: Runtime.iPad
        case .macOS: Runtime.macOS
        case .tvOS: Runtime.tvOS
        case .watchOS: Runtime.watchOS
        case .other(let name): name
        }
    }
}

private enum Runtime {
    static let iOS = "iOS.CocoaTouch"
    static let iPad = "iOS.CocoaTouch.iPad"
    static let macOS = "MacOSX.Cocoa"
    static let tvOS = "AppleTV"
    static let watchOS = "watchKit"
}
