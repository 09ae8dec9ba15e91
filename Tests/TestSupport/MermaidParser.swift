import Foundation

/// Mermaid's own parser (mermaid 11, the JavaScript library GitHub renders Markdown diagrams with),
/// run by Node.js: an independent check that our Mermaid output is what Mermaid reads.
///
/// The parser comes bundled in the PyPI package `mermaid-parser-py` (`mermaid_parser/js/parser.bundle.js`,
/// a CommonJS build of `mermaid.parse` and `getDiagramFromText`); `scripts/install-deps --test`
/// installs it without its Python dependencies, since only the bundle is used, and Node.js from
/// Debian when `node` is missing.
public enum MermaidParser {
    /// What Mermaid made of one diagram.
    public struct Parsed: Sendable, Equatable {
        /// The diagram type (`flowchart-v2`), or `nil` when Mermaid refused the text.
        public let type: String?
        /// The vertices of a flowchart, subgraphs not counted.
        public let vertices: Int
        /// The edges of a flowchart.
        public let edges: Int
        /// Mermaid's error message, when it refused the text.
        public let error: String?
    }

    /// The bundle's path, when the package is installed.
    public static let bundle: String? = {
        let script = """
            import importlib.util, os
            spec = importlib.util.find_spec('mermaid_parser')
            if spec and spec.submodule_search_locations:
                path = os.path.join(list(spec.submodule_search_locations)[0], 'js', 'parser.bundle.js')
                if os.path.exists(path): print(path, end='')
            """
        guard let output = try? Python.run(script), !output.isEmpty else { return nil }
        return String(decoding: output, as: UTF8.self)
    }()

    /// Whether Node.js and the parser bundle are both here.
    public static var isAvailable: Bool {
        bundle != nil && Subprocess.isInstalled("node")
    }

    /// Parses diagrams, all in one Node.js process.
    ///
    /// - Parameter texts: Mermaid texts.
    /// - Returns: One result per text, in order.
    public static func parse(_ texts: [String]) throws -> [Parsed] {
        guard let bundle else { return [] }
        let script = """
            const parse = require(process.argv[1]);
            const texts = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            (async () => {
              const out = [];
              for (const text of texts) {
                try {
                  const db = JSON.parse(await parse(text));
                  const data = db.graph_data || {};
                  out.push({type: db.graph_type, vertices: Object.keys(data.vertices || {}).length,
                            edges: (data.edges || []).length});
                } catch (e) { out.push({error: String((e && e.message) || e)}); }
              }
              process.stdout.write(JSON.stringify(out));
            })();
            """
        let input = try JSONSerialization.data(withJSONObject: texts)
        let result = try Subprocess.run("node", ["-e", script, bundle], input: input)
        guard result.status == 0,
              let items = try JSONSerialization.jsonObject(with: result.outputData) as? [[String: Any]]
        else {
            throw Python.Failure(status: result.status, standardError: "node: " + result.error)
        }
        return items.map { item in
            Parsed(type: item["type"] as? String, vertices: item["vertices"] as? Int ?? 0,
                   edges: item["edges"] as? Int ?? 0, error: item["error"] as? String)
        }
    }
}
