import Foundation
import Testing

/// The sources build on macOS (and with musl) as well as with glibc: no call, constant or module only glibc
/// has is used outside a platform guard. This machine cannot build for macOS; this scan and the workflow
/// in `.github/workflows/ci.yml` (which builds on `macos-15`) are the check.
@Suite("Portability")
struct PortabilityTests {
    /// Names only glibc (or Linux) offers: GNU extensions, Linux-only system calls and flags, and the
    /// module itself. A use of one must sit inside `#if os(Linux)`, `#if canImport(Glibc)` (or `Musl`),
    /// or in C `#if defined(__linux__)` / `__GLIBC__`.
    static let glibcOnly: Set<String> = [
        "Glibc", "memrchr", "rawmemchr", "strchrnul", "mempcpy", "strverscmp", "canonicalize_file_name",
        "get_nprocs", "get_nprocs_conf", "sched_getaffinity", "pipe2", "dup3", "accept4", "secure_getenv",
        "program_invocation_name", "program_invocation_short_name", "getauxval", "statx", "renameat2",
        "copy_file_range", "O_TMPFILE", "O_PATH", "epoll_create1", "epoll_ctl", "epoll_wait", "inotify_init1",
        "inotify_add_watch", "eventfd", "signalfd", "timerfd_create", "memfd_create", "getrandom", "st_mtim",
        "st_atim", "st_ctim", "prctl", "__errno_location", "fdatasync", "sysinfo", "malloc_usable_size",
        "mallinfo", "gettid", "syncfs", "fallocate", "posix_fadvise", "getdents64", "SOCK_CLOEXEC",
    ]

    /// The words in a `#if` / `#elseif` condition that make its branch Linux-only.
    private static let linuxConditions = ["os(Linux)", "canImport(Glibc)", "canImport(Musl)", "__linux__", "__GLIBC__"]

    /// Uses of `glibcOnly` names outside a guard, as `path:line: name`.
    ///
    /// Follows `#if`/`#elseif`/`#else`/`#endif` (Swift and C alike) with a stack: a line is guarded when
    /// one of its enclosing branches is a Linux-only condition (not negated). Comments are skipped.
    static func unguardedUses(in text: String, path: String) -> [String] {
        var branches: [Bool] = []  // per open #if: is the current branch Linux-only?
        var found: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if") || line.hasPrefix("#elseif") || line.hasPrefix("#elif") {
                let linux = linuxConditions.contains { line.contains($0) } && !line.contains("!")
                if line.hasPrefix("#if") { branches.append(linux) } else if !branches.isEmpty { branches[branches.count - 1] = linux }
                continue
            }
            if line.hasPrefix("#else") {
                if !branches.isEmpty { branches[branches.count - 1] = false }
                continue
            }
            if line.hasPrefix("#endif") {
                _ = branches.popLast()
                continue
            }
            if branches.contains(true) || line.hasPrefix("//") || line.hasPrefix("*") || line.hasPrefix("/*") { continue }
            // String literals name things; they call nothing.
            let code = (line.components(separatedBy: "//").first ?? line)
                .replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for word in words where glibcOnly.contains(String(word)) {
                found.append("\(path):\(index + 1): \(word)")
            }
        }
        return found
    }

    @Test("the scan finds an unguarded glibc-only call and accepts a guarded one")
    func scanItself() {
        let unguarded = "#include <string.h>\nextern void *memrchr(const void *s, int c, size_t n);\n"
        #expect(Self.unguardedUses(in: unguarded, path: "shim.h") == ["shim.h:2: memrchr"])
        let swift = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n_ = Glibc.kill(1, 9)\n"
        #expect(Self.unguardedUses(in: swift, path: "a.swift") == ["a.swift:6: Glibc"])
        let guarded = "#if defined(__linux__)\nreturn memrchr(s, c, n);\n#else\nreturn scan(s, c, n);\n#endif\n"
        #expect(Self.unguardedUses(in: guarded, path: "b.h").isEmpty)
        let negated = "#if !os(Linux)\nlet x = pipe2(fds, 0)\n#endif\n"
        #expect(Self.unguardedUses(in: negated, path: "c.swift") == ["c.swift:2: pipe2"])
        let comment = "// glibc's memrchr is not on macOS\nlet modules = [\"Darwin\", \"Glibc\"]\n"
        #expect(Self.unguardedUses(in: comment, path: "d.swift").isEmpty)
    }

    @Test("no source, test or plugin uses a glibc-only name outside a platform guard")
    func noUnguardedGlibc() throws {
        var found: [String] = []
        for folder in ["Sources", "Tests", "Plugins", "Examples"] {
            let root = Paths.repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["swift", "h", "c"].contains(url.pathExtension) {
                guard !url.path.contains("/Golden/"), !url.path.contains("/.build/"),
                      url.lastPathComponent != "PortabilityTests.swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                let relative = String(url.path.dropFirst(Paths.repository.path.count + 1))
                found += Self.unguardedUses(in: text, path: relative)
            }
        }
        #expect(found.isEmpty, "glibc-only names outside a platform guard:\n\(found.joined(separator: "\n"))")
    }

    @Test("every file that imports Glibc also imports Darwin and Musl in the other branches")
    func everyImportHasItsPeers() throws {
        var lacking: [String] = []
        for folder in ["Sources", "Tests", "Plugins", "Examples"] {
            let root = Paths.repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" && !url.path.contains("/.build/") {
                let text = try String(contentsOf: url, encoding: .utf8)
                guard text.contains("\nimport Glibc\n") || text.hasPrefix("import Glibc\n") else { continue }
                if !text.contains("import Darwin") || !text.contains("import Musl") { lacking.append(url.lastPathComponent) }
            }
        }
        #expect(lacking.isEmpty, "imports Glibc without Darwin and Musl beside it: \(lacking.sorted())")
    }
}
