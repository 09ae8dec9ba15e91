import Testing
import TestSupport
import TripSource
@testable import PropertyList

/// A RoadTrip-style catalog made in code (no locations).
private let catalog: PlistValue = [
    "DestinationData": [
        ["DestinationName": "New York City", "0": "key zero"],
        ["DestinationName": "San Francisco"],
    ],
    "a.b": "dotted",
    "": "empty key",
    "Count": 2,
]

@Suite("Keypath parsing")
struct PlistKeyPathParsingTests {
    @Test("a keypath splits at dots; \\. is a dot inside a key; other backslashes are ordinary", arguments: [
        ("DestinationData.0.DestinationName", ["DestinationData", "0", "DestinationName"]),
        ("a\\.b", ["a.b"]),
        ("a\\.b.c", ["a.b", "c"]),
        ("a\\\\.b", ["a\\.b"]),
        ("a\\b", ["a\\b"]),
        ("a\\", ["a\\"]),
        ("", [""]),
        (".", ["", ""]),
        ("a..b", ["a", "", "b"]),
        ("a.", ["a", ""]),
        ("日本.🚗", ["日本", "🚗"]),
    ])
    func parsing(text: String, components: [String]) {
        #expect(PlistKeyPath(text).components == components)
    }

    @Test("the description escapes dots and parses back to the same components", arguments: [
        ["DestinationData", "0", "DestinationName"], ["a.b", "c"], [""], ["", ""], ["x.y.z"], ["a\\b"],
    ])
    func roundTrip(components: [String]) {
        let keyPath = PlistKeyPath(components: components)
        #expect(PlistKeyPath(keyPath.description) == keyPath)
    }

    @Test("the root keypath has no components; prefix, parent and appending build keypaths")
    func building() {
        #expect(PlistKeyPath.root.isRoot)
        #expect(PlistKeyPath.root.parent == nil)
        let keyPath: PlistKeyPath = "DestinationData.1"
        #expect(keyPath.parent == "DestinationData")
        #expect(keyPath.prefix(1) == "DestinationData")
        #expect(PlistKeyPath.root.appending("DestinationData").appending(index: 1) == keyPath)
        #expect(keyPath.appending("a.b").description == "DestinationData.1.a\\.b")
    }
}

@Suite("Keypath get")
struct PlistKeyPathGetTests {
    @Test("components index dictionaries by key and arrays by index", arguments: [
        ("DestinationData.0.DestinationName", "New York City"),
        ("DestinationData.1", ["DestinationName": "San Francisco"]),
        ("DestinationData.0.0", "key zero"),
        ("DestinationData.+1.DestinationName", "San Francisco"),
        ("DestinationData.01.DestinationName", "San Francisco"),
        ("a\\.b", "dotted"),
        ("", "empty key"),
        ("Count", 2),
    ] as [(String, PlistValue)])
    func get(keyPath: String, expected: PlistValue) throws {
        #expect(try catalog.value(at: PlistKeyPath(keyPath)) == expected)
    }

    @Test("the root keypath is the value itself")
    func root() throws {
        #expect(try catalog.value(at: .root) == catalog)
    }

    @Test("each failure names the keypath up to the failing component and why", arguments: [
        ("DestinationData.7", "DestinationData.7: index 7 out of range (array has 2 elements)"),
        ("DestinationData.-1.DestinationName", "DestinationData.-1: index -1 out of range (array has 2 elements)"),
        ("DestinationData.x.DestinationName", "DestinationData.x: \"x\" is not an array index (array has 2 elements)"),
        ("DestinationData. 1", "DestinationData. 1: \" 1\" is not an array index (array has 2 elements)"),
        ("DestinationData.0.Missing.x", "DestinationData.0.Missing: missing key \"Missing\""),
        ("Missing", "Missing: missing key \"Missing\""),
        ("Count.x", "Count.x: Count is an integer, not a dictionary or an array"),
        ("DestinationData.0.DestinationName.x.y", "DestinationData.0.DestinationName.x: DestinationData.0.DestinationName is a string, not a dictionary or an array"),
        ("a.b", "a: missing key \"a\""),
    ])
    func failures(keyPath: String, message: String) {
        #expect(throws: KeyPathError.self) { try catalog.value(at: PlistKeyPath(keyPath)) }
        do {
            _ = try catalog.value(at: PlistKeyPath(keyPath))
        } catch {
            #expect(error.message == message)
            #expect(error.description == message, "a value made in code has no location")
            #expect(error.positioned == nil)
        }
    }

