import Foundation

/// The progress line, looked up by its key: the code passes the development language's arguments (none).
func progressText() -> String {
    NSLocalizedString("progress", comment: "Shown when every document is processed")
}
