import Foundation
import Testing
import TestSupport
import TripSource

/// `FileBytes.replace`, every output's one writer: no planted link is followed, a symbolic link is
/// written through, something that is not a regular file is written to, never renamed over.
@Suite("FileBytes.replace")
struct FileBytesReplaceTests {
    private static func kind(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    @Test("links planted at the temporary names an earlier writer used are not followed")
    func plantedLinks() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes-replace")
        let file = try scratch.write("Info.plist", Data("old".utf8)).path
        let victim = try scratch.write("victim", Data("precious".utf8)).path
        chmod(victim, 0o600)
        // The names `<file>.tripkit-<pid>.tmp` and `<file>.tmp`, linked to a file the user may write.
        for name in ["Info.plist.tripkit-\(getpid()).tmp", "Info.plist.tmp", ".Info.plist.tmp"] {
            try FileManager.default.createSymbolicLink(atPath: scratch.file(name).path, withDestinationPath: victim)
        }
        try FileBytes.replace(contentsOfFile: file, with: Array("new".utf8))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        var status = stat()
        #expect(stat(victim, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(Self.kind(file) == S_IFREG)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new")
        // Nothing of the writer's is left beside the file.
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains("tripkit-") && !$0.contains("\(getpid())") }
        #expect(names.isEmpty, "\(names)")
    }

    @Test("a symbolic link is written through: the file it leads to changes, the link stays")
    func throughLink() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes-replace")
        try scratch.makeFolder("real")
        let real = try scratch.write("real/Info.plist", Data("old".utf8)).path
        chmod(real, 0o640)
        let link = scratch.file("Info.plist").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Info.plist")
        try FileBytes.replace(contentsOfFile: link, with: Array("new".utf8))
        #expect(Self.kind(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Info.plist")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        var status = stat()
        #expect(stat(real, &status) == 0 && status.st_mode & 0o777 == 0o640)
    }

    @Test("a replaced file keeps its permissions, owner and group")
    func keepsOwnership() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes-replace")
        let file = try scratch.write("file", Data("old".utf8)).path
        chmod(file, 0o604)
        // Root may give the file away; anyone else can keep only their own.
        let owner: uid_t = getuid() == 0 ? 12_345 : getuid(), group: gid_t = getuid() == 0 ? 23_456 : getgid()
        #expect(chown(file, owner, group) == 0)
        try FileBytes.replace(contentsOfFile: file, with: Array("new".utf8))
        var status = stat()
        #expect(stat(file, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o604)
        #expect(status.st_uid == owner && status.st_gid == group)
    }

    @Test("a pipe is written to, never renamed over")
    func pipe() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes-replace")
        let fifo = scratch.file("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try FileBytes.replace(contentsOfFile: fifo, with: Array("through".utf8))
        #expect(Self.kind(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 7 && Array(buffer[..<max(0, count)]) == Array("through".utf8))
    }

    @Test("/dev/null stays a device")
    func devNull() throws {
        try FileBytes.replace(contentsOfFile: "/dev/null", with: Array("nothing".utf8))
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }

    @Test("a directory is refused, as reading it is")
    func directory() throws {
        let scratch = try TemporaryDirectory(prefix: "filebytes-replace")
        let error = #expect(throws: FileBytes.Failure.self) { try FileBytes.replace(contentsOfFile: scratch.path, with: []) }
        #expect(error?.reason == "it is a directory")
    }
}
