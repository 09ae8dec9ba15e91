import Testing
@testable import PropertyList

/// The XML reader's shortcuts must agree with the general code they stand in for.
@Suite("XML reader fast paths")
struct XMLFastPathTests {
    /// Both readings of a real's text: the shortcut (which may decline) and the general parser.
    private func readings(_ text: String) -> (fast: Double??, general: Double?) {
        let fast = Array(text.utf8).withUnsafeBufferPointer { PlistRealText.parseSimpleDecimal($0) }
        return (fast.map { $0 }, PlistRealText.parse(XMLWhiteSpace.trimmed(text)))
    }

    @Test("a simple decimal reads to the same bits as the general parser, or is left to it",
          arguments: ["0", "-0", "+0", "-0.0", "1", "1.", ".5", "-.5", "+7", "-89.49", "-179.51", "0.1", "0.3",
                      "123456789012345", "1234567890123456", "0.000000000000001", "9007199254740993",
                      "9007199254740992", "900719925474099.3", "-89.49000000000001", "0.10000000000000001",
                      "1234567890123456789", "0.0000000000000000001", "12345678901234567890",
                      "00000000000001.5", " \t\n3.25\r\n ", "", " ", ".", "-", "+.", "1.2.3", "1e5", "1E-3",
                      "nan", "inf", "-infinity", "0x10", "1 2", "١", "12a", "--1", "+-1", "4.35"])
    func simpleDecimals(text: String) {
        let (fast, general) = readings(text)
        if let fast, let value = fast {
            #expect(general?.bitPattern == value.bitPattern, "\(text): \(value) against \(String(describing: general))")
        }
    }

    @Test("a decimal whose digits make an integer of at most 2^53 takes the fast path, up to 19 digits",
          arguments: ["-89.49000000000001", "-179.5100000000001", "9007199254740992", ".0000000000000000001",
                      "900719925474099.2", "1234567890.123456"])
    func clingerDecimals(text: String) {
        let (fast, general) = readings(text)
        #expect((fast ?? nil) != nil, "\(text) should take the fast path")
        #expect(fast??.bitPattern == general?.bitPattern, "\(text)")
    }

