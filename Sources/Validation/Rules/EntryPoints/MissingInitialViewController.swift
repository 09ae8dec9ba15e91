import InterfaceBuilder
import TripSource

/// A storyboard that must have an initial view controller has none: an Info.plist names it as the
/// main or launch storyboard (`UIMainStoryboardFile`, `UILaunchStoryboardName`, a scene
/// configuration's `UISceneStoryboardFile`, an extension's `NSExtensionMainStoryboard`), or a
/// storyboard reference without `referencedIdentifier` leads to it. Other storyboards need no
/// initial view controller (their scenes are instantiated by identifier), so the rule says nothing
/// about them; nor does it about a macOS `NSMainStoryboardFile`, whose application scene the
/// system loads and whose windows document-based apps instantiate by identifier.
///
/// The finding is at the storyboard's root element; each plist value and reference that needs
/// the initial view controller is a related place.
struct MissingInitialViewController: Rule {
    static let description = RuleDescription(
        id: "missing_initial_view_controller", severity: .error, category: .entryPoints,
        summary: "A storyboard an Info.plist or an identifier-less reference loads has no initial view controller.",
        documentation: RuleDocumentation(
            why: """
                A storyboard loaded as the main or launch storyboard, by a scene configuration, or by a reference \
                without an identifier, starts at its initial view controller: without one the app shows a black screen \
                or the reference crashes.
                """,
            bad: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" ...>  <!-- no initialViewController -->
                """,
            good: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" ... initialViewController="a1">
                """,
            fix: """
                Tick "Is Initial View Controller" on the scene the storyboard should start at.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var needs: [String: (file: InterfaceFile, reasons: [String], places: [RelatedLocation])] = [:]
        var reasonsGiven: Set<String> = []
        func need(_ file: InterfaceFile, reason: String, _ place: RelatedLocation) {
            guard file.document.initialViewController == nil else { return }
            // Changed in place, and reasons looked up in a set: a copy of the entry per reference, or
            // a search of its reasons, made n references to one storyboard quadratic.
            if reasonsGiven.insert(file.path + "\u{0}" + reason).inserted {
                needs[file.path, default: (file, [], [])].reasons.append(reason)
            }
            needs[file.path, default: (file, [], [])].places.append(place)
        }
        for plist in project.propertyLists {
            for named in InfoPlistStoryboardName.names(in: plist.document) where named.needsInitialViewController {
                if let storyboard = project.storyboard(named: named.name, nearestTo: plist.path) {
                    need(storyboard, reason: "\(plist.fileName) names it in \(named.keyPath)",
                         RelatedLocation(named.location, "named by \(named.keyPath) here"))
                }
            }
        }
        for file in project.interfaceFiles {
            for reference in file.document.storyboardReferences where reference.referencedIdentifier == nil {
                guard let name = reference.storyboardName?.value,
                      let target = project.storyboard(named: name, nearestTo: file.path) else { continue }
                need(target, reason: "a storyboard reference without referencedIdentifier leads to it",
                     RelatedLocation(reference.location, "referenced without a referencedIdentifier here"))
            }
        }
        return needs.values.sorted { $0.file.path < $1.file.path }.map { entry in
            diagnostic(.missing(entry.file.name, reasons: entry.reasons), at: entry.file.document.root.location,
                       related: entry.places)
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ name: String, reasons: [String]) -> Self {
        "storyboard '\(name)' has no initial view controller, but \(reasons.joined(separator: " and "))"
    }
}
