/// What a run reads as evidence, beside the files it reports on.
///
/// Rules that compare files with one another (a storyboard reference and the storyboard it names,
/// a translation and its development language, code and its target's Info.plist) judge only what
/// was read: a run over part of a repository that reads only that part answers wrongly both ways.
public enum Evidence: Sendable, Hashable {
    /// Only the files given: what lies outside them is unknown to every rule.
    case isolated
    /// The whole project the paths belong to (`ProjectRoot`), read once; only findings whose
    /// location lies under the paths given are reported. A path no project encloses is read alone.
    case project
    /// Everything under one folder (absolute, or relative to the working directory), read once; only
    /// findings whose location lies under the paths given are reported.
    case root(String)
}
