import Testing
import TestSupport
import TripSource
@testable import Validation

@Suite("Source scanner")
struct SourceScannerTests {
    static func references(_ text: MarkedText, _ language: SourceLanguage) -> [CodeReference] {
        CodeFile(bytes: Array(text.text.utf8), path: "File", language: language).references
    }

    static func positions(_ references: [CodeReference]) -> [String] {
        references.map { "\($0.location.line):\($0.location.column)" }
    }

    static func markers(_ text: MarkedText) -> [String] {
        text.markers.values.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { "\($0.line):\($0.column)" }
    }

    @Test("Swift comments, strings, raw and multi-line strings hide what looks like calls")
    func swiftLiterals() {
        let text = MarkedText(#"""
            /* outer /* inner */ performSegue(withIdentifier: "InComment", sender: nil) */
            let a = #"performSegue(withIdentifier: "InRawString", sender: nil)"#
            let b = """
                performSegue(withIdentifier: "InMultiline", sender: nil)
                """
            let c = "performSegue(withIdentifier: \"Escaped\", sender: nil)"
            let d = "\(performSegue(withIdentifier: "InInterpolation", sender: nil))"
            performSegue(withIdentifier: 1️⃣"Real", sender: nil) // performSegue(withIdentifier: "After", sender: nil)
            performSegue(withIdentifier: 2️⃣"ünïcode", sender: nil)
            performSegue(withIdentifier: ##"Raw"##, sender: nil)
            let unterminated = "performSegue(withIdentifier:
            performSegue(withIdentifier: 3️⃣"AfterUnterminated", sender: nil)
            """#)
        let found = Self.references(text, .swift)
        #expect(found.map(\.value) == ["Real", "ünïcode", "AfterUnterminated"])
        #expect(Self.positions(found) == Self.markers(text))
    }

    @Test("string interpolation nested a million deep is skipped without recursion, and the code after it is read")
    func deeplyNestedInterpolation() {
        // Each level is a literal inside an interpolation inside a literal: a recursive lexer
        // overflows the stack here (signal 11) long before the end.
        let depth = 1_000_000
        let deep = "let s = \"" + String(repeating: "\\(\"", count: depth) + "x" + String(repeating: "\")", count: depth) + "\"\n"
        let text = deep + "performSegue(withIdentifier: \"After\", sender: nil)\n"
        let found = CodeFile(bytes: Array(text.utf8), path: "Deep.swift", language: .swift).references
        #expect(found.map(\.value) == ["After"])
        #expect(found.first?.location.line == 2)
        // Unclosed at the end of the line: the line ends every open literal and interpolation.
        let unclosed = "let s = \"" + String(repeating: "\\(\"", count: depth) + "\nperformSegue(withIdentifier: \"Next\", sender: nil)\n"
        #expect(CodeFile(bytes: Array(unclosed.utf8), path: "Open.swift", language: .swift).references.map(\.value) == ["Next"])
    }

    @Test("Objective-C comments, C strings and character literals hide what looks like messages")
    func objectiveCLiterals() {
        let text = MarkedText(#"""
            // [self performSegueWithIdentifier:@"LineComment" sender:nil];
            /* [self performSegueWithIdentifier:@"BlockComment" sender:nil]; */
            char q = '"'; NSString *s = @"[self performSegueWithIdentifier:@\"InString\" sender:nil]";
            [self performSegueWithIdentifier:1️⃣@"Real" sender:nil];
            [self performSegueWithIdentifier:"NotAnObject" sender:nil];
            [[UIStoryboard storyboardWithName:2️⃣@"Main" bundle:nil] instantiateViewControllerWithIdentifier:3️⃣@"Home"];
            """#)
        let found = Self.references(text, .objectiveC)
        #expect(found.map(\.value) == ["Real", "Main", "Home"])
        #expect(found.map(\.kind) == [.segueIdentifier, .storyboardName, .storyboardIdentifier])
        #expect(Self.positions(found) == Self.markers(text))
        #expect(found.map(\.call) == ["performSegueWithIdentifier:", "storyboardWithName:", "instantiateViewControllerWithIdentifier:"])
    }

    @Test("declared classes: Swift classes with any modifiers, @objc names, Objective-C interfaces and implementations")
    func classes() {
        let swift = CodeFile(bytes: Array("""
            open class Base {}
            final public class Derived: Base { class func make() {} ; class var shared: Derived { Derived() } }
            @objc(LegacyName) class Modern: NSObject {}
            protocol P: class {}
            let t = Derived.self; let k = type(of: x).class
            // class Commented {}
            """.utf8), path: "A.swift", language: .swift)
        #expect(swift.declaredClasses == ["Base", "Derived", "LegacyName", "Modern"])
        let objC = CodeFile(bytes: Array("""
            @interface RTCell : UITableViewCell
            @end
            @interface RTCell (Extras)
            @end
            @implementation RTController
            @end
            """.utf8), path: "A.m", language: .objectiveC)
        #expect(objC.declaredClasses == ["RTCell", "RTController"])
    }
}
