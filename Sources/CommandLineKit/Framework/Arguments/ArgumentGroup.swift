/// A command's flags, options and positional arguments, as the stored properties of a type.
///
/// Every stored property that is a declaration (`Flag`, `Option`, `Argument`) or another group is one
/// of the command's arguments, in the order it is written, a nested group's in its place. There is no
/// separate list to keep in step with the declarations, so a declaration cannot be left out of the
/// parser, help, completion or the manual page; and a command reads its values back through
/// `ParsedValues` by the property's name, so it cannot read a declaration it does not have.
///
/// ```swift
/// struct Arguments: ArgumentGroup {
///     var kind = Option<Kind>("kind", default: .mean, help: "The kind of average.")
///     var values = Argument<[Double]>("values", help: "The values.")
/// }
/// ```
/// Declare them as stored properties (`var` or `let` with a value); a computed property is not an
/// argument and reads back as absent.
package protocol ArgumentGroup: Sendable {
    /// A group with every declaration at its declared value.
    init()
}

/// The arguments of a command that takes none.
package struct NoArguments: ArgumentGroup {
    package init() {}
}

extension ArgumentGroup {
    /// The declarations in the order they are written, nested groups expanded in place.
    ///
    /// The nesting is the program's own (groups inside groups), not anything read from input.
    var declaredSpecs: [ArgumentSpec] {
        Mirror(reflecting: self).children.flatMap { child -> [ArgumentSpec] in
            if let declaration = child.value as? any ArgumentDeclaration { return [declaration.spec] }
            if let group = child.value as? any ArgumentGroup { return group.declaredSpecs }
            return []
        }
    }
}
