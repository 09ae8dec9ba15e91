import InterfaceBuilder
import TripSource

/// What the outlet and action rules share: the custom class of a connection's source or target,
/// when it is one the sources should declare, and what that class's chain provides.
struct ConnectionClasses {
    /// The custom-class uses of one document by the offset of their element.
    private let usesByOffset: [Int: CustomClassUse]
    /// The element offset of each id; `nil` for an id more than one element carries.
    private let elementByID: [ExactKey: Int?]
    private let ownModules: Set<String>

    /// - Parameters:
    ///   - document: The document whose connections are judged.
    ///   - ownModules: The modules the sources make up (see `CustomClassNotDeclared.ownModules`).
    init(_ document: InterfaceDocument, ownModules: Set<String>) {
        var usesByOffset: [Int: CustomClassUse] = [:]
        for use in document.customClassUses { usesByOffset[use.elementLocation.offset] = use }
        var elementByID: [ExactKey: Int?] = [:]
        for objectID in document.objectIDs {
            let key = ExactKey(objectID.value.value)
            elementByID[key] = elementByID[key] == nil ? .some(objectID.elementLocation.offset) : .some(nil)
        }
        self.usesByOffset = usesByOffset
        self.elementByID = elementByID
        self.ownModules = ownModules
    }

    /// The class of the element at a location (a connection's owner), as the sources should
    /// declare it; see `judgedClass(_:)`.
    func classOfElement(at location: SourceLocation) -> (name: String, use: CustomClassUse)? {
        usesByOffset[location.offset].flatMap(judgedClass)
    }

    /// The class of the element carrying an id (an action's target), as the sources should declare it.
    func classOfElement(withID id: String) -> (name: String, use: CustomClassUse)? {
        guard let offset = elementByID[ExactKey(id)] ?? nil else { return nil }
        return usesByOffset[offset].flatMap(judgedClass)
    }

    /// The class name to look for among the sources: the custom class, unless it belongs to a
    /// module other than the app's own (as `custom_class_not_declared` decides), by the last part
    /// of a dotted name.
    private func judgedClass(_ use: CustomClassUse) -> (name: String, use: CustomClassUse)? {
        guard let customClass = use.customClass?.value, !customClass.isEmpty else { return nil }
        let module = use.customModule?.value ?? ""
        let isOwnModule = use.customModuleProvider?.value == "target" || ownModules.contains(module)
        guard module.isEmpty || isOwnModule else { return nil }
        let name = customClass.split(separator: ".").last.map(String.init) ?? customClass
        return (name, use)
    }
}

extension ConnectionClasses {
    /// Calls `body` with each document whose connections the outlet and action rules judge (none
    /// without sources; no legacy archive), its classes, and one chain cache for the run.
    static func forEachJudgedDocument(
        in project: ValidationProject, _ body: (InterfaceFile, ConnectionClasses, inout ClassChainCache) -> Void
    ) {
        guard !project.codeFiles.isEmpty else { return }
        let ownModules = CustomClassNotDeclared.ownModules(project)
        var chains = ClassChainCache(project.classes)
        for file in project.interfaceFiles where file.document.kind != .legacyArchive {
            body(file, ConnectionClasses(file.document, ownModules: ownModules), &chains)
        }
    }
}

/// Class chains asked for during one rule run, each resolved once.
struct ClassChainCache {
    let index: ClassIndex
    private var chains: [String: ClassChain?] = [:]

    init(_ index: ClassIndex) {
        self.index = index
    }

    /// Each class's names indexed for "did you mean", built the first time a finding needs them,
    /// by kind (`key`, `selector`) and class.
    private var candidates: [String: NearMatch.Candidates] = [:]
    /// Each class's selectors by their first word, for the action rule's suggestions.
    private var stems: [String: [Substring: [String]]] = [:]

