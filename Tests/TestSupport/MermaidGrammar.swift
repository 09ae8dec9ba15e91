/// A check of our own of the Mermaid flowchart subset `StoryboardGraph.mermaid` writes (Mermaid's
/// parser is JavaScript from npm, which this machine cannot reach): every line is one of its statements, quoted labels hold no bare
/// `"`, and subgraphs close.
public enum MermaidGrammar {
    private static let label = #""[^"]*""#
    private static let id = #"[A-Za-z][A-Za-z0-9_]*"#
    private static let statements: [String] = [
        #"flowchart LR"#,
        #"  subgraph \#(id)\[\#(label)\]"#,
        #"  end"#,
        #"    \#(id)(\[\#(label)\]|\[\[\#(label)\]\])"#,
        #"  \#(id)\[\#(label)\]"#,
        #"    \#(id)\(\(" "\)\) --> \#(id)"#,
        #"  \#(id) (-->|==>|-\.->)(\|\#(label)\|)? \#(id)"#,
        #"  classDef [a-z]+ [a-z:#0-9, -]+"#,
        #"  class \#(id)(,\#(id))* [a-z]+"#,
    ]

    /// The lines that are none of the statements, and a note for each subgraph left open.
    public static func problems(in text: String) -> [String] {
        let expressions = statements.map { try! Regex("^" + $0 + "$") }
        var problems: [String] = []
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !expressions.contains(where: { (try? $0.wholeMatch(in: line)) != nil }) { problems.append(String(line)) }
            if line.hasPrefix("  subgraph ") { depth += 1 }
            if line == "  end" { depth -= 1 }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
        return problems
    }
}
