import Testing
@testable import Validation

@Suite("FirstPositions")
struct FirstPositionsTests {
    /// What a dictionary filled with first occurrences answers, the behaviour to keep.
    static func expected(_ keys: [String], _ query: String) -> Int? {
        var first: [String: Int] = [:]
        for (position, key) in keys.enumerated() where first[key] == nil { first[key] = position }
        return first[query]
    }

    static let keyLists: [[String]] = [
        [], ["a"], ["abc-de-fgh", "x", "abc-de-fgh", "K", "y", "x"],
        (0..<100).map { "id\($0 % 37)" },
        ["caf\u{E9}", "cafe\u{301}", "K", "\u{212A}"], ["\u{212A}", "b"],
    ]
    static let queries = ["a", "x", "abc-de-fgh", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "id3", "id36", "id37", "", "zz"]

    @Test("answers as a dictionary of first occurrences, ASCII or not", arguments: keyLists)
    func positions(keys: [String]) {
        let table = FirstPositions(keys)
        for query in Self.queries {
            #expect(table.position(of: query) == Self.expected(keys, query), "\(keys) \(query)")
        }
        let repeated = keys.indices.filter { Self.expected(keys, keys[$0]) != $0 }
        #expect(table.repeated == repeated)
    }
}
