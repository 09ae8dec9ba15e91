import Foundation
import TestSupport

/// One input for the comparison with Apple's loader: the bytes of a `.strings` or `.plist` file and
/// the top-level keys written whole in it.
struct LoaderInput: Sendable {
    /// Says how the input was made (`strings: ';;' before entry 3`), or the corpus path.
    let name: String
    /// `strings` or `plist`: the file's extension, which decides how validation reads it.
    let fileExtension: String
    let bytes: [UInt8]
    /// The top-level keys whose entries the mutation left whole, or `nil` when unknown (corpus
    /// files): when Foundation reads the file but lacks one of them, it lost data.
    let intactKeys: Set<String>?
}

/// A small, deterministic generator of damaged `.strings` files and property lists: each mutation
/// of a list (stray tokens, `;;`, unclosed comments and quotes, control characters, byte-order
/// marks, line ends, comments and white space inside values, entities) put at each place of a few
/// well-formed files, then pairs of them chosen by a seeded generator.
enum LoaderInputs {
    /// Every generated input, always the same ones in the same order.
    static func all() -> [LoaderInput] {
        var inputs = wholeFiles()
        inputs += stringsMutations()
        inputs += openStepMutations()
        inputs += xmlMutations()
        inputs += pairs(count: 300, seed: 21)
        return inputs
    }

    // MARK: .strings

    /// A table in the styles found in apps: quoted and bare keys, `key;`, escapes, nested values.
    static let stringsEntries: [(key: String, text: String)] = [
        ("greeting", "\"greeting\" = \"Hello\";"),
        ("title", "title = Title;"),
        ("escaped", "\"escaped\" = \"Tab\\there \\\"q\\\" \\U00e9\";"),
        ("same", "\"same\";"),
        ("nested", "\"nested\" = { \"a\" = \"b\"; list = ( x, \"y\" ); };"),
        ("blob", "\"blob\" = <0001 02ff>;"),
        ("last", "/* note */ \"last\" = \"Bye\"; // end"),
    ]

    /// Tokens put where they do not belong.
    static let strayTokens: [String] = [
        ";", ";;", "=", ",", "}", ")", "{", "(", "\"", "'", "/*", "*/", "/* c */", "// c\n", "<", ">", "<zz>",
        "#", "\\", "@", "\u{C}", "\u{1}", "\u{0}", "\u{FEFF}", "\u{2028}", "&amp;", "\r", "\r\n", " \t ",
        "\"k\" = ", "\"unclosed", "'unclosed", "é", "\"x\" = \"y\"", "\"x\" \"y\";", "= \"y\";",
    ]

    /// The keys a token put before entry `place` leaves whole.
    private static func intactKeys(_ keys: Set<String>, token: String, before place: Int) -> Set<String>? {
        if token.hasPrefix("/*") && !token.hasSuffix("*/") { return nil }
        if token.hasSuffix("= "), place < stringsEntries.count { return keys.subtracting([stringsEntries[place].key]) }
        return keys
    }

    private static func stringsText(_ entries: [String], separator: String = "\n") -> String {
        entries.joined(separator: separator) + separator
    }

    private static func stringsMutations() -> [LoaderInput] {
        var inputs: [LoaderInput] = []
        let keys = Set(stringsEntries.map(\.key))
        for token in strayTokens {
            // Between entries: every entry stays whole, but for the one a key put before it makes a
            // value, and those a '/*' may make comment up to a later '*/' (no list then).
            for place in 0...stringsEntries.count {
                var texts = stringsEntries.map(\.text)
                texts.insert(token, at: place)
                inputs.append(
                    LoaderInput(
                        name: "strings: \(token.debugDescription) before entry \(place)", fileExtension: "strings",
                        bytes: Array(stringsText(texts).utf8), intactKeys: intactKeys(keys, token: token, before: place)))
            }
            // Inside the first entry: after the key, after '=', before ';'.
            let inside = [
                ("after the key", "\"greeting\" \(token)= \"Hello\";"),
                ("after '='", "\"greeting\" = \(token)\"Hello\";"),
                ("before ';'", "\"greeting\" = \"Hello\"\(token);"),
            ]
            for (place, entry) in inside {
                let texts = [entry] + stringsEntries.dropFirst().map(\.text)
                inputs.append(
                    LoaderInput(
                        name: "strings: \(token.debugDescription) \(place) of entry 0", fileExtension: "strings",
                        bytes: Array(stringsText(texts).utf8),
                        intactKeys: token.hasPrefix("/*") && !token.hasSuffix("*/") ? nil : keys.subtracting(["greeting"])))
            }
        }
        let texts = stringsEntries.map(\.text)
        let keysOnly = keys
        for (name, text) in [
            ("CR LF line ends", stringsText(texts, separator: "\r\n")),
            ("CR line ends", stringsText(texts, separator: "\r")),
            ("all on one line", stringsText(texts, separator: " ")),
            ("no line end at the end", texts.joined(separator: "\n")),
        ] {
            inputs.append(
                LoaderInput(
                    name: "strings: \(name)", fileExtension: "strings", bytes: Array(text.utf8), intactKeys: keysOnly))
        }
        let body = Array(stringsText(texts).utf8)
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        inputs.append(
            LoaderInput(name: "strings: UTF-8 byte-order mark", fileExtension: "strings", bytes: bom + body,
                        intactKeys: keysOnly))
        inputs.append(
            LoaderInput(name: "strings: two UTF-8 byte-order marks", fileExtension: "strings", bytes: bom + bom + body,
                        intactKeys: keysOnly))
        for (name, bigEndian) in [("UTF-16LE", false), ("UTF-16BE", true)] {
            inputs.append(
                LoaderInput(
                    name: "strings: \(name) with a byte-order mark", fileExtension: "strings",
                    bytes: utf16(stringsText(texts), bigEndian: bigEndian, marks: 1), intactKeys: keysOnly))
            inputs.append(
                LoaderInput(
                    name: "strings: \(name) with two byte-order marks", fileExtension: "strings",
                    bytes: utf16(stringsText(texts), bigEndian: bigEndian, marks: 2), intactKeys: keysOnly))
        }
        // The file cut short at each entry's middle.
        for (index, entry) in stringsEntries.enumerated() {
            let head = texts.prefix(index).map { $0 + "\n" }.joined()
            let cut = head + String(entry.text.prefix(entry.text.count / 2))
            inputs.append(
                LoaderInput(
                    name: "strings: cut in the middle of entry \(index)", fileExtension: "strings",
                    bytes: Array(cut.utf8), intactKeys: Set(stringsEntries.prefix(index).map(\.key))))
        }
        return inputs
    }

