extension Scene {
    /// The scene's name in Xcode's document outline: `label` followed by " Scene"
    /// ("Login View Controller Scene", "Settings Scene").
    public var title: String { label + " Scene" }

    /// What Xcode names a scene by, without " Scene": the comment Xcode writes before each
    /// `<scene>` (`<!--Login View Controller-->`). See `label`.
    ///
    /// - Parameters:
    ///   - objects: The scene's objects.
    ///   - controllerIndex: Which of them is the controller.
    ///   - reference: The scene's storyboard reference, when it holds one instead of a controller.
    /// - Returns: The label.
    public static func label(objects: [InterfaceObject], controllerIndex: Int?,
                             reference: StoryboardReference? = nil) -> String {
        if let controllerIndex, objects.indices.contains(controllerIndex) {
            return label(of: objects[controllerIndex])
        }
        if let reference {
            for name in [reference.referencedIdentifier, reference.storyboardName] {
                if let name = name?.value, !name.isEmpty { return name }
            }
            return "Storyboard Reference"
        }
        // A scene with no controller and no reference: its first object, as Xcode lists it.
        return objects.first.map(label(of:)) ?? "Scene"
    }

    static func label(of object: InterfaceObject) -> String {
        // Each text looked at in place: an array of the four would be allocated for every scene.
        if let text = object.userLabel?.value, !text.isEmpty { return text }
        if let text = object.title?.value, !text.isEmpty { return text }
        if let text = object.navigationItemTitle?.value, !text.isEmpty { return text }
        if let text = object.tabBarItemTitle?.value, !text.isEmpty { return text }
        // Xcode names a window controller's scene by its kind, custom class or not (as the
        // corpus's macOS storyboards show).
        if let customClass = object.customClass?.value, !customClass.isEmpty, object.elementName != "windowController" {
            return SceneLabelWords.words(ofClassName: customClass)
        }
        return SceneLabelWords.defaultName(ofElement: object.elementName)
    }
}

/// How Xcode turns class and element names into the words of a scene's name.
enum SceneLabelWords {
    /// Element names whose default names are not their words.
    private static let specialNames: [String: String] = [
        "glkViewController": "GLKit View Controller",
        "avPlayerViewController": "AV Player View Controller",
        "controller": "Interface Controller",
        "notificationController": "Static Notification Interface Controller",
        "glanceController": "Glance Interface Controller",
        "pagecontroller": "Page Controller",
        "viewControllerPlaceholder": "Storyboard Reference",
        "controllerPlaceholder": "Storyboard Reference",
    ]

    /// `viewController` is "View Controller", `tabBarController` "Tab Bar Controller".
    static func defaultName(ofElement name: String) -> String {
        if let special = specialNames[name] { return special }
        guard let first = name.first else { return "Object" }
        return words(ofCamelCase: first.uppercased() + name.dropFirst())
    }

    /// A class name in words, without its prefix: a run of two or more capitals before a
    /// capitalised word (`SW` in `SWRevealViewController`, `SPWK` in `SPWKDetailViewController`).
    static func words(ofClassName name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, isUpper(scalars[capitals]) { capitals += 1 }
        var start = 0
        if capitals >= 3, capitals < scalars.count, isLower(scalars[capitals]) {
            start = capitals - 1
        }
        var rest = String.UnicodeScalarView()
        rest.append(contentsOf: scalars[start...])
        return words(ofCamelCase: String(rest))
    }

    /// `PrivacyDashboardViewController` is "Privacy Dashboard View Controller"; a run of capitals
    /// stays one word (`MyURLViewController` is "My URL View Controller").
    static func words(ofCamelCase name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, isUpper(scalar) {
                let previous = scalars[index - 1]
                let nextIsLower = index + 1 < scalars.count && isLower(scalars[index + 1])
                if !isUpper(previous) && previous != "_" || (isUpper(previous) && nextIsLower) {
                    output.append(" ")
                }
            }
            output.append(scalar)
        }
        return String(output)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }
}
