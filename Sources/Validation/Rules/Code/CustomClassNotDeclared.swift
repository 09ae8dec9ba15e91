import InterfaceBuilder
import TripSource

/// A custom class set in a storyboard or XIB that none of the Swift or Objective-C files declares:
/// at run time the class is missing ("Unknown class in Interface Builder file"), the object falls
/// back to its base class, and its outlets and actions fail. Checked only when sources are among
/// the files.
///
/// The evidence it needs: a warning only for a class whose module is the app's own, so that its
/// declaration belongs among the sources: Interface Builder says so (`customModuleProvider="target"`,
/// "inherit module from target"), or the `customModule` is given that way elsewhere in the
/// documents, or it names a folder holding some of the sources (`Sources/RoadTrip/...`). A class
/// with no module at all (Objective-C classes, `@objc` names) may as well come from a dependency
/// that is not among the files (a pod, a Carthage or binary framework such as Sparkle, a
/// submodule), so it is only a note. Never reported: a class of another module, and the names of
/// Apple's SDKs (`AppleSDKClassNames`: `UIResponder` on every First Responder, `MKMapView`,
/// `NCWidgetListViewController`...). A dotted name (`Module.Class`) is checked by its last part.
struct CustomClassNotDeclared: Rule {
    static let description = RuleDescription(
        id: "custom_class_not_declared", severity: .warning, category: .code,
        summary: "A custom class set in a storyboard or XIB is declared in none of the sources.",
        evidence: "Needs Swift or Objective-C files among the inputs. Warns only for a class of the app's own module "
            + "(customModuleProvider=\"target\", or a customModule naming a folder of the sources); a class with no "
            + "module may come from a dependency, so it is a note; classes of other modules and Apple SDK names "
            + "(UI..., NS..., MK..., NC..., see AppleSDKClassNames) are never reported.",
        documentation: RuleDocumentation(
            why: """
                A custom class no source declares is not found at run time ("Unknown class in Interface Builder \
                file"): the object is created as its base class and its outlets and actions fail.
                """,
            bad: """
                <viewController customClass="SetingsViewController" customModule="App" id="a1"/>
                """,
            good: """
                <viewController customClass="SettingsViewController" customModule="App" id="a1"/>
                """,
            fix: """
                Correct the class name (and module) in the identity inspector, or add the class if it was deleted.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        guard !project.codeFiles.isEmpty else { return [] }
        let declared = project.codeFiles.reduce(into: Set<String>()) { $0.formUnion($1.declaredClasses) }
        let ownModules = Self.ownModules(project)
        var found: [Diagnostic] = []
        for file in project.interfaceFiles {
            for use in Self.uses(in: file.document) {
                guard let customClass = use.customClass, !customClass.value.isEmpty else { continue }
                let module = use.customModule?.value ?? ""
                let isOwnModule = use.customModuleProvider?.value == "target" || ownModules.contains(module)
                if !module.isEmpty && !isOwnModule { continue }
                let name = customClass.value.split(separator: ".").last.map(String.init) ?? customClass.value
                guard !declared.contains(name), !AppleSDKClassNames.contains(name) else { continue }
                if isOwnModule {
                    found.append(diagnostic(.undeclared(customClass.value, element: use.elementName), at: customClass.location))
                } else {
                    found.append(diagnostic(.undeclaredWithoutModule(customClass.value, element: use.elementName),
                                            at: customClass.location, severity: .note))
                }
            }
        }
        return found
    }

    /// The modules the sources make up, as far as the files tell: modules Interface Builder marks
    /// as the target's own, and the names of the folders holding sources.
    static func ownModules(_ project: ValidationProject) -> Set<String> {
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
}

extension Diagnostic.Message {
    fileprivate static func undeclared(_ name: String, element: String) -> Self {
        "custom class '\(name)' of a <\(element)> is declared in none of the Swift or Objective-C files validated"
    }

    fileprivate static func undeclaredWithoutModule(_ name: String, element: String) -> Self {
        Self("custom class '\(name)' of a <\(element)> is declared in none of the Swift or Objective-C files validated; "
            + "it has no module, so it may come from a dependency that is not among them")
    }
}
