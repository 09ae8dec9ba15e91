import Testing
import TestSupport
@testable import Validation

/// Actions of Swift 1.x and 2 code (issue 21, class 7): Swift 2 gave `press(sender:)` the selector
/// `press:`, Swift 3 gives it `pressWithSender:`. An action that only Swift 2's naming finds is a
/// note unless the target's `SWIFT_VERSION`, or Swift 3 syntax in the file, shows Swift 3 or later.
@Suite("Rules: actions of Swift 2 code")
struct LegacySwiftSelectorRuleTests {
    typealias Target = XcodeProjectText.Target

    /// A storyboard whose controller of class `Controller` sends the actions named.
    private static func storyboard(_ selectors: [String]) -> String {
        let actions = selectors.enumerated().map { position, selector in
            "<action selector=\"\(selector)\" destination=\"c1\" eventType=\"touchUpInside\" id=\"a\(position)\"/>"
        }
        return OutletActionRuleTests.storyboard(
            "Controller", subviews: "<button id=\"b2\"><connections>\(actions.joined())</connections></button>", connections: "")
    }

    /// A Swift 2 controller: no `_` before a first parameter, `AnyObject` senders.
    private static let swift2Controller = """
        import UIKit

        class Controller: UIViewController {
            @IBAction func press(sender: AnyObject) {}
            @IBAction func move(sender: AnyObject, forEvent event: UIEvent) {}
            @IBAction func pick(item item: AnyObject) {}
        }
        """

    private static func project(swiftVersion: String?) -> String {
        XcodeProjectText.project([
            Target("App", settings: [("SDKROOT", "iphoneos")] + (swiftVersion.map { [("SWIFT_VERSION", $0)] } ?? []),
                   files: ["App/Main.storyboard", "App/Controller.swift"]),
        ])
    }

    @Test("an action only Swift 2's selector naming finds is a note when SWIFT_VERSION is older than 3 or not set")
    func swift2ActionsAreNotes() throws {
        let rule = RuleHarness("action_not_in_class")
        for version in ["2.3", nil] {
            let found = try rule.expect([
                "App.xcodeproj/project.pbxproj": Self.project(swiftVersion: version),
                "App/Main.storyboard": Self.storyboard(["1️⃣press:", "2️⃣move:forEvent:", "pickWithItem:", "3️⃣tapped:"]),
                "App/Controller.swift": Self.swift2Controller,
            ])
            #expect(found.map(\.severity) == [.note, .note, .error])
            #expect(found.first?.message.hasSuffix(
                "; Swift 2 gave 'press(sender:)' this selector, and "
                    + (version == nil ? "no SWIFT_VERSION of target 'App' says which Swift compiles it" : "target 'App' compiles it as Swift 2.3"))
                == true, "\(found.first?.message ?? "")")
        }
    }

    @Test("an action only Swift 2's naming finds stays an error when SWIFT_VERSION or the file's syntax shows Swift 3 or later")
    func swift3ActionsAreErrors() throws {
        let rule = RuleHarness("action_not_in_class")
        let found = try rule.expect([
            "App.xcodeproj/project.pbxproj": Self.project(swiftVersion: "5.0"),
            "App/Main.storyboard": Self.storyboard(["1️⃣press:", "2️⃣move:forEvent:"]),
            "App/Controller.swift": Self.swift2Controller,
        ])
        #expect(found.map(\.severity) == [.error, .error])
        // No project: a first parameter written `_ sender` is Swift 3 syntax (Swift 2 warned of it).
        let modern = try rule.expect([
            "App/Main.storyboard": Self.storyboard(["1️⃣press:"]),
            "App/Controller.swift": """
                import UIKit

                class Controller: UIViewController {
                    @IBAction func press(sender: UIButton) {}
                    @IBAction func tap(_ sender: Any) {}
                }
                """,
        ])
        #expect(modern.map(\.severity) == [.error])
        // No project and nothing in the file says which Swift: a note.
        let unknown = try rule.expect([
            "App/Main.storyboard": Self.storyboard(["1️⃣press:"]),
            "App/Controller.swift": Self.swift2Controller,
        ])
        #expect(unknown.map(\.severity) == [.note])
    }
}
