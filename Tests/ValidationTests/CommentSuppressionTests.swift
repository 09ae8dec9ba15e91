import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// `tripkit:` directives in the comments of every format that has them, through `ProjectValidator`
/// as `tripkit validate` reads files: `/* */` and `//` in `.strings` files, OpenStep property lists,
/// Swift and Objective-C sources, as `<!-- -->` in XML.
@Suite("Suppression comments in strings, OpenStep plists and sources")
struct CommentSuppressionTests {
    /// Validates one marked file (and the storyboard the code cross-check needs) and returns the
    /// outcome, with each marker's position as `file:line:column`.
    static func validate(_ name: String, _ marked: String) throws -> (ValidationOutcome, (String) -> String) {
        let folder = try TemporaryDirectory(prefix: "tripkit-comment-suppressions")
        let text = MarkedText(marked)
        try folder.write(name, text.text)
        try folder.write("Main.storyboard", IB.storyboard(IB.controller("c1"), attributes: " initialViewController=\"c1\""))
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: Configuration(), options: ValidationOptions())
        return (outcome, { marker in "\(name):\(text[marker].line):\(text[marker].column)" })
    }

    static func positions(_ diagnostics: [Diagnostic], rule: String) -> [String] {
        diagnostics.filter { $0.ruleID == rule }.map { "\($0.location)" }
    }

    @Test("a .strings file: /* */ and // directives hide what they name, unknown ids are reported at the word")
    func strings() throws {
        // The reader reports each key's second value; every pair below is a fresh key.
        let (outcome, at) = try Self.validate("en.lproj/Localizable.strings", """
            "a" = "1";
            /* tripkit:disable:next plist_duplicate_key */
            1️⃣"a" = "2";
            "b" = "1";
            // tripkit:disable:next plist_duplicate_key

            /* an ordinary comment */
            2️⃣"b" = "2";
            "c" = "1";
            3️⃣"c" = "2";
            "d" = "1";
            4️⃣"d" = "2"; // tripkit:disable:this plist_duplicate_key
            "e" = "1";
            /* tripkit:disable:next 5️⃣plist_duplicat_key */
            6️⃣"e" = "2";
            /* tripkit:disable plist_duplicate_key */
            "f" = "1";
            7️⃣"f" = "2";
            // tripkit:enable all
            "g" = "1";
            8️⃣"g" = "2";
            //9️⃣tripkit:disable:nxt plist_duplicate_key
            """)
        let diagnostics = outcome.result.diagnostics
        #expect(Self.positions(diagnostics, rule: "plist_duplicate_key") == [at("3️⃣"), at("6️⃣"), at("8️⃣")])
        #expect(Self.positions(outcome.result.suppressed, rule: "plist_duplicate_key") == [at("1️⃣"), at("2️⃣"), at("4️⃣"), at("7️⃣")])
        let problems = diagnostics.filter { $0.ruleID == "invalid_suppression" }
        #expect(problems.map { "\($0.location)" } == [at("5️⃣"), at("9️⃣")])
        #expect(problems.map(\.message) == [
            "unknown rule id 'plist_duplicat_key' in a suppression comment; did you mean 'plist_duplicate_key'?",
            "unknown suppression command 'tripkit:disable:nxt'; expected tripkit:disable, tripkit:enable, tripkit:disable:next, tripkit:disable:this",
        ])
        #expect(problems.allSatisfy { $0.severity == BuiltInRules.invalidSuppression.defaultSeverity })
    }

    @Test("an OpenStep property list: directives in both comment forms")
    func openStep() throws {
        let (outcome, at) = try Self.validate("Settings.plist", """
            {
                a = 1;
                // tripkit:disable:next plist_duplicate_key
                1️⃣a = 2;
                b = 1;
                2️⃣b = 2; /* tripkit:disable:next 3️⃣nothing */
                c = 1;
                /*
                   tripkit:disable:next plist_duplicate_key
                 */
                4️⃣c = 2;
            }
            """)
        #expect(Self.positions(outcome.result.diagnostics, rule: "plist_duplicate_key") == [at("2️⃣")])
        #expect(Self.positions(outcome.result.suppressed, rule: "plist_duplicate_key") == [at("1️⃣"), at("4️⃣")])
        #expect(Self.positions(outcome.result.diagnostics, rule: "invalid_suppression") == [at("3️⃣")])
    }

    @Test("a Swift source: directives hide code findings; comments inside strings are no directives")
    func swift() throws {
        let (outcome, at) = try Self.validate("App/Scenes.swift", """
            import UIKit
            final class Scenes: UIViewController {
                func go() {
                    // tripkit:disable:next code_unknown_segue_identifier
                    performSegue(withIdentifier: 1️⃣"missingOne", sender: nil)
                    performSegue(withIdentifier: 2️⃣"missingTwo", sender: nil) /* tripkit:disable:this code_unknown_segue_identifier */
                    let text = "// tripkit:disable:next code_unknown_segue_identifier"
                    performSegue(withIdentifier: 3️⃣"missingThree", sender: nil)
                    /*
                     tripkit:disable:next code_unknown_segue_identifier
                     */
                    performSegue(withIdentifier: 4️⃣"missingFour", sender: nil)
                    // tripkit:disable:next 5️⃣code_unknown_segue_identifer
                    performSegue(withIdentifier: 6️⃣"missingFive", sender: nil)
                }
            }
            """)
        let rule = "code_unknown_segue_identifier"
        #expect(Self.positions(outcome.result.diagnostics, rule: rule) == [at("3️⃣"), at("6️⃣")])
        #expect(Self.positions(outcome.result.suppressed, rule: rule) == [at("1️⃣"), at("2️⃣"), at("4️⃣")])
        #expect(outcome.result.diagnostics.count == 3, "\(outcome.result.diagnostics)")
        let problems = outcome.result.diagnostics.filter { $0.ruleID == "invalid_suppression" }
        #expect(problems.map { "\($0.location)" } == [at("5️⃣")])
        #expect(problems.first?.message
            == "unknown rule id 'code_unknown_segue_identifer' in a suppression comment; did you mean 'code_unknown_segue_identifier'?")
    }

    @Test("an Objective-C source: directives in both comment forms")
    func objectiveC() throws {
        let (outcome, at) = try Self.validate("App/Scenes.m", """
            @implementation Scenes
            - (void)go {
                /* tripkit:disable:next code_unknown_segue_identifier */
                [self performSegueWithIdentifier:1️⃣@"missingOne" sender:nil];
                [self performSegueWithIdentifier:2️⃣@"missingTwo" sender:nil];
                // tripkit:disable code_unknown_segue_identifier
                [self performSegueWithIdentifier:3️⃣@"missingThree" sender:nil];
            }
            @end
            """)
        let rule = "code_unknown_segue_identifier"
        #expect(Self.positions(outcome.result.diagnostics, rule: rule) == [at("2️⃣")])
        #expect(Self.positions(outcome.result.suppressed, rule: rule) == [at("1️⃣"), at("3️⃣")])
    }
}
