import TripSource

// The model types print as `plutil -p` prints a property list (see `PrintedValue`): a dictionary of
// the attributes the element has, in the order the model declares them, leaving out those it does
// not have. A document lists its scenes by title and counts the rest, so that printing one stays
// short; a scene lists its objects in full. Each debug description names the type and where its
// element starts, then the description.

extension InterfaceDocument: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `InterfaceDocument(storyboard) at Main.storyboard:2:1 {...}`.
    public var debugDescription: String { "InterfaceDocument(\(kind.rawValue)) at \(root.location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("kind", bare: kind.rawValue)
        fields.add("file", .quoted(file))
        fields.add("type", type)
        fields.add("version", version)
        fields.add("toolsVersion", toolsVersion)
        fields.add("systemVersion", systemVersion)
        fields.add("platform", bare: platform.map { "\($0.value)" })
        fields.add("initialViewController", initialViewController)
        fields.add("launchScreen", bare: launchScreen.map { "\($0.value)" })
        if !scenes.isEmpty {
            fields.add("scenes", .array(scenes.map { .quoted($0.title) }))
        }
        if !topLevelObjects.isEmpty {
            fields.add("topLevelObjects", .array(topLevelObjects.map(\.printed)))
        }
        for (name, count) in [("storyboardReferences", storyboardReferences.count), ("segues", segues.count),
                              ("connections", connections.count), ("cells", cells.count)] where count > 0 {
            fields.add(name, bare: "\(count)")
        }
        return fields.printed
    }
}

extension Scene: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `Scene 0 at Main.storyboard:5:9 {...}`.
    public var debugDescription: String { "Scene \(index) at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("title", .quoted(title))
        fields.add("sceneID", sceneID)
        fields.add("objects", .array(objects.map(\.printed)))
        return fields.printed
    }
}

extension InterfaceObject: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `InterfaceObject(viewController) at Main.storyboard:7:17 {...}`.
    public var debugDescription: String { "InterfaceObject(\(elementName)) at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("element", bare: elementName)
        fields.add("role", bare: role.name)
        fields.add("id", id)
        fields.add("customClass", customClass)
        fields.add("customModule", customModule)
        fields.add("userLabel", userLabel)
        fields.add("storyboardIdentifier", storyboardIdentifier)
        fields.add("restorationIdentifier", restorationIdentifier)
        fields.add("identifier", identifier)
        fields.add("title", title)
        fields.add("placeholderIdentifier", placeholderIdentifier)
        fields.add("navigationItemTitle", navigationItemTitle)
        fields.add("tabBarItemTitle", tabBarItemTitle)
        return fields.printed
    }
}

extension Segue: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `Segue at Main.storyboard:30:25 {...}`.
    public var debugDescription: String { "Segue at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("id", id)
        fields.add("kind", bare: kind?.value.name)
        fields.add("identifier", identifier)
        fields.add("source", sourceControllerID)
        fields.add("destination", destination)
        fields.add("trigger", bare: trigger.description)
        fields.add("relationship", bare: relationship?.value.name)
        fields.add("unwindAction", unwindAction)
        fields.add("customClass", customClass)
        if !children.isEmpty {
            fields.add("children", .array(children.map(\.printed)))
        }
        return fields.printed
    }
}

extension Connection: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `Connection(outlet) at Main.storyboard:20:29 {...}`.
    public var debugDescription: String { "Connection(\(kind.elementName)) at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("kind", bare: kind.elementName)
        fields.add("id", id)
        fields.add("property", property)
        fields.add("selector", selector)
        fields.add("destination", destination)
        fields.add("target", target)
        fields.add("eventType", eventType)
        fields.add("owner", bare: owner.description)
        return fields.printed
    }
}

extension Cell: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `Cell(tableViewCell) at Main.storyboard:12:21 {...}`.
    public var debugDescription: String { "Cell(\(kind.elementName)) at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("kind", bare: kind.elementName)
        fields.add("id", id)
        fields.add("reuseIdentifier", reuseIdentifier)
        fields.add("customClass", customClass)
        fields.add("isPrototype", bare: "\(isPrototype)")
        return fields.printed
    }
}

extension CellContainer: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `CellContainer(tableView) at Main.storyboard:10:17 {...}`.
    public var debugDescription: String { "CellContainer(\(elementName)) at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("element", bare: elementName)
        fields.add("id", id)
        fields.add("dataMode", dataMode)
        if !sections.isEmpty {
            fields.add("sections", bare: "\(sections.count)")
        }
        return fields.printed
    }
}

extension StoryboardReference: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { printed.text }

    /// `StoryboardReference at Main.storyboard:40:17 {...}`.
    public var debugDescription: String { "StoryboardReference at \(location) \(description)" }

    var printed: PrintedValue {
        var fields = PrintedFields()
        fields.add("id", id)
        fields.add("storyboardName", storyboardName)
        fields.add("referencedIdentifier", referencedIdentifier)
        fields.add("bundleIdentifier", bundleIdentifier)
        return fields.printed
    }
}

extension ElementReference: CustomStringConvertible {
    /// `<button id="x9">`, or `<button>` without an id.
    public var description: String {
        guard let id else { return "<\(elementName)>" }
        return "<\(elementName) id=\(PrintedValue.quoted(id.value).text)>"
    }
}

extension Located: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value's own description.
    public var description: String { String(describing: value) }

    /// The value and where it was read: `"Main" at Main.storyboard:3:24`.
    public var debugDescription: String { "\(String(reflecting: value)) at \(location)" }
}

/// The fields of a model's description, skipping those it does not have.
struct PrintedFields {
    private var entries: [(key: String, value: PrintedValue)] = []

    mutating func add(_ key: String, _ value: PrintedValue) {
        entries.append((key, value))
    }

    mutating func add(_ key: String, _ value: Located<String>?) {
        if let value { add(key, .quoted(value.value)) }
    }

    mutating func add(_ key: String, bare value: String?) {
        if let value { add(key, .bare(value)) }
    }

    var printed: PrintedValue { .dictionary(entries) }
}
