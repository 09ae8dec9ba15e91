import PropertyList
import TripSource

/// What validation reads from an Xcode project (`App.xcodeproj/project.pbxproj`): the project's
/// development region and known regions, and each target's build configurations.
///
/// The file is an OpenStep property list of objects keyed by id; the root object is a `PBXProject`.
/// Only what rules use is kept. A file that reads as a property list but not as a project (no
/// `rootObject`, objects of the wrong shape) gives a project with nothing known, never an error:
/// rules then lack evidence, and say so or stay silent.
public struct XcodeProjectFile: Sendable {
    /// One native, aggregate or legacy target.
    public struct Target: Sendable {
        /// The target's name (`RoadTrip`).
        public let name: String
        /// The product type (`com.apple.product-type.application`), when the target has one.
        public let productType: String?
        /// The target's build configurations (`Debug`, `Release`, ...).
        public let configurations: [Configuration]
        /// The Info.plist keys an XcodeGen spec gives the target (`info.properties`), which XcodeGen
        /// writes into its Info.plist file; `nil` for a target of a `project.pbxproj`.
        public var infoProperties: PlistDictionary? = nil

        /// A target known in parts.
        public init(name: String, productType: String?, configurations: [Configuration]) {
            self.name = name
            self.productType = productType
            self.configurations = configurations
        }
    }

    /// What a project was read from.
    public enum Origin: Sendable, Equatable {
        /// An Xcode project's `project.pbxproj`.
        case xcodeProject
        /// An XcodeGen spec, with the name of the project it generates.
        case xcodeGen(name: String)
    }

    /// A build configuration: its settings and the `.xcconfig` file it is based on.
    public struct Configuration: Sendable {
        /// `Debug`, `Release`, ...
        public let name: String
        /// The settings written in the project, in file order.
        public let settings: [BuildSetting]
        /// The path of the configuration file it is based on (`baseConfigurationReference`), as the
        /// project names it (relative to the project's folder, or to its group), when it has one.
        public let baseConfigurationPath: String?
    }

    /// The path diagnostics name the file by.
    public let path: String
    /// What the project was read from.
    public var origin = Origin.xcodeProject
    /// Why the project is known only in part (an XcodeGen spec whose includes or templates could
    /// not all be read), or `nil`: rules do not judge by what a partial project leaves out.
    public var partialReason: String? = nil
    /// The project's development region (`developmentRegion = en;`), with where it is written.
    public let developmentRegion: (value: String, location: SourceLocation?)?
    /// The regions the project knows (`knownRegions`), in file order (`Base` included when listed).
    public let knownRegions: [String]
    /// The project-level build configurations, which every target's configurations inherit.
    public let configurations: [Configuration]
    /// The targets, in the project's order.
    public internal(set) var targets: [Target]
    /// Which files each target builds, what it depends on, and its configuration files' paths.
    public internal(set) var layout: XcodeProjectLayout
    /// The folder with which the project's relative paths begin: the one holding the `.xcodeproj`
    /// bundle (`App` for `App/App.xcodeproj/project.pbxproj`; `.` at the top), or the XcodeGen
    /// spec.
    public let projectFolder: String
    /// The remote Swift packages the project uses (`XCRemoteSwiftPackageReference`), by repository
    /// URL: their files are not among the inputs. (A local package's are, when under the inputs.)
    public var remotePackages: [String] = []
    /// The local Swift packages the project uses (`XCLocalSwiftPackageReference`), by their
    /// `relativePath` as written (relative to `projectFolder`).
    public var localPackages: [String] = []
    /// What the project's Run Script phases declare they write (`outputPaths`), as written
    /// (`$(TARGET_BUILD_DIR)/$(WRAPPER_NAME)/Logo.png`).
    public var scriptOutputs: [String] = []
    /// The names of the dependencies the project links, whatever brings them: Swift package
    /// products (`XCSwiftPackageProductDependency`, `Sparkle`) and framework files
    /// (`Sparkle.framework`, from Carthage or a copy in the repository, as `Sparkle`).
    public var linkedDependencies: Set<String> = []
    /// The output file lists of its Run Script phases (`outputFileListPaths`, `.xcfilelist` files
    /// of one path per line), as written (`$(SRCROOT)/Scripts/outputs.xcfilelist`).
    public var scriptOutputFileLists: [String] = []

    /// A project known in parts, for tests and for clients that read projects elsewhere.
    public init(
        path: String, developmentRegion: (value: String, location: SourceLocation?)? = nil, knownRegions: [String] = [],
        configurations: [Configuration] = [], targets: [Target] = [], layout: XcodeProjectLayout = .empty,
        projectFolder: String? = nil
    ) {
        self.path = path
        self.projectFolder = projectFolder ?? Paths.directory(of: Paths.directory(of: path))
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.configurations = configurations
        self.targets = targets
        self.layout = layout
    }

    /// The project's file name as messages name it: `App.xcodeproj`, or the XcodeGen spec's
    /// (`project.yml`).
    public var displayName: String {
        origin == .xcodeProject ? Paths.fileName(of: Paths.directory(of: path)) : Paths.fileName(of: path)
    }

