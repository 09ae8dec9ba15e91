import Foundation
import InterfaceBuilder
import TestSupport
import Testing
@testable import Validation

/// `StoryboardGraph`: scenes, segues, references and the validator's findings, as DOT and Mermaid.
@Suite("Storyboard graph")
struct StoryboardGraphTests {
    static func file(_ name: String, _ text: String) throws -> InterfaceFile {
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "\(name).storyboard")
        return InterfaceFile(path: "\(name).storyboard", document: document, name: name)
    }

    static func scene(_ id: String, _ extra: String = "", connections: String = "", element: String = "viewController") -> String {
        """
        <scene sceneID="scene-\(id)"><objects>
        <\(element) id="\(id)" \(extra) sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="view-\(id)"/>\
        <connections>\(connections)</connections></\(element)>
        </objects></scene>

        """
    }

    /// Main: a navigation controller (initial) whose root shows Detail by a segue with a quoted,
    /// backslashed identifier, a deprecated push, a dangling segue, an unreachable scene, and a
    /// reference into Other, whose identified scene it names.
    static let main = InterfaceBuilderText.storyboard(
        scene("nav", connections: "<segue destination=\"root\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r1\"/>",
              element: "navigationController")
            + scene("root", "customClass=\"RootViewController\"", connections: """
                <segue destination="detail" kind="show" identifier="say &quot;hi&quot; \\ #1 &lt;b&gt;" id="s1"/>\
                <segue destination="detail" kind="push" identifier="old" id="s2"/>\
                <segue destination="nowhere" kind="show" identifier="broken" id="s3"/>\
                <segue destination="ref" kind="show" id="s4"/>
                """)
            + scene("detail")
            + scene("lonely", "customClass=\"Lonely\"")
            + """
            <scene sceneID="scene-ref"><objects>
            <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Map" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """,
        attributes: " initialViewController=\"nav\"")

    static let other = InterfaceBuilderText.storyboard(
        scene("map", "storyboardIdentifier=\"Map\" customClass=\"MapViewController\""), attributes: "")

    @Test("nodes, edges, entry, references, and what the validator reports are all in the model")
    func model() throws {
        let graph = StoryboardGraph(files: [try Self.file("Main", Self.main), try Self.file("Other", Self.other)])
        #expect(graph.clusters.map(\.name) == ["Main", "Other"])
        #expect(graph.clusters[0].nodes.count == 5)
        #expect(graph.clusters[0].initialNode == "f0s0")
        #expect(graph.clusters[0].nodes.filter(\.isUnreachable).map(\.id) == ["f0s3"])
        #expect(graph.clusters[0].nodes[4].reference == "Other/Map")
        #expect(graph.segueCount == 5)
        let byLabel = Dictionary(graph.edges.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byLabel["rootViewController"]?.kind == .relationship)
        #expect(byLabel["push · old"]?.isDeprecated == true)
        #expect(byLabel["show · broken"]?.isDangling == true)
        #expect(byLabel["show · broken"]?.to == graph.missingNodes.first?.id)
        #expect(graph.missingNodes.map(\.label) == ["nowhere"])
        let reference = graph.edges.first { $0.kind == .reference }
        #expect(reference?.from == "f0s4")
        #expect(reference?.to == "f1s0")
        // Without Other among the inputs, the reference is not followed.
        #expect(!StoryboardGraph(files: [try Self.file("Main", Self.main)]).edges.contains { $0.kind == .reference })
    }

    @Test("DOT quotes every label: Graphviz renders it without a warning, with one node per scene and one edge per segue")
    func dotRenders() throws {
        guard Subprocess.isInstalled("dot") else { return }
        let graph = StoryboardGraph(files: [try Self.file("Main", Self.main), try Self.file("Other", Self.other)])
        #expect(graph.dot.contains("label=\"show · say \\\"hi\\\" \\\\ #1 <b>\""))
        let rendered = try Self.render(graph.dot)
        #expect(rendered.warnings == "")
        #expect(rendered.count("node scene") == 6)
        #expect(rendered.count("edge segue") == 5)
        #expect(rendered.count("node scene unreachable") == 1)
        #expect(rendered.count("edge segue presentation dangling") == 1)
    }

    @Test("Mermaid output follows the grammar, with every label quoted and escaped")
    func mermaidGrammar() throws {
        let graph = StoryboardGraph(files: [try Self.file("Main", Self.main), try Self.file("Other", Self.other)])
        let text = graph.mermaid
        #expect(MermaidGrammar.problems(in: text) == [])
        #expect(text.contains("f0s1 -->|\"show · say #quot;hi#quot; \\ #35;1 #lt;b#gt;\"| f0s2"))
        #expect(text.contains("f0s0 ==>|\"rootViewController\"| f0s1"))
        #expect(text.contains("class f0s3 unreachable"))
        // The grammar check itself catches an unescaped quote and an unclosed subgraph.
        #expect(!MermaidGrammar.problems(in: "flowchart LR\n  a[\"x\"y\"]\n").isEmpty)
        #expect(!MermaidGrammar.problems(in: "flowchart LR\n  subgraph c[\"x\"]\n").isEmpty)
    }

    @Test("Mermaid's own parser reads our flowcharts, the corpus storyboards' among them, with one vertex per scene and one edge per segue")
    func mermaidParser() throws {
        guard MermaidParser.isAvailable else { return }
        var graphs = [StoryboardGraph(files: [try Self.file("Main", Self.main), try Self.file("Other", Self.other)])]
        var names = ["Main+Other"]
        for url in SharedFiles.sharedFiles(in: "corpus/storyboards", extensions: ["storyboard"]) {
            guard let document = try? InterfaceBuilderReader.read(contentsOf: url.path) else { continue }
            let file = InterfaceFile(path: url.lastPathComponent, document: document, name: ValidationOptions.fileStem(url.path))
            graphs.append(StoryboardGraph(files: [file]))
            names.append(url.lastPathComponent)
        }
        // The last text is broken on purpose: the parser must refuse it, or the check proves nothing.
        let parsed = try MermaidParser.parse(graphs.map(\.mermaid) + ["flowchart LR\n  a --> b[\"x\n"])
        try #require(parsed.count == graphs.count + 1)
        #expect(parsed.last?.error != nil)
        for (graph, (result, name)) in zip(graphs, zip(parsed, names)) {
            let entries = graph.clusters.count { $0.initialNode != nil }
            #expect(result.error == nil, "\(name): \(result.error ?? "")")
            #expect(result.type == "flowchart-v2", "\(name)")
            #expect(result.vertices == graph.clusters.reduce(0) { $0 + $1.nodes.count } + entries + graph.missingNodes.count,
                    "\(name)")
            #expect(result.edges == graph.edges.count + entries, "\(name)")
        }
        #expect(graphs.count == 1 || graphs.count >= 20)
    }

    @Test("every well-formed corpus storyboard gives DOT Graphviz renders without warnings, scenes and segues counted", .needsShared)
    func corpus() throws {
        guard Subprocess.isInstalled("dot") else { return }
        let files = SharedFiles.sharedFiles(in: "corpus/storyboards", extensions: ["storyboard"])
        var rendered = 0
        for url in files {
            guard let document = try? InterfaceBuilderReader.read(contentsOf: url.path) else { continue }
            let file = InterfaceFile(path: url.lastPathComponent, document: document, name: ValidationOptions.fileStem(url.path))
            let graph = StoryboardGraph(files: [file])
            let output = try Self.render(graph.dot)
            #expect(output.warnings == "", "\(url.lastPathComponent)")
            #expect(output.count("node scene") == document.scenes.count, "\(url.lastPathComponent)")
            #expect(output.count("edge segue") == document.segues.count, "\(url.lastPathComponent)")
            #expect(MermaidGrammar.problems(in: graph.mermaid) == [], "\(url.lastPathComponent)")
            rendered += 1
        }
        #expect(files.isEmpty || rendered >= 20)
    }

    struct Rendered {
        let svg: String
        let warnings: String
        /// How many SVG groups carry these classes first (`node scene` counts `node scene unreachable` too).
        func count(_ classes: String) -> Int { svg.components(separatedBy: "class=\"\(classes)").count - 1 }
    }

    static func render(_ dot: String) throws -> Rendered {
        let result = try Subprocess.run("dot", ["-Tsvg"], input: Data(dot.utf8))
        #expect(result.status == 0)
        return Rendered(svg: result.output, warnings: result.error)
    }

    @Test("a quote a combining mark follows is escaped in DOT and Mermaid labels (by scalar, not Character)")
    func combiningMarkQuotes() {
        let identifier = "x\"\u{301}];a[URL=\"javascript:alert(1)\"\u{301}"
        #expect(StoryboardGraph.dotQuoted(identifier) == "\"x\\\"\u{301}];a[URL=\\\"javascript:alert(1)\\\"\u{301}\"")
        let mermaid = StoryboardGraph.mermaidQuoted(identifier)
        #expect(mermaid.unicodeScalars.filter { $0 == "\"" }.count == 2, "\(mermaid)")
        #expect(mermaid.contains("#quot;\u{301}"))
    }
}
