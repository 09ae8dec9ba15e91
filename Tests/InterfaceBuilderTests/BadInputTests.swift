import Foundation
import Testing
import TestSupport
import TripSource
import TripXML
import InterfaceBuilder

/// Malformed and hostile input: a positioned error every time, never a crash or a hang.
@Suite("Bad input")
struct BadInputTests {
    static var sharedFiles: [URL] { SharedFiles.sharedFiles(in: "bad-inputs/xml", extensions: ["xml"]) }

    /// The shared files TripXML accepts; all are property lists, so none is an IB document.
    static let wellFormed: Set<String> = [
        "00-good-plist.xml", "10a-bom-utf8.xml", "10b-bom-utf16le.xml", "10c-bom-utf16be.xml",
        "10d-bom-utf16le-decl-utf8.xml", "15-xinclude.xml", "20-stylesheet-pi.xml",
    ]

    /// Files refused by the XML reader before their root element opens; the others have a `<plist>`
    /// root, refused as soon as it opens, before any later XML error.
    static let refusedBeforeRoot: Set<String> = [
        "01-billion-laughs.xml", "03-quadratic-blowup.xml", "04-xxe-file.xml", "05-xxe-param-net.xml",
        "09a-nul-in-text.xml", "09c-nul-in-name.xml", "09d-nul-then-garbage.xml",
        "09e-nul-inside-root-then-garbage.xml", "10e-double-bom-utf8.xml", "10f-bom-utf8-decl-latin1.xml",
        "16a-empty.xml", "16b-whitespace-only.xml", "19-dtd-attr-default-xxe.xml",
    ]

    /// A hang is caught by HostileFileTests, which reads these files in a child process with a time
    /// limit: a time limit here would measure how long the test waits for a thread of the shared pool
    /// while other suites' child processes hold it (on two cores under a sanitizer, over a minute).
    @Test("every shared hostile file gives a positioned error", .needsShared, arguments: sharedFiles)
    func sharedBadInput(_ url: URL) {
        do {
            let document = try InterfaceBuilderReader.read(contentsOf: url.path)
            Issue.record("read \(url.lastPathComponent) as \(document.kind)")
        } catch {
            #expect(error.location.file == url.path)
            if case .xml(.empty) = error {
                // An empty file has no place to point at: the path alone, no made-up 1:1.
                #expect(error.location.isWholeFile)
                #expect(error.description.hasPrefix("\(url.path): error: the document is empty"))
            } else {
                #expect(error.location.line >= 1)
                #expect(error.description.hasPrefix("\(url.path):\(error.location.line):\(error.location.column): error: "))
            }
            switch error {
            case .notAnInterfaceBuilderDocument(_, let root, _):
                #expect(!Self.refusedBeforeRoot.contains(url.lastPathComponent), "\(error)")
                #expect(root == "plist")
            case .xml, .mergeConflictMarker:
                #expect(Self.refusedBeforeRoot.contains(url.lastPathComponent), "\(error)")
                #expect(!Self.wellFormed.contains(url.lastPathComponent))
            }
        }
    }

    /// Each invalid fixture and the error it must give.
    static let invalidFixtures: [(String, @Sendable (InterfaceBuilderError) -> Bool)] = [
        ("MergeConflict.storyboard", { if case .mergeConflictMarker(let at, _) = $0 { at.line == 100 && at.column == 1 } else { false } }),
        ("Truncated.storyboard", { if case .xml(.unclosedElement(_, let name, _)) = $0 { name == "view" } else { false } }),
        ("Empty.xib", { if case .xml(.empty) = $0 { true } else { false } }),
        ("WhitespaceOnly.storyboard", { if case .xml(.empty) = $0 { true } else { false } }),
        ("NotInterfaceBuilder.storyboard", {
            if case .notAnInterfaceBuilderDocument(let at, "plist", nil) = $0 { at.line == 3 && at.column == 1 } else { false }
        }),
        ("UnknownDocumentType.xib", {
            if case .notAnInterfaceBuilderDocument(let at, "document", "com.example.Pages.Document") = $0 {
                at.line == 2 && at.column == 1
            } else { false }
        }),
    ]

