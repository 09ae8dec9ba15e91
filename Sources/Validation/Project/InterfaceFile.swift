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
    private let firstObjectID: [String: Int]
    /// The scene holding each top-level object with an id.
    private let topLevelScene: [String: Int]
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
        var first: [String: Int] = [:]
        first.reserveCapacity(document.objectIDs.count)
        var repeated: [Int] = []
        for (position, objectID) in document.objectIDs.enumerated() {
            if !Self.insertIfAbsent(position, forKey: objectID.value.value, in: &first) {
                repeated.append(position)
            }
        }
        self.repeatedObjectIDs = repeated
        var topLevel: [String: Int] = [:]
        var storyboardIdentifiers: [String: InterfaceObject] = [:]
        for scene in document.scenes {
            for object in scene.objects {
                if let id = object.id?.value { Self.insertIfAbsent(scene.index, forKey: id, in: &topLevel) }
                if let identifier = object.storyboardIdentifier?.value, !identifier.isEmpty {
                    Self.insertIfAbsent(object, forKey: identifier, in: &storyboardIdentifiers)
                }
            }
        }
        self.firstObjectID = first
        self.topLevelScene = topLevel
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

    /// Stores a value under a key the dictionary does not hold yet, hashing the key once (a
    /// lookup followed by an insertion hashes it twice).
    ///
    /// - Returns: Whether the value was stored; `false` when the key was there already.
    @discardableResult
    private static func insertIfAbsent<Value>(_ value: @autoclosure () -> Value, forKey key: String, in dictionary: inout [String: Value]) -> Bool {
        var inserted = false
        func inserting() -> Value {
            inserted = true
            return value()
        }
        // The subscript's modify accessor stores the default when the key is missing.
        keep(&dictionary[key, default: inserting()])
        return inserted
    }

    /// Takes a value in place and leaves it as it was (see `insertIfAbsent`).
    private static func keep<Value>(_ value: inout Value) {}

    /// The first element carrying an id, or `nil` when none does.
    public func object(withID id: String) -> ObjectID? {
        firstObjectID[id].map { objectIDs[$0] }
    }

    /// Whether some element carries an id.
    public func contains(id: String) -> Bool {
        firstObjectID[id] != nil
    }

    /// The first element carrying an id, by its position in `objectIDs`.
    func firstObjectIDPosition(_ id: String) -> Int? {
        firstObjectID[id]
    }

    /// The scene whose top-level objects include one with this id: the scene a segue with that
    /// destination leads to.
    public func sceneIndex(ofTopLevelObject id: String) -> Int? {
        topLevelScene[id]
    }
}
