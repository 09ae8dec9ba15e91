import Testing
@testable import PropertyList

@Suite("Format detection")
struct FormatSnifferTests {
    @Test("the first bytes decide the format", arguments: [
        (Array("bplist00".utf8), PlistFormat.binary),
        (Array("bplist01".utf8), .binary),
        (Array("<?xml version=\"1.0\"?>".utf8), .xml),
        (Array("\u{FEFF}  \n<plist>".utf8), .xml),
        (Array("<plist version=\"1.0\"><dict/>".utf8), .xml),
        ([0xFF, 0xFE, 0x3C, 0x00, 0x3F, 0x00], .xml),
        ([0xFE, 0xFF, 0x00, 0x20, 0x00, 0x3C], .xml),
        ([0x3C, 0x00, 0x3F, 0x00], .xml),
        (Array("{ a = b; }".utf8), .openStep),
        (Array("// !$*UTF8*$!\n{".utf8), .openStep),
        (Array("\"key\" = \"value\";".utf8), .openStep),
        ([0xFF, 0xFE, 0x22, 0x00, 0x6B, 0x00], .openStep),
        (Array("<0fbd 7a12>".utf8), .openStep),
        (Array(" <>".utf8), .openStep),
        (Array("<data>".utf8), .xml),
        (Array("<array>".utf8), .xml),
        (Array("<dict>".utf8), .xml),
    ] as [([UInt8], PlistFormat)])
    func formats(bytes: [UInt8], expected: PlistFormat) {
        #expect(PlistFormatSniffer.format(of: bytes) == expected)
    }

    @Test("nothing but white space has no format")
    func blank() {
        #expect(PlistFormatSniffer.format(of: [UInt8]()) == nil)
        #expect(PlistFormatSniffer.format(of: Array(" \n\t\r".utf8)) == nil)
        #expect(PlistFormatSniffer.format(of: [0xEF, 0xBB, 0xBF, 0x20]) == nil)
    }
}
