import InterfaceBuilder

/// Two elements of one document carry the same `id`: Interface Builder cannot tell which one a
/// connection, segue or constraint means.
struct DuplicateObjectID: Rule {
    static let description = RuleDescription(
        id: "duplicate_object_id", severity: .error, category: .ids,
        summary: "Two elements of one document have the same id.")

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
