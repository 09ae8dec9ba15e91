import Foundation
import PropertyList
import TestSupport
import Testing

@testable import Validation

/// Validation judges `.strings` files and property lists as Apple's loader reads them (issue 21,
/// false class 1): each input goes through what `tripkit validate` runs (`ProjectReader`, then
/// `invalid_property_list` and `xml_not_well_formed`) and through Foundation's
/// `PropertyListSerialization` (CoreFoundation's own XML and OpenStep readers), and the two must
/// agree on whether the file loads, on the values kept, and on the severity: an error exactly
/// when Foundation refuses the file or loses entries written in it.
///
/// Every disagreement left on purpose is in `deliberate`, which matches the README's section
/// "Deliberate disagreements with Foundation"; any other fails the test.
@Suite("Loader agreement: validation against Foundation's PropertyListSerialization")
struct FoundationDifferentialTests {
    @Test("every generated input is judged as Foundation reads it, or as a listed deliberate disagreement")
    func generatedInputs() throws {
        let inputs = LoaderInputs.all()
        #expect(inputs.count > 2_000)
        let observations = try Self.observe(inputs)
        Self.expectAgreement(observations)
        // Each deliberate disagreement is still needed: the list says no more than the code does.
        for entry in Self.deliberate where entry.generated {
            let needed = observations.contains { observation in
                observation.disagreements.contains { entry.covers($0, in: observation) }
            }
            #expect(needed, "deliberate disagreement no longer met by any generated input: \(entry.title)")
        }
    }

    @Test("every property list and .strings file of ../shared/corpus is judged as Foundation reads it", .needsShared)
    func corpusFiles() throws {
        let files = SharedFiles.sharedFiles(in: "corpus").filter { url in
            ["plist", "strings", "stringsdict", "bplist", "ostep", "pbxproj"].contains(url.pathExtension)
        }
        try #require(!files.isEmpty, "../shared/corpus holds no property list")
        let inputs = try files.map { url in
            LoaderInput(
                name: url.path, fileExtension: url.pathExtension == "strings" ? "strings" : "plist",
                bytes: Array(try Data(contentsOf: url)), intactKeys: nil)
        }
        Self.expectAgreement(try Self.observe(inputs))
    }

