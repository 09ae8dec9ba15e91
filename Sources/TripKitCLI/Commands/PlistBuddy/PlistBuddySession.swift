import CommandLineKit
import PropertyList
import TripSource

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A PlistBuddy session on one file: the value being edited and what each command does to it.
///
/// Commands return what they print instead of printing it (`Outcome`), so the command line decides
/// where it goes. The file is read when the session starts (a missing file is an empty dictionary,
/// created on `Save`) and written only by `Save`, in the format it was read in (a new file is XML),
/// through the one safe writer (`PlistFile.write`).
struct PlistBuddySession {
    /// What a command printed, and whether the session ends.
    struct Outcome {
        /// For standard output.
        var output: [UInt8] = []
        /// For standard error, one line each.
        var messages: [String] = []
        /// Whether the command failed (the status becomes 1).
        var failed = false
        /// `Exit`: stop reading commands, keeping nothing unsaved.
        var stops = false

        static func failure(_ error: PlistBuddyError) -> Outcome {
            Outcome(messages: [error.message], failed: true)
        }
    }

    /// The file, as named on the command line.
    let path: String
    /// The value as it is now.
    private(set) var root: PlistValue
    /// The format `Save` writes.
    private(set) var format: PlistFormat
    /// Whether something changed since the last `Save` or `Revert`.
    private(set) var hasChanges = false
    /// Whether `Print` writes XML (`-x`).
    var printsXML = false
    /// The clock `Add ... date` reads when no date is given.
    var now: @Sendable () -> Date = { Date() }

    /// Whether the file was missing when the session started (PlistBuddy says it will create it).
    let fileWasMissing: Bool

    /// Opens the file: its value and format, or an empty dictionary when there is no file.
    ///
    /// - Throws: `PlistBuddyError.cannotRead` when it is there but cannot be read or does not parse.
    init(path: String, in context: CommandContext) throws(PlistBuddyError) {
        self.path = path
        fileWasMissing = !FileBytes.exists(path)
        (root, format) = try Self.load(path, missing: fileWasMissing, in: context)
    }

    private static func load(_ path: String, missing: Bool, in context: CommandContext) throws(PlistBuddyError)
        -> (PlistValue, PlistFormat)
    {
        if missing { return (.dictionary(PlistDictionary()), .xml) }
        do {
            let document = try PlistFile.read(path, in: context)
            return (document.root, document.format)
        } catch {
            throw .cannotRead(command: "Open", path: path, reason: error.message)
        }
    }

    /// Runs one command.
    mutating func run(_ instruction: PlistBuddyInstruction, in context: CommandContext) -> Outcome {
        do {
            switch instruction {
            case .help:
                return Outcome(output: Array(Self.helpText.utf8))
            case .exit:
                return Outcome(stops: true)
            case .save:
                try save(in: context)
                return Outcome()
            case .revert:
                (root, format) = try Self.load(path, missing: !FileBytes.exists(path), in: context)
                hasChanges = false
                return Outcome()
            case .clear(let type):
                root = PlistBuddyText.emptyValue(type, now: now())
                hasChanges = true
                return Outcome()
            case .print(let entry):
                return Outcome(output: try printed(entry))
            case .set(let entry, let text):
                try set(entry, text)
            case .add(let entry, let type, let text):
                let value =
                    try text.map { text throws(PlistBuddyError) in
                        try PlistBuddyText.value(text, as: type, command: "Add")
                    } ?? PlistBuddyText.emptyValue(type, now: now())
                try add(value, at: entry, command: "Add")
            case .copy(let source, let destination):
                try add(try value(at: source, command: "Copy"), at: destination, command: "Copy")
            case .delete(let entry):
                try delete(entry)
            case .merge(let file, let entry):
                return try merge(file, into: entry, in: context)
            case .importFile(let entry, let file):
                try importFile(file, at: entry)
            }
            return Outcome()
        } catch {
            return .failure(error)
        }
    }

    /// Writes the file when something changed (or when it does not exist yet).
    mutating func save(in context: CommandContext) throws(PlistBuddyError) {
        do {
            if format == .openStep { format = .xml }  // OpenStep holds no numbers, booleans or dates
            let bytes = try PlistFile.bytes(of: root, in: format, file: path)
            try PlistFile.write(bytes, to: path, in: context)
        } catch {
            throw .cannotSave(error.message)
        }
        hasChanges = false
    }

