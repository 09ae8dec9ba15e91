import Testing
import TripSource

@Suite("LineMap")
struct LineMapTests {
    @Test("offsets map to 1-based lines and UTF-8 byte columns")
    func mapsOffsets() {
        let text = Array("ab\ncdé\nx".utf8)  // é is two bytes
        let map = LineMap(text)
        #expect(map.lineAndColumn(ofOffset: 0) == (1, 1))
        #expect(map.lineAndColumn(ofOffset: 2) == (1, 3))
        #expect(map.lineAndColumn(ofOffset: 3) == (2, 1))
        // 'x' is after "cdé\n": c d é(2 bytes) \n -> offset 3+5 = 8
        #expect(map.lineAndColumn(ofOffset: 8) == (3, 1))
        #expect(map.offset(ofLine: 3) == 8)
    }

    @Test("CRLF counts as one line break, lone CR as one too")
    func lineBreakForms() {
        let map = LineMap(Array("a\r\nb\rc\n".utf8))
        #expect(map.lineAndColumn(ofOffset: 3) == (2, 1))
        #expect(map.lineAndColumn(ofOffset: 5) == (3, 1))
        #expect(map.lineAndColumn(ofOffset: 7) == (4, 1))
    }

    @Test("the map tells whether it has seen a carriage return")
    func carriageReturns() {
        var map = LineMap(Array("a\nb\n".utf8))
        #expect(!map.hasCarriageReturns)
        map.append(Array("c\rd".utf8))
        #expect(map.hasCarriageReturns)
        map.append(Array("e\n".utf8))
        #expect(map.hasCarriageReturns)
    }

    @Test("a map fed in chunks equals one fed at once, even with CRLF split across chunks")
    func chunked() {
        let text = Array("one\r\ntwo\nthree\r\n\r\nfour".utf8)
        let whole = LineMap(text)
        for split in 0...text.count {
            var map = LineMap()
            map.append(text[..<split])
            map.append(text[split...])
            for offset in 0...text.count {
                #expect(map.lineAndColumn(ofOffset: offset) == whole.lineAndColumn(ofOffset: offset))
            }
        }
    }

    @Test("locate, the cursor readers use, agrees with lineAndColumn in any order of offsets")
    func cursor() {
        // 300 lines of 1 to 7 bytes, ending in CRLF, CR or LF in turn.
        var text: [UInt8] = []
        for line in 0..<300 {
            text += Array(repeating: UInt8(ascii: "x"), count: line % 7 + 1)
            text += line % 3 == 0 ? [0x0D, 0x0A] : line % 3 == 1 ? [0x0D] : [0x0A]
        }
        let whole = LineMap(text)
        let forward = Array(0...text.count + 5)
        let orders = [forward, forward.reversed(), forward.map { $0 * 7_919 % forward.count }]
        for (index, order) in orders.enumerated() {
            var map = whole
            let wrong = order.filter { offset in map.locate(offset) != whole.lineAndColumn(ofOffset: offset) }
            #expect(wrong.isEmpty, "order \(index): \(wrong.prefix(5))")
        }
        #expect(whole.lineAndColumn(ofOffset: text.count) == (301, 1))
    }

    @Test("a chunk of thousands of LF-only lines records every line start, across the batches it gathers them in")
    func manyLines() {
        // 3,000 lines of 0 to 4 bytes: more starts in one chunk than one batch holds, several times.
        var text: [UInt8] = []
        var starts: [Int] = []
        for line in 0..<3_000 {
            text += Array(repeating: UInt8(ascii: "y"), count: line % 5)
            text.append(0x0A)
            starts.append(text.count)
        }
        var map = LineMap()
        map.append(text[..<1])
        map.append(text[1...])
        for (index, start) in starts.enumerated() {
            #expect(map.offset(ofLine: index + 2) == start)
            #expect(map.lineAndColumn(ofOffset: start - 1) == (index + 1, text[..<(start - 1)].count - (index == 0 ? 0 : starts[index - 1]) + 1))
        }
        #expect(map.offset(ofLine: starts.count + 2) == nil)
    }

    @Test("forgetting the lines before an offset keeps every line and column from that offset on",
          arguments: [0, 1, 4, 5, 6, 9, 17, 18, 27, 28])
    func forgetting(floor: Int) {
        // LF, CRLF, CR and an empty line; 28 bytes.
        let text = Array("one\r\ntwo\nthree\r\n\r\nfour\rfive\n".utf8)
        let whole = LineMap(text)
        var map = LineMap(text)
        map.forgetLines(before: floor)
        #expect(map.keptLineStarts <= whole.keptLineStarts)
        for offset in floor...text.count {
            #expect(map.lineAndColumn(ofOffset: offset) == whole.lineAndColumn(ofOffset: offset), "\(offset)")
        }
        var cursor = map
        for offset in floor...text.count {
            #expect(cursor.locate(offset) == whole.lineAndColumn(ofOffset: offset), "\(offset)")
        }
        let line = whole.lineAndColumn(ofOffset: floor).line
        for number in line...(whole.lineAndColumn(ofOffset: text.count).line + 1) {
            #expect(map.offset(ofLine: number) == whole.offset(ofLine: number), "line \(number)")
        }
    }

    @Test("a map that forgets before each chunk, as the XML reader's does, agrees with one that keeps every line")
    func forgettingWhileFed() {
        // Lines ending in CRLF, CR and LF in turn, fed in chunks of 1 to 5 bytes so that a CRLF is split
        // right after a forgetting that dropped every line start, the CR's included.
        var text: [UInt8] = []
        for line in 0..<200 {
            text += Array(repeating: UInt8(ascii: "z"), count: line % 4)
            text += line % 3 == 0 ? [0x0D, 0x0A] : line % 3 == 1 ? [0x0D] : [0x0A]
        }
        let whole = LineMap(text)
        var map = LineMap()
        var start = 0
        var size = 1
        while start < text.count {
            map.forgetLines(before: start)
            #expect(map.keptLineStarts <= 5)
            let end = min(text.count, start + size)
            map.append(text[start..<end])
            // The bytes seen so far (the line after a CR at the end depends on the next byte).
            for offset in start..<end {
                #expect(map.lineAndColumn(ofOffset: offset) == whole.lineAndColumn(ofOffset: offset), "\(offset)")
            }
            start = end
            size = size % 5 + 1
        }
    }

    @Test("locations render as file:line:column, binary ones as a byte offset")
    func rendering() {
        #expect(SourceLocation(file: "a.plist", line: 3, column: 7, offset: 40).description == "a.plist:3:7")
        #expect(SourceLocation(file: "a.bplist", byteOffset: 26).description == "a.bplist: byte 26")
        #expect(SourceLocation(file: "", line: 1, column: 2, offset: 1).description == "1:2")
    }
}
