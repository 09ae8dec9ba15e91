import InterfaceBuilder

/// The outlets and actions Apple's SDK classes offer Interface Builder, as far as
/// `outlet_not_in_class` and `action_not_in_class` need them: a custom class whose chain of
/// superclasses reaches the SDK (`UIViewController`, `NSTableCellView`, ...) inherits these, so a
/// connection naming one of them is never reported.
///
/// Where the lists come from: the outlets and actions Interface Builder's connections inspector
/// offers for the SDK's classes, as Apple's documentation of UIKit, AppKit, WebKit, MapKit and the
/// other frameworks names those properties and methods (delegates and data sources, controllers'
/// views, `UIResponderStandardEditActions`, AppKit's text, window, application and document
/// actions), and the outlets the real-world apps' documents connect to SDK-backed classes
/// (`view`, `delegate`, `dataSource`, `window`, `gestureRecognizers`, `textField`, `imageView`,
/// `menu`, ...). The SDKs are not on this machine (Linux), so the lists were written from that
/// documentation, not generated from the headers; every name of every class's is in one set, which
/// can only hide findings. Because a list may still miss a name, only a chain reaching the classes in
/// `outletsComplete` and `actionsComplete` gives errors; any other SDK class gives a note. To extend
/// a list, add the name with a case in `OutletActionRuleTests`.
///
/// Outlets only some platforms' SDKs offer (UIKit's focus outlets, tvOS's tab bar scroll view) are
/// kept apart and chosen by the document's platform (its `targetRuntime`): `outlets(on:)`.
enum SDKConnectionNames {
    /// The outlets SDK classes offer in a document of a platform: those of every platform and the
    /// platform's own; every platform's own too when the platform is not known.
    static func outlets(on platform: Platform?) -> Set<String> {
        switch platform {
        case .macOS?, .watchOS?: outlets
        case .iOS?, .iPad?: uiKitOutlets
        case .tvOS?, .other?, nil: tvOSOutlets
        }
    }

    /// Outlets of UIKit's focus engine (`UIFocusEnvironment`, iOS 9 and tvOS 9): the view a view
    /// controller or view prefers to focus, an outlet Interface Builder offers on tvOS.
    static let focusOutlets: Set<String> = ["preferredFocusedView"]

    /// Outlets only tvOS's UIKit offers: the scroll view a tab bar controller's tab bar follows
    /// (`tabBarObservedScrollView`, tvOS 11).
    static let tvOSOnlyOutlets: Set<String> = ["tabBarObservedScrollView"]

    private static let uiKitOutlets = outlets.union(focusOutlets)
    private static let tvOSOutlets = uiKitOutlets.union(tvOSOnlyOutlets)

    /// Outlets of SDK classes on every platform (every class's together: a class is told apart by
    /// `outletsComplete`).
    static let outlets: Set<String> = [
        // UIKit and AppKit controllers.
        "view", "tableView", "collectionView", "searchDisplayController", "window", "contentViewController",
        "navigationBar", "toolbar", "tabBar", "viewControllers", "selectedViewController", "toolbarItems",
        "splitView", "tabView", "splitViewItems", "tabViewItems", "rootViewController", "navigationItem",
        "tabBarItem", "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem",
        "leftBarButtonItems", "rightBarButtonItems", "customView", "refreshControl", "searchController",
        "sourceItemView", "document", "owner",
        // Delegates and data sources.
        "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "navigationDelegate",
        "UIDelegate", "searchResultsDataSource", "searchResultsDelegate", "searchBar", "searchContentsController",
        "searchResultsUpdater", "frameLoadDelegate", "resourceLoadDelegate", "policyDelegate", "downloadDelegate",
        "editingDelegate", "hostWindow", "draggingDestinationDelegate", "client", "findBarContainer",
        // Views.
        "gestureRecognizers", "accessibilityElements", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "contentView", "accessoryView", "editingAccessoryView", "textLabel",
        "detailTextLabel", "imageView", "inputView", "inputAccessoryView", "leftView", "rightView",
        "tableHeaderView", "tableFooterView", "menu", "nextKeyView", "initialFirstResponder", "defaultButtonCell",
        "textField", "formatter", "documentView", "itemPrototype", "prototype", "searchMenuTemplate",
        "accessoryViewController", "parentWindow", "touchBar", "principalItem", "escapeKeyReplacementItem",
        "PDFView", "scene", "sceneView", "mainMenu", "dockMenu", "windowsMenu", "servicesMenu", "helpMenu",
        "submenu", "content", "contentObject", "target", "cell", "layer", "layoutGuide", "topLayoutGuide",
        "bottomLayoutGuide",
    ]

