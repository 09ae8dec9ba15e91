/// The typed values of one command line, read back with the declarations that made them.
///
/// ```swift
/// let kind = values[Average.kind]      // Kind, from Option<Kind>(..., default: .mean)
/// let names = values[Average.values]   // [Double], from Argument<[Double]>
/// ```
/// Every declaration of every command on the path from the root to the command that runs has a value:
/// its default, `nil` or an empty array when the user gave none.
public struct ParsedValues: Sendable {
    private var storage: [ObjectIdentifier: any Sendable]

    init(storage: [ObjectIdentifier: any Sendable] = [:]) {
        self.storage = storage
    }

    /// The value of a declaration.
    ///
    /// Reading a declaration that no command on the command line lists in its `arguments` is a
    /// programming error and stops the program.
    public subscript<Declaration: ArgumentDeclaration>(_ declaration: Declaration) -> Declaration.Output {
        guard let stored = storage[ObjectIdentifier(declaration.spec)],
              let value = stored as? Declaration.Output else {
            preconditionFailure("\(declaration.spec.displayName) is not declared by a command on this command line")
        }
        return value
    }

    /// Whether the user gave the declaration at all, as opposed to its default applying.
    public func contains<Declaration: ArgumentDeclaration>(_ declaration: Declaration) -> Bool {
        given.contains(ObjectIdentifier(declaration.spec))
    }

    /// The declarations the user gave.
    var given: Set<ObjectIdentifier> = []

    mutating func set(_ value: any Sendable, for spec: ArgumentSpec, given isGiven: Bool) {
        storage[ObjectIdentifier(spec)] = value
        if isGiven { given.insert(ObjectIdentifier(spec)) }
    }
}
