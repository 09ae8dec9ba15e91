import CommandLineKit
import PropertyList
import TextFormats

/// `tripkit plist diff A B`: a semantic diff by keypath; `diff --textconv FILE` for `git diff`.
enum PlistDiffCommand: Command {
    struct Arguments: ArgumentGroup {
        var textconv = Flag("textconv", help: "Print one file in a canonical text form, for git's diff.<driver>.textconv.")
        var files = Argument<[String]>("file", atLeastOne: true, help: "The two property lists (one with --textconv).",
                                       completion: .file(extensions: ["plist", "strings", "json"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how two property lists differ, by keypath, whatever their formats.",
        discussion: """
        One line per difference: '+ keypath: value' added, '- keypath: value' removed, \
        '~ keypath: old -> new' changed, '! keypath: old -> new' changed type, and \
        '> keypath -> keypath' an array element that moved. Dictionaries compare by key in any \
        order. Exits 0 when the two are equal, 1 when they differ, as diff does.

        --textconv prints the file as a tree with sorted keys, so that git shows binary and \
        reordered plists as readable changes. In .gitattributes:
          *.plist diff=plist
        and once per clone:
          git config diff.plist.textconv 'tripkit plist diff --textconv'
        """,
        takesDashedWords: true)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        if values.textconv {
            guard values.files.count == 1 else { throw UsageError("--textconv takes one file.") }
            context.output.write(try PlistFile.read(values.files[0], in: context).root.sortingKeys().description + "\n")
            return .success
        }
        guard values.files.count == 2 else { throw UsageError("diff takes two files.") }
        let first = try PlistFile.read(values.files[0], in: context).root
        let second = try PlistFile.read(values.files[1], in: context).root
        let differences = first.differences(to: second)
        for difference in differences {
            context.output.write(VisibleText.escaped(line(difference)) + "\n")
        }
        return differences.isEmpty ? .success : .failure
    }

    /// One difference as a line.
    static func line(_ difference: PlistDifference) -> String {
        let place = difference.keyPath.isRoot ? "(root)" : difference.keyPath.description
        switch difference.kind {
        case .added: return "+ \(place): \(brief(difference.new))"
        case .removed: return "- \(place): \(brief(difference.old))"
        case .changed: return "~ \(place): \(brief(difference.old)) -> \(brief(difference.new))"
        case .typeChanged:
            return "! \(place): \(difference.old?.kind.rawValue ?? "") \(brief(difference.old)) -> "
                + "\(difference.new?.kind.rawValue ?? "") \(brief(difference.new))"
        case .moved: return "> \(place) -> \(difference.movedTo?.description ?? "")"
        }
    }

    /// A value on one line: a scalar as `print` shows it, a container by its size.
    private static func brief(_ value: PlistValue?) -> String {
        guard let value else { return "" }
        switch value.content {
        case .array(let items): return "an array of \(items.count)"
        case .dictionary(let dictionary): return "a dictionary of \(dictionary.count)"
        default: return value.description
        }
    }
}
