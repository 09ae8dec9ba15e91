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
/// the initial view controller is a related place. When only main or scene storyboard keys need
/// it and the app's code sets a window's `rootViewController` (`window?.rootViewController = ...`),
/// it is a warning: the app shows that controller, and UIKit only logs "Failed to instantiate the
/// default view controller". (The app's code is its target's; with no project, all code.)
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
        var needs: [String: Need] = [:]
        var reasonsGiven: Set<String> = []
        func need(_ file: InterfaceFile, reason: String, _ place: RelatedLocation, codeCannotHelp: Bool) {
            guard file.document.initialViewController == nil else { return }
            // Changed in place, and reasons looked up in a set: a copy of the entry per reference, or
            // a search of its reasons, made n references to one storyboard quadratic.
            if reasonsGiven.insert(file.path + "\u{0}" + reason).inserted {
                needs[file.path, default: (file, [], [], nil, false)].reasons.append(reason)
            }
            needs[file.path, default: (file, [], [], nil, false)].places.append(place)
            if codeCannotHelp { needs[file.path]?.codeCannotHelp = true }
        }
        lazy var rootAssignments = RootAssignments(project)
        for plist in project.propertyLists {
            for named in InfoPlistStoryboardName.names(in: plist.document) where named.needsInitialViewController {
                if let storyboard = project.storyboard(named: named.name, nearestTo: plist.path) {
                    let isLaunchScreen = named.keyPath.hasPrefix(Self.launchScreenKey)
                    need(storyboard, reason: "\(plist.fileName) names it in \(named.keyPath)",
                         RelatedLocation(named.location, "named by \(named.keyPath) here"), codeCannotHelp: isLaunchScreen)
                    if !isLaunchScreen, needs[storyboard.path] != nil, needs[storyboard.path]?.rootSetInCode == nil {
                        needs[storyboard.path]?.rootSetInCode = rootAssignments.first(forInfoPlist: plist.path)
                    }
                }
            }
        }
        for file in project.interfaceFiles {
            for reference in file.document.storyboardReferences where reference.referencedIdentifier == nil {
                guard let name = reference.storyboardName?.value,
                      let target = project.storyboard(named: name, nearestTo: file.path) else { continue }
                need(target, reason: "a storyboard reference without referencedIdentifier leads to it",
                     RelatedLocation(reference.location, "referenced without a referencedIdentifier here"), codeCannotHelp: true)
            }
        }
        return needs.values.sorted { $0.file.path < $1.file.path }.map { entry in
            // A launch screen, and a reference without an identifier, fail whatever the code does.
            let codeRoot = entry.codeCannotHelp ? nil : entry.rootSetInCode
            var related = entry.places
            if let codeRoot { related.append(RelatedLocation(codeRoot, "code sets a window's rootViewController here")) }
            return diagnostic(.missing(entry.file.name, reasons: entry.reasons, rootSetInCode: codeRoot != nil),
                              at: entry.file.document.root.location, related: related,
                              severity: codeRoot == nil ? nil : .warning)
        }
    }

    private static let launchScreenKey = "UILaunchStoryboardName"

    /// What needs a storyboard's initial view controller, and whether code sets a root instead.
    private typealias Need = (
        file: InterfaceFile, reasons: [String], places: [RelatedLocation], rootSetInCode: SourceLocation?,
        codeCannotHelp: Bool
    )
}

/// The first `rootViewController` assignment of each app bundle's code, by its Info.plist, and the
/// first of all code for a plist no bundle claims.
private struct RootAssignments {
    private var byInfoPlist: [String: SourceLocation] = [:]
    private var claimed: Set<String> = []
    private var anywhere: SourceLocation?

    init(_ project: ValidationProject) {
        for bundle in project.bundleIndex.bundles {
            guard let path = bundle.infoPlist?.path else { continue }
            claimed.insert(path)
            guard byInfoPlist[path] == nil,
                  let use = bundle.uses(in: project, where: { $0 == .rootViewControllerAssignment }).first else { continue }
            byInfoPlist[path] = use.location
        }
        anywhere = project.codeFiles.lazy.compactMap { $0.apiUses.first { $0.kind == .rootViewControllerAssignment }?.location }.first
    }

    func first(forInfoPlist path: String) -> SourceLocation? {
        claimed.contains(path) ? byInfoPlist[path] : anywhere
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(_ name: String, reasons: [String], rootSetInCode: Bool) -> Self {
        Self("storyboard '\(name)' has no initial view controller, but \(reasons.joined(separator: " and "))"
            + (rootSetInCode
                ? "; code sets a window's rootViewController, so the app shows that, and UIKit only logs that it "
                    + "failed to instantiate the default view controller"
                : ""))
    }
}
