import Testing
import TestSupport
import TripSource
@testable import Validation

@Suite("Source scanner: nibs code loads and their File's Owner")
struct SourceScannerNibLoadTests {
    static func loads(_ text: String, _ language: SourceLanguage) -> [String] {
        CodeFile(bytes: Array(text.utf8), path: "File", language: language).nibLoads.map {
            "\($0.nibName) \($0.ownerClass ?? "?") \($0.call)"
        }
    }

    @Test("Objective-C: the class allocated, self and super in an implementation, owner:self, and unknown owners; an unread receiver is none")
    func objectiveC() {
        let found = Self.loads("""
            @implementation AppDelegate
            - (void)show {
                self.update = [[UpdateWindowController alloc] initWithWindowNibName:@"UpdateWindow"];
                self.pane = [[PaneController alloc] initWithNibName:@"Pane.xib" bundle:nil];
                [[NSBundle mainBundle] loadNibNamed:@"Badge" owner:self topLevelObjects:nil];
                [NSBundle loadNibNamed:@"Other" owner:helper];
                self.nib = [[NSNib alloc] initWithNibNamed:@"Cell" bundle:nil];
                [table registerNib:[UINib nibWithNibName:@"Row" bundle:nil] forCellReuseIdentifier:@"row"];
                id made = [[NSWindowController alloc] initWithWindowNibName:@"Shared" owner:self];
                id computed = [[UpdateWindowController alloc] initWithWindowNibName:name];
                // The object's class is not shown here: no evidence of another owner.
                shared = [shared initWithWindowNibName:@"Shared"];
            }
            @end

            @implementation InfoWindowController
            - (instancetype)init {
                return [super initWithWindowNibName:@"InfoWindow"];
            }
            + (instancetype)make {
                return [[[self class] alloc] initWithWindowNibName:@"InfoWindow~ipad"];
            }
            @end
            """, .objectiveC)
        #expect(found == [
            "UpdateWindow UpdateWindowController initWithWindowNibName:", "Pane PaneController initWithNibName:",
            "Badge AppDelegate loadNibNamed:", "Other ? loadNibNamed:", "Cell ? initWithNibNamed:", "Row ? nibWithNibName:",
            "Shared AppDelegate initWithWindowNibName:", "InfoWindow InfoWindowController initWithWindowNibName:",
            "InfoWindow InfoWindowController initWithWindowNibName:",
        ])
    }

    @Test("Swift: the class initialized, super.init and self.init in a class or extension, owner: self, and unknown owners; .init( is none")
    func swift() {
        let found = Self.loads("""
            final class AppDelegate: NSObject {
                func show() {
                    update = UpdateWindowController(windowNibName: "UpdateWindow")
                    pane = PaneController(nibName: "Pane", bundle: nil)
                    let typed = Editor.init(nibName: NSNib.Name("Editor"), bundle: nil)
                    Bundle.main.loadNibNamed("Badge", owner: self, topLevelObjects: nil)
                    Bundle.main.loadNibNamed(NSNib.Name(rawValue: "Other"), owner: helper, topLevelObjects: nil)
                    let nib = NSNib(nibNamed: "Cell", bundle: nil)
                    table.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "row")
                    let inferred: PaneController = .init(nibName: "Inferred", bundle: nil)
                }
                override var windowNibName: NSNib.Name? { "NotALoad" }
            }

            extension InfoWindowController {
                convenience init() {
                    self.init(windowNibName: "InfoWindow")
                }
            }

            class DetailViewController: UIViewController {
                init() {
                    super.init(nibName: "Detail", bundle: nil)
                }
            }
            """, .swift)
        #expect(found == [
            "UpdateWindow UpdateWindowController init(windowNibName:)", "Pane PaneController init(nibName:bundle:)",
            "Editor Editor init(nibName:bundle:)", "Badge AppDelegate loadNibNamed(_:owner:)", "Other ? loadNibNamed(_:owner:)",
            "Cell ? NSNib(nibNamed:bundle:)", "Row ? UINib(nibName:bundle:)",
            "InfoWindow InfoWindowController init(windowNibName:)", "Detail DetailViewController init(nibName:bundle:)",
        ])
    }
}