    // MARK: OpenStep property lists

    private static let openStepText = "{\n  name = \"Road Trip\";\n  count = 42;\n  list = ( a, \"b c\", <0a0b> );\n  inner = { k = v; };\n}\n"

    private static func openStepMutations() -> [LoaderInput] {
        let places = openStepText.indices.filter { openStepText[$0] == "\n" || openStepText[$0] == ";" }
            + [openStepText.startIndex, openStepText.endIndex]
        return inserting(strayTokens, into: openStepText, at: places, named: "openstep", "at place")
    }

    // MARK: XML property lists

    private static let xmlHead =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"

    /// The body of an XML property list, each leaf's text between `«` and `»` (the places where
    /// text mutations go), each line end a place between elements.
    private static let xmlBody = """
        <plist version="1.0">
        <dict>
        \t<key>«CFBundleName»</key>
        \t<string>«Road Trip»</string>
        \t<key>«Count»</key>
        \t<integer>«42»</integer>
        \t<key>«Ratio»</key>
        \t<real>«1.5»</real>
        \t<key>«Enabled»</key>
        \t<true/>
        \t<key>«Created»</key>
        \t<date>«2020-01-02T03:04:05Z»</date>
        \t<key>«Blob»</key>
        \t<data>«AAEC»</data>
        \t<key>«Items»</key>
        \t<array>
        \t\t<string>«one»</string>
        \t\t<integer>«-7»</integer>
        \t</array>
        \t<key>«Nested»</key>
        \t<dict>
        \t\t<key>«inner»</key>
        \t\t<false/>
        \t</dict>
        </dict>
        </plist>

        """

    /// Text put inside a leaf's text, at its start or its end.
    static let textInsertions: [String] = [
        " ", "\n", "\t", "  \n  ", "<!-- c -->", "<![CDATA[x]]>", "<?pi x?>", "&amp;", "&lt;", "&#10;", "&#13;",
        "&#x41;", "&#1;", "&#0;", "&#xC;", "&bogus;", "&", "<", ">", "]]>", "\u{C}", "\u{1}", "\u{7F}", "\r\n",
        "\r", "\u{FEFF}", "é", "\u{85}", "\u{2028}", "+", "0x", ".", "=",
    ]

    /// Text put between elements.
    static let elementInsertions: [String] = [
        "<!-- c -->", "<!-- unclosed", "stray", "\u{C}", "\u{1}", "\r\n", "\r", "&amp;", "&#32;", "<![CDATA[ ]]>",
        "<?pi x?>", "<string>x</string>", "<key>k</key>", "</dict>", "<dict>", "<integer> </integer>",
        "<true> </true>", "<false><!-- c --></false>", "<string/>", "<key/>", "<STRING>x</STRING>",
        "<string a=\"1\">x</string>", "\u{FEFF}",
    ]

    private static func xmlText(_ body: String) -> String {
        xmlHead + body.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
    }

