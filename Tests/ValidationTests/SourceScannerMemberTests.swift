import Testing
import TestSupport
import TripSource
@testable import Validation

@Suite("Source scanner: asset names, classes and their members")
struct SourceScannerMemberTests {
    static func file(_ text: String, _ language: SourceLanguage, path: String = "File") -> CodeFile {
        CodeFile(bytes: Array(text.utf8), path: path, language: language)
    }

    static func describe(_ declarations: [TypeDeclaration]) -> [String] {
        declarations.map { declaration in
            var text = "\(declaration.kind == .classDeclaration ? "class" : "extension") \(declaration.name)"
            if let runtimeName = declaration.runtimeName { text += " @objc(\(runtimeName))" }
            if let superclass = declaration.superclass { text += ": \(superclass)" }
            return text + " keys \(declaration.keys.sorted()) selectors \(declaration.selectors.sorted())"
        }
    }

    @Test("asset literals are read with the call, the bundle and where the literal is")
    func assetReferences() {
        let text = MarkedText("""
            import SwiftUI
            let a = UIImage(named: 1️⃣"Logo")
            let b = UIColor(named: 2️⃣"Tint", in: .main, compatibleWith: nil)
            let c = NSColor(named: 3️⃣"Mac", bundle: Bundle(for: A.self))
            let d = Image(4️⃣"Photo", bundle: nil)
            let e = SwiftUI.Color(5️⃣"Accent")
            let f = Theme.Image("NotSwiftUI")
            let g = UIImage(named: "A" + "B")
            let h = UIImage(named: prefix + "Logo")
            let i = UIImage(named: NSImage.Name(6️⃣"Wrapped"))
            """)
        let found = Self.file(text.text, .swift).assetReferences
        #expect(found.map { "\($0.kind.rawValue) \($0.call) \($0.name) \($0.bundle.rawValue)" } == [
            "image UIImage(named:) Logo main", "color UIColor(named:) Tint main", "color NSColor(named:) Mac other",
            "image Image(_:) Photo main", "color Color(_:) Accent main", "image UIImage(named:) Wrapped main",
        ])
        #expect(SourceScannerTests.positions(found.map {
            CodeReference(kind: .segueIdentifier, value: $0.name, location: $0.location, call: $0.call)
        }) == SourceScannerTests.markers(text))
        let objectiveC = Self.file("""
            [UIImage imageNamed:@"One"]; [NSImage imageNamed:@"Two" ]; [UIColor colorNamed:@"Three" inBundle:nil compatibleWithTraitCollection:nil];
            [NSColor colorNamed:@"Four" bundle:b]; [Other imageNamed:@"Five"]; [UIImage imageNamed:@"Six" @"Seven"];
            """, .objectiveC).assetReferences
        #expect(objectiveC.map { "\($0.name) \($0.bundle.rawValue)" } == ["One main", "Two main", "Three main", "Four other"])
    }

    @Test("Swift classes and extensions keep their superclass, keys and selectors; structs and locals are no class's")
    func swiftDeclarations() {
        let declarations = Self.file("""
            @objc(HomeVC) @MainActor
            final class Home<T>: UIKit.UIViewController, UITableViewDelegate where T: Equatable {
                @IBOutlet weak var title: UILabel!, subtitle: UILabel!
                @objc(customKey) private(set) var renamed = 0
                lazy var closure: UIView = { let inner = UIView(); var other = 1; return inner }()
                class var shared: Home { fatalError() }
                @IBAction func tap(_ sender: Any) { func nested(_ x: Int) {} }
                @objc(pressed:) func press(_ sender: Any) {}
                func generic<U>(_ value: [U: Int], using block: (Int, Int) -> Void = { _, _ in }) {}
                func attributed(@ViewBuilder content: () -> Int) {}
                struct Inner { var notHome = 0; func notHomes() {} }
                class Nested: NSObject { var nestedKey = 0 }
            }
            extension Module.Home: Sendable {
                var extended: Int { 0 }
            }
            enum E { case a; func method() {} }
            """, .swift).typeDeclarations
        #expect(Self.describe(declarations) == [
            "class Home @objc(HomeVC): UIViewController keys [\"closure\", \"customKey\", \"renamed\", \"shared\", \"subtitle\", \"title\"] "
                + "selectors [\"attributedWithContent:\", \"generic:using:\", \"pressed:\", \"tap:\"]",
            "class Nested: NSObject keys [\"nestedKey\"] selectors []",
            "extension Home keys [\"extended\"] selectors []",
        ])
    }

    @Test("a Swift 2 selector is kept only where Swift 3 gives the method another: a first parameter with one name")
    func swift2Selectors() {
        let declarations = Self.file("""
            class Controller: UIViewController {
                @IBAction func press(sender: AnyObject) {}
                @IBAction func tap(_: Any) {}
                @IBAction func go(_ sender: Any) {}
                @IBAction func move(to place: Any) {}
                @objc(stop:) func halt(sender: Any) {}
                func run() {}
            }
            """, .swift).typeDeclarations
        #expect(declarations.map(\.swift2Selectors) == [["press:": "press(sender:)"]])
    }

    @Test("Objective-C interfaces, class extensions, categories and implementations keep their members")
    func objectiveCDeclarations() {
        let declarations = Self.file("""
            @protocol Delegate <NSObject>
            @property (nonatomic) int protocolKey;
            - (void)protocolMethod:(id)x;
            @end
            @protocol Forward;
            @interface Legacy : UIViewController <UITableViewDelegate> {
                IBOutlet UILabel *_label;
                id<Delegate> delegateIvar;
            }
            @property (nonatomic, weak) IBOutlet UILabel *title API_AVAILABLE(ios(13));
            @property (nonatomic, copy) void (^handler)(int value);
            @property (nonatomic, strong) IBOutletCollection(UIView) NSArray *views;
            - (IBAction)tap:(id)sender;
            - (IBAction)tap:(id)sender forEvent:(UIEvent *)event;
            + (instancetype)shared;
            - (void)unnamed:(id)a :(id)b;
            @end
            @interface Legacy (Extras)
            - (IBAction)more;
            @end
            @implementation Legacy {
                BOOL _flag;
            }
            @synthesize title = _titleStorage;
            - (void)setCustom:(id)value { if (value) { [self tap:nil]; } }
            - (IBAction)tap:(id)sender { int x = -1; }
            @end
            """, .objectiveC).typeDeclarations
        // Type names and macros come along as keys (`UILabel`, `IBOutlet`): harmless, a key only hides findings.
        #expect(declarations.map(\.name) == ["Legacy", "Legacy", "Legacy"])
        #expect(declarations.map(\.kind) == [.classDeclaration, .extensionDeclaration, .extensionDeclaration])
        #expect(declarations[0].superclass == "UIViewController")
        #expect(declarations[0].keys.isSuperset(of: ["_label", "label", "delegateIvar", "title", "handler", "views"]))
        #expect(!declarations[0].keys.contains("protocolKey") && !declarations[0].keys.contains("ios"))
        #expect(declarations[0].selectors == ["tap:", "tap:forEvent:", "shared", "unnamed::"])
        #expect(declarations[1].selectors == ["more"])
        #expect(declarations[2].keys.isSuperset(of: ["_flag", "flag", "title", "_titleStorage", "titleStorage", "custom"]))
        #expect(declarations[2].selectors == ["setCustom:", "tap:"])
        #expect(declarations.allSatisfy { !$0.selectors.contains("protocolMethod:") })
    }

    @Test("braces nested 300,000 deep, unclosed calls and parameter lists are read without recursion and in bounded steps")
    func hostileShapes() {
        let depth = 300_000
        let braces = "class A: B {\n" + String(repeating: "{", count: depth) + "var x = 1" + String(repeating: "}", count: depth)
            + "\n@IBOutlet var after: UIView!\n}\n"
        let declarations = Self.file(braces, .swift).typeDeclarations
        #expect(declarations.map(\.name) == ["A"])
        #expect(declarations.first?.keys == ["after"])
        let calls = String(repeating: "UIImage(named: ", count: 5_000) + "\"x\""
        #expect(Self.file(calls, .swift).assetReferences.isEmpty)
        let functions = String(repeating: "class C { func f(", count: 5_000)
        #expect(Self.file(functions, .swift).typeDeclarations.count == 5_000)
        let objectiveC = String(repeating: "@interface X : Y\n- (void)a:(", count: 5_000)
        #expect(Self.file(objectiveC, .objectiveC).typeDeclarations.count == 5_000)
    }
}
