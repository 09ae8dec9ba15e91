import Foundation
import PropertyList
import TestSupport

/// A text form of a property-list value that python's plistlib can produce too, so the two readers
/// can be compared line by line. Dictionary order is kept (both keep insertion order), reals are
/// compared by bit pattern, dates to the microsecond (python's resolution), UIDs as plistlib's `UID`.
enum CanonicalDump {
    static func dump(_ value: PlistValue) -> String {
        var lines: [String] = []
        dump(value, indent: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func dump(_ value: PlistValue, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        switch value.content {
        case .string(let string):
            lines.append(pad + "str " + escape(string))
        case .integer(let integer):
            lines.append(pad + "int \(integer)")
        case .real(let real):
            lines.append(pad + "real " + (real.isNaN ? "nan" : String(real.bitPattern, radix: 16)))
        case .boolean(let boolean):
            lines.append(pad + "bool \(boolean ? "True" : "False")")
        case .date(let date):
            let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
            lines.append(pad + "date \(Int64(micros))")
        case .data(let data):
            lines.append(pad + "data " + data.map { String(format: "%02x", $0) }.joined())
        case .array(let items):
            lines.append(pad + "array \(items.count)")
            for item in items { dump(item, indent: indent + 1, into: &lines) }
        case .dictionary(let dictionary):
            lines.append(pad + "dict \(dictionary.count)")
            for entry in dictionary.entries {
                lines.append(pad + " key " + escape(entry.key))
                dump(entry.value, indent: indent + 2, into: &lines)
            }
        case .uid(let uid):
            lines.append(pad + "uid \(uid)")
        }
    }

    /// JSON-style escaping, identical to python's `json.dumps(ensure_ascii=True)` for strings.
    private static func escape(_ string: String) -> String {
        var output = "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x08: output += "\\b"
            case 0x0C: output += "\\f"
            case 0x20..<0x7F: output += String(UnicodeScalar(UInt8(unit)))
            default: output += String(format: "\\u%04x", unit)
            }
        }
        return output + "\""
    }

    /// The python side of the dump: `dump(value, indent, out)`.
    static let pythonPrelude = #"""
import base64, json, plistlib, struct, sys, datetime

def esc(s):
    return json.dumps(s, ensure_ascii=True)

def dump(v, indent, out):
    pad = " " * indent
    if isinstance(v, bool):
        out.append(pad + "bool " + str(v))
    elif isinstance(v, plistlib.UID):
        out.append(pad + "uid %d" % v.data)
    elif isinstance(v, int):
        out.append(pad + "int %d" % v)
    elif isinstance(v, float):
        out.append(pad + "real " + ("nan" if v != v else format(struct.unpack(">Q", struct.pack(">d", v))[0], "x")))
    elif isinstance(v, str):
        out.append(pad + "str " + esc(v))
    elif isinstance(v, (bytes, bytearray)):
        out.append(pad + "data " + bytes(v).hex())
    elif isinstance(v, datetime.datetime):
        delta = v - datetime.datetime(1970, 1, 1)
        micros = (delta.days * 86400 + delta.seconds) * 1000000 + delta.microseconds
        out.append(pad + "date %d" % micros)
    elif isinstance(v, list):
        out.append(pad + "array %d" % len(v))
        for item in v:
            dump(item, indent + 1, out)
    elif isinstance(v, dict) and list(v.keys()) == ["CF$UID"] and type(v["CF$UID"]) is int and v["CF$UID"] >= 0:
        # CoreFoundation (and TripKit) read a one-key CF$UID dictionary in XML as a UID.
        out.append(pad + "uid %d" % v["CF$UID"])
    elif isinstance(v, dict):
        out.append(pad + "dict %d" % len(v))
        for k, item in v.items():
            out.append(pad + " key " + esc(k))
            dump(item, indent + 2, out)
    else:
        raise TypeError("unexpected %r" % type(v))
"""#

    /// The same dump made by python's plistlib, for each file: `ok` and the dump, or `error` and the
    /// exception.
    static let pythonScript = pythonPrelude + "\n" + #"""
result = {}
for path in sys.argv[1:]:
    try:
        with open(path, "rb") as f:
            value = plistlib.load(f)
        out = []
        dump(value, 0, out)
        result[path] = {"ok": "\n".join(out)}
    except Exception as e:
        result[path] = {"error": "%s: %s" % (type(e).__name__, e)}
print(json.dumps(result))
"""#

    /// Runs plistlib over files.
    ///
    /// - Returns: Path to `.success(dump)` or `.failure(message)`.
    static func python(_ paths: [String]) throws -> [String: Result<String, PythonRejection>] {
        let output = try Python.run(pythonScript, arguments: paths)
        let json = try JSONSerialization.jsonObject(with: output) as? [String: [String: String]] ?? [:]
        var results: [String: Result<String, PythonRejection>] = [:]
        for (path, entry) in json {
            if let ok = entry["ok"] {
                results[path] = .success(ok)
            } else {
                results[path] = .failure(PythonRejection(message: entry["error"] ?? "?"))
            }
        }
        return results
    }

    struct PythonRejection: Error {
        let message: String
    }

    /// What plistlib made of one document: its dump, and the bytes plistlib writes for the value it
    /// read (`plistlib.dumps(value, fmt=..., sort_keys=False)` in the document's own format).
    struct PythonReading {
        let dump: String
        let rewritten: Data
    }

    /// Has plistlib load documents held in memory (XML or binary, detected by plistlib) and write
    /// each back in its own format, in one python process.
    static func pythonRead(_ documents: [Data]) throws -> [Result<PythonReading, PythonRejection>] {
        let script = pythonPrelude + "\n" + #"""
out = []
for doc in json.loads(sys.stdin.read()):
    raw = base64.b64decode(doc)
    try:
        value = plistlib.loads(raw)
        lines = []
        dump(value, 0, lines)
        fmt = plistlib.FMT_BINARY if raw.startswith(b"bplist") else plistlib.FMT_XML
        again = plistlib.dumps(value, fmt=fmt, sort_keys=False)
        out.append({"dump": "\n".join(lines), "again": base64.b64encode(again).decode("ascii")})
    except Exception as e:
        out.append({"error": "%s: %s" % (type(e).__name__, e)})
print(json.dumps(out))
"""#
        let input = try JSONSerialization.data(withJSONObject: documents.map { $0.base64EncodedString() })
        let output = try Python.run(script, input: input)
        let entries = try JSONSerialization.jsonObject(with: output) as? [[String: String]] ?? []
        return entries.map { entry in
            if let dump = entry["dump"], let again = entry["again"].flatMap({ Data(base64Encoded: $0) }) {
                return .success(PythonReading(dump: dump, rewritten: again))
            }
            return .failure(PythonRejection(message: entry["error"] ?? "?"))
        }
    }
}
