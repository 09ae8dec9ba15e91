import TripSource

/// The classes the Swift and Objective-C sources declare, indexed by name (and by `@objc` runtime
/// name), with their extensions and categories, for the outlet and action checks.
public struct ClassIndex: Sendable {
    /// What the declarations of one name (a class, its extensions and categories, and classes
    /// whose `@objc` name it is) give, merged once.
    struct Named: Sendable {
        var keys: Set<String> = []
        var selectors: Set<String> = []
        /// The names the declarations are written with (a runtime name leads to the Swift name).
        var names: [String] = []
        /// The class declarations (not extensions), with their superclasses.
        var classes: [(location: SourceLocation, superclass: String?)] = []
        /// The Swift 2 selectors of declarations that have some, with their files.
        var swift2Selectors: [Swift2Selectors] = []

        mutating func merge(_ declaration: TypeDeclaration) {
            keys.formUnion(declaration.keys)
            selectors.formUnion(declaration.selectors)
            if !declaration.swift2Selectors.isEmpty {
                swift2Selectors.append(Swift2Selectors(file: declaration.location.file, methods: declaration.swift2Selectors))
            }
            if !names.contains(declaration.name) { names.append(declaration.name) }
            if declaration.kind == .classDeclaration { classes.append((declaration.location, declaration.superclass)) }
        }
    }

    private let byName: [ExactKey: Named]

    /// How many names and class declarations a chain follows before it stops and is not judged:
    /// far more than any real app's chain (a few classes), and a bound on what a chain costs.
    static let chainBudget = 64

    /// How many type aliases a name is followed through (`typealias A = B`, `typealias B = C`) before
    /// it is left as written: more than any real chain, and a bound whatever the files say.
    static let aliasBudget = 8

    /// An index of the declarations of some files.
    ///
    /// An extension written with a type alias (`extension DeveloperOnly` after `typealias
    /// DeveloperOnly = PlaceBidViewController`) counts for the class the alias names, following
    /// aliases of aliases up to `aliasBudget`; a name some class is declared with is never taken
    /// for an alias.
    public init(_ files: [CodeFile]) {
        var byName: [ExactKey: Named] = [:]
        let aliases = Self.aliases(files)
        for declaration in files.lazy.flatMap(\.typeDeclarations) {
            var keys = [ExactKey(declaration.name)]
            if let runtimeName = declaration.runtimeName, runtimeName != declaration.name { keys.append(ExactKey(runtimeName)) }
            if declaration.kind == .extensionDeclaration, let aliased = aliases[ExactKey(declaration.name)] {
                keys.append(aliased)
            }
            for key in keys {
                // Merged in place: a copy taken out of the dictionary and stored back would copy the
                // name's sets at every extension, quadratic for a class with many extensions.
                byName[key, default: Named()].merge(declaration)
            }
        }
        self.byName = byName
    }

    /// The type each alias of the files finally names, by alias, for the aliases that do not name
    /// a class of their own: chains are followed with a set of the names seen, at most
    /// `aliasBudget` steps, so a cycle or a long chain ends.
    private static func aliases(_ files: [CodeFile]) -> [ExactKey: ExactKey] {
        var written: [ExactKey: ExactKey] = [:]
        for file in files {
            for (alias, target) in file.typeAliases where written[ExactKey(alias)] == nil {
                written[ExactKey(alias)] = ExactKey(target)
            }
        }
        guard !written.isEmpty else { return [:] }
        let classes = Set(files.lazy.flatMap(\.typeDeclarations).filter { $0.kind == .classDeclaration }.map { ExactKey($0.name) })
        var resolved: [ExactKey: ExactKey] = [:]
        for (alias, target) in written where !classes.contains(alias) {
            var current = target
            var seen: Set<ExactKey> = [alias, target]
            for _ in 1..<aliasBudget {
                guard !classes.contains(current), let next = written[current], seen.insert(next).inserted else { break }
                current = next
            }
            resolved[alias] = current
        }
        return resolved
    }

    /// Whether a class (not only an extension of it) of this name is declared.
    public func declaresClass(_ name: String) -> Bool {
        !(byName[ExactKey(name)]?.classes.isEmpty ?? true)
    }

