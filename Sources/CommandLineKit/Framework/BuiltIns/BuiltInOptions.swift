/// The flags every command gets without declaring them.
enum BuiltInOptions {
    /// `-h`, `--help` on every command.
    static let help = Flag("help", short: "h", help: "Show help information.")
    /// `--version` on the root when its configuration has a version.
    static let version = Flag("version", help: "Show the version.")

    /// Whether the spec is `--help` or `--version`, which the synopsis leaves out.
    static func isBuiltIn(_ spec: ArgumentSpec) -> Bool {
        spec === help.spec || spec === version.spec
    }
}
