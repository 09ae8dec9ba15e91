import CommandLineKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `tripkit install-links DIR`: links named `plutil`, `defaults` and `PlistBuddy` in DIR to this executable, so
/// that scripts written on a Mac run unchanged on Linux.
enum InstallLinksCommand: Command {
    struct Arguments: ArgumentGroup {
        var force = Flag("force", help: "Replace a link of ours or another link at those names (never a regular file).")
        var directory = Argument<String>(
            "directory", help: "The folder to put the links in (on PATH).",
            completion: .directory)
    }

    static let configuration = CommandConfiguration(
        commandName: "install-links",
        abstract: "Make links named plutil, defaults and PlistBuddy to tripkit, which then answers as those tools.",
        discussion: """
            Run under the name plutil, tripkit takes plutil's arguments (tripkit plist with plutil's \
            spellings: -lint, -p, -convert, -extract, -type, -replace, -insert, -remove, -create); under \
            the name defaults, the arguments of tripkit defaults (read, write, delete, domains, find, \
            ...); under the name PlistBuddy, PlistBuddy's -c commands and -x (tripkit plist buddy: Print, \
            Set, Add, Delete, Copy, Merge, Import, Clear, Save, Revert; a prompt on a terminal). Scripts \
            that call /usr/libexec/PlistBuddy need that path to be the link, or PlistBuddy found on PATH. \
            Each link points at this executable's absolute path. A name that is already taken is \
            left alone and reported (status 74); with --force a symbolic link there is replaced, a \
            regular file never is.
            """)

    static func run(_ values: ParsedValues<Arguments>, in context: CommandContext) throws -> ExitCode {
        let target = try executablePath()
        var failed = false
        for personality in Personality.allCases {
            let link = values.directory + "/" + personality.rawValue
            do {
                try makeLink(at: link, to: target, replacingLink: values.force)
                context.output.write("\(link) -> \(target)\n")
            } catch {
                context.error.write("Error: \(error.message)\n")
                failed = true
            }
        }
        return failed ? .cannotWrite : .success
    }

    struct LinkFailure: CommandFailure {
        let message: String
        var exitCode: ExitCode { .cannotWrite }
    }

    /// This process's executable, resolved (the links point at the real file, not at a link to it).
    static func executablePath() throws(LinkFailure) -> String {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { throw LinkFailure(message: "cannot find this executable (/proc/self/exe)") }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        guard let resolved = realpath(CommandLine.arguments[0], nil) else {
            throw LinkFailure(message: "cannot find this executable (\(CommandLine.arguments[0]))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }

    /// Makes a symbolic link; an existing symbolic link is replaced only when asked, anything else never.
    static func makeLink(at link: String, to target: String, replacingLink: Bool) throws(LinkFailure) {
        var status = stat()
        if lstat(link, &status) == 0 {
            let isLink = (status.st_mode & S_IFMT) == S_IFLNK
            guard isLink, replacingLink else {
                let what = isLink ? "a link is already there (--force replaces it)" : "a file is already there"
                throw LinkFailure(message: "\(link): \(what)")
            }
            guard unlink(link) == 0 else {
                throw LinkFailure(message: "\(link): cannot remove the old link: \(String(cString: strerror(errno)))")
            }
        }
        guard symlink(target, link) == 0 else {
            throw LinkFailure(message: "\(link): cannot make the link: \(String(cString: strerror(errno)))")
        }
    }
}
