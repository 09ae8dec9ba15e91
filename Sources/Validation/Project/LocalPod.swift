/// A pod a `Podfile` declares by path (`pod 'SwipeCellKit', :path => 'Local Pods/SwipeCellKit'`):
/// a dependency whose files lie in the repository, its example or demo app among them.
public struct LocalPod: Sendable, Equatable {
    /// The pod's name.
    public let name: String
    /// Its folder, normalized, from the working directory.
    public let folder: String
    /// The `Podfile` that declares it.
    public let podfile: String

    public init(name: String, folder: String, podfile: String) {
        self.name = name
        self.folder = folder
        self.podfile = podfile
    }
}
