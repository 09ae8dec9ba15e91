#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineKit
import PropertyList
import TripSource

/// How the `tripkit plist` commands read their inputs and write their results.
///
/// A path of `-` is standard input when read and standard output when written. A file is read in
/// the format it holds: XML, binary or OpenStep as `PlistReader` tells them apart, and JSON when
/// its name ends in `.json` or its text starts as JSON does (`[`, or `{` then a quoted key and `:`).
enum PlistFile {
    /// The name standard input goes by in messages.
    static let standardInputName = "<stdin>"

    /// Reads each file in turn and hands its document to `body`; a file that cannot be read is
    /// written to standard error as `report` words its failure, and the next file is read.
    ///
    /// - Parameters:
    ///   - files: The paths, `-` for standard input.
    ///   - report: The line for a file that cannot be read (it may throw instead, to end the command).
    ///   - body: What to do with a file and its document; returns whether the file passes.
    /// - Returns: `.failure` when a file could not be read or did not pass, else `.success`.
    /// - Throws: What `report` or `body` throws.
    static func forEach(
        _ files: [String], in context: CommandContext, report: (PlistFailure) throws -> String,
        _ body: (_ file: String, PlistDocument) throws -> Bool
    ) rethrows -> ExitCode {
        var failed = false
        for file in files {
            let document: PlistDocument
            do {
                document = try read(file, in: context)
            } catch {
                context.error.write(try report(error) + "\n")
                failed = true
                continue
            }
            if try !body(file, document) { failed = true }
        }
        return failed ? .failure : .success
    }

    /// Reads a property list.
    ///
    /// - Throws: `PlistFailure.unreadable` with the position of the first problem.
    static func read(_ path: String, in context: CommandContext) throws(PlistFailure) -> PlistDocument {
        do throws(PlistError) {
            if path == "-" {
                let limit = InputLimit.fileSize.defaultValue
                guard let bytes = context.console.readInput(limit) else {
                    throw PlistError.unreadable(file: standardInputName, reason: "standard input cannot be read")
                }
                guard bytes.count <= limit else {
                    throw PlistError.unreadable(file: standardInputName, reason: InputLimit.fileSize.exceeded(limit))
                }
                return try read(bytes: bytes, file: standardInputName, forceJSON: false)
            }
            let prefix: [UInt8]
            do {
                prefix = try FileBytes.prefix(ofFile: path, count: 64)
            } catch {
                throw PlistError.unreadable(file: path, reason: error.reason)
            }
            let firstByte = prefix.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            let mayBeJSON = path.hasSuffix(".json") || firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[")
            guard mayBeJSON else { return try PlistReader.read(contentsOf: path) }
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.contents(ofFile: path)
            } catch {
                throw PlistError.unreadable(file: path, reason: error.reason)
            }
            return try read(bytes: bytes, file: path, forceJSON: path.hasSuffix(".json"))
        } catch {
            throw .unreadable(error)
        }
    }

    private static func read(bytes: [UInt8], file: String, forceJSON: Bool) throws(PlistError) -> PlistDocument {
        if forceJSON || PlistReader.looksLikeJSON(bytes) {
            return try PlistReader.readJSON(bytes: bytes, file: file)
        }
        return try PlistReader.read(bytes: bytes, file: file)
    }

    /// A value in a format, laid out as Apple's tools write it: XML as `PropertyListSerialization`,
    /// JSON pretty-printed with two spaces (`plutil -convert json -r`'s layout, keys in their order,
    /// but a whole real written `2.0`, so it reads back as a real),
    /// OpenStep as `defaults read` prints it; each text format ends in a newline.
    ///
    /// - Throws: `PlistFailure.unwritable` for a value the format cannot hold (a date in JSON, a
    ///   number in OpenStep, a character XML 1.0 cannot hold), naming its keypath.
    static func bytes(of value: PlistValue, in format: PlistFormat, file: String) throws(PlistFailure) -> [UInt8] {
        do {
            switch format {
            case .xml:
                return try PlistWriter.xmlBytes(value, style: .foundation)
            case .binary:
                return PlistWriter.binaryBytes(value)
            case .json:
                return Array(try PlistWriter.json(value, options: .init(prettyPrinted: true, keepsRealsApart: true)).utf8) + [0x0A]
            case .openStep:
                return Array(try PlistWriter.openStepWithoutLoss(value).utf8)
            }
        } catch let error as PlistWriteError {
            throw .unwritable(error, file: file)
        } catch {
            throw .cannotWrite(path: file, reason: "\(error)")
        }
    }

    /// Refuses to rewrite a document whose comments the writers cannot keep.
    ///
    /// - Throws: `PlistFailure.holdsComments` at the first comment.
    static func requireNoComments(_ document: PlistDocument, file: String) throws(PlistFailure) {
        if let first = document.comments.first {
            throw .holdsComments(path: file, first: first.location)
        }
    }

    /// Writes a result: to standard output for `-`, else replacing the file atomically (a
    /// temporary file beside it, flushed, renamed over it), so that a failure leaves the old file
    /// as it was.
    ///
    /// - Throws: `PlistFailure.cannotWrite`.
    static func write(_ bytes: [UInt8], to path: String, in context: CommandContext) throws(PlistFailure) {
        if path == "-" {
            context.output.write(bytes: bytes)
            if let code = context.output.writeFailure {
                throw .cannotWrite(path: "standard output", reason: String(cString: strerror(code)))
            }
            return
        }
        do {
            try FileBytes.replace(contentsOfFile: path, with: bytes)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}