    /// The project's name (`PROJECT_NAME`): the `.xcodeproj` bundle's, or the XcodeGen spec's `name`.
    public var projectName: String {
        switch origin {
        case .xcodeProject:
            let bundle = Paths.fileName(of: Paths.directory(of: path))
            return bundle.hasSuffix(".xcodeproj") ? String(bundle.dropLast(".xcodeproj".count)) : bundle
        case .xcodeGen(let name):
            return name
        }
    }

    /// Every setting of the project and its targets, in file order.
    public var allSettings: [BuildSetting] {
        (configurations + targets.flatMap(\.configurations)).flatMap(\.settings)
    }
}

extension XcodeProjectFile {
    /// Reads the project out of a parsed `project.pbxproj`.
    ///
    /// Each object is looked up by id in the `objects` dictionary (indexed), once per reference,
    /// so reading is linear in the file.
    ///
    /// - Parameters:
    ///   - path: The path diagnostics name the file by.
    ///   - document: The parsed file.
    public init(path: String, document: PlistDocument) {
        let objects = document.root["objects"]?.dictionary ?? PlistDictionary()
        func object(_ reference: PlistValue?) -> PlistValue? {
            reference?.string.flatMap { objects[$0] }
        }
        func configurations(_ listReference: PlistValue?) -> [Configuration] {
            let list = object(listReference)?["buildConfigurations"]?.array ?? []
            return list.compactMap { reference in
                guard let configuration = object(reference), let name = configuration["name"]?.string else { return nil }
                let settings = configuration["buildSettings"]?.dictionary.map(Self.settings) ?? []
                let base = object(configuration["baseConfigurationReference"])
                return Configuration(name: name, settings: settings, baseConfigurationPath: base?["path"]?.string)
            }
        }
        let root = object(document.root["rootObject"])
        let region = root?["developmentRegion"]
        self.init(
            path: path,
            developmentRegion: region?.string.map { ($0, region?.location) },
            knownRegions: root?["knownRegions"]?.array?.compactMap(\.string) ?? [],
            configurations: configurations(root?["buildConfigurationList"]),
            targets: (root?["targets"]?.array ?? []).compactMap { reference in
                guard let target = object(reference), let name = target["name"]?.string else { return nil }
                return Target(name: name, productType: target["productType"]?.string,
                              configurations: configurations(target["buildConfigurationList"]))
            },
            layout: XcodeProjectLayout(document: document, projectFolder: Paths.directory(of: Paths.directory(of: path))))
        remotePackages = (root?["packageReferences"]?.array ?? []).compactMap { reference in
            let package = object(reference)
            return package?["isa"]?.string == "XCRemoteSwiftPackageReference" ? package?["repositoryURL"]?.string : nil
        }
        localPackages = (root?["packageReferences"]?.array ?? []).compactMap { reference in
            let package = object(reference)
            return package?["isa"]?.string == "XCLocalSwiftPackageReference" ? package?["relativePath"]?.string : nil
        }
        for entry in objects.entries {
            switch entry.value["isa"]?.string {
            case "PBXShellScriptBuildPhase":
                scriptOutputs += entry.value["outputPaths"]?.array?.compactMap(\.string) ?? []
                scriptOutputFileLists += entry.value["outputFileListPaths"]?.array?.compactMap(\.string) ?? []
            case "XCSwiftPackageProductDependency":
                if let name = entry.value["productName"]?.string { linkedDependencies.insert(name) }
            case "PBXFileReference":
                let name = Paths.fileName(of: entry.value["path"]?.string ?? "")
                if name.hasSuffix(".framework"), name.utf8.count > ".framework".utf8.count {
                    linkedDependencies.insert(String(name.dropLast(".framework".count)))
                }
            default:
                break
            }
        }
    }

    /// A path a Run Script phase names, relative to the working directory: `$(SRCROOT)`,
    /// `$(PROJECT_DIR)` (and their `${...}` forms) are the project's folder, and a relative path
    /// starts there; `nil` for a path that starts with another variable or is absolute.
    public func resolveScriptPath(_ written: String) -> String? {
        var path = Substring(written)
        for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$SRCROOT", "$PROJECT_DIR"]
        where path.hasPrefix(variable) {
            path = path.dropFirst(variable.count).drop { $0 == "/" }
            break
        }
        guard !path.hasPrefix("$"), !path.hasPrefix("/"), !path.isEmpty else { return nil }
        return projectFolder.isEmpty ? Paths.normalize(String(path)) : Paths.normalize(projectFolder + "/" + path)
    }

    /// The entries of a `buildSettings` dictionary; a list value is joined by spaces.
    private static func settings(_ dictionary: PlistDictionary) -> [BuildSetting] {
        dictionary.entries.compactMap { entry in
            let text: String
            switch entry.value.content {
            case .string(let value): text = value
            case .array(let items): text = items.compactMap(\.string).joined(separator: " ")
            default: return nil
            }
            let (key, conditions) = BuildSettingName.split(entry.key)
            guard let location = entry.keyLocation ?? entry.value.location else { return nil }
            return BuildSetting(key: key, conditions: conditions, value: text, location: location)
        }
    }
}

/// Build setting names with conditions: `OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64]`.
enum BuildSettingName {
    /// The name before the first `[`, and the conditions from it on.
    static func split(_ written: String) -> (key: String, conditions: String) {
        guard let bracket = written.firstIndex(of: "[") else { return (written, "") }
        return (String(written[..<bracket]), String(written[bracket...]))
    }
}
