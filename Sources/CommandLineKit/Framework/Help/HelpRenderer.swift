/// Renders a command's `--help` text from its node: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// for the root command the tool's EXIT STATUS table (the one the manual page and the README print),
/// then the configuration's `helpFooter`.
///
/// The layout follows swift-argument-parser: two-space indent, labels in a 26-column gutter (longer
/// labels put their text on the next line), everything wrapped to the given width.
struct HelpRenderer {
    let node: CommandNode
    /// The tool's exit statuses with what each means, shown in the root command's help.
    var exitStatuses: [(code: ExitCode, meaning: String)] = []

    /// The whole help text, ending with a newline.
    ///
    /// - Parameter width: The line width (80 when the output is not a terminal).
    func render(width: Int) -> String {
        var blocks: [[String]] = []
        let configuration = node.configuration
        if !configuration.abstract.isEmpty {
            blocks.append(TextWrapping.wrap("OVERVIEW: " + configuration.abstract, width: width))
        }
        if !configuration.discussion.isEmpty {
            blocks.append(TextWrapping.wrapParagraphs(configuration.discussion, width: width))
        }
        blocks.append(Usage(node).lines(label: "USAGE: ", width: width))
        let positionals = node.positionals.filter { !$0.isHidden }
        if !positionals.isEmpty {
            blocks.append(["ARGUMENTS:"] + positionals.flatMap { element($0.label(), $0.helpWithDefault, $0.discussion, width) })
        }
        let options = node.options.filter { !$0.isHidden }
        blocks.append(["OPTIONS:"] + options.flatMap { element($0.label(), $0.helpWithDefault, $0.discussion, width) })
        let subcommands = node.visibleSubcommands
        if !subcommands.isEmpty {
            var lines = ["SUBCOMMANDS:"]
            for child in subcommands {
                let label = child.name + (child.name == node.defaultSubcommandName ? " (default)" : "")
                lines += element(label, child.configuration.abstract, "", width)
            }
            let helpPath = [node.path[0], "help"] + node.path.dropFirst()
            lines += ["", "  See '\(helpPath.joined(separator: " ")) <subcommand>' for detailed help."]
            blocks.append(lines)
        }
        if node.path.count == 1, !exitStatuses.isEmpty {
            blocks.append(["EXIT STATUS:"] + exitStatuses.flatMap {
                element(String($0.code.rawValue), $0.meaning, "", width, labelColumn: Layout.statusColumn)
            })
        }
        if !configuration.helpFooter.isEmpty {
            blocks.append(TextWrapping.wrapParagraphs(configuration.helpFooter, width: width))
        }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// One labelled entry: the label in the gutter, the text beside it, the discussion below.
    private func element(
        _ label: String, _ text: String, _ discussion: String, _ width: Int, labelColumn: Int = Layout.labelColumn
    ) -> [String] {
        let padded = Layout.indent + label
        let gutter = String(repeating: " ", count: labelColumn)
        var lines: [String]
        if text.isEmpty {
            lines = [padded]
        } else if padded.count < labelColumn {
            let first = padded + String(repeating: " ", count: labelColumn - padded.count)
            lines = TextWrapping.wrap(text, width: width, firstPrefix: first, prefix: gutter)
        } else {
            lines = [padded] + TextWrapping.wrap(text, width: width, firstPrefix: gutter, prefix: gutter)
        }
        if !discussion.isEmpty {
            lines += TextWrapping.wrapParagraphs(discussion, width: width, prefix: gutter)
        }
        return lines
    }

    private enum Layout {
        static let indent = "  "
        /// Where option and subcommand texts start.
        static let labelColumn = 26
        /// Where an exit status's meaning starts.
        static let statusColumn = 8
    }
}
