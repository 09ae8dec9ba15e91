import InterfaceBuilder
import TripSource

/// An outlet (or outlet collection) whose property the custom class of its source does not have:
/// at load time key-value coding raises "this class is not key value coding-compliant for the key
/// ...", and the app crashes. It is what an outlet renamed in code and not in Interface Builder
/// leaves. In a macOS document it is a warning: AppKit's nib loading does not raise, it logs
/// "Failed to connect (name) outlet from (Class) ...: missing setter or instance variable" and
/// goes on, and code cannot read a property the class does not have.
///
/// The evidence it needs: the source's custom class declared among the sources (a class of
/// another module, or one no source declares, is not judged), and its superclasses: each one
/// either declared among the sources too, or Apple's. A superclass from elsewhere (a dependency)
/// may have the property: not judged. Names counted as the class's: Swift `var` and `let` (with
/// `@IBOutlet` or not, `@objc(name)` renames), Objective-C properties, instance variables
/// (`_name` too) and `set<Name>:` methods, in the class, its extensions and categories in any
/// file, and its superclasses among the sources. A class that overrides
/// `setValue(_:forUndefinedKey:)` takes any key. When the chain reaches the SDK, the SDK's outlets
/// (`view`, `delegate`, `dataSource`, `window`, ...; `SDKConnectionNames`, with the document's
/// platform's own, such as tvOS's `preferredFocusedView`) are the class's too; an
/// SDK class whose outlets are not all known there makes the finding a note. In a document that no
/// target builds, which is never loaded, the message says so and the finding is a note, as every
/// rule's is (`NotBuiltFindings`). An outlet that differs from a
/// key only in the case of its first letter (`DescriptionLabel` for `descriptionLabel`) loads, since
/// key-value coding capitalizes the key to find the setter: a warning, to rename it. A XIB that
/// code loads with another File's Owner than the class it declares (`[[B alloc]
/// initWithWindowNibName:@"X"]`, `loadNibNamed:owner:self` in `B`; `NibLoad`) has the outlets of its
/// File's Owner set on that object: judged against that class too, no finding when it has the
/// property, and a note when the code does not show the owner's class. When a target that builds
/// the document compiles a source that is not among the files read (`AbsentSources`: a generated
/// or secret file the repository leaves out), that file may declare the property: a note.
struct OutletNotInClass: Rule {
    static let description = RuleDescription(
        id: "outlet_not_in_class", severity: .error, category: .connections,
        summary: "An outlet names a property that the custom class of its source does not have.",
        evidence: "Needs the source's custom class declared among the Swift or Objective-C files (classes of other "
            + "modules and undeclared classes are not judged), and each superclass declared there too or Apple's; a "
            + "superclass from a dependency is not judged. Outlets the SDK classes offer (view, delegate, dataSource, "
            + "window, ...) count as inherited; an SDK superclass whose outlets are not all known makes it a note. A class "
            + "deriving from another platform's SDK (UIKit in a macOS document) is another app's class and is not judged. In a "
            + "document that no target of the Xcode project holding it builds (and no Swift package), it is a note: the document "
            + "is never loaded. A XIB that code loads with another File's Owner (initWithWindowNibName:, initWithNibName:, "
            + "loadNibNamed:owner:) is judged against that class too, and is a note when the code does not show the "
            + "owner's class. An outlet that differs from a property only in the case of its first letter is a warning: "
            + "key-value coding finds the property's setter. In a macOS document a warning: AppKit logs the outlet it "
            + "cannot connect and goes on, where UIKit raises. A note when a target building the document compiles a "
            + "source not among the files (generated, or kept secret), which may declare it.",
        documentation: RuleDocumentation(
            why: """
                Loading a document sets each outlet by key-value coding: an outlet whose property the class lacks \
                crashes with "this class is not key value coding-compliant for the key" (on macOS AppKit logs "Failed to \
                connect ... outlet" and leaves it unset). It is what a property renamed \
                in code and not in Interface Builder leaves.
                """,
            bad: """
                <outlet property="titleLable" destination="lbl-1" id="o1"/>
                @IBOutlet var titleLabel: UILabel!
                """,
            good: """
                <outlet property="titleLabel" destination="lbl-1" id="o1"/>
                @IBOutlet var titleLabel: UILabel!
                """,
            fix: """
                Reconnect the outlet to the property in Interface Builder, or rename the property back.
                """))

