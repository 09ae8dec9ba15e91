import Testing
@testable import InterfaceBuilder
import TripXML

/// The builder's recognition of element and attribute names, and its memo of them.
@Suite("Element and attribute names")
struct NameRecognitionTests {
    static let attributeNames: [(String, AttributeName)] = [
        ("id", .id), ("key", .key), ("kind", .kind), ("text", .text), ("type", .type), ("title", .title), ("target", .target),
        ("version", .version), ("sceneID", .sceneID), ("property", .property), ("selector", .selector),
        ("dataMode", .dataMode), ("userLabel", .userLabel), ("eventType", .eventType), ("textLabel", .textLabel),
        ("imageView", .imageView), ("firstItem", .firstItem), ("reference", .reference),
        ("identifier", .identifier), ("anchorView", .anchorView), ("secondItem", .secondItem),
        ("customClass", .customClass), ("destination", .destination), ("headerTitle", .headerTitle),
        ("footerTitle", .footerTitle), ("customModule", .customModule), ("toolsVersion", .toolsVersion),
        ("relationship", .relationship), ("unwindAction", .unwindAction), ("launchScreen", .launchScreen),
        ("inheritsFrom", .inheritsFrom), ("useSafeAreas", .useSafeAreas), ("sceneMemberID", .sceneMemberID),
        ("systemVersion", .systemVersion), ("targetRuntime", .targetRuntime), ("useAutolayout", .useAutolayout),
        ("preferredEdge", .preferredEdge), ("tableViewCell", .tableViewCell), ("storyboardName", .storyboardName),
        ("defaultVersion", .defaultVersion), ("reuseIdentifier", .reuseIdentifier),
        ("detailTextLabel", .detailTextLabel), ("collectionClass", .collectionClass),
        ("bundleIdentifier", .bundleIdentifier), ("popoverAnchorView", .popoverAnchorView),
        ("useTraitCollections", .useTraitCollections), ("customModuleProvider", .customModuleProvider),
        ("storyboardIdentifier", .storyboardIdentifier), ("referencedIdentifier", .referencedIdentifier),
        ("modalTransitionStyle", .modalTransitionStyle), ("restorationIdentifier", .restorationIdentifier),
        ("placeholderIdentifier", .placeholderIdentifier), ("initialViewController", .initialViewController),
        ("popoverArrowDirection", .popoverArrowDirection), ("modalPresentationStyle", .modalPresentationStyle),
        ("popoverAnchorBarButtonItem", .popoverAnchorBarButtonItem),
        ("destinationCreationSelector", .destinationCreationSelector),
        ("splitViewControllerTargetIndex", .splitViewControllerTargetIndex), ("placeholder", .placeholder),
    ]

    static let elementNames: [(String, DocumentBuilder.ElementName)] = [
        ("scenes", .scenes), ("scene", .scene), ("objects", .objects), ("dependencies", .dependencies),
        ("deployment", .deployment), ("development", .development), ("inferredMetricsTieBreakers", .tieBreakers),
        ("connections", .connections), ("segue", .segue), ("tableView", .container),
        ("collectionView", .container), ("tableViewCell", .cell), ("collectionViewCell", .cell),
        ("collectionReusableView", .cell), ("prototypes", .prototypes), ("sections", .sections),
        ("tableViewSection", .section), ("cells", .cells), ("constraint", .constraint),
        ("tableViewCellContentView", .cellContentView), ("resources", .resources), ("image", .image),
        ("namedColor", .namedColor), ("color", .color), ("imageView", .imageHolder), ("imageCell", .imageHolder),
        ("imageReference", .imageHolder), ("state", .imageHolder), ("buttonCell", .imageHolder),
        ("button", .imageHolder), ("barButtonItem", .imageHolder), ("tabBarItem", .imageHolder),
        ("segment", .imageHolder), ("slider", .imageHolder), ("menuItem", .imageHolder),
        ("toolbarItem", .imageHolder), ("navigationBar", .imageHolder), ("tabBar", .imageHolder),
        ("toolbar", .imageHolder), ("searchBar", .imageHolder), ("progressView", .imageHolder),
        ("switch", .imageHolder), ("buttonConfiguration", .imageHolder), ("pageControl", .imageHolder),
        ("tabViewItem", .imageHolder), ("userDefinedRuntimeAttribute", .userDefinedRuntimeAttribute),
    ]

    /// Names the builder ignores: same lengths as names it reads, other spellings, other cases.
    static let otherNames = [
        "", "x", "ID", "Id", "ids", "kinds", "colors", "label", "images", "Image", "outlet", "contentMode", "systemColor",
        "constraints", "placeholders", "customclass", "customModuleProviders", "autoresizingMask", "rect",
        "navigationItem", "fontDescription", "translatesAutoresizingMaskIntoConstraints", "tableview",
        "segues", "scène",
    ]

    @Test("every attribute name the builder reads is recognised", arguments: attributeNames)
    func attributeNameRecognised(_ name: String, _ expected: AttributeName) {
        #expect(AttributeName(name) == expected)
    }

    @Test("every element name the builder reads is recognised", arguments: elementNames)
    func elementNameRecognised(_ name: String, _ expected: DocumentBuilder.ElementName) {
        #expect(DocumentBuilder.ElementName(name) == expected)
    }

    @Test("the attributes whose values are localizable texts, and only those")
    func localizableAttributes() {
        let localizable = Self.attributeNames.filter { $0.1.isLocalizable }.map(\.0).sorted()
        #expect(localizable == ["placeholder", "text", "title", "userLabel"])
    }

    @Test("other names are not recognised", arguments: otherNames)
    func otherNamesIgnored(_ name: String) {
        #expect(AttributeName(name) == nil)
        #expect(DocumentBuilder.ElementName(name) == nil)
    }

    @Test("the memo answers what the classification answers, and classifies a string once")
    func memoRemembers() {
        let memo = RememberedName.cache(of: AttributeName.self)
        var calls = 0
        let names = Self.attributeNames.map(\.0) + Self.otherNames
        for _ in 0..<3 {
            for name in names {
                let value = RememberedName.value(for: name, in: memo) { calls += 1; return AttributeName($0) }
                #expect(value == AttributeName(name), "\(name)")
            }
        }
        // Names that share a slot may be classified again; each is classified at least once.
        #expect(calls >= names.count && calls < 3 * names.count)
    }

    @Test("a name spelled by another string, or a different name of the same length, gets its own answer")
    func memoComparesNames() {
        let memo = RememberedName.cache(of: AttributeName.self)
        let long = "storyboardIdentifier"
        #expect(RememberedName.value(for: long, in: memo, classify: AttributeName.init) == .storyboardIdentifier)
        // The same name in separate storage, and another name of the same length.
        let copy = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(RememberedName.value(for: copy, in: memo, classify: AttributeName.init) == .storyboardIdentifier)
        #expect(RememberedName.value(for: "multipleTouchEnabled", in: memo, classify: AttributeName.init) == nil)
        #expect(RememberedName.value(for: "customModuleProvider", in: memo, classify: AttributeName.init) == .customModuleProvider)
        #expect(RememberedName.value(for: long, in: memo, classify: AttributeName.init) == .storyboardIdentifier)
    }

    @Test("more distinct names than the memo has slots are all answered right")
    func memoOverflows() {
        let memo = RememberedName.cache(of: Int.self)
        let names = (0..<2000).map { "attribute\($0)" }
        for _ in 0..<2 {
            for (index, name) in names.enumerated() {
                #expect(RememberedName.value(for: name, in: memo) { _ in index } == index)
            }
        }
    }
}