    // MARK: Commands

    private func printed(_ entry: PlistBuddyEntry?) throws(PlistBuddyError) -> [UInt8] {
        let value =
            try entry.map { entry throws(PlistBuddyError) in try self.value(at: entry, command: "Print") } ?? root
        guard printsXML else { return PlistBuddyText.printed(value) }
        do {
            return try PlistWriter.xmlBytes(value, style: .foundation)
        } catch {
            throw .cannotSave("\(error)")
        }
    }

    private func value(at entry: PlistBuddyEntry, command: String) throws(PlistBuddyError) -> PlistValue {
        guard !entry.appends, let value = try? root.value(at: entry.keyPath) else {
            throw .doesNotExist(command: command, entry: entry.text)
        }
        return value
    }

    private mutating func set(_ entry: PlistBuddyEntry, _ text: String) throws(PlistBuddyError) {
        let old = try value(at: entry, command: "Set")
        guard let type = PlistBuddyText.type(of: old) else { throw .setOnContainer }
        let new = try PlistBuddyText.value(text, as: type, command: "Set")
        try change { (root: inout PlistValue) throws(PlistBuddyError) in
            do {
                try root.setValue(new, at: entry.keyPath)
            } catch {
                throw .doesNotExist(command: "Set", entry: entry.text)
            }
        }
    }

    /// Adds a value: a new key, an array element at an index (later ones move up), or at the end of
    /// an array for an entry ending in a colon. Dictionaries missing on the way are created, as
    /// PlistBuddy creates them (`Add :NSAppTransportSecurity:NSAllowsArbitraryLoads bool true`).
    private mutating func add(_ value: PlistValue, at entry: PlistBuddyEntry, command: String) throws(PlistBuddyError) {
        let keyPath = entry.keyPath
        if entry.appends {
            try createDictionaries(upTo: keyPath.parent ?? .root, entry: entry, command: command)
            guard (try? root.value(at: keyPath)) != nil else {
                throw .doesNotExist(command: command, entry: entry.text)
            }
            try change { (root: inout PlistValue) throws(PlistBuddyError) in
                do {
                    try root.append(value, at: keyPath)
                } catch {
                    throw .notAContainer(command: command, entry: entry.text)
                }
            }
            return
        }
        guard let parent = keyPath.parent else { throw .alreadyExists(command: command, entry: entry.text) }
        try createDictionaries(upTo: parent, entry: entry, command: command)
        try change { (root: inout PlistValue) throws(PlistBuddyError) in
            do throws(KeyPathError) {
                try root.insert(value, at: keyPath)
            } catch .keyAlreadyExists {
                throw .alreadyExists(command: command, entry: entry.text)
            } catch .notAContainer {
                throw .notAContainer(command: command, entry: entry.text)
            } catch {
                throw .doesNotExist(command: command, entry: entry.text)
            }
        }
    }

    /// Makes the dictionaries a keypath walks through that are missing, each key in a dictionary.
    private mutating func createDictionaries(upTo keyPath: PlistKeyPath, entry: PlistBuddyEntry, command: String)
        throws(PlistBuddyError)
    {
        var missing: PlistKeyPath
        do {
            _ = try root.value(at: keyPath)
            return
        } catch .missingKey(_, let place) {
            missing = place.keyPath
        } catch .notAContainer {
            throw .notAContainer(command: command, entry: entry.text)
        } catch {
            throw .doesNotExist(command: command, entry: entry.text)
        }
        while missing.count <= keyPath.count {
            let path = missing
            try change { (root: inout PlistValue) throws(PlistBuddyError) in
                do {
                    try root.insert(.dictionary(PlistDictionary()), at: path)
                } catch {
                    throw .doesNotExist(command: command, entry: entry.text)
                }
            }
            guard missing.count < keyPath.count else { break }
            missing = keyPath.prefix(missing.count + 1)
        }
    }

    private mutating func delete(_ entry: PlistBuddyEntry) throws(PlistBuddyError) {
        _ = try value(at: entry, command: "Delete")
        guard !entry.keyPath.isRoot else { throw .doesNotExist(command: "Delete", entry: entry.text) }
        try change { (root: inout PlistValue) throws(PlistBuddyError) in
            do {
                try root.removeValue(at: entry.keyPath)
            } catch {
                throw .doesNotExist(command: "Delete", entry: entry.text)
            }
        }
    }

