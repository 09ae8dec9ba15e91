/// The typed values of one command line, read back by the names of a command's `Arguments`.
///
/// ```swift
/// let kind = values.kind          // Kind, from `var kind = Option<Kind>(..., default: .mean)`
/// let names = values.values       // [Double], from `var values = Argument<[Double]>(...)`
/// let store = values.session.store  // a nested group's declaration
/// ```
/// Every declaration of the command has a value: what the user gave, else its default, `nil` or an
/// empty array.
@dynamicMemberLookup
package struct ParsedValues<Arguments: ArgumentGroup>: Sendable {
    // Underscored so that no declaration's name (`store`, `arguments`) is shadowed by them inside
    // this module or its tests.
    /// The group the command's node was built from: its declarations key the values.
    let _arguments: Arguments
    let _store: ParsedStore

    init(arguments: Arguments, store: ParsedStore) {
        _arguments = arguments
        _store = store
    }

    /// The value of one of the command's declarations.
    package subscript<Declaration: ArgumentDeclaration>(
        dynamicMember path: KeyPath<Arguments, Declaration>
    ) -> Declaration.Output {
        _store.value(of: _arguments[keyPath: path])
    }

    /// The values of a nested group.
    package subscript<Group: ArgumentGroup>(dynamicMember path: KeyPath<Arguments, Group>) -> ParsedValues<Group> {
        ParsedValues<Group>(arguments: _arguments[keyPath: path], store: _store)
    }

    /// Whether the user gave the declaration at all, as opposed to its default applying.
    package func isGiven<Declaration: ArgumentDeclaration>(_ path: KeyPath<Arguments, Declaration>) -> Bool {
        _store.given.contains(ObjectIdentifier(_arguments[keyPath: path].spec))
    }
}

/// The resolved value of every declaration on the command line's path, by declaration identity.
struct ParsedStore: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]
    /// The declarations the user gave.
    private(set) var given: Set<ObjectIdentifier> = []

    mutating func set(_ value: any Sendable, for spec: ArgumentSpec, given isGiven: Bool) {
        storage[ObjectIdentifier(spec)] = value
        if isGiven { given.insert(ObjectIdentifier(spec)) }
    }

    /// The value of a declaration; one the node does not list (a computed property of a group) reads
    /// as absent: its default, `nil` or an empty array.
    func value<Declaration: ArgumentDeclaration>(of declaration: Declaration) -> Declaration.Output {
        if let stored = storage[ObjectIdentifier(declaration.spec)] as? Declaration.Output { return stored }
        guard let absent = try? declaration.spec.resolve([]) as? Declaration.Output else {
            preconditionFailure("\(declaration.spec.displayName) is a computed property; declare it as a stored one")
        }
        return absent
    }
}
