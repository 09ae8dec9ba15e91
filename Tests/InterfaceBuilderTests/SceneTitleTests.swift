import Foundation
import Testing
import TestSupport
import InterfaceBuilder

/// The name Xcode's document outline gives each scene.
@Suite("Scene titles")
struct SceneTitleTests {
    /// One scene's `<objects>` content and the title Xcode shows for it.
    static let cases: [(objects: String, title: String)] = [
        // The label the developer gave wins over everything else.
        (#"<viewController title="Detail" userLabel="Article" customClass="ArticleViewController" id="a" sceneMemberID="viewController"/>"#,
         "Article Scene"),
        (#"<viewController title="Timeline" customClass="MainTimelineViewController" id="a" sceneMemberID="viewController"/>"#,
         "Timeline Scene"),
        // The navigation item's title, then the tab bar item's, before the class.
        (#"<viewController customClass="MapViewController" id="a" sceneMemberID="viewController"><navigationItem key="navigationItem" title="Map" id="n"/><tabBarItem key="tabBarItem" title="Item" id="t"/></viewController>"#,
         "Map Scene"),
        (#"<viewController customClass="FirstViewController" id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="First" id="t"/></viewController>"#,
         "First Scene"),
        // A navigation item deeper down (a child view's) is not the controller's.
        (#"<viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><navigationBar id="b"><items><navigationItem title="Deep" id="n"/></items></navigationBar></view></viewController>"#,
         "View Controller Scene"),
        // The class in words, without its prefix.
        (#"<viewController customClass="SWRevealViewController" id="a" sceneMemberID="viewController"/>"#,
         "Reveal View Controller Scene"),
        (#"<tableViewController customClass="PrivacyDashboardViewController" id="a" sceneMemberID="viewController"/>"#,
         "Privacy Dashboard View Controller Scene"),
        // The kind's default name.
        (#"<navigationController id="a" sceneMemberID="viewController"/>"#, "Navigation Controller Scene"),
        (#"<windowController customClass="MainWindowController" id="a" sceneMemberID="viewController"/>"#,
         "Window Controller Scene"),
        (#"<glkViewController id="a" sceneMemberID="viewController"/>"#, "GLKit View Controller Scene"),
        (#"<avPlayerViewController id="a" sceneMemberID="viewController"/>"#, "AV Player View Controller Scene"),
        // Storyboard references: the referenced identifier, the storyboard, or the kind.
        (#"<viewControllerPlaceholder storyboardName="Specials" referencedIdentifier="avpVC" id="a" sceneMemberID="viewController"/>"#,
         "avpVC Scene"),
        (#"<viewControllerPlaceholder storyboardName="Onboarding" id="a" sceneMemberID="viewController"/>"#,
         "Onboarding Scene"),
        (#"<viewControllerPlaceholder id="a" sceneMemberID="viewController"/>"#, "Storyboard Reference Scene"),
    ]

    @Test("a scene is titled by label, title, navigation or tab bar item, class, then kind", arguments: cases)
    func title(_ objects: String, _ expected: String) throws {
        let text = InterfaceBuilderText.storyboard("""
            <scene sceneID="s"><objects>\(objects)<placeholder placeholderIdentifier="IBFirstResponder" id="p" sceneMemberID="firstResponder"/></objects></scene>
            """)
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "Titles.storyboard")
        #expect(document.scenes.map(\.title) == [expected])
    }

    @Test("class names become words", arguments: [
        ("LoginViewController", "Login View Controller"), ("JSAlertController", "Alert Controller"),
        ("SPWKDetailViewController", "Detail View Controller"), ("MyURLViewController", "My URL View Controller"),
        ("ViewController", "View Controller"), ("Settings", "Settings"),
    ])
    func classWords(_ name: String, _ expected: String) throws {
        let text = InterfaceBuilderText.storyboard("""
            <scene sceneID="s"><objects><viewController customClass="\(name)" id="a" sceneMemberID="viewController"/></objects></scene>
            """)
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "Titles.storyboard")
        #expect(document.scenes.first?.label == expected)
    }

    /// Xcode writes each scene's name as a comment before it (`<!--Login View Controller-->`);
    /// Xcode 5 and earlier wrote "Class - Title", which is left out.
    @Test("every scene of the shared corpus is titled as Xcode's comment before it says",
          .needsShared)
    func corpusComments() throws {
        var compared = 0
        for url in SharedFiles.sharedFiles(in: "corpus/storyboards", extensions: ["storyboard"]) {
            guard let document = try? InterfaceBuilderReader.read(contentsOf: url.path) else { continue }
            for scene in document.scenes {
                // The comment that ends right before the scene's `<` (white space between).
                guard let comment = document.comments.last(where: { $0.location.offset < scene.location.offset }),
                      !comment.text.contains(" - "),
                      document.comments.firstIndex(where: { $0.location.offset > comment.location.offset
                          && $0.location.offset < scene.location.offset }) == nil else { continue }
                let previousScene = document.scenes.last { $0.location.offset < scene.location.offset }
                if let previousScene, previousScene.location.offset > comment.location.offset { continue }
                #expect(scene.label == comment.text, "\(url.lastPathComponent) scene \(scene.index)")
                compared += 1
            }
        }
        #expect(compared >= 100)
    }
}
