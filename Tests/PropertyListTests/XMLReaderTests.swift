import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

func readXML(_ text: String, file: String = "t.plist") throws -> PlistDocument {
    try PlistReader.read(bytes: Array(text.utf8), file: file)
}

/// The error reading XML text throws, or `nil` (recording an issue at the caller); see `readFailure`.
func plistError(_ text: String, file: String = "t.plist",
                sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PlistError? {
    readFailure(Array(text.utf8), file: file, sourceLocation: sourceLocation)
}

let plistHeader = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

"""

@Suite("XML property list reading")
struct XMLPlistReadingTests {
    @Test("every value kind is read, with the location of its element")
    func valueKinds() throws {
        let marked = MarkedText(plistHeader + """
        <plist version="1.0">
        1️⃣<dict>
        	2️⃣<key>s</key>	3️⃣<string> a &amp; b </string>
        	<key>i</key>	4️⃣<integer>-42</integer>
        	<key>big</key>	<integer>18446744073709551615</integer>
        	<key>hex</key>	<integer>0x1F</integer>
        	<key>r</key>	<real>1.5</real>
        	<key>inf</key>	<real>-infinity</real>
        	<key>t</key>	5️⃣<true/>
        	<key>d</key>	<date>2011-03-04T05:06:07Z</date>
        	<key>b</key>	<data>
        	SGVs
        	bG8=
        	</data>
        	<key>a</key>	<array><string>x</string><false/></array>
        	<key>u</key>	<dict><key>CF$UID</key><integer>7</integer></dict>
        </dict>
        </plist>
        """)
        let document = try readXML(marked.text)
        let root = document.root
        #expect(document.format == .xml)
        #expect(root["s"]?.string == " a & b ")
        #expect(root["i"]?.int == -42)
        #expect(root["big"]?.integer?.uint64Value == UInt64.max)
        #expect(root["hex"]?.int == 31)
        #expect(root["r"]?.double == 1.5)
        #expect(root["inf"]?.double == -.infinity)
        #expect(root["t"]?.bool == true)
        #expect(root["d"]?.date == Date(timeIntervalSince1970: 1_299_215_167))
        #expect(root["b"]?.data == Data("Hello".utf8))
        #expect(root["a"] == ["x", false])
        #expect(root["u"]?.uid == 7)
        func at(_ location: TripSource.SourceLocation?, _ marker: String) {
            #expect(location?.line == marked[marker].line && location?.column == marked[marker].column,
                    "\(marker): \(String(describing: location))")
        }
        at(root.location, "1️⃣")
        at(root.dictionary?.entry(forKey: "s")?.keyLocation, "2️⃣")
        at(root["s"]?.location, "3️⃣")
        at(root["i"]?.location, "4️⃣")
        at(root["t"]?.location, "5️⃣")
        #expect(root.location?.file == "t.plist")
    }

    @Test("a bare value without <plist> is read, as Apple's readers do")
    func bareRoot() throws {
        #expect(try readXML("<array><integer>1</integer></array>").root == [1])
    }

    @Test("dictionary order is kept; a duplicate key keeps its first place and its last value, and is recorded")
    func duplicates() throws {
        let document = try readXML("<dict>\n<key>b</key><integer>1</integer>\n<key>a</key><integer>2</integer>\n<key>b</key><integer>3</integer>\n</dict>")
        #expect(document.root.dictionary?.keys == ["b", "a"])
        #expect(document.root["b"]?.int == 3)
        #expect(document.duplicateKeys.count == 1)
        #expect(document.duplicateKeys.first?.key == "b")
        #expect(document.duplicateKeys.first?.first.line == 2)
        #expect(document.duplicateKeys.first?.duplicate.line == 4)
    }

    @Test("comments are kept with their positions")
    func comments() throws {
        let document = try readXML("<plist>\n<!-- tripkit:disable:next x -->\n<string/>\n</plist>")
        #expect(document.comments == [SourceComment(text: " tripkit:disable:next x ",
                                                   location: TripSource.SourceLocation(file: "t.plist", line: 2, column: 1, offset: 8))])
        #expect(document.root == "")
    }
}

@Suite("XML property list errors")
struct XMLPlistErrorTests {
    @Test("bad values are refused at the element, naming what was expected", arguments: [
        ("<integer>12a</integer>", "invalid integer \"12a\""),
        ("<integer>18446744073709551616</integer>", "invalid integer"),
        ("<integer>-9223372036854775809</integer>", "invalid integer"),
        ("<integer></integer>", "invalid integer \"\""),
        ("<real>north</real>", "invalid real \"north\""),
        ("<real>0x1p3</real>", "invalid real"),
        ("<date>2011-02-30T00:00:00Z</date>", "invalid date"),
        ("<date>yesterday</date>", "invalid date"),
        ("<data>SGV*</data>", "invalid data"),
        ("<data>S</data>", "invalid data"),
        ("<data>SG=V</data>", "invalid data"),
    ])
    func badValues(text: String, expected: String) {
        let error = plistError("<plist>\n  " + text + "\n</plist>")
        #expect(error?.location.line == 2)
        #expect(error?.location.column == 3)
        #expect(error?.message.hasPrefix(expected) == true, "\(String(describing: error))")
    }

    @Test("structure errors name the element and the place", arguments: [
        ("<plist>\n<dict>\n<string>x</string>\n</dict>\n</plist>", "t.plist:3:1: error: unexpected <string>; expected <key> or </dict>"),
        ("<plist>\n<dict>\n<key>a</key>\n</dict>\n</plist>", "t.plist:4:1: error: missing value: key \"a\" at 3:1 has no value"),
        ("<plist>\n<dict><key>a</key>\n<key>b</key><true/></dict>\n</plist>", "t.plist:3:1: error: missing value: key \"a\" at 2:7 has no value"),
        ("<plist>\n<strin>x</strin>\n</plist>", "t.plist:2:1: error: unexpected <strin>; expected one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date>, <data>"),
        ("<plist>\n<key>a</key>\n</plist>", "t.plist:2:1: error: unexpected <key>; expected one of <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date>, <data>"),
        ("<plist>\n</plist>", "t.plist:2:1: error: missing value: <plist> at 1:1 holds no value"),
        ("<plist>\n<true/>\n<false/>\n</plist>", "t.plist:3:1: error: unexpected second value in <plist>; a property list has one root value"),
        ("<plist>\n<array>oops</array>\n</plist>", "t.plist:2:1: error: unexpected text \"oops\" inside <array> opened at 2:1"),
        ("<plist>\n<dict>\n<key>a</key>x<true/></dict>\n</plist>", "t.plist:2:1: error: unexpected text \"x\" inside <dict> opened at 2:1"),
        ("<plist>\n<true>x</true>\n</plist>", "t.plist:2:1: error: unexpected text \"x\" inside <true> opened at 2:1"),
        ("<plist>\n<false>\n</false>\n</plist>", "t.plist:2:1: error: unexpected text \"\\n\" inside <false> opened at 2:1"),
        ("<plist>\n<string>a<b/></string>\n</plist>", "t.plist:2:10: error: unexpected <b>; expected text or </string>"),
        ("<plist>\n<dict>\n<key>a</key>\n<string>x</string>\n", "t.plist:5:1: error: expected </dict> closing <dict> opened at 2:1"),
    ])
    func structure(text: String, expected: String) {
        #expect(plistError(text)?.description == expected)
    }

    @Test("nesting deeper than 512 containers is refused; 512 is read")
    func depth() throws {
        let ok = String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512)
        _ = try readXML(ok)
        let deep = String(repeating: "<array>", count: 513) + String(repeating: "</array>", count: 513)
        #expect(plistError(deep) == .tooDeep(TripSource.SourceLocation(file: "t.plist", line: 1, column: 512 * 7 + 1, offset: 512 * 7), limit: 512))
    }

    @Test("empty input and missing files are reported as such")
    func emptyAndMissing() {
        // Errors about the file as a whole name the file alone, with no made-up 1:1.
        #expect(plistError("") == .empty(TripSource.SourceLocation(wholeFile: "t.plist")))
        #expect(plistError("")?.description == "t.plist: error: the file is empty; expected a property list")
        #expect(plistError("\u{FEFF}")?.location.isWholeFile == true)
        #expect(throws: PlistError.unreadable(file: "/nonexistent/x.plist", reason: "No such file or directory")) {
            try PlistReader.read(contentsOf: "/nonexistent/x.plist")
        }
        #expect(throws: PlistError.unreadable(file: "/tmp", reason: "it is a directory")) {
            try PlistReader.read(contentsOf: "/tmp")
        }
        #expect(PlistError.unreadable(file: "/tmp", reason: "it is a directory").description
            == "/tmp: error: cannot read the property list: it is a directory")
    }
}
