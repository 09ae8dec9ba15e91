import Foundation
import Testing
import TestSupport
import TripSource
@testable import PropertyList

func readBinary(_ bytes: [UInt8], options: PlistReader.Options = PlistReader.Options()) throws -> PlistDocument {
    try PlistReader.read(bytes: bytes, file: "b.plist", options: options)
}

/// The error a read of bytes throws, or `nil` (recording an issue) when it succeeds or throws
/// something other than a `PlistError`.
func readFailure(_ bytes: [UInt8], file: String, options: PlistReader.Options = PlistReader.Options(),
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PlistError? {
    do {
        _ = try PlistReader.read(bytes: bytes, file: file, options: options)
        Issue.record("read succeeded", sourceLocation: sourceLocation)
    } catch {
        return error
    }
    return nil
}

/// The binary error a read throws, or `nil` (recording an issue).
func binaryError(_ bytes: [UInt8], options: PlistReader.Options = PlistReader.Options(),
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) -> BinaryPlistError? {
    guard case .binary(let error)? = readFailure(bytes, file: "b.plist", options: options, sourceLocation: sourceLocation) else {
        return nil
    }
    return error
}

/// The name of an error's case, for tables of expected errors.
func caseName(_ error: (any Error)?) -> String? {
    error.map { Mirror(reflecting: $0).children.first?.label ?? String(describing: $0) }
}

@Suite("Binary property list reading")
struct BinaryReaderTests {
    typealias B = HandBinaryPlist

    @Test("every value kind is read, each located at its object's byte offset")
    func valueKinds() throws {
        // 0: dict; 1...9 keys; 10...18 values.
        var keys: [[UInt8]] = ["s", "i", "r", "f", "t", "d", "b", "u", "a"].map { B.ascii($0) }
        keys[0] = B.ascii("s")
        let values: [[UInt8]] = [
            B.utf16([0x65E5, 0x672C, 0xD83D, 0xDE97]),          // 日本🚗
            B.int(UInt64(bitPattern: -42), size: 8),
            [0x23] + B.bigEndian(1.5.bitPattern, size: 8),
            [0x22] + B.bigEndian(UInt64(Float(0.25).bitPattern), size: 4),
            [0x09],
            [0x33] + B.bigEndian(Double(86_400).bitPattern, size: 8),
            [0x43, 1, 2, 3],
            [0x81, 0x01, 0x00],
            B.array([]),
        ]
        let plist = B([B.dictionary(Array(1...9), Array(10...18))] + keys + values)
        let document = try readBinary(plist.bytes)
        let root = document.root
        #expect(document.format == .binary)
        #expect(root == [
            "s": "日本🚗", "i": -42, "r": 1.5, "f": 0.25, "t": true,
            "d": .date(Date(timeIntervalSinceReferenceDate: 86_400)), "b": .data(Data([1, 2, 3])), "u": .uid(256), "a": [],
        ])
        #expect(root.dictionary?.keys == ["s", "i", "r", "f", "t", "d", "b", "u", "a"])
        let offsets = plist.offsets
        #expect(root.location == SourceLocation(file: "b.plist", byteOffset: 8))
        #expect(root.location?.description == "b.plist: byte 8")
        #expect(root.dictionary?.entry(forKey: "i")?.keyLocation?.offset == offsets[2])
        #expect(root["s"]?.location?.offset == offsets[10])
        #expect(root["u"]?.location?.offset == offsets[17])
        #expect(root["u"]?.location?.isByteOffset == true)
    }

    @Test("integers of 1, 2 and 4 bytes are unsigned, 8 signed, 16 CoreFoundation's 128-bit form", arguments: [
        (B.int(0xFF, size: 1), PlistInteger(255)),
        (B.int(0xFFFF, size: 2), PlistInteger(65_535)),
        (B.int(0xFFFF_FFFF, size: 4), PlistInteger(4_294_967_295)),
        (B.int(UInt64.max, size: 8), PlistInteger(-1)),
        ([0x14] + B.bigEndian(0, size: 8) + B.bigEndian(UInt64.max, size: 8), PlistInteger(UInt64.max)),
        ([0x14] + B.bigEndian(0, size: 8) + B.bigEndian(1 << 63, size: 8), PlistInteger(UInt64(1) << 63)),
        ([0x14] + B.bigEndian(UInt64.max, size: 8) + B.bigEndian(1 << 63, size: 8), PlistInteger(Int64.min)),
    ])
    func integers(object: [UInt8], expected: PlistInteger) throws {
        #expect(try readBinary(B([object]).bytes).root == .integer(expected))
    }

    @Test("sizes the format does not define are refused at the object", arguments: [
        ([0x14] + B.bigEndian(1, size: 8) + B.bigEndian(0, size: 8), "integerOutOfRange"),
        ([0x14] + B.bigEndian(UInt64.max, size: 8) + B.bigEndian(5, size: 8), "integerOutOfRange"),
        ([0x15] + [UInt8](repeating: 0, count: 32), "invalidSize"),
        ([0x21, 0, 0], "invalidSize"),
        ([0x32, 0, 0, 0, 0], "invalidSize"),
        ([0x88] + [UInt8](repeating: 1, count: 9), "invalidSize"),
        ([0x33] + B.bigEndian(Double.nan.bitPattern, size: 8), "invalidDate"),
        ([0x33] + B.bigEndian(Double.infinity.bitPattern, size: 8), "invalidDate"),
        ([0x33] + B.bigEndian(1e300.bitPattern, size: 8), "invalidDate"),
        ([0x00], "unsupportedObject"),
        ([0x0F], "unsupportedObject"),
        ([0xC1, 0], "unsupportedObject"),
        ([0xB0], "unsupportedObject"),
        ([0x72, 0xC3, 0x28], "invalidUTF8"),
        ([0x5F, 0x20, 0x02], "invalidCount"),
        ([0x5F, 0x14, 0x02], "invalidCount"),
        ([0xE0], "unknownMarker"),
        ([0x23, 0, 0], "truncatedObject"),
    ])
    func badObjects(object: [UInt8], expected: String) throws {
        // The object is the root's only element, so its location is a byte after the array's; a bad
        // extended count is located at the count's own marker, the byte after the object's.
        let plist = B([B.array([1]), object])
        let error = try #require(binaryError(plist.bytes))
        #expect(caseName(error) == expected, "\(error)")
        #expect(error.location.offset == plist.offsets[1] + (expected == "invalidCount" ? 1 : 0), "\(error)")
        #expect(error.location.file == "b.plist")
    }

    @Test("a count above 14 follows the marker as an integer object")
    func extendedCount() throws {
        let text = String(repeating: "x", count: 300)
        let object = [0x5F, 0x11, 0x01, 0x2C] + Array(text.utf8)
        var plist = B([object])
        plist.offsetSize = 2
        #expect(try readBinary(plist.bytes).root == .string(text))
    }

    @Test("ASCII strings with bytes above 0x7F read as ISO-8859-1, like CoreFoundation")
    func latin1Policy() throws {
        let object: [UInt8] = [0x55] + Array("caf".utf8) + [0xC3, 0xA9]
        let plist = B([object]).bytes
        #expect(try readBinary(plist).root == "cafÃ©")
        #expect(try FoundationPeer.read(Data(plist)).value == "cafÃ©")
    }

    @Test("a lone UTF-16 surrogate reads as U+FFFD, as Foundation gives it")
    func loneSurrogate() throws {
        let plist = B([B.utf16([0x61, 0xD800, 0x62])]).bytes
        #expect(try readBinary(plist).root == "a\u{FFFD}b")
        #expect(try FoundationPeer.read(Data(plist)).value == "a\u{FFFD}b")
    }

    @Test("UTF-8 string objects (0x7n), which some non-Apple writers make, are read")
    func utf8Strings() throws {
        let text = "héllo"
        #expect(try readBinary(B([[0x70 | UInt8(text.utf8.count)] + Array(text.utf8)]).bytes).root == "héllo")
    }

    @Test("an object shared by sibling branches is read in each; a container inside itself is a cycle")
    func sharingAndCycles() throws {
        // 0: [1, 1]; 1: [2]; 2: "x"
        let shared = B([B.array([1, 1]), B.array([2]), B.ascii("x")])
        #expect(try readBinary(shared.bytes).root == [["x"], ["x"]])
        // 0: [1]; 1: {k: 0}
        let cycle = B([B.array([1]), B.dictionary([2], [0]), B.ascii("k")])
        let error = try #require(binaryError(cycle.bytes))
        #expect(error == .cycle(SourceLocation(file: "b.plist", byteOffset: 8), object: 0))
    }

    @Test("512 nested arrays are read, 513 are refused at the 513th")
    func depth() throws {
        func nested(_ levels: Int) -> HandBinaryPlist {
            var objects = (0..<levels - 1).map { B.array([$0 + 1], referenceSize: 2) }
            objects.append(B.array([]))
            var plist = B(objects)
            plist.referenceSize = 2
            plist.offsetSize = 2
            return plist
        }
        var depth = 0
        var value = try readBinary(nested(512).bytes).root
        while let inner = value.array?.first { value = inner; depth += 1 }
        #expect(depth == 511)
        let deep = nested(513)
        #expect(binaryError(deep.bytes) == .tooDeep(SourceLocation(file: "b.plist", byteOffset: deep.offsets[512]), limit: 512))
    }

    @Test("shared containers cannot expand a small file past the value cap")
    func valueCap() throws {
        // Object k is [k+1, k+1]: 2^40 values from 40 two-element arrays.
        var objects = (0..<40).map { B.array([$0 + 1, $0 + 1]) }
        objects.append(B.ascii("leaf"))
        let bomb = B(objects).bytes
        #expect(caseName(binaryError(bomb)) == "tooManyValues")
        #expect(binaryError(bomb)?.message.contains("more than 100000 values") == true)
        // The cap is configurable: a small tree fits a small cap exactly.
        let small = B([B.array([1, 1]), B.ascii("x")]).bytes
        #expect(try readBinary(small, options: PlistReader.Options(maxValues: 3)).root == ["x", "x"])
        #expect(caseName(binaryError(small, options: PlistReader.Options(maxValues: 2))) == "tooManyValues")
    }

    @Test("one long string shared from many places counts its bytes at each use against maxExpandedBytes")
    func byteCap() throws {
        // 8,000 references to one 50,000-character string: a 58 KB file that prints 400 MB.
        let bomb = HostileShape.sharedStringBinaryPlist(references: 8_000, length: 50_000)
        #expect(bomb.count < 60_000)
        let error = binaryError(bomb)
        #expect(caseName(error) == "tooManyBytes")
        #expect(error?.message.contains("(limit maxExpandedBytes;") == true, "\(error?.message ?? "")")
        // The file itself is what plistlib writes and reads: the cap refuses sharing, not the format.
        let peer = try Python.run("import plistlib, sys; v = plistlib.loads(sys.stdin.buffer.read()); print(len(v), len(v[0]))",
                                  input: Data(bomb))
        #expect(String(decoding: peer, as: UTF8.self) == "8000 50000\n")
        // The cap is configurable: the same shape fits a cap set to its size exactly.
        let small = HostileShape.sharedStringBinaryPlist(references: 10, length: 1_000)
        #expect(try readBinary(small, options: PlistReader.Options(maxExpandedBytes: 10_000)).root.array?.count == 10)
        #expect(caseName(binaryError(small, options: PlistReader.Options(maxExpandedBytes: 9_999))) == "tooManyBytes")
    }

    @Test("a repeated key keeps the last value and is recorded with both offsets")
    func duplicateKeys() throws {
        // 0: {a: 1, b: 2, a: 3}
        let plist = B([B.dictionary([1, 2, 4], [3, 3, 5]), B.ascii("a"), B.ascii("b"), B.int(1, size: 1),
                       B.ascii("a"), B.int(3, size: 1)])
        let document = try readBinary(plist.bytes)
        #expect(document.root.dictionary?.keys == ["a", "b"])
        #expect(document.root["a"] == 3)
        #expect(document.duplicateKeys == [DuplicateKey(key: "a", first: SourceLocation(file: "b.plist", byteOffset: plist.offsets[1]),
                                                        duplicate: SourceLocation(file: "b.plist", byteOffset: plist.offsets[4]))])
    }

    @Test("dictionary keys must be strings")
    func keysAreStrings() throws {
        let plist = B([B.dictionary([1], [1]), B.int(1, size: 1)])
        #expect(binaryError(plist.bytes) == .nonStringKey(SourceLocation(file: "b.plist", byteOffset: plist.offsets[1]),
                                                          found: "an integer"))
    }

    @Test("references, offsets and sizes are checked against the file", arguments: [
        ("reference past the objects", "referenceOutOfRange"),
        ("reference size too small for the count", "invalidTrailer"),
        ("top object past the objects", "invalidTrailer"),
        ("offset size zero", "invalidTrailer"),
        ("reference size nine", "invalidTrailer"),
    ])
    func structure(change: String, expected: String) {
        var plist = B([B.array([1]), B.ascii("x")])
        switch change {
        case "reference past the objects": plist.objects[0] = B.array([7])
        case "reference size too small for the count": plist.objects = [B.array([])] + Array(repeating: [0x09], count: 256)
        case "top object past the objects": plist.topObject = 3
        case "offset size zero": plist.offsetSize = 0
        default: plist.referenceSize = 9
        }
        #expect(caseName(binaryError(plist.bytes)) == expected, "\(change)")
    }

    /// The outcome README.md in shared/bad-inputs gives each file: every one but b00 is refused.
    static let badInputOutcomes: [String: String] = [
        "b01-offset-table-past-eof.bplist": "invalidTrailer",
        "b02-object-offset-past-table.bplist": "objectOffsetOutOfRange",
        "b03-object-offset-into-header.bplist": "objectOffsetOutOfRange",
        "b04-ref-size-zero.bplist": "invalidTrailer",
        "b05-offset-int-size-255.bplist": "invalidTrailer",
        "b06-ref-out-of-range.bplist": "referenceOutOfRange",
        "b07-cycle-self-array.bplist": "cycle",
        "b08-cycle-dict-array.bplist": "cycle",
        "b09-deep-nesting-100000.bplist": "tooDeep",
        "b10-count-times-refsize-overflows.bplist": "truncatedObject",
        "b11-string-claims-1GiB.bplist": "truncatedObject",
        "b14-numobjects-2pow62.bplist": "invalidTrailer",
        "b15-top-object-out-of-range.bplist": "invalidTrailer",
        "b16-dict-key-not-string.bplist": "nonStringKey",
        "b17-truncated.bplist": "tooShort",
        "b18-int-size-nibble-7.bplist": "invalidSize",
        "b19-trailing-garbage-before-trailer.bplist": "offsetTableMismatch",
        "b21-utf16-count-past-eof.bplist": "truncatedObject",
    ]

    @Test("each file in shared/bad-inputs/bplist gets the outcome its README states", .needsShared,
          arguments: SharedFiles.sharedFiles(in: "bad-inputs/bplist", extensions: ["bplist"]))
    func badInputs(_ url: URL) throws {
        let name = url.lastPathComponent
        if name == "b00-valid-baseline.bplist" {
            #expect(try PlistReader.read(contentsOf: url.path).root == ["name": "ok", "list": [1]])
            return
        }
        do {
            _ = try PlistReader.read(contentsOf: url.path)
            Issue.record("\(name) was read")
        } catch PlistError.binary(let error) {
            #expect(caseName(error) == Self.badInputOutcomes[name], "\(name): \(error)")
            #expect(error.location.file == url.path)
            #expect(error.location.isByteOffset)
            #expect(PlistError.binary(error).description.hasPrefix("\(url.path): byte \(error.location.offset): error: "))
        } catch {
            // Swift 6.3.1's SILGen crashes on a non-exhaustive catch of a typed throw here.
            Issue.record("\(name): \(error)")
        }
    }

    @Test("error messages say where and what was expected", .needsShared)
    func messages() throws {
        let deep = try #require(SharedFiles.sharedFiles(in: "bad-inputs/bplist").first { $0.lastPathComponent.hasPrefix("b10") })
        do {
            _ = try PlistReader.read(contentsOf: deep.path)
            Issue.record("\(deep.lastPathComponent) was read")
        } catch {
            #expect("\(error)" == "\(deep.path): byte 8: error: array of 2305843009213693953 references (8 bytes each) "
                + "does not fit: only 10 bytes remain before the offset table")
        }
        let short = PlistError.binary(.tooShort(SourceLocation(file: "x.plist", byteOffset: 0), length: 34))
        #expect(short.description == "x.plist: byte 0: error: binary property list of 34 bytes is too short; "
            + "expected at least 41 (the 8-byte header, one object and the 32-byte trailer)")
    }
}
