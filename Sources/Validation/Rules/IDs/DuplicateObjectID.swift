import InterfaceBuilder

/// Two elements of one document carry the same `id`: Interface Builder cannot tell which one a
/// connection, segue or constraint means.
struct DuplicateObjectID: Rule {
    static let description = RuleDescription(
        id: "duplicate_object_id", severity: .error, category: .ids,
        summary: "Two elements of one document have the same id.",
        documentation: RuleDocumentation(
            why: """
                Interface Builder finds elements by id: when two share one, a connection, segue or constraint naming \
                it means either, and the document may fail to open or compile. It is usually a bad merge.
                """,
            bad: """
                <label id="abc-12-xyz"/>
                <button id="abc-12-xyz"/>
                """,
            good: """
                <label id="abc-12-xyz"/>
                <button id="def-34-uvw"/>
                """,
            fix: """
                Give one of the elements a new id (Interface Builder does so when you copy and paste it) and check \
                which element each reference meant.
                """))

    func check(_ file: InterfaceFile) -> [Diagnostic] {
        let objectIDs = file.document.objectIDs
        return file.index.repeatedObjectIDs.compactMap { position in
            let repeated = objectIDs[position]
            guard let firstPosition = file.index.firstObjectIDPosition(repeated.value.value) else { return nil }
            let first = objectIDs[firstPosition]
            return diagnostic(
                .duplicate(repeated.value.value, element: repeated.elementName, firstElement: first.elementName),
                at: repeated.value.location, related: [RelatedLocation(first.value.location, "first used here")])
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func duplicate(_ id: String, element: String, firstElement: String) -> Self {
        "id '\(id)' of <\(element)> is already the id of a <\(firstElement)>"
    }
}
