/// A fact derived from a whole project, such as an index that several rules look things up in:
/// computed at most once per run, the first time a rule asks, and shared by every rule after.
///
/// A family of rules declares the analyses it needs beside its rules, and the project type holds
/// one `AnalysisCache`; a new analysis is a new file, not an edit of the project type:
///
/// ```swift
/// enum LongestTitle: ProjectAnalysis {
///     static func compute(_ project: DemoProject) -> String {
///         project.titles.max { $0.count < $1.count } ?? ""
///     }
/// }
///
/// let title = project.analyses.value(of: LongestTitle.self, for: project)
/// ```
///
/// An analysis may ask for another while it is computed; it must not ask for itself. One that
/// reads others asks for them in `prepare`, before its own value is built: a thread that waits
/// there for another thread's build can check files meanwhile (a thread building a value sleeps
/// while it waits).
public protocol ProjectAnalysis {
    /// What the analysis reads.
    associatedtype Project
    /// What it computes.
    associatedtype Value: Sendable

    /// Computes the value from the project; called at most once per cache.
    ///
    /// - Parameter project: The project, whole.
    /// - Returns: The value every rule that asks then shares.
    static func compute(_ project: Project) -> Value

    /// Asks for the analyses `compute` reads, before it runs; called each time the value is
    /// asked for while it is not yet built. Nothing by default.
    ///
    /// - Parameter project: The project, whole.
    static func prepare(_ project: Project)
}

extension ProjectAnalysis {
    public static func prepare(_ project: Project) {}
}