    /// What a class and its superclasses among the sources provide, or `nil` when no source
    /// declares the class.
    ///
    /// The superclasses are followed with a queue and a set of the names seen, never by recursion,
    /// so a cyclic chain costs each class once; each name's declarations were merged when the
    /// index was built, and the chain keeps their sets without copying them. A chain longer than
    /// `chainBudget` names and classes stops there and is marked incomplete, so every chain costs
    /// at most that much.
    public func chain(of name: String) -> ClassChain? {
        guard declaresClass(name) else { return nil }
        var chain = ClassChain(name: name)
        var seen: Set<ExactKey> = [ExactKey(name)]
        var queue = [name]
        var next = 0
        var steps = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            guard let named = byName[ExactKey(current)] else { continue }
            steps += 1 + named.classes.count
            if steps > Self.chainBudget {
                chain.isIncomplete = true
                break
            }
            chain.keys.add(named.keys, owner: current)
            chain.selectors.add(named.selectors, owner: current)
            chain.swift2Selectors += named.swift2Selectors
            // The Swift name of an `@objc(Name)` class, whose extensions use it.
            for written in named.names where seen.insert(ExactKey(written)).inserted { queue.append(written) }
            for declared in named.classes {
                chain.declarations.append(declared.location)
                guard let superclass = declared.superclass else { continue }
                if declaresClass(superclass) {
                    if seen.insert(ExactKey(superclass)).inserted { queue.append(superclass) }
                } else if AppleSDKClassNames.contains(superclass) {
                    chain.sdkBases.insert(superclass)
                    // Extensions of an SDK class among the sources add to it (`extension UIViewController`),
                    // and so do those of its SDK ancestors (`UITableViewController` is a `UIViewController`).
                    for sdkClass in [superclass] + SDKSuperclasses.ancestors(of: superclass)
                    where seen.insert(ExactKey(sdkClass)).inserted {
                        queue.append(sdkClass)
                    }
                } else {
                    chain.unknownBases.insert(superclass)
                }
            }
        }
        return chain
    }
}

/// Names kept as the sets they came in, each with the class name it belongs to, without merging
/// them: asking whether a name is among them costs the number of sets (a chain's few classes), not
/// copies of every set.
public struct NameSets: Sendable, Equatable {
    /// Each set, with the name of the class (or extended class) whose declarations gave it.
    public private(set) var entries: [(owner: String, names: Set<String>)] = []

    public init() {}

    mutating func add(_ names: Set<String>, owner: String) {
        if !names.isEmpty { entries.append((owner, names)) }
    }

    public func contains(_ name: String) -> Bool {
        entries.contains { $0.names.contains(name) }
    }

    /// Whether none of `names` is among them.
    public func isDisjoint(with names: Set<String>) -> Bool {
        entries.allSatisfy { $0.names.isDisjoint(with: names) }
    }

    public static func == (lhs: NameSets, rhs: NameSets) -> Bool {
        lhs.entries.map(\.owner) == rhs.entries.map(\.owner) && lhs.entries.map(\.names) == rhs.entries.map(\.names)
    }
}

/// What a class and the superclasses the sources declare provide: the keys its outlets can be set
/// by, the selectors of its methods, and where the chain leaves the sources.
public struct ClassChain: Sendable, Equatable {
    /// The class asked for.
    public let name: String
    /// Keys its outlets can be set by, over the whole chain among the sources.
    public var keys = NameSets()
    /// Selectors of its methods, over the whole chain among the sources.
    public var selectors = NameSets()
    /// Whether the chain was longer than `ClassIndex.chainBudget` and was not followed to its end:
    /// what it lacks is then not judged.
    public var isIncomplete = false
    /// Where the chain's class declarations are.
    public var declarations: [SourceLocation] = []
    /// The SDK classes the chain reaches (`UIViewController`, `NSObject`), which add outlets and
    /// actions of their own.
    public var sdkBases: Set<String> = []
    /// Superclasses (or first inherited types) neither declared among the sources nor Apple's: a
    /// dependency's class, or a protocol; what they add is unknown.
    public var unknownBases: Set<String> = []
    /// The selectors Swift 2 gave the chain's Swift methods where Swift 3 gives others, by file.
    var swift2Selectors: [Swift2Selectors] = []

    /// The first Swift method of the chain that Swift 2 gave a selector, with its Swift name and
    /// file, or `nil`.
    func swift2Method(withSelector selector: String) -> (name: String, file: String)? {
        for entry in swift2Selectors {
            if let name = entry.methods[selector] { return (name, entry.file) }
        }
        return nil
    }

    public init(name: String) {
        self.name = name
    }
}

/// The selectors Swift 1.x and 2 gave the Swift methods of one declaration where Swift 3 and
/// later give others (`TypeDeclaration.swift2Selectors`), and the file declaring them.
struct Swift2Selectors: Sendable, Equatable {
    let file: String
    /// Each selector, with the method's Swift name.
    let methods: [String: String]
}

extension ClassIndex {
    /// The project's class index, built from its sources the first time a rule asks.
    enum Analysis: ProjectAnalysis {
        static func compute(_ project: ValidationProject) -> ClassIndex {
            ClassIndex(project.codeFiles)
        }
    }
}

extension ValidationProject {
    /// The classes the sources declare, with their members, for the outlet and action checks.
    public var classes: ClassIndex {
        analysis(ClassIndex.Analysis.self)
    }
}