    @Test("a step into the root value when it is not a container names the root")
    func scalarRoot() {
        #expect(throws: KeyPathError.notAContainer(found: .string, at: .init(keyPath: "x", location: nil))) {
            try PlistValue.string("s").value(at: "x")
        }
        #expect(KeyPathError.notAContainer(found: .string, at: .init(keyPath: "x", location: nil)).message
                == "x: the root value is a string, not a dictionary or an array")
    }
}

@Suite("Keypath editing")
struct PlistKeyPathEditingTests {
    @Test("setValue replaces a key in place, adds a new key at the end, replaces or appends array elements")
    func set() throws {
        var value = catalog
        #expect(try value.setValue("NYC", at: "DestinationData.0.DestinationName") == "New York City")
        #expect(try value.setValue(true, at: "DestinationData.0.Visited") == nil)
        #expect(try value.setValue("LA", at: "DestinationData.2") == nil)
        #expect(try value.setValue(["DestinationName": "Boston"], at: "DestinationData.1") == ["DestinationName": "San Francisco"])
        #expect(try value.value(at: "DestinationData.0").dictionary?.keys == ["DestinationName", "0", "Visited"])
        #expect(try value.value(at: "DestinationData") == [["DestinationName": "NYC", "0": "key zero", "Visited": true],
                                                          ["DestinationName": "Boston"], "LA"])
    }

    @Test("setValue at the root replaces the whole value")
    func setRoot() throws {
        var value = catalog
        #expect(try value.setValue(3, at: .root) == catalog)
        #expect(value == 3)
    }

    @Test("insert adds a new key or inserts before an index; an existing key or an index past the end fails")
    func insert() throws {
        var value = catalog
        try value.insert("Boston", at: "DestinationData.0")
        try value.insert("Miami", at: "DestinationData.3")
        try value.insert(1, at: "New")
        #expect(value["DestinationData"]?.array?.count == 4)
        #expect(try value.value(at: "DestinationData.0") == "Boston")
        #expect(try value.value(at: "DestinationData.3") == "Miami")
        #expect(value.dictionary?.keys.last == "New")
        #expect(throws: KeyPathError.keyAlreadyExists("Count", at: .init(keyPath: "Count", location: nil))) {
            try value.insert(3, at: "Count")
        }
        #expect(throws: KeyPathError.indexOutOfRange(9, count: 4, at: .init(keyPath: "DestinationData.9", location: nil))) {
            try value.insert(3, at: "DestinationData.9")
        }
        #expect(throws: KeyPathError.rootKeyPath(.insert, at: .init(keyPath: .root, location: nil))) {
            try value.insert(3, at: .root)
        }
        #expect(KeyPathError.rootKeyPath(.insert, at: .init(keyPath: .root, location: nil)).message
                == "cannot insert at the root value; the keypath must name a key or an index")
    }

    @Test("append adds to the end of the array the keypath names, and refuses anything else")
    func append() throws {
        var value = catalog
        try value.append("Boston", at: "DestinationData")
        #expect(try value.value(at: "DestinationData.2") == "Boston")
        var array: PlistValue = [1]
        try array.append(2, at: .root)
        #expect(array == [1, 2])
        #expect(throws: KeyPathError.notAnArray(found: .integer, at: .init(keyPath: "Count", location: nil))) {
            try value.append(3, at: "Count")
        }
        #expect(KeyPathError.notAnArray(found: .integer, at: .init(keyPath: "Count", location: nil)).message
                == "Count: cannot append to an integer; expected an array")
    }

    @Test("removeValue removes a key or an element (later elements move down) and returns it")
    func remove() throws {
        var value = catalog
        #expect(try value.removeValue(at: "DestinationData.0") == ["DestinationName": "New York City", "0": "key zero"])
        #expect(try value.value(at: "DestinationData.0.DestinationName") == "San Francisco")
        #expect(try value.removeValue(at: "a\\.b") == "dotted")
        #expect(value["a.b"] == nil)
        #expect(throws: KeyPathError.missingKey("a.b", at: .init(keyPath: "a\\.b", location: nil))) {
            try value.removeValue(at: "a\\.b")
        }
        #expect(throws: KeyPathError.rootKeyPath(.remove, at: .init(keyPath: .root, location: nil))) {
            try value.removeValue(at: .root)
        }
    }

    @Test("a failed operation leaves the value unchanged, and editing a copy leaves the original alone")
    func unchanged() throws {
        var value = catalog
        #expect(throws: KeyPathError.self) { try value.setValue(1, at: "DestinationData.0.DestinationName.x") }
        #expect(throws: KeyPathError.self) { try value.insert(1, at: "Missing.x") }
        #expect(throws: KeyPathError.self) { try value.removeValue(at: "DestinationData.5") }
        #expect(throws: KeyPathError.self) { try value.append(1, at: "DestinationData.0") }
        #expect(value == catalog)
        #expect(CanonicalDump.dump(value) == CanonicalDump.dump(catalog), "dictionary order is kept too")
        let original = value
        try value.setValue("x", at: "DestinationData.1.DestinationName")
        #expect(try original.value(at: "DestinationData.1.DestinationName") == "San Francisco")
    }
}

