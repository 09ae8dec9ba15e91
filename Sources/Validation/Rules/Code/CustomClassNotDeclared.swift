import InterfaceBuilder
import TripSource

/// A custom class set in a storyboard or XIB that none of the Swift or Objective-C files declares:
/// at run time the class is missing, the object falls back to its base class, and its outlets and
/// actions fail. Checked only when sources are among the files.
///
/// Not reported: classes of another module, which live in a framework or package that need not be
/// among the files. A class's module is the sources' own when Interface Builder says so
/// (`customModuleProvider="target"`, "inherit module from target"), when that module name is
/// given that way elsewhere in the documents, or when it names a folder holding some of the
/// sources (`Sources/RoadTrip/...`); a class without `customModule` is looked up too. Also not
/// reported: system classes people set explicitly (`UIResponder` on every First Responder,
/// `MKMapView`, `WKWebView`...), known by the prefixes of Apple's UI frameworks in
/// `systemPrefixes` followed by an upper-case letter, and the few in `systemNames`. A dotted name
/// (`Module.Class`) is checked by its last part.
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

    /// System classes without a prefix: WebKit's legacy view, and the class macOS XIBs give their
    /// First Responder placeholder.
    static let systemNames: Set<String> = ["WebView", "FirstResponder"]

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty else { return [] }
        let declared = project.codeFiles.reduce(into: Set<String>()) { $0.formUnion($1.declaredClasses) }
        let ownModules = Self.ownModules(project)
        var found: [Diagnostic] = []
        for file in project.interfaceFiles {
            for use in Self.uses(in: file.document) {
                guard let customClass = use.customClass, !customClass.value.isEmpty else { continue }
                if let module = use.customModule?.value, !module.isEmpty, use.customModuleProvider?.value != "target",
                   !ownModules.contains(module) { continue }
                let name = customClass.value.split(separator: ".").last.map(String.init) ?? customClass.value
                guard !declared.contains(name), !Self.isSystemClass(name) else { continue }
                found.append(diagnostic(.undeclared(customClass.value, element: use.elementName), at: customClass.location))
            }
        }
        return found
    }

    /// The modules the sources make up, as far as the files tell: modules Interface Builder marks
    /// as the target's own, and the names of the folders holding sources.
    private static func ownModules(_ project: ValidationProject) -> Set<String> {
        var modules = Set<String>()
        for file in project.interfaceFiles {
            for use in file.document.customClassUses where use.customModuleProvider?.value == "target" {
                if let module = use.customModule?.value { modules.insert(module) }
            }
        }
        for file in project.codeFiles {
            modules.formUnion(Paths.directory(of: file.path).split(separator: "/").map(String.init))
        }
        return modules
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