    /// Actions of SDK classes, every class's together.
    static let actions: Set<String> = [
        // UIResponderStandardEditActions and UIKeyCommand-driven responder actions.
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:", "rename:", "duplicate:", "move:", "export:",
        "print:", "captureTextFromCamera:", "showWritingTools:",
        // UIWebView and WKWebView.
        "goBack", "goForward", "reload", "stopLoading", "goBack:", "goForward:", "reload:", "stopLoading:",
        "reloadFromOrigin:",
        // NSResponder, NSText and NSTextView.
        "undo:", "redo:", "pasteAsPlainText:", "pasteAsRichText:", "pasteFont:", "pasteRuler:", "copyFont:",
        "copyRuler:", "performFindPanelAction:", "performTextFinderAction:", "centerSelectionInVisibleArea:",
        "checkSpelling:", "showGuessPanel:", "toggleContinuousSpellChecking:", "toggleGrammarChecking:",
        "toggleAutomaticSpellingCorrection:", "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:",
        "toggleAutomaticLinkDetection:", "toggleAutomaticTextReplacement:", "toggleAutomaticDataDetection:",
        "toggleSmartInsertDelete:", "orderFrontSubstitutionsPanel:", "orderFrontSpellingPanel:",
        "orderFrontLinkPanel:", "orderFrontListPanel:", "orderFrontTablePanel:", "startSpeaking:", "stopSpeaking:",
        "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "underline:", "superscript:", "subscript:",
        "unscript:", "loosenKerning:", "tightenKerning:", "turnOffKerning:", "useStandardKerning:",
        "turnOffLigatures:", "useStandardLigatures:", "useAllLigatures:", "raiseBaseline:", "lowerBaseline:",
        "toggleRuler:", "uppercaseWord:", "lowercaseWord:", "capitalizeWord:", "changeLayoutOrientation:",
        "makeBaseWritingDirectionNatural:", "makeBaseWritingDirectionLeftToRight:",
        "makeBaseWritingDirectionRightToLeft:", "makeTextWritingDirectionNatural:", "outline:",
        "transliterateToLatin:", "showContextHelp:", "newWindowForTab:", "selectLine:", "selectParagraph:",
        "selectWord:", "deselectAll:", "complete:", "insertNewline:", "insertTab:", "cancelOperation:",
        "orderFrontFontPanel:", "orderFrontColorPanel:", "modifyFont:", "modifyFontViaPanel:", "addFontTrait:",
        "removeFontTrait:", "changeFont:", "changeColor:", "changeAttributes:",
        // NSWindow, NSWindowController, NSViewController, NSPopover, NSDrawer.
        "performClose:", "performMiniaturize:", "performZoom:", "makeKeyAndOrderFront:", "orderFront:", "orderBack:",
        "orderOut:", "orderFrontRegardless", "toggleToolbarShown:", "runToolbarCustomizationPalette:",
        "toggleFullScreen:", "toggleTabBar:", "toggleTabOverview:", "selectNextTab:", "selectPreviousTab:",
        "mergeAllWindows:", "moveTabToNewWindow:", "miniaturize:", "deminiaturize:", "zoom:", "close:", "close",
        "showWindow:", "dismissController:", "open:", "toggle:", "toggleSidebar:", "toggleInspector:",
        // NSApplication.
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
        "orderFrontCharacterPalette:", "arrangeInFront:", "showHelp:", "runPageLayout:", "miniaturizeAll:",
        "toggleTouchBarCustomizationPalette:",
        // NSDocument and NSDocumentController.
        "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "saveAllDocuments:", "revertDocumentToSaved:",
        "printDocument:", "duplicateDocument:", "renameDocument:", "moveDocument:", "moveDocumentToUbiquityContainer:",
        "lockDocument:", "unlockDocument:", "browseDocumentVersions:", "newDocument:", "openDocument:",
        "clearRecentDocuments:",
        // NSControl, NSTabView, NSPageController, controllers.
        "takeStringValueFrom:", "takeIntValueFrom:", "takeIntegerValueFrom:", "takeDoubleValueFrom:",
        "takeFloatValueFrom:", "takeObjectValueFrom:", "performClick:", "selectFirstTabViewItem:",
        "selectLastTabViewItem:", "selectNextTabViewItem:", "selectPreviousTabViewItem:",
        "takeSelectedTabViewItemFromSender:", "navigateBack:", "navigateForward:", "takeSelectedIndexFrom:",
        "add:", "remove:", "insert:", "fetch:", "selectNext:", "selectPrevious:", "addChild:", "insertChild:",
        "commitEditing", "discardEditing",
        // Movie, image and PDF views.
        "play:", "pause:", "zoomIn:", "zoomOut:", "zoomImageToFit:", "zoomImageToActualSize:", "goToNextPage:",
        "goToPreviousPage:", "goToFirstPage:", "goToLastPage:", "takeBackgroundColorFrom:",
    ]

    /// SDK classes whose Interface Builder outlets all are in `outlets`: a subclass's outlet that is
    /// neither among its sources nor there is an error. An outlet of a class reaching any other SDK
    /// class is a note.
    static let outletsComplete: Set<String> = [
        "NSObject", "UIResponder", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIStackView", "UIVisualEffectView",
        "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UIProgressView",
        "UIActivityIndicatorView", "UIGestureRecognizer", "UITapGestureRecognizer", "UISearchBar", "UIWindow",
        "UINavigationBar", "UIToolbar", "UITabBar", "UIBarButtonItem", "UINavigationItem", "UIPickerView",
        "UIDatePicker", "NSResponder", "NSViewController", "NSWindowController", "NSView", "NSTableCellView",
        "NSCollectionViewItem", "NSWindow", "NSPanel", "NSControl", "NSButton", "NSTextField", "NSImageView",
        "NSTableView", "NSOutlineView", "NSTableRowView", "NSScrollView", "NSStackView", "NSBox",
        "NSSplitViewController", "NSTabViewController", "NSMenu", "NSMenuItem", "NSDocument",
    ]

    /// SDK classes whose actions all are in `actions`: UIKit's (whose headers declare no actions
    /// beyond the standard edit actions) and `NSObject`. AppKit's responders answer many more
    /// actions (every `NSResponder` takes the standard key-binding actions), so an action of a class
    /// reaching them is a note.
    static let actionsComplete: Set<String> = [
        "NSObject", "UIResponder", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIStackView", "UIVisualEffectView",
        "UIGestureRecognizer", "UIWindow", "UIBarButtonItem",
    ]
}