    private static func xmlMutations() -> [LoaderInput] {
        let body = xmlBody
        let opens = body.indices.filter { body[$0] == "«" }
        let closes = body.indices.filter { body[$0] == "»" }
        let textPlaces = opens.map { body.index(after: $0) } + closes
        var inputs = inserting(
            textInsertions, into: body, at: textPlaces, named: "xml", "in text place", rendered: xmlText)
        let lineEnds = body.indices.filter { body[$0] == "\n" }
        inputs += inserting(elementInsertions, into: body, at: lineEnds, named: "xml", "at line end", rendered: xmlText)
        let plain = xmlText(body)
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let wholeFiles: [(String, [UInt8])] = [
            ("CR LF line ends", Array(plain.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("CR line ends", Array(plain.replacingOccurrences(of: "\n", with: "\r").utf8)),
            ("CR LF inside a string", Array(plain.replacingOccurrences(of: "Road Trip", with: "Road\r\nTrip").utf8)),
            ("a byte-order mark", bom + Array(plain.utf8)),
            ("two byte-order marks", bom + bom + Array(plain.utf8)),
            ("no XML declaration", Array(plain.dropFirst(xmlHead.split(separator: "\n")[0].count + 1).utf8)),
            ("no declaration or DOCTYPE", Array(xmlText(body).utf8.dropFirst(xmlHead.utf8.count))),
            ("white space before the declaration", Array((" \n" + plain).utf8)),
            ("UTF-16LE", utf16(plain.replacingOccurrences(of: "UTF-8", with: "UTF-16"), bigEndian: false, marks: 1)),
            ("UTF-16BE", utf16(plain.replacingOccurrences(of: "UTF-8", with: "UTF-16"), bigEndian: true, marks: 1)),
        ]
        for (name, bytes) in wholeFiles {
            inputs.append(LoaderInput(name: "xml: \(name)", fileExtension: "plist", bytes: bytes, intactKeys: nil))
        }
        for fraction in [4, 2] {
            let cut = Array(plain.utf8.prefix(plain.utf8.count / fraction))
            inputs.append(
                LoaderInput(name: "xml: cut at 1/\(fraction)", fileExtension: "plist", bytes: cut, intactKeys: nil))
        }
        return inputs
    }

    // MARK: Whole files

    private static func wholeFiles() -> [LoaderInput] {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let texts: [(String, [UInt8])] = [
            ("empty", []), ("a byte-order mark alone", bom), ("white space", Array(" \n\t\r\n ".utf8)),
            ("a line end", [0x0A]), ("a comment", Array("/* only a comment */\n".utf8)),
            ("an unclosed comment", Array("/* never closed\n".utf8)), ("';' alone", Array(";\n".utf8)),
            ("a bare string", Array("hello\n".utf8)), ("a quoted string", Array("\"hello\"\n".utf8)),
            ("a quoted string and an unclosed comment", Array("\"hello\" /* x\n".utf8)),
            ("an empty dictionary", Array("{}\n".utf8)), ("an empty array", Array("()\n".utf8)),
            ("a dictionary and an unclosed comment", Array("{ a = b; } /* x\n".utf8)),
            ("a dictionary and junk", Array("{ a = b; } c\n".utf8)),
            ("an unclosed quote", Array("\"hello\n".utf8)),
        ]
        return texts.flatMap { name, bytes in
            ["strings", "plist"].map { fileExtension in
                LoaderInput(name: "\(fileExtension): \(name)", fileExtension: fileExtension, bytes: bytes, intactKeys: [])
            }
        }
    }

    // MARK: Pairs

    /// `count` inputs with two stray tokens each, at places chosen by a seeded generator.
    private static func pairs(count: Int, seed: UInt64) -> [LoaderInput] {
        var random = SplitMix64(seed: seed)
        let keys = Set(stringsEntries.map(\.key))
        return (0..<count).map { number in
            var texts = stringsEntries.map(\.text)
            var tokens: [String] = []
            for _ in 0..<2 {
                let token = strayTokens.randomElement(using: &random)!
                texts.insert(token, at: Int.random(in: 0...texts.count, using: &random))
                tokens.append(token.debugDescription)
            }
            let opensComment = tokens.contains { $0.hasPrefix("\"/*") && !$0.hasSuffix("*/\"") }
            let makesValue = tokens.contains { $0.hasSuffix("= \"") }
            return LoaderInput(
                name: "strings: pair \(number) (\(tokens.joined(separator: ", ")))", fileExtension: "strings",
                bytes: Array(stringsText(texts).utf8), intactKeys: opensComment || makesValue ? nil : keys)
        }
    }

    // MARK: Helpers

    /// A property list input for each insertion put at each place of `text`, named
    /// `<kind>: <insertion> <placeName> <number>`, with no list of intact keys.
    ///
    /// - Parameter rendered: Makes the file's text from the text with the insertion.
    private static func inserting(
        _ insertions: [String], into text: String, at places: [String.Index], named kind: String, _ placeName: String,
        rendered: (String) -> String = { $0 }
    ) -> [LoaderInput] {
        insertions.flatMap { insertion in
            places.enumerated().map { number, place in
                var changed = text
                changed.insert(contentsOf: insertion, at: place)
                return LoaderInput(
                    name: "\(kind): \(insertion.debugDescription) \(placeName) \(number)", fileExtension: "plist",
                    bytes: Array(rendered(changed).utf8), intactKeys: nil)
            }
        }
    }

    /// Text in UTF-16 after `marks` byte-order marks.
    private static func utf16(_ text: String, bigEndian: Bool, marks: Int) -> [UInt8] {
        let units = Array(repeating: UInt16(0xFEFF), count: marks) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }
}
