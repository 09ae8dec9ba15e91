/// The languages whose sources the code cross-check reads.
public enum SourceLanguage: String, Sendable, Hashable {
    case swift
    /// Objective-C sources and headers (`.m`, `.mm`, `.h`).
    case objectiveC = "objective-c"
}
