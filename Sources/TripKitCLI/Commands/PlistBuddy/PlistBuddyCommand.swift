import CommandLineKit
import PropertyList

/// `tripkit plist buddy [-c COMMAND]... [-x] FILE`: PlistBuddy, for scripts written on a Mac. Run
/// under the name `PlistBuddy` (a link `install-links` makes), tripkit runs this command. Hidden
/// from help: the `install-links` help names it.
enum PlistBuddyCommand: Command {
    struct Arguments: ArgumentGroup {
        var commands = Option<[String]>(
            "command", short: "c", valueName: "command",
            help: "Run this command, then the next -c, and save; no prompt.")
        var xml = Flag("xml", short: "x", help: "Print as an XML property list.")
        var noFollow = Flag(
            "no-follow", short: "l",
            help: "Follow no symbolic link (the file is always replaced, never written through a link).")
        var file = Argument<String>(
            "file", help: "The property list; created on Save when missing.",
            completion: .file(extensions: ["plist"]))
    }

    static let configuration = CommandConfiguration(
        commandName: "buddy",
        abstract: "PlistBuddy: read and change a property list with PlistBuddy's commands.",
        discussion: """
            Each -c command runs in order; the changes are saved when they are done, in the file's own \
            format (binary stays binary). Without -c, commands are read a line at a time from standard \
            input, after a 'Command: ' prompt when it is a terminal; Save writes the changes, Exit (or \
            the end of input) leaves. Commands: Help, Exit, Save, Revert, Clear [TYPE], Print [ENTRY], \
            Set ENTRY VALUE, Add ENTRY TYPE [VALUE], Copy SRC DST, Delete ENTRY, Merge FILE [ENTRY], \
            Import ENTRY FILE. Entries are :Key:0:Key; types string, array, dict, bool, real, integer, \
            date, data. Exits 1 when a command fails (Print: Entry, ":X", Does Not Exist) or the file \
            cannot be read or saved.
            """,
        isHidden: true)

    /// The longest command line read from standard input.
    static let lineLimit = 1 << 20

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        var session: PlistBuddySession
        do {
            session = try PlistBuddySession(path: values.file, in: context)
        } catch {
            context.error.write(error.message + "\n")
            return .failure
        }
        session.printsXML = values.xml
        if session.fileWasMissing { context.output.write("File Doesn't Exist, Will Create: \(values.file)\n") }
        var failed = false
        func perform(_ line: String) -> Bool {
            let outcome: PlistBuddySession.Outcome
            do {
                guard let instruction = try PlistBuddyInstruction.parse(line) else { return true }
                outcome = session.run(instruction, in: context)
            } catch {
                outcome = .failure(error)
            }
            context.output.write(bytes: outcome.output)
            for message in outcome.messages { context.error.write(message + "\n") }
            failed = failed || outcome.failed
            return !outcome.stops
        }
        if !values.commands.isEmpty {
            var exited = false
            for command in values.commands where !exited {
                exited = !perform(command)
            }
            if session.hasChanges, !exited {
                do {
                    try session.save(in: context)
                } catch {
                    context.error.write(error.message + "\n")
                    failed = true
                }
            }
        } else {
            let prompts = context.console.inputIsTerminal
            while true {
                if prompts { context.output.write("Command: ") }
                guard let line = context.console.readInputLine(lineLimit) else {
                    if prompts { context.output.write("\n") }
                    break
                }
                if !perform(String(decoding: line, as: UTF8.self)) { break }
            }
        }
        return failed ? .failure : .success
    }
}
