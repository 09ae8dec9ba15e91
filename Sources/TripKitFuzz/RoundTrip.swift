#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PropertyList

/// What we write, we read: a value written in each format is read back equal, or the writer refused
/// it with a `PlistWriteError` naming the reason.
enum RoundTrip {
    static func check(_ value: PlistValue) {
        expectSame(value, PlistWriter.binaryBytes(value), "binary")
        do {
            expectSame(value, try PlistWriter.xmlBytes(value), "XML")
        } catch is PlistWriteError {
            // Refused with a reason (a character or a date XML cannot hold): allowed.
        } catch {
            fatalError("the XML writer threw \(error)")
        }
        // OpenStep has no dates, integers or booleans of its own (they read back as strings) and
        // writes UIDs as {CF$UID = n;}, so only its structure is checked: it must read back at
        // all, and as many values.
        do {
            let back = try PlistReader.read(bytes: Array(PlistWriter.openStep(value).utf8), file: "round-trip")
            precondition(count(back.root) == count(value), "OpenStep changed the shape of \(value)")
        } catch {
            fatalError("OpenStep output of \(value) does not read back: \(error)")
        }
        do {
            let json = try PlistWriter.json(value)
            precondition(!json.isEmpty)
        } catch is PlistWriteError {
        } catch {
            fatalError("the JSON writer threw \(error)")
        }
    }

    private static func expectSame(_ value: PlistValue, _ bytes: [UInt8], _ format: String) {
        do {
            let back = try PlistReader.read(bytes: bytes, file: "round-trip")
            precondition(back.root == value, "\(format) changed \(value) into \(back.root)")
            precondition(back.duplicateKeys.isEmpty, "\(format) wrote a duplicate key")
        } catch {
            fatalError("\(format) output of \(value) does not read back: \(error)")
        }
    }

    private static func count(_ value: PlistValue) -> Int {
        switch value.content {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .dictionary(let dictionary): 1 + dictionary.entries.reduce(0) { $0 + count($1.value) }
        // OpenStep writes a UID as the dictionary {CF$UID = n;}, as plutil does.
        case .uid: 2
        default: 1
        }
    }
}
