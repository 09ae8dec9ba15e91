extension ValidationProject {
    /// The regions the Xcode project nearest a file knows (`knownRegions`), as
    /// `developmentRegion(nearestTo:)` finds the project: the one whose folder shares the longest
    /// leading path with the file's; empty when no project among the inputs lists any.
    ///
    /// - Parameter path: A file of the project (a String Catalog).
    /// - Returns: The regions, `Base` included when listed.
    func knownRegions(nearestTo path: String) -> [String] {
        knownRegionsIndex.nearest(to: path) ?? []
    }
}
