import TripSource

/// The classes the Swift and Objective-C sources declare, indexed by name (and by `@objc` runtime
/// name), with their extensions and categories, for the outlet and action checks.
public struct ClassIndex: Sendable {
    private let declarations: [TypeDeclaration]
    private let byName: [ExactKey: [Int]]

    /// An index of the declarations of some files.
    public init(_ files: [CodeFile]) {
        let declarations = files.flatMap(\.typeDeclarations)
        var byName: [ExactKey: [Int]] = [:]
        for (position, declaration) in declarations.enumerated() {
            byName[ExactKey(declaration.name), default: []].append(position)
            if let runtimeName = declaration.runtimeName, runtimeName != declaration.name {
                byName[ExactKey(runtimeName), default: []].append(position)
            }
        }
        self.declarations = declarations
        self.byName = byName
    }

    /// Whether a class (not only an extension of it) of this name is declared.
    public func declaresClass(_ name: String) -> Bool {
        byName[ExactKey(name)]?.contains { declarations[$0].kind == .classDeclaration } ?? false
    }

    /// What a class and its superclasses among the sources provide, or `nil` when no source
    /// declares the class.
    ///
    /// The superclasses are followed with a queue and a set of the names seen, never by recursion,
    /// so a long or cyclic chain costs each class once.
    public func chain(of name: String) -> ClassChain? {
        guard declaresClass(name) else { return nil }
        var chain = ClassChain(name: name)
        var seen: Set<ExactKey> = [ExactKey(name)]
        var queue = [name]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            for position in byName[ExactKey(current)] ?? [] {
                let declaration = declarations[position]
                chain.keys.formUnion(declaration.keys)
                chain.selectors.formUnion(declaration.selectors)
                // The Swift name of an `@objc(Name)` class, whose extensions use it.
                if seen.insert(ExactKey(declaration.name)).inserted { queue.append(declaration.name) }
                guard declaration.kind == .classDeclaration else { continue }
                chain.declarations.append(declaration.location)
                guard let superclass = declaration.superclass else { continue }
                if declaresClass(superclass) {
                    if seen.insert(ExactKey(superclass)).inserted { queue.append(superclass) }
                } else if AppleSDKClassNames.contains(superclass) {
                    chain.sdkBases.insert(superclass)
                    // Extensions of an SDK class among the sources add to it (`extension UIViewController`).
                    if seen.insert(ExactKey(superclass)).inserted { queue.append(superclass) }
                } else {
                    chain.unknownBases.insert(superclass)
                }
            }
        }
        return chain
    }
}

/// What a class and the superclasses the sources declare provide: the keys its outlets can be set
/// by, the selectors of its methods, and where the chain leaves the sources.
public struct ClassChain: Sendable, Equatable {
    /// The class asked for.
    public let name: String
    /// Keys its outlets can be set by, over the whole chain among the sources.
    public var keys: Set<String> = []
    /// Selectors of its methods, over the whole chain among the sources.
    public var selectors: Set<String> = []
    /// Where the chain's class declarations are.
    public var declarations: [SourceLocation] = []
    /// The SDK classes the chain reaches (`UIViewController`, `NSObject`), which add outlets and
    /// actions of their own.
    public var sdkBases: Set<String> = []
    /// Superclasses (or first inherited types) neither declared among the sources nor Apple's: a
    /// dependency's class, or a protocol; what they add is unknown.
    public var unknownBases: Set<String> = []

    public init(name: String) {
        self.name = name
    }
}
