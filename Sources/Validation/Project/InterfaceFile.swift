import InterfaceBuilder
import TripSource

/// A storyboard or XIB that was read, with the lookups the rules share.
///
/// The lookups are built once, while the file is read (files are read in parallel), so that no
/// rule walks the document's lists to find an id. A class, so that handing a file to each of the
/// rules costs one reference, not a copy of every list of the document.
public final class InterfaceFile: Sendable {
    /// The path diagnostics name the file by.
    public let path: String
    /// The document.
    public let document: InterfaceDocument
    /// The name storyboard references, Info.plist keys and `UIStoryboard(name:)` use for the file:
    /// its file name without the extension (`Main` for `App/Base.lproj/Main.storyboard`).
    public let name: String
    /// Ids, scenes and identifiers by name.
    public let index: InterfaceIndex

    /// A read document and its lookups.
    ///
    /// - Parameters:
    ///   - path: The path diagnostics name the file by.
    ///   - document: The document.
    ///   - name: The storyboard name of the file.
    public init(path: String, document: InterfaceDocument, name: String) {
        self.path = path
        self.document = document
        self.name = name
        self.index = InterfaceIndex(document)
    }

    /// Whether the file is a storyboard (not a XIB).
    public var isStoryboard: Bool { document.kind == .storyboard }

    /// The folder holding the file, for choosing the nearest of several storyboards with one name.
    var folder: String { Paths.directory(of: path) }
}

/// Lookups over one document.
public struct InterfaceIndex: Sendable {
    /// Position in `objectIDs` of the first element carrying each id.
    private let firstObjectID: FirstPositions
    /// The top-level objects with an id, by the position of their id in `topLevelIDs`.
    private let topLevelIDs: FirstPositions
    /// The scene holding each top-level object with an id, in the order of `topLevelIDs`.
    private let topLevelScenes: [Int]
    private let objectIDs: [ObjectID]
    /// The first object carrying each storyboard identifier.
    public let storyboardIdentifiers: [String: InterfaceObject]
    /// Every segue identifier (empty ones left out).
    public let segueIdentifiers: Set<String>
    /// Every cell reuse identifier (empty ones left out).
    public let reuseIdentifiers: Set<String>
    /// Positions in `objectIDs` of the elements whose id an earlier element already carries.
    let repeatedObjectIDs: [Int]
    /// Every identifier written in the document, for the identifier rules.
    let identifierUses: [IdentifierUse]

    init(_ document: InterfaceDocument) {
        let first = FirstPositions(document.objectIDs.map(\.value.value))
        self.repeatedObjectIDs = first.repeated
        var topLevelIDs: [String] = []
        var topLevelScenes: [Int] = []
        var storyboardIdentifiers: [String: InterfaceObject] = [:]
        for scene in document.scenes {
            for object in scene.objects {
                if let id = object.id?.value {
                    topLevelIDs.append(id)
                    topLevelScenes.append(scene.index)
                }
                if let identifier = object.storyboardIdentifier?.value, !identifier.isEmpty {
                    FirstPositions.insertIfAbsent(object, forKey: identifier, in: &storyboardIdentifiers)
                }
            }
        }
        self.firstObjectID = first
        self.topLevelIDs = FirstPositions(topLevelIDs)
        self.topLevelScenes = topLevelScenes
        self.objectIDs = document.objectIDs
        self.storyboardIdentifiers = storyboardIdentifiers
        let uses = IdentifierUse.all(in: document)
        // The uses list segues and cells in document order, so the sets fill in the same order
        // as from the segues and cells themselves.
        var segueIdentifiers = Set<String>()
        var reuseIdentifiers = Set<String>()
        for use in uses where !use.value.value.isEmpty {
            switch use.kind {
            case .segue: segueIdentifiers.insert(use.value.value)
            case .reuse: reuseIdentifiers.insert(use.value.value)
            case .storyboard, .restoration, .watchController: break
            }
        }
        self.segueIdentifiers = segueIdentifiers
        self.reuseIdentifiers = reuseIdentifiers
        self.identifierUses = uses
    }

    /// The first element carrying an id, or `nil` when none does.
    public func object(withID id: String) -> ObjectID? {
        firstObjectID.position(of: id).map { objectIDs[$0] }
    }

    /// Whether some element carries an id.
    public func contains(id: String) -> Bool {
        firstObjectID.position(of: id) != nil
    }

    /// The first element carrying an id, by its position in `objectIDs`.
    func firstObjectIDPosition(_ id: String) -> Int? {
        firstObjectID.position(of: id)
    }

    /// The scene whose top-level objects include one with this id: the scene a segue with that
    /// destination leads to.
    public func sceneIndex(ofTopLevelObject id: String) -> Int? {
        topLevelIDs.position(of: id).map { topLevelScenes[$0] }
    }
}
