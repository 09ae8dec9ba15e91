#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The message for an error a command threw without making it a `CommandFailure`: never a dump
/// of a Foundation type (`CocoaError(code: ..., userInfo: [...])`), but what a user can act on.
///
/// A Foundation file error reads `path: reason`, the reason the C library's text for the
/// underlying `errno` (`No such file or directory`); a `POSIXError` reads as that text; any other
/// error reads as its description, which the libraries' own errors write for users.
enum UnexpectedErrorText {
    /// The message, without the `Error:` label.
    static func message(for error: any Error) -> String {
        if let error = error as? CocoaError {
            let reason = (error.userInfo["NSUnderlyingError"] as? POSIXError).map(reason)
                ?? "the operation failed (Foundation error \(error.code.rawValue))"
            let path = error.userInfo["NSFilePath"] as? String
            return path.map { "\($0): \(reason)" } ?? reason
        }
        if let error = error as? POSIXError { return reason(error) }
        return String(describing: error)
    }

    private static func reason(_ error: POSIXError) -> String {
        String(cString: strerror(error.code.rawValue))
    }
}
