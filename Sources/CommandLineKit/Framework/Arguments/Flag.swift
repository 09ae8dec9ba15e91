/// A switch without a value: `--json`, `-x`, or `--color`/`--no-color` with an inversion.
///
/// Short flags group (`-abc`). The last occurrence wins, so a later `--no-color` undoes `--color`.
package struct Flag: ArgumentDeclaration {
    package typealias Output = Bool
    package let spec: ArgumentSpec

    /// Declares a flag.
    ///
    /// - Parameters:
    ///   - long: The long name without dashes.
    ///   - short: A one-letter name.
    ///   - inversion: Whether `--no-<long>` turns it off.
    ///   - default: The value when the flag is absent.
    ///   - help: One line for help and completions.
    ///   - discussion: More text shown under the help line.
    ///   - isHidden: Whether help, completion and the manual page leave it out.
    package init(
        _ long: String, short: Character? = nil, inversion: Bool = false, default: Bool = false,
        help: String, discussion: String = "", isHidden: Bool = false
    ) {
        spec = ArgumentSpec(
            kind: .flag(inversion: inversion ? "no-" + long : nil), name: long, short: short, help: help,
            discussion: discussion, defaultText: inversion ? (`default` ? "--" : "--no-") + long : nil,
            isHidden: isHidden
        ) { words in
            guard let last = words.last else { return `default` }
            return last == "true"
        }
    }
}
