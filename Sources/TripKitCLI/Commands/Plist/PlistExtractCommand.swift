#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CommandLineKit
import PropertyList

/// `tripkit plist extract KEYPATH FORMAT|raw FILE`: `plutil -extract`.
enum PlistExtractCommand: Command {
    struct Arguments: ArgumentGroup {
        var output = PlistCommand.outputOption("Write the value here (default: standard output).")
        var expect = Option<PlistTypeName?>("expect", valueName: "type", help: "Fail unless the value is of this type.")
        var keyPath = PlistCommand.KeyPathArguments()
        var path = Argument<String>("keypath", help: "Where the value is, e.g. DestinationData.0.DestinationName.")
        var words = Argument<[String]>("format-and-file", help: "xml1, binary1, json, openstep or raw, then the file.")
    }

    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the value at a keypath, as a property list of its own or raw.",
        discussion: """
        raw prints a string as it is, a number in decimal, a boolean as true or false, a date in \
        RFC 3339 UTC (2026-12-02T10:00:00Z), data as base64, a dictionary's keys one a line and an \
        array's count, each followed by a newline, as plutil does (plutil's -n leaves the newline \
        out). plutil's -expect TYPE is --expect.
        """,
        takesDashedWords: true, aliases: ["-extract"])

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let (keyPath, allWords) = try PlistKeyPathText.resolve(first: values.path, rest: values.words, json: values.keyPath.keyPathJSON)
        let plutil = try PlutilWordOptions(allWords, acceptsNoNewline: true)
        let words = plutil.remaining
        guard words.count == 2 else { throw UsageError("extract takes a keypath, a format and one file.") }
        let formatWord = words[0], file = words[1]
        let format: PlistFormatName?
        if formatWord == "raw" {
            format = nil
        } else if let name = PlistFormatName(argument: formatWord) {
            format = name
        } else {
            throw UsageError("the format must be one of: xml1, binary1, json, openstep, raw (not '\(formatWord)').")
        }
        let document = try PlistFile.read(file, in: context)
        let value: PlistValue
        do {
            value = try document.root.value(at: keyPath)
        } catch {
            throw PlistFailure.keyPath(error, file: file)
        }
        let type = PlistTypeName(value)
        if let expected = values.expect ?? plutil.expect, expected != type {
            throw PlistFailure.unexpectedType(keyPath: keyPath.description, expected: expected.rawValue, found: type.rawValue, file: file)
        }
        let bytes: [UInt8]
        if let format {
            bytes = try PlistFile.bytes(of: value, in: format.format, file: file)
        } else {
            bytes = Array((raw(value) + (plutil.noNewline ? "" : "\n")).utf8)
        }
        let destination = values.output ?? "-"
        if destination == "-", format == .binary1, context.output.isTerminal {
            throw UsageError("binary output to a terminal; give -o FILE, or redirect standard output.")
        }
        try PlistFile.write(bytes, to: destination, in: context)
        return .success
    }

    /// `plutil -extract KEYPATH raw`'s text for a value.
    static func raw(_ value: PlistValue) -> String {
        switch value.content {
        case .string(let text): text
        case .integer(let number): number.description
        case .real(let number): number.description
        case .boolean(let flag): flag ? "true" : "false"
        case .date(let date):
            PlistDateText.canFormat(date) ? PlistDateText.format(date) : "\(date.timeIntervalSince1970) seconds since 1970"
        case .data(let data): data.base64EncodedString()
        case .uid(let uid): String(uid)
        case .array(let items): String(items.count)
        case .dictionary(let dictionary): dictionary.keys.joined(separator: "\n")
        }
    }
}

/// A type as `plutil -type` names it.
enum PlistTypeName: String, CaseIterable, ArgumentValue {
    case bool, integer, float, string, date, data, dictionary, array, uid

    init(_ value: PlistValue) {
        switch value.content {
        case .boolean: self = .bool
        case .integer: self = .integer
        case .real: self = .float
        case .string: self = .string
        case .date: self = .date
        case .data: self = .data
        case .dictionary: self = .dictionary
        case .array: self = .array
        case .uid: self = .uid
        }
    }
}
