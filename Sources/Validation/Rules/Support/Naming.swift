import InterfaceBuilder

/// How messages name the things they are about, so that every rule words them alike.
enum Naming {
    /// A scene by its controller: `scene 'MasterViewController' (7bK-jq-Zjz)`, using the title,
    /// custom class, storyboard identifier or element name, whichever comes first.
    static func scene(_ scene: Scene) -> String {
        guard let controller = scene.controller ?? scene.storyboardReferenceObjects.first else {
            return "scene \(scene.sceneID?.value ?? "#\(scene.index + 1)")"
        }
        return "scene \(object(controller))"
    }

    /// An object: `'Title' (id)`, `'CustomClass' (id)` or `<element> (id)`.
    static func object(_ object: InterfaceObject) -> String {
        let id = object.id.map { " (\($0.value))" } ?? ""
        let label = [object.title, object.customClass, object.storyboardIdentifier, object.userLabel]
            .compactMap { $0?.value }.first { !$0.isEmpty }
        return label.map { "'\($0)'\(id)" } ?? "<\(object.elementName)>\(id)"
    }

    /// A segue: `'show' segue 'TestDrive'`, or `'show' segue (Xk3-nY-s2B)` without an identifier.
    static func segue(_ segue: Segue) -> String {
        let kind = segue.kind.map { "'\($0.value.name)' " } ?? ""
        if let identifier = segue.identifier?.value, !identifier.isEmpty { return "\(kind)segue '\(identifier)'" }
        return "\(kind)segue" + (segue.id.map { " (\($0.value))" } ?? "")
    }

    /// An element by name and id: `<button> (eP4-Vv-tZ1)`.
    static func element(_ name: String, id: String?) -> String {
        "<\(name)>" + (id.map { " (\($0))" } ?? "")
    }
}