    @Test("the deliberate disagreements are the README's, row for row")
    func readmeListsTheDeliberateDisagreements() throws {
        let readme = try String(
            contentsOf: SharedFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Deliberate disagreements with Foundation"))
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let rows = section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| What") && !$0.hasPrefix("| -") }
            .map { $0.dropFirst(2).prefix { $0 != "|" }.replacingOccurrences(of: "`", with: "") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let titles = Self.deliberate.map(\.title)
        #expect(rows.count == titles.count, "README rows: \(rows)")
        for title in titles {
            #expect(rows.contains { $0.hasPrefix(title) }, "not in the README's table: \(title)")
        }
    }

    // MARK: What may differ

    /// The disagreements kept on purpose, each with the README's title for it ("Deliberate
    /// disagreements with Foundation").
    static let deliberate: [DeliberateDisagreement] = [
        DeliberateDisagreement(title: "Line ends in XML text", kinds: [.readsOtherValues]) { observation in
            guard case .success(let value) = observation.foundation, let ours = observation.ours else { return false }
            return value.withLineEndsNormalized == ours.root.withOpaqueUIDs
        },
        DeliberateDisagreement(title: "Character references to control characters in XML", kinds: [.refusesWhatFoundationReads]) {
            $0.findings.contains { $0.message.contains("xmlParseCharRef") }
        },
        DeliberateDisagreement(title: "]]> in XML text", kinds: [.refusesWhatFoundationReads]) {
            $0.findings.contains { $0.message.contains("]]>") }
        },
        DeliberateDisagreement(
            title: "<data> that is not base64", kinds: [.refusesWhatFoundationReads, .readsOtherValues]
        ) { observation in
            observation.dataTexts.contains { !Self.isCanonicalBase64($0) }
        },
        DeliberateDisagreement(title: "Text after </plist>", kinds: [.refusesWhatFoundationReads]) { observation in
            guard let text = observation.text, let end = text.range(of: "</plist>") else { return false }
            return text[end.upperBound...].unicodeScalars.contains { !" \t\n\r".unicodeScalars.contains($0) }
        },
        DeliberateDisagreement(title: "<key> outside a dictionary", kinds: [.refusesWhatFoundationReads]) {
            $0.findings.contains { $0.message.contains("unexpected <key>") }
        },
        DeliberateDisagreement(
            title: "Characters before a number that CoreFoundation skips", kinds: [.refusesWhatFoundationReads]
        ) { observation in
            guard let text = observation.text else { return false }
            return ["<integer>", "<real>"].contains { tag in
                text.components(separatedBy: tag).dropFirst().contains { rest in
                    guard let first = rest.unicodeScalars.first else { return false }
                    return first.value < 0x20 || first.value == 0x7F || first.value == 0x85 || first.value == 0xFEFF
                }
            }
        },
        DeliberateDisagreement(
            title: "Character references and CDATA in numbers and between elements", kinds: [.silentOnWhatFoundationRefuses]
        ) { observation in
            guard let text = observation.text else { return false }
            return ["<integer>&", "<real>&", ">&#", "><![CDATA["].contains { text.contains($0) }
        },
        DeliberateDisagreement(title: "U+FEFF inside XML text", kinds: [.readsOtherValues]) { observation in
            guard case .success(let value) = observation.foundation, let ours = observation.ours else { return false }
            return ours.root.withoutZeroWidthNoBreakSpaces == value
        },
        DeliberateDisagreement(title: "White space before the XML declaration", kinds: [.refusesWhatFoundationReads]) {
            observation in
            guard let text = observation.text, let declaration = text.range(of: "<?xml") else { return false }
            return declaration.lowerBound > text.startIndex && text[..<declaration.lowerBound].allSatisfy(\.isWhitespace)
        },
        DeliberateDisagreement(
            title: "A quote never closed after an OpenStep root value", kinds: [.refusesWhatFoundationReads]
        ) { observation in
            observation.input.fileExtension != "strings"
                && observation.findings.contains { $0.message.hasPrefix("string opened here has no closing") }
        },
        DeliberateDisagreement(
            title: "Processing instructions inside values", kinds: [.silentOnWhatFoundationRefuses]
        ) { observation in
            // A '<?' after the XML declaration.
            guard let text = observation.text, let end = text.range(of: "?>") else { return false }
            return text[end.upperBound...].contains("<?")
        },
        DeliberateDisagreement(title: "An empty .strings file", kinds: [.silentOnWhatFoundationRefuses]) { observation in
            observation.input.fileExtension == "strings"
                && (observation.input.bytes.isEmpty || observation.input.bytes == [0xEF, 0xBB, 0xBF])
        },
        DeliberateDisagreement(
            title: "Repeated byte-order marks at the start of a .strings file", kinds: [.silentOnWhatFoundationRefuses]
        ) { observation in
            let bytes = observation.input.bytes
            return observation.input.fileExtension == "strings"
                && (bytes.starts(with: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE, 0xFF, 0xFE])
                    || bytes.starts(with: [0xFE, 0xFF, 0xFE, 0xFF]))
        },
        DeliberateDisagreement(
            title: "Entries counted after the end of a .strings table", kinds: [.errorWithoutLoss]
        ) { observation in
            observation.ours?.lenientReads.contains(where: \.losesData) == true
        },
        DeliberateDisagreement(
            title: "Binary property lists CoreFoundation reads as something else", kinds: [.refusesWhatFoundationReads],
            generated: false
        ) { observation in
            // Too short to be one (Foundation reads the text as an OpenStep string), or a NaN date.
            observation.input.bytes.starts(with: Array("bplist".utf8))
                && (observation.input.bytes.count < 41 || observation.findings.contains { $0.message.hasPrefix("date of nan") })
        },
    ]

    /// Whether `<data>` text is base64 as writers write it: groups of four characters of the
    /// alphabet, `=` only at the end, white space anywhere.
    static func isCanonicalBase64(_ text: Substring) -> Bool {
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".unicodeScalars)
        let characters = text.unicodeScalars.filter { !" \t\n\r".unicodeScalars.contains($0) }
        let body = characters.prefix { $0 != "=" }
        let padding = characters.count - body.count
        return characters.count % 4 == 0 && padding <= 2 && body.allSatisfy(alphabet.contains)
            && characters.suffix(padding).allSatisfy { $0 == "=" }
    }

    // MARK: Comparing

    private static func expectAgreement(
        _ observations: [Observation], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let unexplained = observations.flatMap { observation in
            observation.disagreements.filter { kind in
                !deliberate.contains { $0.covers(kind, in: observation) }
            }.map { (observation, $0) }
        }
        // Grouped by kind and by the mutation (the name up to " in", " before", " at"), a few of each.
        let groups = Dictionary(grouping: unexplained, by: { "\($0.1.rawValue): \($0.0.mutation)" })
        let report = groups.keys.sorted().map { group in
            let cases = groups[group]!
            return "\(group) (\(cases.count)):\n" + cases.prefix(3).map { "  " + $0.0.summary }.joined(separator: "\n")
        }.joined(separator: "\n")
        // A Bool, not the observations: Swift Testing would reflect their values (dates among them).
        let agree = unexplained.isEmpty
        #expect(agree, Comment(rawValue: "disagreements with Foundation not listed as deliberate:\n\(report)"),
                sourceLocation: sourceLocation)
    }

