import TripSource

/// Which XcodeGen spec a file is part of, for changed-files runs: a change to a spec that
/// `project.yml` includes (`targets/App/target.yml`) changes the project as a change to
/// `project.yml` does.
package enum XcodeGenSpecFiles {
    /// The spec (`project.yml` or `project.json`) in the file's folder or a folder above it, up to
    /// `root`, that is made of the file: the spec itself or one its includes name.
    ///
    /// Each spec found on the way up is read with its includes (`XcodeGenSpec`), each file at most
    /// `maxFileSize` bytes; a spec that includes a file outside the folders above it is not found.
    ///
    /// - Parameters:
    ///   - file: An absolute path; the file may no longer exist (a deleted include).
    ///   - root: The absolute folder to stop at (the work tree).
    ///   - maxFileSize: The most bytes read of one spec file (`InputLimit.fileSize`).
    /// - Returns: The spec's absolute path, or `nil`.
    package static func spec(including file: String, root: String, maxFileSize: Int) -> String? {
        let file = Paths.normalize(file)
        let root = Paths.normalize(root)
        var folder = Paths.directory(of: file)
        while true {
            for name in InputKind.xcodeGenSpecNames.sorted() {
                let spec = Paths.join(folder, String(name))
                guard FileBytes.exists(spec) else { continue }
                if spec == file { return spec }
                let read = XcodeGenSpec(path: spec, maxFileSize: maxFileSize) {
                    try? FileBytes.contents(ofFile: $0, maxSize: maxFileSize)
                }
                if read.files.contains(file) { return spec }
            }
            guard folder != root, folder != "/", folder.utf8.count > root.utf8.count else { return nil }
            folder = Paths.directory(of: folder)
        }
    }
}
