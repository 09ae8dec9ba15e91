import InterfaceBuilder
import TripSource

/// An action whose selector the custom class of its target does not implement: on iOS the control
/// sends a message its target does not understand ("unrecognized selector sent to instance") and
/// the app crashes; on macOS the control does nothing. It is what an action renamed in code (or
/// given another parameter) and not in Interface Builder leaves.
///
/// The target is the action's `destination` (iOS) or `target` (macOS); a target without a custom
/// class (First Responder, a plain view) is not judged, and the class must be declared among the
/// sources, with every superclass declared there too or Apple's, as for `outlet_not_in_class`.
/// Selectors counted as the class's: Swift methods' Objective-C selectors (`@objc(name:)` when
/// given, else computed from the signature: `tap(_:)` is `tap:`, `tap()` is `tap`,
/// `tap(sender:)` is `tapWithSender:`, `tap(_:forEvent:)` is `tap:forEvent:`) and Objective-C
/// methods, in the class, its extensions and categories, and its superclasses among the sources.
/// A class that forwards messages (`forwardingTarget(for:)`, `responds(to:)`,
/// `resolveInstanceMethod(_:)`, `methodSignatureForSelector:`, `forwardInvocation:`) is not
/// judged. The SDK's standard actions (`cut:`, `copy:`, `performClose:`, ...) count as inherited;
/// an AppKit superclass, which answers many more, makes the finding a note. So does a selector that
/// Swift 1.x and 2 gave a Swift method of the chain (`press(sender:)` was `press:`), unless the
/// target's `SWIFT_VERSION` or the file's syntax shows Swift 3 or later (`SwiftVersionEvidence`).
/// In a document that no target builds, which is never loaded, the message says so and the finding
/// is a note, as every rule's is (`NotBuiltFindings`). An action to the File's Owner of a XIB that
/// code loads with another owner (`NibLoad`) goes to that object: judged against its class too, as
/// for `outlet_not_in_class`. When a target that builds the document compiles a source that is not
/// among the files read (`AbsentSources`: a generated or secret file the repository leaves out),
/// that file may declare the method, and the finding is a note.
struct ActionNotInClass: Rule {
    static let description = RuleDescription(
        id: "action_not_in_class", severity: .error, category: .connections,
        summary: "An action names a selector that the custom class of its target does not implement.",
        evidence: "Needs the target's custom class declared among the Swift or Objective-C files, and each superclass "
            + "declared there too or Apple's; targets without a custom class (First Responder) are not judged. Swift "
            + "selectors are computed from the signature as the compiler does. The SDK's standard actions count as "
            + "inherited; an AppKit superclass, which answers many actions, makes it a note. A class deriving from another "
            + "platform's SDK (UIKit in a macOS document) is another app's class and is not judged. In a document that no "
            + "target of the Xcode project holding it builds (and no Swift package), it is a note: the document is never loaded. "
            + "A selector Swift 2 gave a Swift method of the class (press(sender:) was press:) is a note unless the target's "
            + "SWIFT_VERSION, or Swift 3 syntax in the file, shows Swift 3 or later. An action to the File's Owner of a XIB "
            + "that code loads with another owner is judged against that class too, and is a note when the code does not "
            + "show the owner's class. A note, too, when a target building the document compiles a source not among the "
            + "files (generated, or kept secret), which may declare it.",
        documentation: RuleDocumentation(
            why: """
                A control sends its action's selector to its target: if the class does not implement it, the app \
                crashes with "unrecognized selector sent to instance" on iOS (on macOS the control does nothing). It \
                is what a method renamed in code leaves.
                """,
            bad: """
                <action selector="saveTapped:" destination="a1" eventType="touchUpInside" id="x1"/>
                @IBAction func save(_ sender: UIButton)
                """,
            good: """
                <action selector="save:" destination="a1" eventType="touchUpInside" id="x1"/>
                @IBAction func save(_ sender: UIButton)
                """,
            fix: """
                Reconnect the control to the method in Interface Builder, or give the method the selector the document \
                names (@objc(saveTapped:)).
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var versions: SwiftVersionEvidence? = nil
        ConnectionClasses.forEachJudgedDocument(in: project) { file, classes, chains in
            for connection in file.document.connections where connection.kind == .action {
                guard let selector = connection.selector, !selector.value.isEmpty,
                    let target = connection.destination ?? connection.target,
                    let (name, _) = classes.classOfElement(withID: target.value),
                    let chain = chains.chain(of: name), !chain.selectors.contains(selector.value),
                    !chain.isForAnotherPlatform(than: file.document.platform?.value),
                    chain.selectors.isDisjoint(with: Self.forwarding),
                    case .finding(let severity) = chain.verdict(
                        name: selector.value, sdkNames: SDKConnectionNames.actions,
                        complete: SDKConnectionNames.actionsComplete)
                else { continue }
                // A XIB code loads with another File's Owner: actions to it go to that object.
                let loaded = chains.verdict(for: classes.otherOwnerLoads(ofElementWithID: target.value)) { loader in
                    loader.selectors.contains(selector.value) || !loader.selectors.isDisjoint(with: Self.forwarding)
                        || loader.isForAnotherPlatform(than: file.document.platform?.value)
                        || loader.verdict(name: selector.value, sdkNames: SDKConnectionNames.actions,
                                          complete: SDKConnectionNames.actionsComplete) == .notJudged
                }
                if loaded == .provided { continue }
                var unknownOwner = false
                if case .unknown = loaded { unknownOwner = true }
                let loadClause = Diagnostic.Message.ownerLoadClause(loaded)
                let notBuilt = project.targetMembership.notBuiltReason(file.path)
                // A source the document's target compiles was not read: it may declare the method.
                let absent = Diagnostic.Message.absentSourceClause(project, building: file.path)
                // Swift 2 named the selector so: only Swift 3 or later makes the action a wrong one.
                var swift2: String? = nil
                if let method = chain.swift2Method(withSelector: selector.value) {
                    if versions == nil { versions = SwiftVersionEvidence(project) }
                    if case .notShown(let reason)? = versions?.verdict(forFile: method.file) {
                        swift2 = "Swift 2 gave '\(method.name)' this selector, and \(reason)"
                    }
                }
                found.append(
                    diagnostic(
                        .missing(
                            selector.value, className: name,
                            similar: Self.similar(to: selector.value, in: chain, &chains),
                            notBuilt: notBuilt, swift2: swift2, absent: absent, loadClause: loadClause.text),
                        at: selector.location, related: chain.declarationLocations(name) + loadClause.related,
                        severity: swift2 == nil && absent == nil && !unknownOwner ? severity : .note))
            }
        }
        return found
    }

    /// Selectors of methods that answer messages the class does not declare, as Objective-C
    /// writes them and as a Swift override's signature reads (`forwardingTarget(for:)`,
    /// `responds(to:)`: an override keeps the selector of the method it overrides).
    static let forwarding: Set<String> = [
        "forwardingTargetForSelector:", "respondsToSelector:", "resolveInstanceMethod:", "methodSignatureForSelector:",
        "forwardInvocation:", "forwardingTargetFor:", "respondsTo:",
    ]

    /// The chain's selectors with the same first word as `selector` (`tap` for `tap:`,
    /// `tapWithSender:` for `tap:`), or else the nearest by spelling, for the message.
    private static func similar(to selector: String, in chain: ClassChain, _ chains: inout ClassChainCache) -> [String]
    {
        let sameStem = chains.selectors(withStem: Self.stem(selector), in: chain, stemOf: Self.stem)
        if !sameStem.isEmpty { return Array(sameStem.prefix(3)) }
        return chains.nearest(to: selector, in: chain.selectors, kind: "selector").map { [$0] } ?? []
    }

    /// A selector's first piece without its colon and without a `With...` the compiler added.
    private static func stem(_ selector: String) -> Substring {
        let first = selector.prefix { $0 != ":" }
        guard !first.isEmpty else { return first }
        var index = first.index(after: first.startIndex)
        while index < first.endIndex {
            if first[index...].starts(with: "With") { return first[..<index] }
            index = first.index(after: index)
        }
        return first
    }
}

extension Diagnostic.Message {
    fileprivate static func missing(
        _ selector: String, className: String, similar: [String], notBuilt: String?, swift2: String?, absent: String?,
        loadClause: String
    ) -> Self {
        let hint = similar.isEmpty ? "" : "; it has " + similar.map { "'\($0)'" }.joined(separator: ", ")
        return Self(
            "action '\(selector)' names a method that \(className) does not implement (nor its superclasses "
                + "among the files)" + hint + loadClause + (notBuilt.map { "; " + $0 } ?? "") + (swift2.map { "; " + $0 } ?? "")
                + (absent.map { "; " + $0 } ?? ""))
    }
}