    /// The name of a chain's sets nearest to a mistyped one: each class's nearest (its names
    /// indexed once per run), then the nearest of those, so a query costs the chain's few classes.
    mutating func nearest(to word: String, in sets: NameSets, kind: String) -> String? {
        var found: [String] = []
        for entry in sets.entries {
            let id = kind + "\u{0}" + entry.owner
            if candidates[id] == nil { candidates[id] = NearMatch.Candidates(entry.names.sorted()) }
            if let near = candidates[id]?.nearest(to: word) { found.append(near) }
        }
        return NearMatch.nearest(to: word, in: found)
    }

    /// A chain's selectors whose first word (`stem`) is the given one, sorted.
    mutating func selectors(withStem stem: Substring, in chain: ClassChain, stemOf: (String) -> Substring) -> [String] {
        var found: [String] = []
        for entry in chain.selectors.entries {
            if stems[entry.owner] == nil {
                stems[entry.owner] = Dictionary(grouping: entry.names, by: stemOf)
            }
            found += stems[entry.owner]?[stem] ?? []
        }
        return Array(Set(found)).sorted()
    }

    mutating func chain(of name: String) -> ClassChain? {
        if let known = chains[name] { return known }
        let chain = index.chain(of: name)
        chains[name] = .some(chain)
        return chain
    }
}

/// What the evidence says of a name a class chain among the sources lacks.
enum ChainVerdict: Equatable {
    /// The name may come from where the sources do not show: a superclass from a dependency, or
    /// the SDK's outlets and actions.
    case notJudged
    /// A finding, with the rule's own severity (`nil`) or a note.
    case finding(severity: Severity?)
}

extension ClassChain {
    /// How far the chain's evidence goes for a name it lacks: not judged when a superclass is
    /// neither among the sources nor Apple's, or when the chain reaches the SDK and the SDK offers
    /// the name; else a finding, the rule's own severity when every SDK class reached is one whose
    /// outlets or actions are all known (`complete`), and a note otherwise.
    func verdict(name: String, sdkNames: Set<String>, complete: Set<String>) -> ChainVerdict {
        guard unknownBases.isEmpty, !isIncomplete else { return .notJudged }
        if !sdkBases.isEmpty, sdkNames.contains(name) { return .notJudged }
        return .finding(severity: sdkBases.allSatisfy(complete.contains) ? nil : .note)
    }

    /// Whether the chain's SDK classes belong to another platform than the document's: a UIKit
    /// class (`UIResponder`) named in a macOS document, or an AppKit one (`NSViewController`) in an
    /// iOS or tvOS one. The document then means another class of the same name, one of an app the
    /// inputs do not hold (a repository with an iOS and a Mac app, or unrelated folders given
    /// together), and the sources are no evidence of its outlets and actions.
    func isForAnotherPlatform(than platform: Platform?) -> Bool {
        switch platform {
        case .macOS?: sdkBases.contains { $0.hasPrefix("UI") }
        case .iOS?, .iPad?, .tvOS?: !sdkBases.isDisjoint(with: Self.appKitClasses)
        default: false
        }
    }

    /// AppKit classes that custom classes of macOS documents derive from (Foundation's `NSObject`
    /// is common to every platform, so it is not one).
    static let appKitClasses: Set<String> = [
        "NSResponder", "NSApplication", "NSWindow", "NSPanel", "NSWindowController", "NSViewController",
        "NSView", "NSControl", "NSButton", "NSTextField", "NSTextView", "NSTableView", "NSTableCellView",
        "NSTableRowView", "NSOutlineView", "NSCollectionView", "NSCollectionViewItem", "NSDocument",
        "NSSplitViewController", "NSTabViewController", "NSPageController", "NSMenu", "NSPopover",
        "NSObjectController", "NSArrayController", "NSTreeController", "NSImageView", "NSStackView",
    ]

    /// Related locations: where the chain's classes are declared.
    func declarationLocations(_ name: String) -> [RelatedLocation] {
        declarations.prefix(3).map { RelatedLocation($0, "a class of the chain of \(name) is declared here") }
    }
}
