/// The data that describes a command: its name, its help text and its subcommands.
package struct CommandConfiguration: Sendable {
    /// The word that selects the command (`list`), or the program name for the root (`tripkit`).
    package var commandName: String
    /// One line saying what the command does.
    package var abstract: String
    /// Paragraphs shown after the abstract; lines starting with spaces are kept as they are.
    package var discussion: String
    /// Paragraphs shown at the end of the command's help and nowhere else (not in the manual page),
    /// such as where to read the manual page.
    package var helpFooter: String
    /// The version `--version` prints and the manual page names; only read on the root.
    package var version: String?
    /// What `--version` prints after the version, in parentheses (the commit a build came from);
    /// only read on the root, and left out of the manual page so that it does not change per build.
    package var versionDetail: String?
    /// The subcommands, in the order help lists them. Adding a command to the tool is adding it here.
    package var subcommands: [any Command.Type]
    /// The subcommand that runs when none is named.
    package var defaultSubcommand: (any Command.Type)?
    /// Whether help, completion and the manual page leave the command out (it still runs).
    package var isHidden: Bool
    /// Whether a word that starts with a single `-` and is none of the command's options is a
    /// positional word rather than an unknown option: for commands in the shape of macOS `defaults`,
    /// whose domain may be `-g` and whose values are typed with `-int`, `-array`, ... Declared options
    /// (and `-h`) keep their meaning; an unknown `--word` is still an error.
    package var takesDashedWords: Bool
    /// Other words that select the command, shown nowhere (help, completion and the manual page
    /// name the command only): the spellings of another tool that users type from habit, such as
    /// `plutil`'s `-convert` for `tripkit plist convert`. A dashed alias is read as the command, not
    /// as an option, where its parent expects a subcommand.
    package var aliases: [String]

    package init(
        commandName: String, abstract: String = "", discussion: String = "", helpFooter: String = "",
        version: String? = nil,
        versionDetail: String? = nil, subcommands: [any Command.Type] = [], defaultSubcommand: (any Command.Type)? = nil,
        isHidden: Bool = false, takesDashedWords: Bool = false, aliases: [String] = []
    ) {
        self.commandName = commandName
        self.abstract = abstract
        self.discussion = discussion
        self.helpFooter = helpFooter
        self.version = version
        self.versionDetail = versionDetail
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.isHidden = isHidden
        self.takesDashedWords = takesDashedWords
        self.aliases = aliases
    }
}
