import CommandLineKit
import Foundation
import TestSupport
import Testing
@testable import TripKitCLI

/// `tripkit graph` on the RoadTrip storyboards.
@Suite("tripkit graph")
struct GraphCommandTests {
    static let iPad = SharedFiles.fixtures.appendingPathComponent("Storyboards/RoadTrip/Modern/MainStoryboard_iPad.storyboard").path

    @Test("DOT and Mermaid name every scene of the storyboard, with the initial scene's entry arrow")
    func text() {
        let dot = TripKitCommandLine.tool.invoke(["graph", Self.iPad])
        #expect(dot.exitCode == .success)
        #expect(dot.output.hasPrefix("digraph storyboards {\n"))
        #expect(dot.output.contains("\"f0entry\" -> \"f0s0\" [class=\"entry\"];"))
        #expect(dot.output.contains("label=\"Destination Controller\\nDestinationController\\nid: DestinationController\""))
        let mermaid = TripKitCommandLine.tool.invoke(["graph", "--format", "mermaid", Self.iPad])
        #expect(mermaid.output.hasPrefix("flowchart LR\n"))
        #expect(MermaidGrammar.problems(in: mermaid.output) == [])
    }

    @Test("svg comes from Graphviz's dot, and without it the error says how to install it")
    func svg() throws {
        if Subprocess.isInstalled("dot") {
            let outcome = TripKitCommandLine.tool.invoke(["graph", "--format", "svg", Self.iPad], input: [])
            #expect(outcome.exitCode == .success)
            #expect(String(decoding: outcome.output, as: UTF8.self).contains("<svg"))
        }
        let capture = ConsoleCapture(environment: ["PATH": "/nonexistent"])
        let code = TripKitCommandLine.tool.run(["tripkit", "graph", "--format", "png", Self.iPad], console: capture.console)
        #expect(code == .noInput)
        #expect(capture.error.contains("sudo apt-get install graphviz"))
    }

    @Test("a path that holds no storyboard, or does not exist, is an error that names it")
    func missing() {
        let none = TripKitCommandLine.tool.invoke(["graph", "/nonexistent/Main.storyboard"])
        #expect(none.exitCode == .noInput)
        #expect(none.error == "Error: no such file or folder: /nonexistent/Main.storyboard\n")
    }
}
