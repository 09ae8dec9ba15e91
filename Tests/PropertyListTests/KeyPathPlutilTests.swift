import Foundation
import Testing
import TestSupport
@testable import PropertyList

/// Keypath operations against the toolchain's `plutil` on the same file: the same value read, the same
/// file after an edit (read back with our reader), or a failure on both sides, with each side's message
/// recorded next to the other.
@Suite("Keypaths against plutil", .enabled(if: Plutil.isAvailable))
struct KeyPathPlutilTests {
    static let fixture = SharedFiles.fixtures.appendingPathComponent("PropertyList/KeyPaths.plist")

    static func root() throws -> PlistValue {
        try PlistReader.read(contentsOf: fixture.path).root
    }

    /// Keypaths where `plutil -extract` and `value(at:)` differ on purpose.
    static let extractDivergences: [String: String] = [
        // plutil's -extract refuses every empty component although -replace and -insert accept them;
        // an empty string is a legal key, so every operation here treats it as one.
        "": "empty component",
    ]

    @Test("extract: plutil and value(at:) find equal values or both fail", arguments: [
        "DestinationData.0.DestinationName", "DestinationData.1", "DestinationData.0.0", "DestinationData.+1",
        "DestinationData.01.Latitude", "DestinationData.1.Updated", "DestinationData.1.Thumbnail",
        "DestinationData.0.Events.1", "a\\.b", "Count", "Enabled", "DestinationData",
        "DestinationData.2", "DestinationData.-1", "DestinationData.x", "DestinationData. 1",
        "DestinationData.0.Missing", "Count.x", "a.b", "Missing.x", "", "a..b",
    ])
    func extract(keyPath: String) throws {
        let run = try Plutil.run(["-extract", keyPath, "xml1", "-o", "-", Self.fixture.path])
        let root = try Self.root()
        let ours = Result { () throws(KeyPathError) in try root.value(at: PlistKeyPath(keyPath)) }
        if let reason = Self.extractDivergences[keyPath] {
            #expect(!run.succeeded, "plutil now accepts \(keyPath) (\(reason)); drop the divergence")
            #expect(throws: Never.self) { try ours.get() }
            return
        }
        switch (run.succeeded, ours) {
        case (true, .success(let value)):
            #expect(try PlistReader.read(data: run.standardOutput).root == value, "\(keyPath)")
        case (false, .failure):
            #expect(run.standardError.contains("No value at that key path or invalid key path: \(keyPath)"),
                    "\(run.standardError)")
        case (true, .failure(let error)):
            Issue.record("plutil finds \(keyPath), we fail: \(error)")
        case (false, .success(let value)):
            Issue.record("we find \(keyPath) = \(value), plutil fails: \(run.standardError)")
        }
    }

    @Test("extract raw prints the same string value(at:) finds")
    func extractRaw() throws {
        let run = try Plutil.run(["-extract", "DestinationData.0.DestinationName", "raw", "-n", "-o", "-", Self.fixture.path])
        #expect(run.succeeded)
        #expect(String(decoding: run.standardOutput, as: UTF8.self)
                == (try Self.root().value(at: "DestinationData.0.DestinationName").string))
    }

    /// One edit, as plutil's arguments and as our operation.
    struct Edit: Sendable, CustomTestStringConvertible {
        enum Verb: Sendable {
            /// `-insert` / `insert(_:at:)`.
            case insert
            /// `-replace` / `setValue(_:at:)`.
            case replace
            /// `-insert ... -append` / `append(_:at:)`.
            case append
            /// `-remove` / `removeValue(at:)`.
            case remove
        }

        let verb: Verb
        let keyPath: String
        /// plutil's type option and value, e.g. `["-string", "x"]`.
        let type: [String]
        /// The same value for our operation.
        let value: PlistValue
        /// plutil's message when both fail.
        let plutilMessage: String?
        /// Ours when both fail.
        let ourMessage: String?

        var arguments: [String] {
            switch verb {
            case .insert: ["-insert", keyPath] + type
            case .replace: ["-replace", keyPath] + type
            case .append: ["-insert", keyPath] + type + ["-append"]
            case .remove: ["-remove", keyPath]
            }
        }

        func apply(to root: inout PlistValue) throws(KeyPathError) {
            let keyPath = PlistKeyPath(keyPath)
            switch verb {
            case .insert: try root.insert(value, at: keyPath)
            case .replace: try root.setValue(value, at: keyPath)
            case .append: try root.append(value, at: keyPath)
            case .remove: try root.removeValue(at: keyPath)
            }
        }

        var testDescription: String { arguments.joined(separator: " ") }

        static func insert(_ keyPath: String, _ type: [String], _ value: PlistValue, plutil: String? = nil, ours: String? = nil) -> Edit {
            Edit(verb: .insert, keyPath: keyPath, type: type, value: value, plutilMessage: plutil, ourMessage: ours)
        }

        static func replace(_ keyPath: String, _ type: [String], _ value: PlistValue, plutil: String? = nil, ours: String? = nil) -> Edit {
            Edit(verb: .replace, keyPath: keyPath, type: type, value: value, plutilMessage: plutil, ourMessage: ours)
        }

        static func append(_ keyPath: String, _ type: [String], _ value: PlistValue, plutil: String? = nil, ours: String? = nil) -> Edit {
            Edit(verb: .append, keyPath: keyPath, type: type, value: value, plutilMessage: plutil, ourMessage: ours)
        }

        static func remove(_ keyPath: String, plutil: String? = nil, ours: String? = nil) -> Edit {
            Edit(verb: .remove, keyPath: keyPath, type: [], value: "", plutilMessage: plutil, ourMessage: ours)
        }
    }

    static let edits: [Edit] = [
        .insert("NewKey", ["-string", "x"], "x"),
        .insert("DestinationData.0", ["-string", "first"], "first"),
        .insert("DestinationData.2", ["-integer", "3"], 3),
        .insert("DestinationData.1.Rating", ["-float", "4.5"], 4.5),
        .insert("DestinationData.0.Events.1", ["-bool", "YES"], true),
        .insert("Nested", ["-json", #"{"a":[1,2],"b":"c"}"#], ["a": [1, 2], "b": "c"]),
        .insert("Empty", ["-dictionary"], PlistValue(.dictionary(PlistDictionary()))),
        .insert("List", ["-array"], []),
        .insert("When", ["-date", "2024-05-17T10:00:00Z"], .date(Date(timeIntervalSince1970: 1_715_940_000))),
        .insert("Blob", ["-data", "SGVsbG8="], .data(Data("Hello".utf8))),
        .insert("x\\.y", ["-string", "dotted"], "dotted"),
        .insert("Count", ["-integer", "1"], 1,
                plutil: "Value already exists at key path Count", ours: "Count: key \"Count\" already exists"),
        .insert("DestinationData.5", ["-string", "x"], "x",
                plutil: "Index 5 out of bounds in array at key path DestinationData.5",
                ours: "DestinationData.5: index 5 out of range (array has 2 elements)"),
        .insert("DestinationData.x", ["-string", "x"], "x",
                plutil: "Unable to index into array with key path DestinationData.x",
                ours: "DestinationData.x: \"x\" is not an array index (array has 2 elements)"),
        .insert("Count.x", ["-string", "x"], "x",
                plutil: "Unable to insert value at key path Count.x",
                ours: "Count.x: Count is an integer, not a dictionary or an array"),
        .insert("Missing.x", ["-string", "x"], "x",
                plutil: "Key path not found Missing.x", ours: "Missing: missing key \"Missing\""),
        .insert("DestinationData.2.x", ["-string", "x"], "x",
                plutil: "Index 2 out of bounds in array at key path DestinationData.2.x",
                ours: "DestinationData.2: index 2 out of range (array has 2 elements)"),
        .replace("Count", ["-integer", "7"], 7),
        .replace("DestinationData.1.Latitude", ["-float", "1.5"], 1.5),
        .replace("NewKey", ["-string", "created"], "created"),
        .replace("", ["-string", "replaced"], "replaced"),
        .replace("DestinationData.2", ["-string", "appended"], "appended"),
        .replace("DestinationData.3", ["-string", "x"], "x",
                 plutil: "Index 3 out of bounds in array at key path DestinationData.3",
                 ours: "DestinationData.3: index 3 out of range (array has 2 elements)"),
        .replace("DestinationData.-1", ["-string", "x"], "x",
                 plutil: "Index -1 out of bounds in array at key path DestinationData.-1",
                 ours: "DestinationData.-1: index -1 out of range (array has 2 elements)"),
        .replace("DestinationData.0.DestinationName.x", ["-string", "x"], "x",
                 plutil: "Unable to insert value at key path DestinationData.0.DestinationName.x",
                 ours: "DestinationData.0.DestinationName.x: DestinationData.0.DestinationName is a string, not a dictionary or an array"),
        .append("DestinationData", ["-string", "x"], "x"),
        .append("DestinationData.0.Events", ["-string", "x"], "x"),
        .append("Count", ["-string", "x"], "x",
                plutil: "Appending to a non-array at key path Count", ours: "Count: cannot append to an integer; expected an array"),
        .append("DestinationData.0", ["-string", "x"], "x",
                plutil: "Attempt to append value to non-array at key path DestinationData.0",
                ours: "DestinationData.0: cannot append to a dictionary; expected an array"),
        .remove("Count"),
        .remove("DestinationData.0"),
        .remove("DestinationData.1.Thumbnail"),
        .remove("a\\.b"),
        .remove("Missing", plutil: "No value to remove at key path Missing", ours: "Missing: missing key \"Missing\""),
        .remove("DestinationData.5", plutil: "No value to remove at key path DestinationData.5",
                ours: "DestinationData.5: index 5 out of range (array has 2 elements)"),
        .remove("Count.x", plutil: "No value to remove at key path Count.x",
                ours: "Count.x: Count is an integer, not a dictionary or an array"),
        .remove("a.b", plutil: "No value to remove at key path a.b", ours: "a: missing key \"a\""),
    ]

    @Test("insert, replace, append and remove leave the same file as plutil, or both fail", arguments: edits)
    func edit(_ edit: Edit) throws {
        let (run, edited) = try Self.plutil(edit.arguments)
        var ours = try Self.root()
        let outcome = Result { () throws(KeyPathError) in try edit.apply(to: &ours) }
        switch (run.succeeded, outcome) {
        case (true, .success):
            #expect(edited == ours, "plutil:\n\(edited.map(CanonicalDump.dump) ?? "-")\nours:\n\(CanonicalDump.dump(ours))")
            #expect(edit.plutilMessage == nil)
        case (false, .failure(let error)):
            let expected = try #require(edit.plutilMessage, "both fail; plutil says \(run.standardError)")
            #expect(run.standardError.contains(expected), "\(run.standardError)")
            #expect(error.message == edit.ourMessage)
            #expect(ours == (try Self.root()), "a failed operation changes nothing")
        case (true, .failure(let error)):
            Issue.record("plutil succeeds, we fail: \(error)")
        case (false, .success):
            Issue.record("we succeed, plutil fails: \(run.standardError)")
        }
    }

    @Test("known divergence: plutil's Swift port inserts on -replace of an existing array index; setValue replaces")
    func replaceArrayElement() throws {
        let (run, edited) = try Self.plutil(["-replace", "DestinationData.0", "-string", "R"])
        #expect(run.succeeded)
        var inserted = try Self.root()
        try inserted.insert("R", at: "DestinationData.0")
        #expect(edited == inserted, "if this fails plutil now replaces; move the case into the edit table")
        var replaced = try Self.root()
        try replaced.setValue("R", at: "DestinationData.0")
        #expect(replaced["DestinationData"]?.array?.count == 2)
        #expect(try replaced.value(at: "DestinationData.0") == "R")
    }

    @Test("known divergence: plutil -remove refuses an empty component; removeValue removes the empty key")
    func removeEmptyKey() throws {
        let (run, _) = try Self.plutil(["-remove", ""])
        #expect(!run.succeeded)
        #expect(run.standardError.contains("No value to remove at key path "))
        var ours = try Self.root()
        #expect(try ours.removeValue(at: "") == "the empty key")
    }

    /// Runs plutil on a copy of the fixture and reads the copy back.
    private static func plutil(_ arguments: [String]) throws -> (Plutil.Run, PlistValue?) {
        let folder = try TemporaryDirectory(prefix: "keypaths")
        defer { withExtendedLifetime(folder) {} }
        let copy = try folder.write("KeyPaths.plist", Data(contentsOf: fixture))
        let run = try Plutil.run(arguments + [copy.path])
        return (run, run.succeeded ? try PlistReader.read(contentsOf: copy.path).root : nil)
    }
}