    @Test("random decimals of up to 20 digits read to the same bits as the general parser")
    func randomDecimals() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...20, using: &generator)
            var text = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            let point = Int.random(in: 0...digits, using: &generator)
            text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            if Bool.random(using: &generator) { text = "-" + text }
            let (fast, general) = readings(text)
            #expect(fast != nil, "\(text) should take the fast path")
            #expect(fast??.bitPattern == general?.bitPattern, "\(text)")
        }
    }

    @Test("19-digit decimals whose quotient rounds to 64 bits exactly halfway between two doubles read as the general parser reads them")
    func halfwayDecimals() {
        // The halfway points between the doubles of [1, 2) are n / 2^53 for odd n. A 19-digit
        // decimal q / 10^18 within 2^-64 of one rounds to it in 64 bits, and then a second
        // rounding to 53 bits goes to the even neighbour, wrong when q / 10^18 lies on the odd
        // one's side: about half of these cases, were they not left to the general parser.
        var found = 0
        var n: UInt64 = (1 << 53) + 0x1234_5679
        while found < 200 {
            n += 2 * 0x9E37_79B9
            if n >= 1 << 54 { n -= 1 << 53 }
            // n * 10^18 / 2^53 = q + r / 2^53.
            let product = n.multipliedFullWidth(by: 1_000_000_000_000_000_000)
            let q = product.high << 11 | product.low >> 53
            let r = product.low & ((1 << 53) - 1)
            let limit: UInt64 = 1_000_000_000_000_000_000 >> 11
            for candidate in [r < limit ? q : nil, (1 << 53) - r < limit ? q + 1 : nil].compactMap({ $0 }) {
                let digits = String(candidate)
                let text = digits.prefix(1) + "." + digits.dropFirst()
                let (fast, general) = readings(String(text))
                #expect(fast??.bitPattern == general?.bitPattern, "\(text)")
                found += 1
            }
        }
    }

    @Test("long keys read through the key cache keep their values, and a repeated one is still a duplicate")
    func cachedKeys() throws {
        let long = "DestinationLocationAndMore"
        let document = try readXML(plistHeader + """
        <plist version="1.0"><array>
        <dict><key>\(long)</key><integer>1</integer><key>\(long)é</key><integer>2</integer></dict>
        <dict><key>\(long)</key><integer>3</integer><key>\(long)</key><integer>4</integer></dict>
        </array></plist>
        """)
        guard case .array(let records) = document.root.content, records.count == 2,
              case .dictionary(let first) = records[0].content, case .dictionary(let second) = records[1].content else {
            Issue.record("unexpected shape: \(document.root)")
            return
        }
        #expect(first.keys == [long, long + "é"])
        #expect(second.keys == [long])
        #expect(second[long]?.integer == PlistInteger(4))
        #expect(document.duplicateKeys.map(\.key) == [long])
    }

    @Test("keys crafted to share the key cache's slot (same length, first and last eight bytes) keep their values")
    func collidingKeys() throws {
        // Every key hashes alike, so each evicts the one before: the cache recomputes, never scans.
        let keys = (0..<5000).map { "ABCDEFGH" + String(100_000 + $0) + "STUVWXYZ" }
        let records = keys.enumerated().map { "<key>\($1)</key><integer>\($0)</integer>" }.joined()
        let document = try readXML(plistHeader + "<plist version=\"1.0\"><array><dict>\(records)</dict><dict>\(records)</dict></array></plist>")
        guard case .array(let dictionaries) = document.root.content, dictionaries.count == 2 else {
            Issue.record("unexpected shape: \(document.root)")
            return
        }
        for dictionary in dictionaries {
            guard case .dictionary(let entries) = dictionary.content else {
                Issue.record("not a dictionary")
                return
            }
            #expect(entries.keys == keys)
            #expect(entries.values.map(\.integer) == keys.indices.map { PlistInteger($0) })
        }
        #expect(document.duplicateKeys.isEmpty)
    }

    @Test("a container is made at the size of the last one closed in its place, and its content is unchanged")
    func containerSizeHints() throws {
        func record(_ count: Int) -> String {
            "<dict><key>Tags</key><array>" + String(repeating: "<true/>", count: count) + "</array>"
                + (0..<count).map { "<key>k\($0)</key><integer>\($0)</integer>" }.joined() + "</dict>"
        }
        let sizes = [6, 6, 40, 1, 0, 6, 6, 6]
        let document = try readXML(plistHeader + "<plist version=\"1.0\"><array>"
            + sizes.map(record).joined() + "<dict><key>a</key><true/><key>a</key><false/></dict></array></plist>")
        guard case .array(let records) = document.root.content, records.count == sizes.count + 1 else {
            Issue.record("unexpected shape: \(document.root)")
            return
        }
        for (index, size) in sizes.enumerated() {
            guard case .dictionary(let dictionary) = records[index].content,
                  case .array(let tags)? = dictionary["Tags"]?.content else {
                Issue.record("record \(index) is not a dictionary with Tags")
                return
            }
            #expect(dictionary.keys == ["Tags"] + (0..<size).map { "k\($0)" })
            #expect(tags.count == size)
            // The seventh and eighth records follow one of their size: made at it, where growing
            // by doubling would leave room for eight entries and eight tags.
            if index >= 6 {
                #expect(dictionary.entries.capacity < 8, "record \(index): room for \(dictionary.entries.capacity)")
                #expect(tags.capacity < 8, "record \(index): room for \(tags.capacity)")
            }
        }
        #expect(document.duplicateKeys.map(\.key) == ["a"])
    }

    @Test("an ASCII key and a non-ASCII key that Swift holds equal are two keys, as in CoreFoundation and plistlib, in either order",
          arguments: [("K", "\u{212A}"), ("\u{212A}", "K"), ("e\u{301}", "\u{E9}")])
    func canonicallyEqualKeys(first: String, second: String) throws {
        let document = try readXML(plistHeader + """
        <plist version="1.0"><dict><key>\(first)</key><true/><key>x</key><true/><key>\(second)</key><false/></dict></plist>
        """)
        #expect(document.duplicateKeys.isEmpty)
        guard case .dictionary(let dictionary) = document.root.content else { return }
        #expect(dictionary.keys.map { Array($0.unicodeScalars) } == [first, "x", second].map { Array($0.unicodeScalars) })
        #expect(dictionary[second]?.bool == false && dictionary[first]?.bool == true)
    }

    @Test("dictionaries of random keys keep every key once, in first-seen order, with its last value, and report each repeat")
    func randomKeys() throws {
        // Keys from a small alphabet, short and long, many of one length and first byte: the
        // reader's key caches and its shortcut for keys unlike any before them must give what a
        // plain search gives.
        var generator = SystemRandomNumberGenerator()
        let alphabet = ["a", "b", "L", "é", "x"]
        for round in 0..<40 {
            let count = Int.random(in: 1...(round % 2 == 0 ? 12 : 90), using: &generator)
            let keys = (0..<count).map { _ -> String in
                let length = [1, 2, 8, 9, 15, 16, 17, 40][Int.random(in: 0..<8, using: &generator)]
                return (0..<length).map { _ in alphabet[Int.random(in: 0..<2, using: &generator) == 0 ? 0 : Int.random(in: 0..<alphabet.count, using: &generator)] }.joined()
            }
            let body = keys.enumerated().map { "<key>\($1)</key><integer>\($0)</integer>" }.joined()
            let document = try readXML(plistHeader + "<plist version=\"1.0\"><array><dict>\(body)</dict><dict>\(body)</dict></array></plist>")
            var expectedKeys: [String] = []
            var expectedValues: [String: Int] = [:]
            var repeats: [String] = []
            for (index, key) in keys.enumerated() {
                if expectedValues[key] == nil { expectedKeys.append(key) } else { repeats.append(key) }
                expectedValues[key] = index
            }
            guard case .array(let dictionaries) = document.root.content, dictionaries.count == 2 else {
                Issue.record("unexpected shape: \(document.root)")
                return
            }
            for dictionary in dictionaries {
                guard case .dictionary(let entries) = dictionary.content else { return }
                #expect(entries.keys.map { Array($0.utf8) } == expectedKeys.map { Array($0.utf8) }, "round \(round): \(keys)")
                #expect(entries.keys.map { entries[$0]?.integer } == expectedKeys.map { expectedValues[$0].map(PlistInteger.init) })
            }
            #expect(document.duplicateKeys.map(\.key) == repeats + repeats, "round \(round): \(keys)")
        }
    }

    @Test("short keys that share their first eight bytes, or differ only in length, stay apart")
    func shortKeysApart() throws {
        let keys = ["ABCDEFGH", "ABCDEFGHI", "ABCDEFGHJ", "ABCDEFGHIJKLMNO", "ABCDEFGHIJKLMNP", "A", "AB", "é", "ée", "ABCDEFGHIJKLMNOP"]
        let body = keys.enumerated().map { "<key>\($1)</key><integer>\($0)</integer>" }.joined()
        let document = try readXML(plistHeader + "<plist version=\"1.0\"><array><dict>\(body)</dict><dict>\(body)</dict></array></plist>")
        guard case .array(let dictionaries) = document.root.content, dictionaries.count == 2 else {
            Issue.record("unexpected shape: \(document.root)")
            return
        }
        for dictionary in dictionaries {
            guard case .dictionary(let entries) = dictionary.content else { return }
            #expect(entries.keys == keys)
            #expect(entries.values.map(\.integer) == keys.indices.map { PlistInteger($0) })
        }
        #expect(document.duplicateKeys.isEmpty)
    }

    @Test("string values read through the string cache keep their exact bytes: colliding, repeated, 15 to 65 bytes, escaped")
    func cachedStrings() throws {
        // Same length and the same first and last eight bytes: every one takes the same slot.
        let colliding = (0..<300).map { "ABCDEFGH" + String(100_000 + $0) + "STUVWXYZ" }
        // Lengths around the cache's bounds, a non-ASCII one and one that Swift's == calls equal to
        // its neighbour (precomposed é against e and a combining accent): the bytes must differ.
        let edges = [String(repeating: "a", count: 15), String(repeating: "a", count: 16), String(repeating: "b", count: 64),
                     String(repeating: "c", count: 65), "A great place to visit", "A great place to visit!",
                     "caf\u{E9} de la gare, tr\u{E8}s bien", "cafe\u{301} de la gare, tr\u{E8}s bien"]
        let strings = colliding + edges + edges + colliding.reversed() + ["Destination 1 & Co", "Destination 1 & Co"]
        let body = strings.map { "<string>\($0.replacing("&", with: "&amp;"))</string>" }.joined()
        let document = try readXML(plistHeader + "<plist version=\"1.0\"><array>\(body)</array></plist>")
        let read = try #require(document.root.array).map { $0.string ?? "?" }
        #expect(read.map { Array($0.utf8) } == strings.map { Array($0.utf8) })
        // The value repeated at the end is one string, not two copies of it.
        var last = read[read.count - 1], beforeLast = read[read.count - 2]
        let storage = (last.withUTF8 { UInt(bitPattern: $0.baseAddress) }, beforeLast.withUTF8 { UInt(bitPattern: $0.baseAddress) })
        #expect(storage.0 == storage.1)
    }
}
