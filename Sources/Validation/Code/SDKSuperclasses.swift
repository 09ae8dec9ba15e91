/// The superclasses of common UIKit and AppKit classes, so that extensions of an SDK ancestor among
/// the sources (`extension UIViewController` adding an action) count for a class that derives from
/// a subclass of it (`UITableViewController`).
///
/// From the SDKs' class hierarchies as Apple's documentation gives them (the "Inherits From" of
/// each class page). Only classes custom classes of documents derive from; a class not listed
/// reaches `NSObject` alone, which every one of them inherits.
enum SDKSuperclasses {
    static let superclass: [String: String] = [
        "UIResponder": "NSObject", "UIViewController": "UIResponder", "UIView": "UIResponder",
        "UIApplication": "UIResponder", "UIWindow": "UIView", "UIControl": "UIView",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIHostingController": "UIViewController",
        "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UITextField": "UIControl",
        "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UIDatePicker": "UIControl",
        "UIPageControl": "UIControl", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UITableViewHeaderFooterView": "UIView",
        "NSResponder": "NSObject", "NSViewController": "NSResponder", "NSWindowController": "NSResponder",
        "NSView": "NSResponder", "NSWindow": "NSResponder", "NSPanel": "NSWindow", "NSApplication": "NSResponder",
        "NSControl": "NSView", "NSButton": "NSControl", "NSTextField": "NSControl", "NSPopUpButton": "NSButton",
        "NSTableView": "NSControl", "NSOutlineView": "NSTableView", "NSTableCellView": "NSView",
        "NSCollectionView": "NSView", "NSCollectionViewItem": "NSViewController", "NSStackView": "NSView",
        "NSImageView": "NSControl", "NSTextView": "NSText", "NSText": "NSView",
        "NSSplitViewController": "NSViewController", "NSTabViewController": "NSViewController",
        "NSPageController": "NSViewController", "NSDocument": "NSObject", "NSMenu": "NSObject",
    ]

    /// The SDK ancestors of an SDK class, nearest first, ending with `NSObject`; at most a dozen.
    static func ancestors(of name: String) -> [String] {
        var found: [String] = []
        var current = name
        while found.count < 12, let next = superclass[current] {
            found.append(next)
            current = next
        }
        if found.last != "NSObject", name != "NSObject" { found.append("NSObject") }
        return found
    }
}
