/// One PlistBuddy command, as `-c` gives it or a line of input does: `Set :CFBundleVersion 42`.
enum PlistBuddyInstruction: Equatable {
    case help
    case exit
    case save
    case revert
    case clear(PlistBuddyType)
    case print(PlistBuddyEntry?)
    case set(PlistBuddyEntry, value: String)
    case add(PlistBuddyEntry, PlistBuddyType, value: String?)
    case copy(PlistBuddyEntry, to: PlistBuddyEntry)
    case delete(PlistBuddyEntry)
    case merge(file: String, into: PlistBuddyEntry?)
    case importFile(PlistBuddyEntry, file: String)

    /// Reads a command line: the command's name in any case, then its words.
    ///
    /// Words are separated by white space; double or single quotes keep white space inside one
    /// (`Add :Info string "App version 1.0.1"`), and a backslash before a quote, a space or a
    /// backslash takes it as it is (other backslashes are kept for the entry: `\:`). The value of
    /// `Set` and `Add` is the rest of the line, its words joined by one space.
    ///
    /// - Returns: The instruction, or `nil` for a blank line.
    /// - Throws: `PlistBuddyError` for an unknown command, a type it does not know or words missing.
    static func parse(_ line: String) throws(PlistBuddyError) -> PlistBuddyInstruction? {
        let words = Self.words(of: line)
        guard let name = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        let command = name.lowercased()
        func require(_ range: ClosedRange<Int>, _ display: String) throws(PlistBuddyError) {
            guard range.contains(arguments.count) else { throw .invalidArguments(command: display) }
        }
        func rest(from index: Int) -> String? {
            arguments.count > index ? arguments[index...].joined(separator: " ") : nil
        }
        switch command {
        case "help":
            return .help
        case "exit", "quit", "bye":
            return .exit
        case "save":
            return .save
        case "revert":
            return .revert
        case "clear":
            try require(0...1, "Clear")
            return .clear(try arguments.first.map { word throws(PlistBuddyError) in try PlistBuddyType(word) } ?? .dict)
        case "print":
            try require(0...1, "Print")
            return .print(arguments.first.map(PlistBuddyEntry.init))
        case "set":
            try require(1...Int.max, "Set")
            return .set(PlistBuddyEntry(arguments[0]), value: rest(from: 1) ?? "")
        case "add":
            try require(2...Int.max, "Add")
            return .add(PlistBuddyEntry(arguments[0]), try PlistBuddyType(arguments[1]), value: rest(from: 2))
        case "copy":
            try require(2...2, "Copy")
            return .copy(PlistBuddyEntry(arguments[0]), to: PlistBuddyEntry(arguments[1]))
        case "delete":
            // The manual's own example names a type after the entry (Delete :Types:0 dict): ignored.
            try require(1...2, "Delete")
            return .delete(PlistBuddyEntry(arguments[0]))
        case "merge":
            try require(1...2, "Merge")
            return .merge(file: arguments[0], into: arguments.count > 1 ? PlistBuddyEntry(arguments[1]) : nil)
        case "import":
            try require(2...2, "Import")
            return .importFile(PlistBuddyEntry(arguments[0]), file: arguments[1])
        default:
            throw .unrecognizedCommand(name)
        }
    }

    /// The words of a line, quotes and escapes resolved as `parse` says.
    static func words(of line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Unicode.Scalar?
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if let open = quote {
                if scalar == open {
                    quote = nil
                } else if scalar == "\\", open == "\"" {
                    guard let next = scalars.next() else {
                        current.unicodeScalars.append(scalar)
                        break
                    }
                    if next != "\"" && next != "\\" { current.unicodeScalars.append(scalar) }
                    current.unicodeScalars.append(next)
                } else {
                    current.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "\"", "'":
                quote = scalar
                inWord = true
            case "\\":
                inWord = true
                guard let next = scalars.next() else {
                    current.unicodeScalars.append(scalar)
                    break
                }
                if !["\"", "'", " ", "\t", "\\"].contains(next) { current.unicodeScalars.append(scalar) }
                current.unicodeScalars.append(next)
            default:
                current.unicodeScalars.append(scalar)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

/// The types `Add` and `Clear` take, as PlistBuddy names them.
enum PlistBuddyType: String, CaseIterable, Equatable {
    case string, array, dict, bool, real, integer, date, data

    /// A type from its name, in any case.
    ///
    /// - Throws: `PlistBuddyError.unrecognizedType`.
    init(_ name: String) throws(PlistBuddyError) {
        guard let type = PlistBuddyType(rawValue: name.lowercased()) else { throw .unrecognizedType(name) }
        self = type
    }
}