    /// Writes a file without `Data.write`'s `fsync`, which costs seconds for thousands of files.
    private static func write(_ bytes: [UInt8], to path: String) throws {
        guard let handle = fopen(path, "wb") else { throw CocoaError(.fileWriteUnknown) }
        defer { fclose(handle) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Reads every input both ways: written to one folder and read as `tripkit validate` reads a
    /// project, and handed to `PropertyListSerialization`.
    private static func observe(_ inputs: [LoaderInput]) throws -> [Observation] {
        let folder = try TemporaryDirectory(prefix: "tripkit-differential")
        var files: [DiscoveredFile] = []
        for (index, input) in inputs.enumerated() {
            let name = String(format: "case-%05d.%@", index, input.fileExtension)
            try Self.write(input.bytes, to: folder.path + "/" + name)
            files.append(DiscoveredFile(path: name, kind: input.fileExtension == "strings" ? .strings : .propertyList))
        }
        let reader = ProjectReader(workingDirectory: folder.path, storyboardName: { $0 }, progress: nil)
        let (project, _) = reader.read(files)
        let diagnostics = Dictionary(
            grouping: InvalidPropertyList().check(project) + XMLNotWellFormed().check(project),
            by: { $0.location.file })
        let documents = Dictionary(uniqueKeysWithValues: project.propertyLists.map { ($0.path, $0.document) })
        return zip(inputs, files).map { input, file in
            let foundation = Result { try FoundationPeer.read(Data(input.bytes)).value }
            return Observation(
                input: input, foundation: foundation, ours: documents[file.path],
                findings: diagnostics[file.path] ?? [])
        }
    }
}

/// How validation and Foundation can disagree about one file.
enum Disagreement: String, Sendable {
    /// Foundation reads the file; validation reads nothing of it.
    case refusesWhatFoundationReads
    /// Foundation refuses the file; validation reports no error.
    case silentOnWhatFoundationRefuses
    /// Both read the file, into different values.
    case readsOtherValues
    /// Foundation reads every entry written whole; validation still reports an error.
    case errorWithoutLoss
    /// Foundation reads the file but drops entries written whole; validation reports no error.
    case silentOnLoss
}

/// A disagreement kept on purpose, as listed in the README.
struct DeliberateDisagreement: Sendable {
    /// The README's title for it.
    let title: String
    let kinds: Set<Disagreement>
    /// Whether generated inputs meet it (else only corpus files do).
    let generated: Bool
    /// Whether an observation of one of those kinds is this disagreement.
    let applies: @Sendable (Observation) -> Bool

    init(
        title: String, kinds: Set<Disagreement>, generated: Bool = true,
        applies: @escaping @Sendable (Observation) -> Bool
    ) {
        self.title = title
        self.kinds = kinds
        self.generated = generated
        self.applies = applies
    }

    func covers(_ kind: Disagreement, in observation: Observation) -> Bool {
        kinds.contains(kind) && applies(observation)
    }
}

/// One input as validation and Foundation read it.
struct Observation {
    let input: LoaderInput
    /// Foundation's value, or its refusal.
    let foundation: Result<PlistValue, any Error>
    /// What validation read, or `nil` when it read nothing.
    let ours: PlistDocument?
    /// What `invalid_property_list` and `xml_not_well_formed` report about the file.
    let findings: [Diagnostic]

    var errors: [Diagnostic] { findings.filter { $0.severity == .error } }

    /// Where validation and Foundation part, if anywhere.
    var disagreements: [Disagreement] {
        guard case .success(let value) = foundation else {
            return errors.isEmpty ? [.silentOnWhatFoundationRefuses] : []
        }
        guard let ours else { return [.refusesWhatFoundationReads] }
        var found: [Disagreement] = []
        if ours.root.withOpaqueUIDs != value { found.append(.readsOtherValues) }
        let lost: Bool
        if let intact = input.intactKeys {
            let kept = Set(value.dictionary?.entries.map(\.key) ?? [])
            lost = !intact.isSubset(of: kept)
        } else {
            // No list of what the file holds: take the reader's own count of dropped entries.
            lost = ours.lenientReads.contains(where: \.losesData)
        }
        if lost, errors.isEmpty { found.append(.silentOnLoss) }
        if !lost, !errors.isEmpty { found.append(.errorWithoutLoss) }
        return found
    }

    /// The input as UTF-8 text, if it is.
    var text: String? { String(validating: input.bytes, as: UTF8.self) }

    /// The texts of the `<data>` elements of an XML input.
    var dataTexts: [Substring] {
        guard let text else { return [] }
        return text.split(separator: "<data>").dropFirst().compactMap { $0.split(separator: "</data>").first }
    }

    /// The kind of input: its name up to where the place is said.
    var mutation: String {
        for marker in [" in text place", " before entry", " at place", " at line end", " after the key", " after '='",
                       " before ';'"] {
            if let range = input.name.range(of: marker) { return String(input.name[..<range.lowerBound]) }
        }
        return input.name
    }

    /// One line for a failure message: the input, both readings and the findings.
    var summary: String {
        let foundationText: String
        switch foundation {
        case .success(let value): foundationText = "reads \(Self.brief(value))"
        case .failure(let error): foundationText = "refuses (\(Self.reason(error)))"
        }
        let oursText = ours.map { "reads \(Self.brief($0.root))" } ?? "reads nothing"
        let findingsText = findings.map { "\($0.severity): \($0.message)" }.joined(separator: "; ")
        return "\(input.name): Foundation \(foundationText); validation \(oursText)"
            + (findingsText.isEmpty ? "" : " [\(findingsText)]")
    }

    private static func brief(_ value: PlistValue) -> String {
        String(String(describing: value).prefix(160)).replacingOccurrences(of: "\n", with: " ")
    }

    private static func reason(_ error: any Error) -> String {
        let info = (error as NSError).userInfo
        return String(describing: info[NSDebugDescriptionErrorKey] ?? error).prefix(120).description
    }
}

extension PlistValue {
    /// The same value with CR LF and CR in strings and keys read as LF, as XML 1.0 reads line ends.
    var withLineEndsNormalized: PlistValue {
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        switch content {
        case .string(let text): return .string(normalized(text))
        case .array(let items): return .array(items.map(\.withLineEndsNormalized))
        case .dictionary(let dictionary):
            var copy = PlistDictionary()
            for entry in dictionary.entries { copy[normalized(entry.key)] = entry.value.withLineEndsNormalized }
            return .dictionary(copy)
        default: return self
        }
    }
}

extension PlistValue {
    /// The same value with U+FEFF taken out of strings and keys, as CoreFoundation's XML reader does.
    var withoutZeroWidthNoBreakSpaces: PlistValue {
        func stripped(_ text: String) -> String { text.replacingOccurrences(of: "\u{FEFF}", with: "") }
        switch content {
        case .string(let text): return .string(stripped(text))
        case .array(let items): return .array(items.map(\.withoutZeroWidthNoBreakSpaces))
        case .dictionary(let dictionary):
            var copy = PlistDictionary()
            for entry in dictionary.entries { copy[stripped(entry.key)] = entry.value.withoutZeroWidthNoBreakSpaces }
            return .dictionary(copy)
        default: return self
        }
    }
}
