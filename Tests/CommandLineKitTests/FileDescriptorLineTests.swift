import Testing

@testable import CommandLineKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `FileDescriptorIO.readLine`: standard input a line at a time, as PlistBuddy's prompt reads it.
@Suite("Reading standard input a line at a time")
struct FileDescriptorLineTests {
    @Test(
        "lines come without their newline, a long one cut at the limit, then nil at the end; nothing past a newline is taken"
    )
    func lines() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        FileDescriptorIO.writeAll(ends[1], Array("Print :A\n\nabcdefgh\nlast".utf8))
        close(ends[1])
        #expect(FileDescriptorIO.readLine(ends[0], limit: 100) == Array("Print :A".utf8))
        #expect(FileDescriptorIO.readLine(ends[0], limit: 100) == [])
        #expect(FileDescriptorIO.readLine(ends[0], limit: 3) == Array("abc".utf8))
        #expect(FileDescriptorIO.readLine(ends[0], limit: 100) == Array("last".utf8), "a last line without a newline")
        #expect(FileDescriptorIO.readLine(ends[0], limit: 100) == nil)
    }

    @Test("ConsoleCapture hands out its input a line at a time")
    func capture() {
        let console = ConsoleCapture(input: Array("one\ntwo\n".utf8), inputIsTerminal: true).console
        #expect(console.inputIsTerminal)
        #expect(console.readInputLine(10) == Array("one".utf8))
        #expect(console.readInputLine(10) == Array("two".utf8))
        #expect(console.readInputLine(10) == nil)
    }
}
