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
    /// Where a XIB's File's Owner element is, when it has one.
    private let filesOwnerOffset: Int?
    /// The loads of the document by code that give its File's Owner another class than the one
    /// the document declares, or one the code does not show.
    private let loadsWithOtherOwner: [NibLoad]

    /// - Parameters:
    ///   - document: The document whose connections are judged.
    ///   - ownModules: The modules the sources make up (see `CustomClassNotDeclared.ownModules`).
    ///   - loads: The loads of the document by the sources (`ValidationProject.nibLoads(of:)`).
    init(_ document: InterfaceDocument, ownModules: Set<String>, loads: [NibLoad] = []) {
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
        let filesOwnerOffset = loads.isEmpty ? nil : document.filesOwner?.location.offset
        self.filesOwnerOffset = filesOwnerOffset
        let declared = filesOwnerOffset.flatMap { usesByOffset[$0]?.customClass?.value }.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        loadsWithOtherOwner = filesOwnerOffset == nil ? [] : loads.filter { $0.ownerClass == nil || $0.ownerClass != declared }
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

    /// When the element at a location is the XIB's File's Owner, the loads by code that give it
    /// another class than the declared one (or one the code does not show): at run time outlets
    /// and actions to File's Owner go to that object. Empty otherwise.
    func otherOwnerLoads(ofElementAt location: SourceLocation) -> [NibLoad] {
        location.offset == filesOwnerOffset ? loadsWithOtherOwner : []
    }

    /// `otherOwnerLoads(ofElementAt:)` for the element carrying an id (an action's target).
    func otherOwnerLoads(ofElementWithID id: String) -> [NibLoad] {
        guard let offset = elementByID[ExactKey(id)] ?? nil, offset == filesOwnerOffset else { return [] }
        return loadsWithOtherOwner
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
            body(file, ConnectionClasses(file.document, ownModules: ownModules, loads: project.nibLoads(of: file)), &chains)
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

/// What the classes code loads a XIB with as File's Owner say of a name its declared class lacks.
enum OwnerLoadVerdict: Equatable {
    /// No load gives the File's Owner another class: the declared class is judged alone.
    case none
    /// A loading class has the name, or may (a superclass the sources do not show): no finding.
    case provided
    /// A load whose owner's class the code does not show, or does not declare: the name may be
    /// that class's, so a finding is a note.
    case unknown(NibLoad)
    /// Every loading class is among the sources and lacks the name too.
    case lacking([NibLoad])
}

extension ClassChainCache {
    /// Judges the loads that give a File's Owner another class than the declared one
    /// (`ConnectionClasses.otherOwnerLoads(ofElementAt:)`).
    ///
    /// - Parameters:
    ///   - loads: The loads.
    ///   - provides: Whether a loading class's chain has the name, or may have it.
    mutating func verdict(for loads: [NibLoad], provides: (ClassChain) -> Bool) -> OwnerLoadVerdict {
        guard !loads.isEmpty else { return .none }
        var unknown: NibLoad?
        for load in loads {
            guard let owner = load.ownerClass, let chain = chain(of: owner) else {
                if unknown == nil { unknown = load }
                continue
            }
            if provides(chain) { return .provided }
        }
        return unknown.map(OwnerLoadVerdict.unknown) ?? .lacking(loads)
    }
}

extension Diagnostic.Message {
    /// The clause a connection finding adds when a target that builds its document compiles a
    /// source not among the files read (`AbsentSources`), which may declare what the class lacks;
    /// `nil` when every such target's sources were read.
    static func absentSourceClause(_ project: ValidationProject, building path: String) -> String? {
        project.absentSources.absentSource(ofTargetsBuilding: path).map {
            "not certain: target '\($0.target)' compiles '\($0.source)', which is not among the files read and may declare it"
        }
    }

    /// The clause a connection finding adds about the classes code loads its XIB with, and the
    /// related locations of those loads.
    static func ownerLoadClause(_ verdict: OwnerLoadVerdict) -> (text: String, related: [RelatedLocation]) {
        switch verdict {
        case .none, .provided:
            return ("", [])
        case .unknown(let load):
            let owner = load.ownerClass.map { "\($0), whose declaration is not among the files" } ?? "an owner whose class it does not show"
            return ("; but code loads this XIB with \(owner) (\(load.call) at \(load.location.file):\(load.location.line)), "
                + "which may have it", [RelatedLocation(load.location, "the XIB is loaded here")])
        case .lacking(let loads):
            let names = Array(Set(loads.compactMap(\.ownerClass))).sorted()
            return ("; nor does \(names.joined(separator: " or ")), which code loads this XIB with as its File's Owner",
                    loads.prefix(3).map { RelatedLocation($0.location, "the XIB is loaded here with \($0.ownerClass ?? "another owner")") })
        }
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
