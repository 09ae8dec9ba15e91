import InterfaceBuilder
import PropertyList

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
    /// The caps on untrusted input that differ from their defaults (`defaultLimits`), by limit; the
    /// configuration's `limits` are merged under these (`merging(_:)`).
    public var limits: [InputLimit: Int] = [:]
    /// What is read beside the paths given; `.isolated` (only those files) unless set.
    public var evidence: Evidence = .isolated
    /// The rules whose findings are reported in any file the evidence holds, not only under the
    /// paths given: for a run on changed files, the rules a change to them reaches in unchanged
    /// files (a storyboard that drops an identifier code uses). Empty unless set.
    public var reachedRules: Set<String> = []

    /// Files larger than this many bytes are reported as unreadable instead of read
    /// (`InputLimit.fileSize`; the default is sized for the largest real storyboards).
    public var maxFileSize: Int {
        get { limit(.fileSize) ?? Self.defaultMaxFileSize }
        set { limits[.fileSize] = newValue }
    }
    /// At most this many findings are reported for one file (`InputLimit.findingsPerFile`).
    public var maxFindingsPerFile: Int {
        get { limit(.findingsPerFile) ?? InputLimit.findingsPerFile.defaultValue }
        set { limits[.findingsPerFile] = newValue }
    }

    /// At most this many conversions are read from one localized format string
    /// (`InputLimit.formatConversions`).
    public var maxFormatConversions: Int {
        get { limit(.formatConversions) ?? InputLimit.formatConversions.defaultValue }
        set { limits[.formatConversions] = newValue }
    }

    /// 64 MB (`InputLimit.fileSize.defaultValue`).
    public static let defaultMaxFileSize = InputLimit.fileSize.defaultValue

    /// Each cap's default (`InputLimit.defaultValue`). `binaryValues` and `binaryBytes` have none of
    /// their own here: a binary property list may expand to one value per byte of the file (and at
    /// least `PlistReader.Options.minimumValueLimit`), and to two bytes of text per byte.
    public static let defaultLimits: [InputLimit: Int] = Dictionary(
        uniqueKeysWithValues: InputLimit.allCases.filter { $0 != .binaryValues && $0 != .binaryBytes }.map { ($0, $0.defaultValue) })

    /// A cap in force: the one set, else its default (`nil` for `binaryValues` and `binaryBytes` when not set).
    public func limit(_ limit: InputLimit) -> Int? {
        limits[limit] ?? Self.defaultLimits[limit]
    }

    /// The options with `configured` caps (the configuration's `limits`) added where these set none.
    public func merging(_ configured: [InputLimit: Int]) -> ValidationOptions {
        var options = self
        options.limits.merge(configured) { own, _ in own }
        return options
    }

    /// How property lists are read under these caps.
    var plistReaderOptions: PlistReader.Options {
        let defaults = Self.defaultLimits
        return PlistReader.Options(
            maxDepth: limit(.nestingDepth) ?? defaults[.nestingDepth]!, maxValues: limits[.binaryValues],
            maxExpandedBytes: limits[.binaryBytes],
            maxAttributesPerElement: limit(.attributesPerElement) ?? defaults[.attributesPerElement]!,
            maxNameLength: limit(.nameLength) ?? defaults[.nameLength]!,
            maxValueLength: limit(.valueLength) ?? defaults[.valueLength]!)
    }

    /// How storyboards and XIBs are read under these caps.
    var interfaceReaderOptions: InterfaceBuilderReader.Options {
        let plist = plistReaderOptions
        return InterfaceBuilderReader.Options(
            maxDepth: plist.maxDepth, maxAttributesPerElement: plist.maxAttributesPerElement,
            maxNameLength: plist.maxNameLength, maxValueLength: plist.maxValueLength)
    }

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
