import Testing

@testable import TripKitCLI

/// PlistBuddy's command lines and entries, as its manual writes them.
@Suite("PlistBuddy command lines and entries")
struct PlistBuddyInstructionTests {
    @Test("an entry is colon-separated keys and indexes; \\: is a colon in a key; a trailing colon appends")
    func entries() {
        #expect(
            PlistBuddyEntry(":CFBundleDocumentTypes:2:CFBundleTypeExtensions").keyPath.components
                == ["CFBundleDocumentTypes", "2", "CFBundleTypeExtensions"])
        #expect(PlistBuddyEntry("CFBundleName").keyPath.components == ["CFBundleName"], "the leading colon is optional")
        #expect(PlistBuddyEntry(#":URL\:Scheme:0"#).keyPath.components == ["URL:Scheme", "0"])
        #expect(PlistBuddyEntry(#":a\\b"#).keyPath.components == [#"a\b"#])
        let append = PlistBuddyEntry(":CFBundleDocumentTypes:")
        #expect(append.appends && append.keyPath.components == ["CFBundleDocumentTypes"])
        #expect(PlistBuddyEntry(":").keyPath.isRoot && !PlistBuddyEntry(":").appends)
        #expect(PlistBuddyEntry("").keyPath.isRoot)
    }

    @Test("the manual's examples read as their commands, the names in any case")
    func manualExamples() throws {
        #expect(
            try PlistBuddyInstruction.parse("Set :CFBundleIdentifier com.apple.plistbuddy")
                == .set(PlistBuddyEntry(":CFBundleIdentifier"), value: "com.apple.plistbuddy"))
        #expect(
            try PlistBuddyInstruction.parse(#"Add :CFBundleGetInfoString string "App version 1.0.1""#)
                == .add(PlistBuddyEntry(":CFBundleGetInfoString"), .string, value: "App version 1.0.1"))
        #expect(
            try PlistBuddyInstruction.parse("Add :CFBundleDocumentTypes: dict")
                == .add(PlistBuddyEntry(":CFBundleDocumentTypes:"), .dict, value: nil))
        #expect(
            try PlistBuddyInstruction.parse("Delete :CFBundleDocumentTypes:0 dict")
                == .delete(PlistBuddyEntry(":CFBundleDocumentTypes:0")))
        #expect(try PlistBuddyInstruction.parse("print") == .print(nil))
        #expect(try PlistBuddyInstruction.parse("CLEAR array") == .clear(.array))
        #expect(try PlistBuddyInstruction.parse("Clear") == .clear(.dict))
        #expect(
            try PlistBuddyInstruction.parse("Merge other.plist :Sub")
                == .merge(file: "other.plist", into: PlistBuddyEntry(":Sub")))
        #expect(
            try PlistBuddyInstruction.parse("Import :Icon icon.png")
                == .importFile(PlistBuddyEntry(":Icon"), file: "icon.png"))
        #expect(
            try PlistBuddyInstruction.parse("Copy :A :B") == .copy(PlistBuddyEntry(":A"), to: PlistBuddyEntry(":B")))
        #expect(try PlistBuddyInstruction.parse("Quit") == .exit)
        #expect(try PlistBuddyInstruction.parse("   ") == nil)
    }

    @Test("quotes keep spaces; the rest of a Set line is its value; a backslash keeps \\: for the entry")
    func words() throws {
        #expect(PlistBuddyInstruction.words(of: #"Set ":My Key" 'a b'"#) == ["Set", ":My Key", "a b"])
        #expect(PlistBuddyInstruction.words(of: #"Set :A\:B x\ y"#) == ["Set", #":A\:B"#, "x y"])
        #expect(
            PlistBuddyInstruction.words(of: #"Add :Q string "say \"hi\"""#) == ["Add", ":Q", "string", #"say "hi""#])
        #expect(try PlistBuddyInstruction.parse("Set :Name My  App") == .set(PlistBuddyEntry(":Name"), value: "My App"))
        #expect(PlistBuddyInstruction.words(of: #"Set :A """#) == ["Set", ":A", ""])
    }

    @Test(
        "an unknown command, an unknown type and missing words are refused by name",
        arguments: [
            ("Frobnicate :A", PlistBuddyError.unrecognizedCommand("Frobnicate")),
            ("Add :A strng x", .unrecognizedType("strng")),
            ("Clear dictionary", .unrecognizedType("dictionary")),
            ("Add :A", .invalidArguments(command: "Add")),
            ("Copy :A", .invalidArguments(command: "Copy")),
            ("Import :A", .invalidArguments(command: "Import")),
        ])
    func refused(line: String, error: PlistBuddyError) {
        #expect(throws: error) { try PlistBuddyInstruction.parse(line) }
    }
}