    /// Adds a file's contents to a dictionary (each key it does not hold yet; one it holds is
    /// skipped and named) or to the end of an array (each element of an array, else the value).
    private mutating func merge(_ file: String, into entry: PlistBuddyEntry?, in context: CommandContext)
        throws(PlistBuddyError) -> Outcome
    {
        let source: PlistValue
        do {
            source = try PlistFile.read(file, in: context).root
        } catch {
            throw .cannotRead(command: "Merge", path: file, reason: error.message)
        }
        let target = try entry.map { entry throws(PlistBuddyError) in try value(at: entry, command: "Merge") } ?? root
        let keyPath = entry?.keyPath ?? .root
        var outcome = Outcome()
        var merged = target
        switch (target.content, source.content) {
        case (.dictionary(var dictionary), .dictionary(let additions)):
            for addition in additions.entries {
                if dictionary.position(ofKey: addition.key) != nil {
                    outcome.messages.append("Duplicate Entry Was Skipped: \(addition.key)")
                } else {
                    dictionary.setEntry(PlistDictionary.Entry(key: addition.key, value: addition.value))
                }
            }
            merged = .dictionary(dictionary)
        case (.dictionary, _):
            throw .notAContainer(command: "Merge", entry: entry?.text ?? ":")
        case (.array(var items), .array(let additions)):
            items += additions
            merged = .array(items)
        case (.array(var items), _):
            items.append(source)
            merged = .array(items)
        default:
            throw .notAContainer(command: "Merge", entry: entry?.text ?? ":")
        }
        _ = try? root.setValue(merged, at: keyPath)  // the entry was just read there
        hasChanges = true
        return outcome
    }

    /// Sets an entry to a file's bytes, as data: created when missing, replaced when there.
    private mutating func importFile(_ file: String, at entry: PlistBuddyEntry) throws(PlistBuddyError) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(ofFile: file, maxSize: InputLimit.fileSize.defaultValue)
        } catch {
            throw .cannotRead(command: "Import", path: file, reason: error.reason)
        }
        let value = PlistValue.data(Data(bytes))
        if !entry.appends, (try? root.value(at: entry.keyPath)) != nil {
            _ = try? root.setValue(value, at: entry.keyPath)  // the entry was just read there
            hasChanges = true
        } else {
            try add(value, at: entry, command: "Import")
        }
    }

    /// Changes the value, remembering that it changed.
    private mutating func change(_ body: (inout PlistValue) throws(PlistBuddyError) -> Void) throws(PlistBuddyError) {
        try body(&root)
        hasChanges = true
    }

    // MARK: Help

    /// What `Help` prints: each command and its words, the entries and the types.
    static let helpText = """
        Commands (names in any case; words with spaces in quotes):
            Help                     Print this text.
            Exit, Quit               Stop. Changes not saved are lost.
            Save                     Write the changes to the file, in the file's own format.
            Revert                   Read the file again, dropping the changes not saved.
            Clear [<Type>]           Replace everything with an empty value of the type (dict by default).
            Print [<Entry>]          Print an entry, or the whole file (-x: as an XML property list).
            Set <Entry> <Value>      Set an entry that is not a dictionary or an array to a value of its type.
            Add <Entry> <Type> [<Value>]
                                     Add an entry; an index inserts into an array, ':Array:' appends.
            Copy <EntrySrc> <EntryDst>
                                     Copy an entry to a new one.
            Delete <Entry>           Delete an entry.
            Merge <File> [<Entry>]   Add a file's contents to a dictionary (keys it holds are skipped)
                                     or to the end of an array.
            Import <Entry> <File>    Set an entry to a file's bytes, as data.

        Entries are keys and zero-based array indexes separated by colons:
            :CFBundleShortVersionString
            :CFBundleDocumentTypes:2:CFBundleTypeExtensions
        '\\:' is a colon inside a key.

        Types: string, array, dict, bool, real, integer, date, data.
        A bool is true, false, yes or no; an integer must fit in 64 bits; a date is written
        2024-05-17T10:00:00Z; data is the value's own bytes.

        """
}
