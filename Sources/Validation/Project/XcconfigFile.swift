import TripSource

/// A build configuration file (`.xcconfig`): the settings it writes and the files it includes.
///
/// The format is lines of `NAME = value`, `NAME[sdk=iphoneos*] = value`, `#include "Other.xcconfig"`
/// and `#include? "Optional.xcconfig"`. As in Xcode, `//` begins a comment anywhere on a line
/// (a value holding a URL is written `https:/$()/host`), and one `;` ending a value is dropped.
/// Lines of any other shape are skipped: they set nothing.
public struct XcconfigFile: Sendable {
    /// The path diagnostics name the file by.
    public let path: String
    /// The settings, in file order.
    public let settings: [BuildSetting]
    /// The paths the file includes, as written, in file order.
    public let includes: [String]
    /// The included paths written with `#include?`, which the build skips when the file is absent.
    public let optionalIncludes: Set<String>

    public init(path: String, settings: [BuildSetting], includes: [String] = [], optionalIncludes: Set<String> = []) {
        self.path = path
        self.settings = settings
        self.includes = includes
        self.optionalIncludes = optionalIncludes
    }

    /// Reads a configuration file's text, in one pass over its bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8).
    ///   - path: The path diagnostics name it by.
    public init(bytes: [UInt8], path: String) {
        let file = SourceFile(path: path)
        var settings: [BuildSetting] = []
        var includes: [String] = []
        var optionalIncludes: Set<String> = []
        var lineStart = 0
        var lineNumber = 1
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = Self.withoutComment(bytes[lineStart..<lineEnd])
            switch Self.parse(line) {
            case .setting(let keyStart, let key, let conditions, let value)?:
                let location = SourceLocation(file: file, line: lineNumber, column: keyStart - lineStart + 1, offset: keyStart)
                settings.append(BuildSetting(key: key, conditions: conditions, value: value, location: location))
            case .include(let included, let optional)?:
                includes.append(included)
                if optional { optionalIncludes.insert(included) }
            case nil:
                break
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        self.init(path: path, settings: settings, includes: includes, optionalIncludes: optionalIncludes)
    }

    private enum Line {
        case setting(keyStart: Int, key: String, conditions: String, value: String)
        case include(String, optional: Bool)
    }

    /// The line up to its first `//`.
    private static func withoutComment(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var position = line.startIndex
        while position + 1 < line.endIndex {
            if line[position] == UInt8(ascii: "/"), line[position + 1] == UInt8(ascii: "/") {
                return line[line.startIndex..<position]
            }
            position += 1
        }
        return line
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// A setting or an include, or `nil` for a blank line or one of another shape.
    private static func parse(_ line: ArraySlice<UInt8>) -> Line? {
        var start = line.startIndex
        var end = line.endIndex
        while start < end, isBlank(line[start]) { start += 1 }
        while end > start, isBlank(line[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        let text = line[start..<end]
        if text.first == UInt8(ascii: "#") {
            return include(text)
        }
        var nameEnd = start
        while nameEnd < end, isNameByte(line[nameEnd]) { nameEnd += 1 }
        guard nameEnd > start else { return nil }
        var conditionsEnd = nameEnd
        while conditionsEnd < end, line[conditionsEnd] == UInt8(ascii: "[") {
            guard let close = line[conditionsEnd..<end].firstIndex(of: UInt8(ascii: "]")) else { return nil }
            conditionsEnd = close + 1
        }
        var equals = conditionsEnd
        while equals < end, isBlank(line[equals]) { equals += 1 }
        guard equals < end, line[equals] == UInt8(ascii: "=") else { return nil }
        var valueStart = equals + 1
        while valueStart < end, isBlank(line[valueStart]) { valueStart += 1 }
        var valueEnd = end
        if valueEnd > valueStart, line[valueEnd - 1] == UInt8(ascii: ";") { valueEnd -= 1 }
        while valueEnd > valueStart, isBlank(line[valueEnd - 1]) { valueEnd -= 1 }
        return .setting(
            keyStart: start, key: String(decoding: line[start..<nameEnd], as: UTF8.self),
            conditions: String(decoding: line[nameEnd..<conditionsEnd], as: UTF8.self),
            value: String(decoding: line[valueStart..<valueEnd], as: UTF8.self))
    }

    /// `#include "path"` or `#include? "path"`.
    private static func include(_ text: ArraySlice<UInt8>) -> Line? {
        let words = String(decoding: text, as: UTF8.self)
        for directive in ["#include?", "#include"] where words.hasPrefix(directive) {
            let rest = words.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
            return .include(String(rest[rest.index(after: rest.startIndex)..<close]), optional: directive == "#include?")
        }
        return nil
    }
}
