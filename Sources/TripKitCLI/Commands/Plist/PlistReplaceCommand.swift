import CommandLineKit
import PropertyList

/// `tripkit plist replace KEYPATH -TYPE VALUE FILE...`: `plutil -replace`.
enum PlistReplaceCommand: Command {
    struct Arguments: ArgumentGroup {
        var output = PlistCommand.outputOption("Write the result here instead of changing the file (- for standard output).")
        var keyPath = PlistCommand.KeyPathArguments()
        var path = Argument<String>("keypath", help: "Where to put the value.")
        var words = Argument<[String]>("value-and-files", atLeastOne: true, help: PlistValueArguments.help)
    }

    static let configuration = CommandConfiguration(
        commandName: "replace",
        abstract: "Set the value at a keypath, replacing what is there or adding the last key.",
        discussion: """
        Every component but the last must exist; the last may name a new key (added at the end), an \
        existing key (replaced where it stands), an array index, or the index just past the end \
        (appended). The file keeps its format and the order of its keys.

          tripkit plist replace CFBundleShortVersionString -string 2.1 Info.plist
          tripkit plist replace DestinationData.0.Events -xml '<array/>' Destinations.plist
        """,
        takesDashedWords: true, aliases: ["-replace"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let (keyPath, words) = try PlistKeyPathText.resolve(first: values.path, rest: values.words, json: values.keyPath.keyPathJSON)
        let (value, files) = try PlistValueArguments.parse(words)
        return try PlistEdit.apply(to: files, output: values.output, in: context) { (root: inout PlistValue) throws(KeyPathError) in
            try root.setValue(value, at: keyPath)
        }
    }
}

/// `tripkit plist insert KEYPATH -TYPE VALUE [--append] FILE...`: `plutil -insert`.
enum PlistInsertCommand: Command {
    struct Arguments: ArgumentGroup {
        var output = PlistCommand.outputOption("Write the result here instead of changing the file (- for standard output).")
        var append = Flag("append", help: "Append the value to the array at the keypath.")
        var keyPath = PlistCommand.KeyPathArguments()
        var path = Argument<String>("keypath", help: "Where to insert the value.")
        var words = Argument<[String]>("value-and-files", atLeastOne: true, help: PlistValueArguments.help)
    }

    static let configuration = CommandConfiguration(
        commandName: "insert",
        abstract: "Add a value at a keypath: a new key, or an element of an array.",
        discussion: """
        A key that exists is an error (replace it with 'replace'). An array index inserts before \
        the element there, or appends when it equals the count; --append (or plutil's -append) \
        appends to the array the keypath names.
        """,
        takesDashedWords: true, aliases: ["-insert"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let (keyPath, allWords) = try PlistKeyPathText.resolve(first: values.path, rest: values.words, json: values.keyPath.keyPathJSON)
        let append = values.append || allWords.contains("-append")
        let (value, files) = try PlistValueArguments.parse(allWords.filter { $0 != "-append" })
        return try PlistEdit.apply(to: files, output: values.output, in: context) { (root: inout PlistValue) throws(KeyPathError) in
            if append {
                try root.append(value, at: keyPath)
            } else {
                try root.insert(value, at: keyPath)
            }
        }
    }
}

/// `tripkit plist remove KEYPATH FILE...`: `plutil -remove`.
enum PlistRemoveCommand: Command {
    struct Arguments: ArgumentGroup {
        var output = PlistCommand.outputOption("Write the result here instead of changing the file (- for standard output).")
        var keyPath = PlistCommand.KeyPathArguments()
        var path = Argument<String>("keypath", help: "The value to remove.")
        var files = Argument<[String]>("file", help: PlistCommand.fileHelp, completion: .file(extensions: ["plist", "strings", "json"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove the value at a keypath: a key from its dictionary, or an element from its array.",
        takesDashedWords: true, aliases: ["-remove"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let (keyPath, files) = try PlistKeyPathText.resolve(first: values.path, rest: values.files, json: values.keyPath.keyPathJSON)
        return try PlistEdit.apply(to: files, output: values.output, in: context) { (root: inout PlistValue) throws(KeyPathError) in
            try root.removeValue(at: keyPath)
        }
    }
}
