import CommandLineKit
import Foundation
import InterfaceBuilder
import TextFormats
import Validation

/// `tripkit graph FILE... --format dot|mermaid|svg|png`: storyboards as a picture.
enum GraphCommand: Command {
    enum Format: String, CaseIterable, ArgumentValue {
        case dot, mermaid, svg, png
    }

    struct Arguments: ArgumentGroup {
        var format = Option<Format>("format", short: "f", valueName: "format", default: .dot, help: "What to write.")
        var output = Option<String?>("output", short: "o", valueName: "file", help: "Write here instead of standard output.",
                                     completion: .file(extensions: ["dot", "mmd", "svg", "png"]))
        var paths = Argument<[String]>("path", atLeastOne: true, help: "Storyboards, or folders to find them in.",
                                       completion: .file(extensions: ["storyboard"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw storyboards' scenes and segues as DOT, Mermaid, SVG or PNG.",
        discussion: """
        Each storyboard is a cluster of its scenes, labelled with the scene's name, its class and its \
        storyboard identifier; the initial scene has an entry arrow. Segues are edges labelled with \
        their kind and identifier: relationships bold (thick in Mermaid), embeds dashed, unwinds \
        dotted, deprecated kinds marked. A storyboard reference is followed, dotted, into the \
        storyboard it names when that storyboard is among the inputs. What the validator reports is \
        red: unreachable scenes, and segues that lead nowhere with the missing destination they name.

        svg and png are drawn by Graphviz's dot, which must be installed (Debian and Ubuntu: \
        sudo apt-get install graphviz; macOS: brew install graphviz). Mermaid renders in GitHub and \
        GitLab Markdown inside a ```mermaid block.

          tripkit graph Fixtures/Storyboards --format svg -o flow.svg
        """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let files = try storyboards(values.paths)
        let graph = StoryboardGraph(files: files)
        let bytes: [UInt8]
        switch values.format {
        case .dot: bytes = Array(graph.dot.utf8)
        case .mermaid: bytes = Array(graph.mermaid.utf8)
        case .svg, .png: bytes = try GraphvizRenderer.render(graph.dot, format: values.format.rawValue, environment: context.environment)
        }
        if let output = values.output, output != "-" {
            try PlistFile.write(bytes, to: output, in: context)
        } else {
            if values.format == .png, context.output.isTerminal {
                throw UsageError("PNG output to a terminal; give -o FILE, or redirect standard output.")
            }
            context.output.write(bytes: bytes)
        }
        return .success
    }

    /// The storyboards the paths name: files as they are, folders searched (in name order).
    private static func storyboards(_ paths: [String]) throws -> [InterfaceFile] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GraphFailure.missing(path)
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var inFolder: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".storyboard") { inFolder.append((path as NSString).appendingPathComponent(relative)) }
            }
            found += inFolder.sorted()
        }
        guard !found.isEmpty else { throw GraphFailure.nothingFound(paths) }
        return try found.map { path in
            do {
                let document = try InterfaceBuilderReader.read(contentsOf: path)
                return InterfaceFile(path: path, document: document, name: ValidationOptions.fileStem(path))
            } catch let error as InterfaceBuilderError {
                throw GraphFailure.unreadable(error)
            }
        }
    }
}

/// Why `tripkit graph` could not draw.
enum GraphFailure: CommandFailure {
    case missing(String)
    case nothingFound([String])
    case unreadable(InterfaceBuilderError)
    case noGraphviz
    case graphviz(String)

    var exitCode: ExitCode {
        switch self {
        case .missing, .nothingFound, .noGraphviz: .noInput
        case .unreadable: .dataError
        case .graphviz: .failure
        }
    }

    var message: String {
        switch self {
        case .missing(let path): VisibleText.escaped("no such file or folder: \(path)")
        case .nothingFound(let paths): VisibleText.escaped("no storyboard in \(paths.joined(separator: ", "))")
        case .unreadable(let error): VisibleText.escaped("\(error.location): \(error.message)")
        case .noGraphviz:
            "svg and png are drawn by Graphviz's dot, which is not installed: sudo apt-get install graphviz "
                + "(Debian, Ubuntu) or brew install graphviz (macOS); or write --format dot or mermaid"
        case .graphviz(let text): "Graphviz's dot failed: " + VisibleText.escaped(text)
        }
    }
}
