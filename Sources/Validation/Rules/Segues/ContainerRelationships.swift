import InterfaceBuilder

/// Which relationship segues each container controller has, and how many of each, per platform.
///
/// Read from real storyboards (the shared corpus: UIKit navigation, tab bar and two- and
/// three-column split views; AppKit window, split and tab view controllers; WatchKit notification
/// controllers) and from what each container accepts:
///
/// | platform | container | relationships (count) |
/// |---|---|---|
/// | iOS, tvOS | navigation controller | `rootViewController` (exactly 1) |
/// | iOS, tvOS | tab bar controller | `viewControllers` (any) |
/// | iOS, tvOS | page view controller | `viewControllers` (any; accepted, not required) |
/// | iOS, tvOS | split view controller | `masterViewController` (1), `detailViewController` (1), `supplementaryViewController` (0–1), `compactViewController` (0–1) |
/// | macOS | window controller | `window.shadowedContentViewController` (0–1) |
/// | macOS | split view controller | `splitItems` (any) |
/// | macOS | tab view controller | `tabItems` (any) |
/// | watchOS | notification controller | `dynamicNotificationInterface`, `dynamicInteractiveNotificationInterface` (0–1 each) |
/// | watchOS | interface controller, hosting controller | `nextPage` (0–1) |
///
/// A watchOS hosting controller (`WKHostingController`, SwiftUI in a storyboard) is an interface
/// controller, so it pages on to the next one as any other does.
enum ContainerRelationships {
    /// How many segues of a relationship a container may have.
    struct Count: Equatable {
        let minimum: Int
        let maximum: Int?

        static let exactlyOne = Count(minimum: 1, maximum: 1)
        static let atMostOne = Count(minimum: 0, maximum: 1)
        static let any = Count(minimum: 0, maximum: nil)
    }

    /// The relationships of a container kind on a platform, by name; `nil` when the kind is not a
    /// container there.
    static func relationships(of container: ControllerKind, on platform: PlatformFamily) -> [(name: String, count: Count)]? {
        switch (platform, container) {
        case (.iOS, .navigationController), (.tvOS, .navigationController):
            [("rootViewController", .exactlyOne)]
        case (.iOS, .tabBarController), (.tvOS, .tabBarController), (.iOS, .pageViewController), (.tvOS, .pageViewController):
            [("viewControllers", .any)]
        case (.iOS, .splitViewController), (.tvOS, .splitViewController):
            [("masterViewController", .exactlyOne), ("detailViewController", .exactlyOne),
             ("supplementaryViewController", .atMostOne), ("compactViewController", .atMostOne)]
        case (.macOS, .windowController):
            [("window.shadowedContentViewController", .atMostOne)]
        case (.macOS, .splitViewController):
            [("splitItems", .any)]
        case (.macOS, .tabViewController):
            [("tabItems", .any)]
        case (.watchOS, .notificationController):
            [("dynamicNotificationInterface", .atMostOne), ("dynamicInteractiveNotificationInterface", .atMostOne)]
        case (.watchOS, .interfaceController), (.watchOS, .hostingController):
            [("nextPage", .atMostOne)]
        default:
            nil
        }
    }

    /// Every relationship name any container has.
    static let allNames: Set<String> = [
        "rootViewController", "viewControllers", "masterViewController", "detailViewController",
        "supplementaryViewController", "compactViewController", "window.shadowedContentViewController", "splitItems",
        "tabItems", "dynamicNotificationInterface", "dynamicInteractiveNotificationInterface", "nextPage",
    ]
}
