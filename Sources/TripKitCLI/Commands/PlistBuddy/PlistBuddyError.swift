import PropertyList

/// Why one PlistBuddy command failed, worded as PlistBuddy words it (`Print: Entry, ":X", Does Not
/// Exist`), except where we refuse what PlistBuddy lets through (a number that is not one).
enum PlistBuddyError: Error, Equatable {
    /// The entry, or a container on the way to it, is not there.
    case doesNotExist(command: String, entry: String)
    /// `Add`, `Copy` or `Import` named an entry that is already there.
    case alreadyExists(command: String, entry: String)
    /// `Set` named a dictionary or an array.
    case setOnContainer
    /// `Add`, `Copy` or `Merge` named a place inside a value that holds nothing.
    case notAContainer(command: String, entry: String)
    /// A type name `Add` or `Clear` does not know.
    case unrecognizedType(String)
    /// A command PlistBuddy does not have.
    case unrecognizedCommand(String)
    /// Too few or too many words for the command.
    case invalidArguments(command: String)
    /// A value that is not of the entry's type (`Set :Count lots`).
    case badValue(command: String, PlistValueTextError)
    /// A file to merge or import, or the file itself, cannot be read.
    case cannotRead(command: String, path: String, reason: String)
    /// The file cannot be saved.
    case cannotSave(String)

    var message: String {
        switch self {
        case .doesNotExist(let command, let entry):
            "\(command): Entry, \"\(entry)\", Does Not Exist"
        case .alreadyExists(let command, let entry):
            "\(command): \"\(entry)\" Entry Already Exists"
        case .setOnContainer:
            "Set: Cannot Perform Set On Containers"
        case .notAContainer(let command, let entry):
            "\(command): Entry, \"\(entry)\", Is Not A Container"
        case .unrecognizedType(let name):
            "Unrecognized Type: \(name)"
        case .unrecognizedCommand(let name):
            "Unrecognized Command: \(name)"
        case .invalidArguments(let command):
            "\(command): Invalid Arguments (Help lists each command's words)"
        case .badValue(let command, let error):
            "\(command): \(error)"
        case .cannotRead(let command, let path, let reason):
            "\(command): Error Reading File: \(path): \(reason)"
        case .cannotSave(let reason):
            "Save: \(reason)"
        }
    }
}
