/// How one validation run behaves, beyond what the configuration file says: the command line's
/// options.
public struct ValidationOptions: Sendable {
    /// The output format; `nil` takes the configuration's, then `ReporterKind.default`.
    public var reporter: ReporterKind?
    /// Whether warnings fail the run; `false` leaves it to the configuration's `strict`.
    public var strict: Bool
    /// A baseline file of known findings to hide, relative to the working directory; `nil` takes
    /// the configuration's `baseline`.
    public var baselinePath: String?
    /// The tool's name and version, for the formats that record them.
    public var tool: ToolInfo
    /// The storyboard name of a file (what references, Info.plist keys and code call it), given the
    /// path diagnostics name it by. Usually `ValidationOptions.fileStem`.
    public var storyboardName: @Sendable (String) -> String
    /// Told how the run advances, from any thread; the command line shows it on a terminal.
    public var progress: (@Sendable (ValidationProgress) -> Void)?
    /// Files larger than this many bytes are reported as unreadable instead of read
    /// (`InputLimit.fileSize`; the default is sized for the largest real storyboards).
    public var maxFileSize: Int = ValidationOptions.defaultMaxFileSize
    /// At most this many findings are reported for one file (`InputLimit.findingsPerFile`).
    public var maxFindingsPerFile: Int = 1_000

    /// 64 MB.
    public static let defaultMaxFileSize = 64 << 20

    public init(
        reporter: ReporterKind? = nil, strict: Bool = false, baselinePath: String? = nil,
        tool: ToolInfo = ToolInfo(version: "0.0.0"), storyboardName: @escaping @Sendable (String) -> String = fileStem,
        progress: (@Sendable (ValidationProgress) -> Void)? = nil
    ) {
        self.reporter = reporter
        self.strict = strict
        self.baselinePath = baselinePath
        self.tool = tool
        self.storyboardName = storyboardName
        self.progress = progress
    }

    /// A path's file name without folders and extension: `Main` for `App/Base.lproj/Main.storyboard`.
    @Sendable public static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

/// How far a validation run has come.
public enum ValidationProgress: Sendable, Hashable {
    /// The files to validate are known.
    case discovered(files: Int)
    /// Another file has been read.
    case read(done: Int, of: Int)
    /// The rules have run.
    case validated(findings: Int)
}
