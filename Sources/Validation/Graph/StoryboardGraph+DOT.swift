import TextFormats

extension StoryboardGraph {
    /// The graph in Graphviz's DOT language, for `dot -Tsvg`.
    ///
    /// Each storyboard is a `cluster_N` subgraph; the initial scene has an entry arrow from a point;
    /// relationships are bold, embeds dashed, unwinds dotted and grey, followed references dotted
    /// blue, deprecated kinds labelled "(deprecated)"; unreachable scenes, and segues that lead
    /// nowhere with the `missing` box they lead to, are red. Every name and label is quoted, so any
    /// storyboard gives valid DOT; SVG output carries the classes `scene`, `segue`, `entry`,
    /// `reference`, `missing` and `unreachable` for styling and counting.
    public var dot: String {
        var lines = [
            "digraph storyboards {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for (index, cluster) in clusters.enumerated() {
            lines.append("  subgraph \"cluster_\(index)\" {")
            lines.append("    label=\(Self.dotQuoted(cluster.file));")
            lines.append("    style=\"rounded\"; color=\"#999999\";")
            for node in cluster.nodes {
                var attributes = ["label=\(Self.dotQuoted(Self.lines(of: node).joined(separator: "\n")))"]
                attributes.append(node.isUnreachable ? "class=\"scene unreachable\"" : "class=\"scene\"")
                if node.reference != nil { attributes.append("shape=component") }
                if node.isUnreachable { attributes += ["color=\"#c0392b\"", "fillcolor=\"#fde2e2\""] }
                lines.append("    \(Self.dotQuoted(node.id)) [\(attributes.joined(separator: ", "))];")
            }
            if let initial = cluster.initialNode {
                let entry = "f\(index)entry"
                lines.append("    \(Self.dotQuoted(entry)) [shape=point, width=0.12, class=\"entry\"];")
                lines.append("    \(Self.dotQuoted(entry)) -> \(Self.dotQuoted(initial)) [class=\"entry\"];")
            }
            lines.append("  }")
        }
        for missing in missingNodes {
            let label = missing.label.isEmpty ? "no destination" : "missing: \(missing.label)"
            lines.append("  \(Self.dotQuoted(missing.id)) [label=\(Self.dotQuoted(label)), class=\"missing\", "
                + "style=\"dashed\", color=\"#c0392b\", fontcolor=\"#c0392b\"];")
        }
        for edge in edges {
            var attributes: [String] = []
            var label = edge.label
            if edge.isDeprecated { label += " (deprecated)" }
            if !label.isEmpty { attributes.append("label=\(Self.dotQuoted(label))") }
            switch edge.kind {
            case .presentation: break
            case .relationship: attributes.append("style=bold")
            case .embed: attributes.append("style=dashed")
            case .unwind: attributes += ["style=dotted", "color=\"#888888\""]
            case .reference: attributes += ["style=dotted", "color=\"#2e6fbd\""]
            }
            if edge.isDangling { attributes += ["color=\"#c0392b\"", "fontcolor=\"#c0392b\""] }
            let classes = edge.kind == .reference ? "reference" : "segue \(edge.kind.rawValue)" + (edge.isDangling ? " dangling" : "")
            attributes.append("class=\"\(classes)\"")
            lines.append("  \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a node shows, one line each: its title, its class, its identifier or reference.
    static func lines(of node: Node) -> [String] {
        var lines = [node.title]
        if let className = node.className, className != node.title { lines.append(className) }
        if let identifier = node.storyboardIdentifier, !identifier.isEmpty { lines.append("id: \(identifier)") }
        if let reference = node.reference { lines.append("→ \(reference)") }
        return lines.map(VisibleText.escaped)
    }

    /// A DOT string: in double quotes, `"` and `\` escaped, a line break as `\n` (centred).
    ///
    /// By Unicode scalar, not `Character`: a `"` followed by a combining mark is one character
    /// unequal to `"`, and would end the string (its attributes, `URL` among them, reaching the SVG).
    static func dotQuoted(_ text: String) -> String {
        var output = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            default: output.unicodeScalars.append(character)
            }
        }
        return output + "\""
    }
}
