import Testing
@testable import Validation

@Suite("Format arguments")
struct FormatArgumentsTests {
    /// A conversion of `argument`, told apart from others of the same argument by `offset`.
    private static func conversion(_ argument: Int, at offset: Int) -> FormatSpecifier {
        FormatSpecifier(kind: .object, argument: argument, isPositional: true, text: "%\(argument)$@", offset: offset)
    }

    @Test("the first conversion of each argument is kept, in argument order, as a dictionary of the first ones holds them")
    func agreesWithDictionary() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            let count = round % 12
            let list = (0..<count).map { Self.conversion(Int.random(in: 1...6, using: &generator), at: $0) }
            var reference: [Int: FormatSpecifier] = [:]
            for specifier in list where reference[specifier.argument] == nil { reference[specifier.argument] = specifier }
            let arguments = FormatArguments(firstOf: list)
            #expect(arguments.count == reference.count)
            #expect(arguments.argumentNumbers == reference.keys.sorted())
            #expect(arguments.map(\.specifier.offset) == reference.keys.sorted().map { reference[$0]!.offset })
            for argument in 0...7 {
                #expect(arguments[argument]?.offset == reference[argument]?.offset)
                #expect(arguments.contains(argument) == (reference[argument] != nil))
            }
        }
    }

    @Test("arguments already in order are kept as given; none read is empty")
    func inOrder() {
        let arguments = FormatArguments(firstOf: [Self.conversion(1, at: 0), Self.conversion(2, at: 3), Self.conversion(5, at: 6)])
        #expect(arguments.argumentNumbers == [1, 2, 5])
        #expect(arguments[2]?.offset == 3 && arguments[3] == nil && !arguments.contains(4))
        #expect(FormatArguments(firstOf: []).isEmpty && FormatArguments().count == 0)
    }

    @Test("a text with many conversions of few arguments keeps one per argument")
    func manyConversions() {
        let list = (0..<20_000).map { Self.conversion(20 - $0 % 20, at: $0) }
        let arguments = FormatArguments(firstOf: list)
        #expect(arguments.argumentNumbers == Array(1...20))
        #expect(arguments.map(\.specifier.offset) == (0..<20).map { 19 - $0 })
    }
}
