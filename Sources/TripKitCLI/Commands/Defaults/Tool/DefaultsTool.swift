import Defaults
import PropertyList

/// The `tripkit defaults` commands as functions of their parsed arguments, in the shape of macOS
/// `defaults`: each returns what to print on standard output and standard error and the exit status,
/// so the command-line layer only declares the arguments and copies the result to the terminal.
///
/// Domains are named as `defaults` names them: a domain name, or `-g`, `-globalDomain` or
/// `NSGlobalDomain` for the global domain. Messages for things that do not exist are the ones
/// `defaults` prints (`The domain/default pair of (DOMAIN, KEY) does not exist`); a damaged file
/// is reported with its position and the command that moves it aside.
package struct DefaultsTool: Sendable {
    package let store: DefaultsStore
    /// How users invoke the tool, for the commands suggested in messages.
    package let commandName: String

    package init(store: DefaultsStore, commandName: String = "tripkit defaults") {
        self.store = store
        self.commandName = commandName
    }

    /// The domain a command-line argument names.
    ///
    /// - Throws: `DefaultsToolResult` (usage) for a name that cannot be a domain.
    func domain(_ argument: String) throws(DefaultsToolResult) -> DomainName {
        if Self.globalDomainArguments.contains(argument) { return .global }
        do {
            return try DomainName(argument)
        } catch {
            throw .failure(error.description, status: .usage)
        }
    }

    /// Where a command reads and writes the domain an argument names: a property list file when the
    /// argument is an absolute path, else the store's domain.
    ///
    /// - Throws: `DefaultsToolResult` (usage) for a name that cannot be a domain.
    func access(_ argument: String) throws(DefaultsToolResult) -> any DefaultsDomainAccess {
        if let file = PlistFileDomainAccess(argument: argument) { return file }
        return StoreDomainAccess(store: store, domain: try domain(argument))
    }

    /// Runs a command body, turning the store's and the values' errors into results.
    func running(_ body: () throws -> DefaultsToolResult) -> DefaultsToolResult {
        do {
            return try body()
        } catch let result as DefaultsToolResult {
            return result
        } catch let error as DefaultsError {
            return failure(for: error)
        } catch let error as DefaultsValueError {
            return .failure(error.description, status: .dataError)
        } catch let error as PlistError {
            return .failure(error.description, status: .dataError)
        } catch {
            return .failure("\(error)", status: .failure)
        }
    }

    /// The message and status for a store error; a damaged file comes with the way out.
    func failure(for error: DefaultsError) -> DefaultsToolResult {
        guard error.isDamagedFile, let domain = error.domain else {
            return .failure(error.description, status: DefaultsToolStatus(for: error))
        }
        return .failure("""
            \(error.description)
            The file was left as it is. To start \(domain) afresh, run `\(commandName) repair \(domain)`: \
            it moves the file aside as \(domain.fileName).corrupt-YYYYMMDD-HHMMSS in the same folder.
            """, status: DefaultsToolStatus(for: error))
    }

    /// The `defaults` message for a missing key.
    static func missingPair(_ domain: String, _ key: String) -> DefaultsToolResult {
        .failure("The domain/default pair of (\(domain), \(key)) does not exist", status: .failure)
    }

    /// The `defaults` message for a missing domain.
    static func missingDomain(_ domain: String) -> DefaultsToolResult {
        .failure("Domain \(domain) does not exist", status: .failure)
    }

    private static let globalDomainArguments: Set<String> = ["-g", "-globalDomain", "NSGlobalDomain"]
}

/// What a `tripkit defaults` command prints and how it exits.
package struct DefaultsToolResult: Error, Equatable, Sendable {
    /// Standard output.
    package var output: String
    /// Standard error, ending in a newline when not empty.
    package var errorOutput: String
    package var status: DefaultsToolStatus

    package init(output: String = "", errorOutput: String = "", status: DefaultsToolStatus = .success) {
        self.output = output
        self.errorOutput = errorOutput
        self.status = status
    }

    /// Success with this standard output.
    static func printing(_ output: String) -> DefaultsToolResult {
        DefaultsToolResult(output: output)
    }

    /// This result with the failures' messages after its own on standard error, and the first
    /// failure's status when there is one (output stays: what could be read is printed).
    func adding(_ failures: [DefaultsToolResult]) -> DefaultsToolResult {
        guard let first = failures.first else { return self }
        return DefaultsToolResult(output: output, errorOutput: errorOutput + failures.map(\.errorOutput).joined(),
                                  status: first.status)
    }

    /// A message on standard error and a failing status.
    static func failure(_ message: String, status: DefaultsToolStatus) -> DefaultsToolResult {
        DefaultsToolResult(errorOutput: message + "\n", status: status)
    }
}

/// The exit statuses of the defaults commands, numbered as `sysexits.h` numbers them.
package enum DefaultsToolStatus: Int32, Sendable {
    case success = 0
    /// What was asked for does not exist.
    case failure = 1
    /// The command line is wrong.
    case usage = 64
    /// A file or a value does not parse, or a domain's file is damaged.
    case dataError = 65
    /// An input cannot be read: a missing or unreadable file, or a store directory that cannot be used.
    case noInput = 66
    /// The store cannot be written.
    case cannotWrite = 74

    /// The status for a store error, the same whatever the command was doing when it met it: a
    /// damaged domain file (it does not parse, is not XML or not a dictionary, or is not a file) is
    /// a data error (65) for reads and writes alike, since a write never replaces it; a domain file
    /// or store directory that cannot be read or used is a missing input (66); a lock, write,
    /// removal or move that fails, or a lock another process holds past the wait, cannot write (74).
    ///
    /// - Parameter error: What the store threw.
    package init(for error: DefaultsError) {
        switch error {
        case .corrupt, .unsupportedFormat, .notADictionary, .notAFile: self = .dataError
        case .unreadable, .directoryUnusable: self = .noInput
        case .cannotLock, .lockTimedOut, .cannotWrite, .cannotRemove, .cannotMoveAside: self = .cannotWrite
        }
    }
}
