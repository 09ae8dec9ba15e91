import InterfaceBuilder

/// Which segue kinds each platform has, and which of them are deprecated.
enum SegueKinds {
    /// Every kind Interface Builder writes.
    static let known: [SegueKind] = [
        .show, .showDetail, .presentation, .popoverPresentation, .embed, .unwind, .relationship, .custom, .sheet,
        .push, .modal, .popover, .replace,
    ]

    /// The kinds a platform's storyboards can hold; `nil` for an unknown platform.
    ///
    /// iOS and iPadOS have the adaptive kinds and the deprecated iOS 5–7 kinds; tvOS the same
    /// (without the AppKit-only `sheet`); macOS has show, modal, sheet, popover, custom, embed and
    /// relationship segues (no unwind segues, no exits); watchOS has push, modal and relationship.
    static func available(on platform: PlatformFamily) -> Set<SegueKind>? {
        switch platform {
        case .iOS, .tvOS:
            [.show, .showDetail, .presentation, .popoverPresentation, .embed, .unwind, .relationship, .custom,
             .push, .modal, .popover, .replace]
        case .macOS:
            [.show, .modal, .sheet, .popover, .custom, .embed, .relationship]
        case .watchOS:
            [.push, .modal, .relationship]
        case .unknown:
            nil
        }
    }

    /// The kind that replaced a kind deprecated on a platform (iOS 8 replaced the iOS 5–7 kinds),
    /// or `nil` when the kind is current there (`modal` and `popover` are current on macOS, `push`
    /// and `modal` on watchOS).
    static func replacement(of kind: SegueKind, on platform: PlatformFamily) -> SegueKind? {
        guard platform == .iOS || platform == .tvOS else { return nil }
        switch kind {
        case .push: return .show
        case .modal: return .presentation
        case .popover: return .popoverPresentation
        case .replace: return .showDetail
        default: return nil
        }
    }
}
