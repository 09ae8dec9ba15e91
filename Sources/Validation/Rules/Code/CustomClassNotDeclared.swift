import InterfaceBuilder
import TripSource

/// A custom class set in a storyboard or XIB that none of the Swift or Objective-C files declares:
/// at run time the class is missing, the object falls back to its base class, and its outlets and
/// actions fail. Checked only when sources are among the files.
///
/// Not reported: classes of another module (a `customModule` without "inherit module from
/// target"), which live in a framework or package not among the files; system classes people set
/// explicitly (`UIResponder` on every First Responder, `MKMapView`, `WKWebView`...), known by
/// the prefixes of Apple's UI frameworks in `systemPrefixes`, followed by an upper-case letter.
/// A dotted name (`Module.Class`) is checked by its last part.
struct CustomClassNotDeclared: Rule {
    static let description = RuleDescription(
        id: "custom_class_not_declared", severity: .warning, category: .code,
        summary: "A custom class set in a storyboard or XIB is declared in none of the sources.")

    /// Class-name prefixes of Apple's frameworks whose classes appear in Interface Builder files:
    /// UIKit, AppKit, MapKit, AVKit, GLKit, WebKit, SpriteKit, SceneKit, ARKit, PassKit/PencilKit,
    /// PhotosUI, MetalKit, CoreLocationUI, QuickLook, SafariServices, PDFKit, ImageKit,
    /// AuthenticationServices, ContactsUI, EventKitUI, GameKit, MessageUI, Messages, ReplayKit,
    /// IntentsUI, MediaPlayer, CarPlay, HealthKitUI.
    static let systemPrefixes = [
        "UI", "NS", "MK", "AV", "GLK", "WK", "SK", "SCN", "AR", "PK", "PH", "MTK", "CL", "QL", "SF", "PDF", "IK",
        "AS", "CN", "EK", "GK", "MF", "MS", "RP", "IN", "MP", "CP", "HK",
    ]

    /// System classes without a prefix.
    static let systemNames: Set<String> = ["WebView"]

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.sourceFiles.isEmpty else { return [] }
        let declared = project.sourceFiles.reduce(into: Set<String>()) { $0.formUnion($1.declaredClasses) }
        var found: [Diagnostic] = []
        for file in project.interfaceFiles {
            for use in Self.uses(in: file.document) {
                guard let customClass = use.customClass, !customClass.value.isEmpty else { continue }
                if let module = use.customModule, !module.value.isEmpty, use.customModuleProvider?.value != "target" { continue }
                let name = customClass.value.split(separator: ".").last.map(String.init) ?? customClass.value
                guard !declared.contains(name), !Self.isSystemClass(name) else { continue }
                found.append(diagnostic(.undeclared(customClass.value, element: use.elementName), at: customClass.location))
            }
        }
        return found
    }

    /// The custom classes of a document; legacy archives record them on top-level objects and cells.
    private static func uses(in document: InterfaceDocument) -> [CustomClassUse] {
        guard document.kind == .legacyArchive else { return document.customClassUses }
        let objects = document.topLevelObjects.map { object in
            var use = CustomClassUse(elementName: object.elementName, elementLocation: object.location, sceneIndex: nil)
            use.customClass = object.customClass
            return use
        }
        let cells = document.cells.filter { !$0.isTopLevel }.map { cell in
            var use = CustomClassUse(elementName: cell.kind.elementName, elementLocation: cell.location, sceneIndex: nil)
            use.customClass = cell.customClass
            return use
        }
        return objects + cells
    }

    /// Whether a class name is one of Apple's: a known prefix followed by an upper-case letter.
    static func isSystemClass(_ name: String) -> Bool {
        if systemNames.contains(name) { return true }
        return systemPrefixes.contains { prefix in
            guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
            return next.isUppercase
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func undeclared(_ name: String, element: String) -> Self {
        "custom class '\(name)' of a <\(element)> is declared in none of the Swift or Objective-C files validated"
    }
}
