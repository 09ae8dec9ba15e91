/// What one run reads and what it reports on: the files under the paths given, and, unless the
/// evidence is `.isolated`, every file of the project they belong to, including those the
/// configuration's `included`/`excluded` patterns leave out: those are evidence (a storyboard
/// another one references exists), never reported on.
struct RunInputs {
    /// Every file to read, sorted by path, each once.
    var files: [DiscoveredFile]
    /// The asset catalogs, images and intent definitions found while walking, and the paths passed
    /// over.
    var resources: DiscoveredResources
    /// The files under the paths given, sorted by path: what the report says was validated.
    var reported: [DiscoveredFile]
    /// The paths findings must lie under to be reported; `nil` reports every finding.
    var scope: ReportScope?

    /// The inputs of a run.
    ///
    /// - Parameters:
    ///   - paths: The paths given (none means the working directory).
    ///   - evidence: What is read beside them.
    ///   - discovery: The walk, with the configuration's patterns.
    /// - Throws: `DiscoveryError` for the paths given, or for a project root that is not a folder.
    init(paths: [String], evidence: Evidence, discovery: FileDiscovery) throws(DiscoveryError) {
        let (asked, askedResources) = try discovery.discoverInputs(paths)
        let workingDirectory = discovery.workingDirectory
        let absolutes = (paths.isEmpty ? ["."] : paths).map { Paths.absolute($0, base: workingDirectory) }
        var roots: [String]
        switch evidence {
        case .isolated:
            self.init(files: asked, resources: askedResources, reported: asked, scope: nil)
            return
        case .project:
            roots = absolutes.compactMap(ProjectRoot.of)
        case .root(let root):
            roots = [Paths.absolute(root, base: workingDirectory)]
        }
        roots = ReportScope(paths: roots).outermost
        // The project is walked without the patterns: what they leave out is still evidence.
        var evidenceDiscovery = discovery
        evidenceDiscovery.included = []
        evidenceDiscovery.excluded = []
        var files = asked
        var resources = askedResources
        for root in roots {
            let walked: (files: [DiscoveredFile], resources: DiscoveredResources)
            do {
                walked = try evidenceDiscovery.discoverInputs([Paths.display(root, relativeTo: workingDirectory)])
            } catch {
                // A project that holds nothing else to read adds nothing; other problems stand.
                if case .nothingToValidate = error { continue }
                throw error
            }
            let shown = { (path: String) in
                Paths.display(Paths.absolute(path, base: workingDirectory), relativeTo: workingDirectory)
            }
            files += walked.files.map { DiscoveredFile(path: shown($0.path), kind: $0.kind) }
            resources.add(walked.resources.mapPaths(shown))
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert(Paths.absolute($0.path, base: workingDirectory)).inserted }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        // A link that leaves a folder given but not the project is read with the project.
        resources.skipped.removeAll { seen.contains(Paths.absolute($0.path, base: workingDirectory)) }
        var scope = ReportScope(paths: absolutes)
        if !discovery.included.isEmpty || !discovery.excluded.isEmpty { scope.selection = discovery }
        self.init(
            files: files, resources: resources.deduplicated(workingDirectory: workingDirectory), reported: asked,
            scope: scope)
    }

    private init(
        files: [DiscoveredFile], resources: DiscoveredResources, reported: [DiscoveredFile], scope: ReportScope?
    ) {
        self.files = files
        self.resources = resources
        self.reported = reported
        self.scope = scope
    }
}
