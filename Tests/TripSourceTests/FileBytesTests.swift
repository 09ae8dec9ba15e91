import Foundation
import Testing
import TestSupport
import TripSource

@Suite("FileBytes")
struct FileBytesTests {
    @Test("reads whole files of any size byte for byte, as Foundation does", arguments: [0, 1, 4_095, 65_536, 65_537, 1_000_003])
    func contents(size: Int) throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes")
        defer { withExtendedLifetime(scratch) {} }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = try scratch.write("file", Data(bytes)).path
        let read = try FileBytes.contents(ofFile: path)
        #expect(read.count == size)
        #expect(read == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test("a file that grows after it is opened is read to its new end")
    func grown() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes")
        defer { withExtendedLifetime(scratch) {} }
        let path = try scratch.write("file", Data(repeating: 1, count: 10)).path
        let file = try FileBytes(path: path)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 2, count: 100_000))
        try handle.close()
        let read = try file.readToEnd()
        #expect(read == Array(repeating: 1, count: 10) + Array(repeating: 2, count: 100_000))
    }

    @Test("prefix reads at most the count asked for")
    func prefix() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes")
        defer { withExtendedLifetime(scratch) {} }
        let path = try scratch.write("file", Data("bplist00 and more".utf8)).path
        #expect(try FileBytes.prefix(ofFile: path, count: 8) == Array("bplist00".utf8))
        #expect(try FileBytes.prefix(ofFile: path, count: 64) == Array("bplist00 and more".utf8))
    }

    @Test("a missing file, a folder and a device are refused with a reason")
    func refusals() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes")
        defer { withExtendedLifetime(scratch) {} }
        #expect(Self.reason(reading: scratch.file("missing").path) == "No such file or directory")
        #expect(Self.reason(reading: scratch.path) == "it is a directory")
        #expect(Self.reason(reading: "/dev/null") == "it is not a regular file")
    }

    /// Why reading a path failed, or `nil` when it did not.
    private static func reason(reading path: String) -> String? {
        do {
            _ = try FileBytes.contents(ofFile: path)
            return nil
        } catch {
            #expect(error.path == path)
            return error.reason
        }
    }

    @Test("exists is true for files and folders, false for nothing")
    func exists() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes")
        defer { withExtendedLifetime(scratch) {} }
        let path = try scratch.write("file", Data([1])).path
        #expect(FileBytes.exists(path))
        #expect(FileBytes.exists(scratch.path))
        #expect(!FileBytes.exists(scratch.file("missing").path))
    }
}
