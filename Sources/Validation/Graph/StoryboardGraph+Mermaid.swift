import TextFormats

extension StoryboardGraph {
    /// The graph as a Mermaid flowchart, for Markdown that renders it (GitHub, GitLab).
    ///
    /// Each storyboard is a `subgraph`; the initial scene has an entry arrow from a small circle;
    /// relationships are thick (`==>`), embeds, unwinds and followed references dotted (`-.->`),
    /// presentations plain (`-->`); unreachable scenes and missing destinations get the
    /// `unreachable` and `missing` classes. Labels are quoted with `"`, `#`, `<`, `>` and `&` written
    /// as Mermaid's entity codes, so any storyboard gives a valid chart.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for (index, cluster) in clusters.enumerated() {
            lines.append("  subgraph cluster\(index)[\(Self.mermaidQuoted(cluster.file))]")
            for node in cluster.nodes {
                let text = Self.lines(of: node).map(Self.mermaidEscaped).joined(separator: "<br/>")
                let shape = node.reference != nil ? "[[\"\(text)\"]]" : "[\"\(text)\"]"
                lines.append("    \(node.id)\(shape)")
            }
            if let initial = cluster.initialNode {
                lines.append("    f\(index)entry((\" \")) --> \(initial)")
            }
            lines.append("  end")
        }
        for missing in missingNodes {
            let label = missing.label.isEmpty ? "no destination" : "missing: \(missing.label)"
            lines.append("  \(missing.id)[\(Self.mermaidQuoted(label))]")
        }
        for edge in edges {
            var label = edge.label
            if edge.isDeprecated { label += " (deprecated)" }
            let arrow: String
            switch edge.kind {
            case .presentation: arrow = "-->"
            case .relationship: arrow = "==>"
            case .embed, .unwind, .reference: arrow = "-.->"
            }
            let labelPart = label.isEmpty ? "" : "|\(Self.mermaidQuoted(label))|"
            lines.append("  \(edge.from) \(arrow)\(labelPart) \(edge.to)")
        }
        let unreachable = clusters.flatMap(\.nodes).filter(\.isUnreachable).map(\.id)
        lines.append("  classDef unreachable fill:#fde2e2,stroke:#c0392b,color:#000")
        lines.append("  classDef missing fill:#fff,stroke:#c0392b,stroke-dasharray:4 3,color:#c0392b")
        if !unreachable.isEmpty { lines.append("  class \(unreachable.joined(separator: ",")) unreachable") }
        if !missingNodes.isEmpty { lines.append("  class \(missingNodes.map(\.id).joined(separator: ",")) missing") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text in double quotes for a Mermaid label.
    static func mermaidQuoted(_ text: String) -> String {
        "\"" + mermaidEscaped(VisibleText.escaped(text)) + "\""
    }

    /// Text with the characters Mermaid reads inside a quoted label written as entity codes.
    /// By Unicode scalar, not `Character`: a `"` followed by a combining mark is one character
    /// unequal to `"`, and would close the label.
    static func mermaidEscaped(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "#": output += "#35;"
            case "\"": output += "#quot;"
            case "<": output += "#lt;"
            case ">": output += "#gt;"
            case "&": output += "#amp;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