    func check(_ project: ValidationProject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        ConnectionClasses.forEachJudgedDocument(in: project) { file, classes, chains in
            for connection in file.document.connections
            where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, !property.value.isEmpty,
                    let (name, _) = classes.classOfElement(at: connection.owner.location),
                    let chain = chains.chain(of: name), !Self.has(chain, property.value),
                    !chain.isForAnotherPlatform(than: file.document.platform?.value)
                else { continue }
                let sdkNames = SDKConnectionNames.outlets(on: file.document.platform?.value)
                // A XIB code loads with another File's Owner: outlets to it are set on that object.
                let loaded = chains.verdict(for: classes.otherOwnerLoads(ofElementAt: connection.owner.location)) { loader in
                    Self.has(loader, property.value) || loader.isForAnotherPlatform(than: file.document.platform?.value)
                        || loader.verdict(name: property.value, sdkNames: sdkNames, complete: SDKConnectionNames.outletsComplete)
                            == .notJudged
                }
                if loaded == .provided { continue }
                let notBuilt = project.targetMembership.notBuiltReason(file.path)
                if let key = Self.keyDifferingInFirstLetterCase(from: property.value, in: chain, sdkNames: sdkNames) {
                    found.append(
                        diagnostic(
                            .firstLetterCase(
                                connection.kind, property.value, key: key, className: name, notBuilt: notBuilt),
                            at: property.location, related: chain.declarationLocations(name), severity: .warning))
                    continue
                }
                guard
                    case .finding(let severity) = chain.verdict(
                        name: property.value, sdkNames: sdkNames, complete: SDKConnectionNames.outletsComplete)
                else { continue }
                let suggestion = chains.nearest(to: property.value, in: chain.keys, kind: "key")
                let isAppKit = file.document.platform?.value == .macOS
                let loadClause = Diagnostic.Message.ownerLoadClause(loaded)
                var unknownOwner = false
                if case .unknown = loaded { unknownOwner = true }
                // A source the document's target compiles was not read: it may declare the property.
                let absent = Diagnostic.Message.absentSourceClause(project, building: file.path)
                found.append(
                    diagnostic(
                        .missing(
                            connection.kind, property.value, className: name, suggestion: suggestion, notBuilt: notBuilt,
                            appKit: isAppKit, absent: absent, loadClause: loadClause.text
                        ),
                        at: property.location, related: chain.declarationLocations(name) + loadClause.related,
                        severity: unknownOwner || absent != nil ? .note : severity ?? (isAppKit ? .warning : nil)))
            }
        }
        return found
    }

    /// The chain's key (or, when the chain reaches the SDK, the SDK's outlet) that differs from
    /// `key` only in the case of its first letter (`descriptionLabel` for `DescriptionLabel`): key-value
    /// coding capitalizes the first letter to find the setter, so both find `setDescriptionLabel:`.
    private static func keyDifferingInFirstLetterCase(
        from key: String, in chain: ClassChain, sdkNames: Set<String>
    ) -> String? {
        guard let first = key.first else { return nil }
        let flipped = first.isUppercase ? first.lowercased() : first.uppercased()
        guard flipped != String(first) else { return nil }
        let other = flipped + key.dropFirst()
        if chain.keys.contains(other) || (!chain.sdkBases.isEmpty && sdkNames.contains(other)) { return other }
        return nil
    }

    /// Whether a chain provides a key: a name it declares, a setter for it, or a handler of any key.
    private static func has(_ chain: ClassChain, _ key: String) -> Bool {
        if chain.keys.contains(key) { return true }
        let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
        return chain.selectors.contains(setter) || chain.selectors.contains("setValue:forUndefinedKey:")
    }
}

extension Diagnostic.Message {
    fileprivate static func firstLetterCase(
        _ kind: ConnectionKind, _ property: String, key: String, className: String, notBuilt: String?
    ) -> Self {
        let setter = "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
        return Self(
            "\(kind == .outletCollection ? "outlet collection" : "outlet") '\(property)' differs from \(className)'s "
                + "'\(key)' only in the case of its first letter: key-value coding finds \(setter), but Interface "
                + "Builder shows the outlet as missing; rename it '\(key)'" + (notBuilt.map { "; " + $0 } ?? ""))
    }

    fileprivate static func missing(
        _ kind: ConnectionKind, _ property: String, className: String, suggestion: String?, notBuilt: String?,
        appKit: Bool, absent: String?, loadClause: String
    ) -> Self {
        Self(
            "\(kind == .outletCollection ? "outlet collection" : "outlet") '\(property)' names a property that "
                + "\(className) does not have (nor its superclasses among the files)" + loadClause
                + (appKit ? "; AppKit does not raise for it: it logs 'Failed to connect (\(property)) outlet ... missing "
                    + "setter or instance variable' and leaves it unconnected" : "")
                + (notBuilt.map { "; " + $0 } ?? "")
                + (absent.map { "; " + $0 } ?? "")
                + didYouMean(suggestion))
    }
}
