import Foundation
import Testing
import TripSource

@Suite("FileBytes")
struct FileBytesTests {
    /// A scratch folder removed when the test ends.
    private final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        func write(_ bytes: [UInt8], to name: String) throws -> String {
            let file = url.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            return file.path
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }
    }

    @Test("reads whole files of any size byte for byte, as Foundation does", arguments: [0, 1, 4_095, 65_536, 65_537, 1_000_003])
    func contents(size: Int) throws {
        let scratch = try Scratch()
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = try scratch.write(bytes, to: "file")
        let read = try FileBytes.contents(ofFile: path)
        #expect(read.count == size)
        #expect(read == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test("a file that grows after it is opened is read to its new end")
    func grown() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Array(repeating: 1, count: 10), to: "file")
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
        let scratch = try Scratch()
        let path = try scratch.write(Array("bplist00 and more".utf8), to: "file")
        #expect(try FileBytes.prefix(ofFile: path, count: 8) == Array("bplist00".utf8))
        #expect(try FileBytes.prefix(ofFile: path, count: 64) == Array("bplist00 and more".utf8))
    }

    @Test("a missing file, a folder and a device are refused with a reason")
    func refusals() throws {
        let scratch = try Scratch()
        #expect(Self.reason(reading: scratch.url.appendingPathComponent("missing").path) == "No such file or directory")
        #expect(Self.reason(reading: scratch.url.path) == "it is a directory")
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
        let scratch = try Scratch()
        let path = try scratch.write([1], to: "file")
        #expect(FileBytes.exists(path))
        #expect(FileBytes.exists(scratch.url.path))
        #expect(!FileBytes.exists(scratch.url.appendingPathComponent("missing").path))
    }
}
