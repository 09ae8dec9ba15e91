/// A typed declaration of a flag, option or positional argument that a command lists in `arguments`
/// and reads back from `ParsedValues` with its `Output` type.
package protocol ArgumentDeclaration: Sendable {
    /// The type `ParsedValues` hands back for it.
    associatedtype Output: Sendable
    /// The data help, completion and the parser read.
    var spec: ArgumentSpec { get }
}

extension ArgumentSpec {
    /// Converts one word, or says what was expected.
    static func convert<Value: ArgumentValue>(_ word: String, to type: Value.Type) throws(ValueFailure) -> Value {
        guard let value = Value(argument: word) else {
            throw ValueFailure(value: word, expectation: Value.expectation)
        }
        return value
    }

    /// Converts the last occurrence, or returns `nil` when there is none.
    static func convertLast<Value: ArgumentValue>(_ words: [String], to type: Value.Type) throws(ValueFailure) -> Value? {
        guard let word = words.last else { return nil }
        return try convert(word, to: type)
    }

    /// Converts every occurrence in order.
    static func convertAll<Value: ArgumentValue>(_ words: [String], to type: Value.Type) throws(ValueFailure) -> [Value] {
        var values: [Value] = []
        for word in words { values.append(try convert(word, to: type)) }
        return values
    }
}
