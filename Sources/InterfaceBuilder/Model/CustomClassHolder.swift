/// A model value with Interface Builder's custom-class attributes: objects, segues and cells.
///
/// Lets the reader and the dumper handle `customClass`, `customModule` and `customModuleProvider`
/// in one place.
protocol CustomClassHolder {
    var customClass: Located<String>? { get set }
    var customModule: Located<String>? { get set }
    var customModuleProvider: Located<String>? { get set }
}

extension CustomClassHolder {
    /// Stores a custom-class attribute.
    ///
    /// - Returns: Whether the attribute was one of the three.
    mutating func setCustomClassAttribute(_ name: AttributeName, _ value: Located<String>) -> Bool {
        switch name {
        case .customClass: customClass = value
        case .customModule: customModule = value
        case .customModuleProvider: customModuleProvider = value
        default: return false
        }
        return true
    }
}

extension AttributeName {
    /// Whether `setCustomClassAttribute` stores this attribute: `customClass`, `customModule` or
    /// `customModuleProvider`.
    var isCustomClassAttribute: Bool {
        switch self {
        case .customClass, .customModule, .customModuleProvider: return true
        default: return false
        }
    }
}

extension InterfaceObject: CustomClassHolder {}
extension Segue: CustomClassHolder {}
extension Cell: CustomClassHolder {}
extension CustomClassUse: CustomClassHolder {}
