/// The conversion reading each argument of one form of a localized value (the first one, when
/// several read it), in argument order.
///
/// Most forms read one or two arguments: a sorted array holds them with one allocation and no
/// hashing, where a dictionary took a table per form and a hash per look-up. Building from a list
/// sorts it once, so a text with many conversions still costs n log n.
struct FormatArguments: Sequence {
    /// The conversions, one per argument, by argument.
    private(set) var specifiers: [FormatSpecifier] = []

    /// No arguments.
    init() {}

    /// The first conversion reading each argument, in the order the list gives them.
    ///
    /// - Parameter list: Conversions in the order they are read.
    init(firstOf list: [FormatSpecifier]) {
        // The usual case: each argument read once, in order (`%@ %d`, `%1$@ %2$@`).
        var ascending = true
        for index in list.indices.dropFirst() where list[index - 1].argument >= list[index].argument {
            ascending = false
            break
        }
        if ascending {
            specifiers = list
            return
        }
        // Sorted by argument, then by position in the list, so the first of each stays first.
        let order = list.indices.sorted { (list[$0].argument, $0) < (list[$1].argument, $1) }
        specifiers.reserveCapacity(list.count)
        for index in order where specifiers.last?.argument != list[index].argument {
            specifiers.append(list[index])
        }
    }

    /// The number of arguments read.
    var count: Int { specifiers.count }

    /// Whether no argument is read.
    var isEmpty: Bool { specifiers.isEmpty }

    /// The arguments read, in order.
    var argumentNumbers: [Int] { specifiers.map(\.argument) }

    /// The conversion reading an argument, if any.
    subscript(argument: Int) -> FormatSpecifier? {
        guard let index = position(of: argument) else { return nil }
        return specifiers[index]
    }

    /// Whether a conversion reads the argument.
    func contains(_ argument: Int) -> Bool {
        position(of: argument) != nil
    }

    /// Each argument with its conversion, in argument order.
    func makeIterator() -> some IteratorProtocol<(argument: Int, specifier: FormatSpecifier)> {
        specifiers.lazy.map { (argument: $0.argument, specifier: $0) }.makeIterator()
    }

    /// The index of an argument's conversion: a binary search.
    private func position(of argument: Int) -> Int? {
        var low = 0
        var high = specifiers.count
        while low < high {
            let middle = (low + high) / 2
            let found = specifiers[middle].argument
            if found == argument { return middle }
            if found < argument { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
