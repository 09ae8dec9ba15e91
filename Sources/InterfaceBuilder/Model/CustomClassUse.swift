import TripSource

/// An element given a custom class: any element with a `customClass` attribute, top-level or nested.
public struct CustomClassUse: Sendable, Equatable {
    /// The element's name (`viewController`, `view`, `segue`, `tableViewCell`, ...).
    public var elementName: String
    /// Where the element's `<` is.
    public var elementLocation: SourceLocation
    /// The scene holding the element; `nil` in XIBs.
    public var sceneIndex: Int?
    public var customClass: Located<String>?
    public var customModule: Located<String>?
    /// `target` when the module is the app target's own ("Inherit Module From Target").
    public var customModuleProvider: Located<String>?

    public init(elementName: String, elementLocation: SourceLocation, sceneIndex: Int?) {
        self.elementName = elementName
        self.elementLocation = elementLocation
        self.sceneIndex = sceneIndex
    }
}