@Suite("Keypath errors in files")
struct PlistKeyPathLocationTests {
    static let source = """
    <plist version="1.0">
    1️⃣<dict>
    	<key>DestinationData</key>
    	2️⃣<array>
    		3️⃣<dict>
    			<key>DestinationName</key>
    			4️⃣<string>New York City</string>
    		</dict>
    		<dict/>
    	</array>
    </dict>
    </plist>
    """

    @Test("errors in a value read from a file carry the location of the container where they failed", arguments: [
        ("DestinationData.7", "2️⃣", "DestinationData.7: index 7 out of range (array has 2 elements)"),
        ("DestinationData.0.Name", "3️⃣", "DestinationData.0.Name: missing key \"Name\""),
        ("Missing", "1️⃣", "Missing: missing key \"Missing\""),
        ("DestinationData.0.DestinationName.x", "4️⃣",
         "DestinationData.0.DestinationName.x: DestinationData.0.DestinationName is a string, not a dictionary or an array"),
    ])
    func located(keyPath: String, marker: String, message: String) throws {
        let (root, place) = try markedDocument(Self.source)
        let location = place(marker)
        do {
            _ = try root.value(at: PlistKeyPath(keyPath))
            Issue.record("\(keyPath) was found")
        } catch {
            #expect(error.location == location)
            #expect(error.description == "Destinations.plist:\(location.line):\(location.column): error: \(message)")
            let positioned: (any PositionedError)? = error.positioned
            #expect(positioned?.description == error.description)
        }
    }

    @Test("the brief's example: an index past the end of DestinationData reports at the array")
    func example() throws {
        let (root, place) = try markedDocument(Self.source)
        #expect(throws: KeyPathError.indexOutOfRange(7, count: 2, at: .init(keyPath: "DestinationData.7", location: place("2️⃣")))) {
            try root.value(at: "DestinationData.7")
        }
        #expect((try? root.value(at: "DestinationData.0.DestinationName"))?.location == place("4️⃣"))
    }

    @Test("a replaced key keeps where the key was written; a new key has no location")
    func keyLocations() throws {
        var (root, _) = try markedDocument(Self.source)
        let before = try #require(try root.value(at: "DestinationData.0").dictionary?.entry(forKey: "DestinationName")?.keyLocation)
        try root.setValue("NYC", at: "DestinationData.0.DestinationName")
        try root.setValue("NYC.png", at: "DestinationData.0.DestinationImage")
        let dictionary = try #require(try root.value(at: "DestinationData.0").dictionary)
        #expect(dictionary.entry(forKey: "DestinationName")?.keyLocation == before)
        #expect(dictionary.entry(forKey: "DestinationImage")?.keyLocation == nil)
    }
}
