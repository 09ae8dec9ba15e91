import Foundation
import TripSource
import TripXML
import RuleEngine

/// A test-only project for exercising the engine end to end: documents read as lines of text,
/// with three made-up rules over them. The real rules will look at parsed storyboards and
/// property lists; the engine does not know the difference.
package struct DemoFile: Sendable {
    package let path: String
    package let bytes: [UInt8]
    package let lines: [String]
    package let lineMap: LineMap

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineMap = LineMap(bytes)
        self.lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The location of a 1-based line and UTF-8 column.
    package func location(line: Int, column: Int) -> TripSource.SourceLocation {
        lineMap.location(ofOffset: (lineMap.offset(ofLine: line) ?? 0) + column - 1, file: path)
    }

    /// Each occurrence of `needle`, as (line, column).
    package func occurrences(of needle: String) -> [(line: Int, column: Int)] {
        var found: [(Int, Int)] = []
        for (index, line) in lines.enumerated() {
            var searchStart = line.startIndex
            while let range = line.range(of: needle, range: searchStart..<line.endIndex) {
                found.append((index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1))
                searchStart = range.upperBound
            }
        }
        return found
    }
}

package struct DemoProject: Sendable {
    package let files: [DemoFile]

    package init(files: [DemoFile]) {
        self.files = files
    }
}

/// A line holding `TODO` (per-file, warning).
package struct TodoMarker: Rule {
    package init() {}

    package static let description = RuleDescription(
        id: "todo_marker", severity: .warning, category: .files, summary: "A line holds a TODO marker.")

    package func check(_ file: DemoFile) -> [Diagnostic] {
        file.occurrences(of: "TODO").map { place in
            diagnostic(.todo(in: file.lines[place.line - 1]), at: file.location(line: place.line, column: place.column))
        }
    }
}

/// A `title="..."` used in two places across all files (cross-file, error), pointing at the first.
package struct DuplicateTitle: Rule {
    package init() {}

    package static let description = RuleDescription(
        id: "duplicate_title", severity: .error, category: RuleCategory(rawValue: "ids"), summary: "Two elements share a title across files.",
        evidence: "Compares the titles of every file given.",
        documentation: RuleDocumentation(
            why: "A title names one screen: two screens with the same title cannot be told apart.",
            bad: "<scene title=\"Home\"/>\n<scene title=\"Home\"/>",
            good: "<scene title=\"Home\"/>\n<scene title=\"Settings\"/>",
            fix: "Give one of the two a title of its own."))

    package func check(_ project: DemoProject) -> [Diagnostic] {
        var first: [String: TripSource.SourceLocation] = [:]
        var found: [Diagnostic] = []
        for file in project.files {
            for place in file.occurrences(of: "title=\"") {
                let line = file.lines[place.line - 1].utf8
                let valueStart = line.index(line.startIndex, offsetBy: place.column - 1 + 7)
                guard let valueEnd = line[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { continue }
                let title = String(decoding: line[valueStart..<valueEnd], as: UTF8.self)
                let location = file.location(line: place.line, column: place.column)
                if let earlier = first[title] {
                    found.append(diagnostic(.duplicateTitle(title), at: location, related: [RelatedLocation(earlier, "first used here")]))
                } else {
                    first[title] = location
                }
            }
        }
        return found
    }
}

/// A line longer than 100 bytes (per-file, opt-in note).
package struct LongLine: Rule {
    package init() {}

    package static let description = RuleDescription(
        id: "long_line", severity: .note, category: .files, summary: "A line is longer than 100 bytes.", isOptIn: true)

    package func check(_ file: DemoFile) -> [Diagnostic] {
        file.lines.enumerated().compactMap { index, line in
            line.utf8.count > 100
                ? diagnostic(.longLine(line.utf8.count), at: file.location(line: index + 1, column: 101)) : nil
        }
    }
}

extension Diagnostic.Message {
    fileprivate static func todo(in line: String) -> Self {
        "TODO marker: '\(line.trimmingCharacters(in: .whitespaces))'"
    }

    fileprivate static func duplicateTitle(_ title: String) -> Self {
        "title '\(title)' is already used"
    }

    fileprivate static func longLine(_ length: Int) -> Self {
        "line is \(length) bytes long; the limit is 100"
    }
}

package enum Demo {
    package static let rules: [AnyRule<DemoProject>] = [
        AnyRule(TodoMarker(), forEach: \.files),
        AnyRule(DuplicateTitle()),
        AnyRule(LongLine(), forEach: \.files),
    ]

    package static let registry = RuleRegistry(rules: rules)
}

/// Collects a document's comments with TripXML, as the storyboard and plist readers will.
package struct CommentCollector: XMLContentHandler {
    package var comments: [SourceComment] = []

    package mutating func startElement(_ element: XMLStartTag) throws {}
    package mutating func endElement(_ element: XMLEndTag) throws {}

    package mutating func comment(_ comment: SourceComment) throws {
        comments.append(comment)
    }

    package static func comments(in text: String, file: String) throws -> [SourceComment] {
        var collector = CommentCollector()
        try XMLReader.read(bytes: Array(text.utf8), file: file, handler: &collector)
        return collector.comments
    }

    package static func comments(ofFile path: String) throws -> [SourceComment] {
        var collector = CommentCollector()
        try XMLReader.read(contentsOf: path, handler: &collector)
        return collector.comments
    }
}