    @Test("each invalid fixture gives its error", arguments: invalidFixtures.map(\.0))
    func invalidFixture(_ name: String) throws {
        let path = SharedFiles.fixtures.appendingPathComponent("invalid/InterfaceBuilder/\(name)").path
        let check = try #require(Self.invalidFixtures.first { $0.0 == name }?.1)
        do {
            _ = try InterfaceBuilderReader.read(contentsOf: path)
            Issue.record("read \(name)")
        } catch {
            #expect(check(error), "\(error)")
            #expect(error.location.file == path)
        }
    }

    @Test("the merge-conflict message names the marker and where the XML reader stopped")
    func mergeConflictMessage() {
        let text = MarkedText("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
        1️⃣<<<<<<< HEAD
                <scene sceneID="a"/>
        =======
                <scene sceneID="b"/>
        >>>>>>> theirs
            </scenes>
        </document>
        """)
        do {
            _ = try InterfaceBuilderReader.read(bytes: Array(text.text.utf8), file: "M.storyboard")
            Issue.record("read a conflicted file")
        } catch {
            #expect(error.location.line == text["1️⃣"].line)
            #expect(error.location.column == text["1️⃣"].column)
            #expect(error.message.hasPrefix("merge-conflict marker \"<<<<<<<\""))
        }
    }

    @Test("the merge-conflict marker's line and offset count LF, CR and CRLF line ends alike", arguments: ["\n", "\r", "\r\n"])
    func mergeConflictLineEnds(_ lineEnd: String) {
        let lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">",
            "    <scenes>", "<<<<<<< HEAD", "        <scene sceneID=\"a\"/>", "=======", ">>>>>>> theirs",
            "    </scenes>", "</document>",
        ]
        do {
            _ = try InterfaceBuilderReader.read(bytes: Array(lines.joined(separator: lineEnd).utf8), file: "M.storyboard")
            Issue.record("read a conflicted file")
        } catch {
            guard case .mergeConflictMarker(let location, _) = error else {
                Issue.record("expected a merge-conflict error, got \(error)")
                return
            }
            #expect(location.line == 4 && location.column == 1)
            #expect(location.offset == lines[..<3].map { $0.utf8.count + lineEnd.utf8.count }.reduce(0, +))
        }
    }

    @Test("a marker-like line inside well-formed XML is just text")
    func markerInsideText() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><label text="a">
        <<<<<<< not a conflict</label></objects></document>
        """
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "x.xib")
        }
        let escaped = text.replacingOccurrences(of: "<<<<<<< not", with: "&lt;&lt;&lt;&lt;&lt;&lt;&lt; not")
        let document = try InterfaceBuilderReader.read(bytes: Array(escaped.utf8), file: "x.xib")
        #expect(document.kind == .xib)
    }

    @Test("unreadable paths and directories are refused with the path")
    func unreadable() {
        for path in ["/nonexistent/Main.storyboard", SharedFiles.fixtures.path] {
            do {
                _ = try InterfaceBuilderReader.read(contentsOf: path)
                Issue.record("read \(path)")
            } catch {
                guard case .xml(.unreadable(let file, _)) = error else {
                    Issue.record("expected unreadable, got \(error)")
                    continue
                }
                #expect(file == path)
            }
        }
    }

    @Test("elements, attributes and kinds never seen before are kept, not rejected")
    func unknownThingsKept() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="9.9" futureAttribute="x" targetRuntime="visionOS.Reality">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <immersiveSpaceController id="c1" sceneMemberID="viewController" brandNewFlag="YES">
                            <futureThing id="f1"><connections><segue destination="c1" kind="teleport" relationship="portal" id="g1"/><wormhole id="w1" destination="c1"/></connections></futureThing>
                        </immersiveSpaceController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "Future.storyboard")
        #expect(document.platform?.value == .other("visionOS.Reality"))
        #expect(document.scenes.first?.controller?.controllerKind == .other("immersiveSpaceController"))
        let segue = try #require(document.segues.first)
        #expect(segue.kind?.value == .other("teleport"))
        #expect(segue.relationship?.value == .other("portal"))
        #expect(segue.trigger.elementName == "futureThing")
        #expect(document.connections.map(\.kind) == [.other("wormhole")])
        #expect(document.objectIDs.map(\.value.value) == ["c1", "f1", "g1", "w1"])
    }
}
