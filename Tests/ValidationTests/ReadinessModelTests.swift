import PropertyList
import Testing
import TestSupport
import TripSource
@testable import Validation

/// What the readiness rules know about a project: which files each target builds (groups, variant
/// groups, synchronized folders), its build settings layered from project, target and .xcconfig
/// files, and the bundles the inputs describe.
@Suite("Readiness: targets, build settings and bundles")
struct ReadinessModelTests {
    /// A project with nested groups, a variant group, a group-less folder, a synchronized folder with
    /// exceptions for two targets, a dependency and configuration files in a group and in a
    /// synchronized folder.
    static let layoutProject = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tROOT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; projectDirPath = ""; targets = (APP, EXT, ); };
        \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
        \t\tPDEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = CFGPROJ; buildSettings = { }; name = Debug; };
        \t\tMAIN = {isa = PBXGroup; children = (APPGROUP, CONFIGS, SYNC, ); sourceTree = "<group>"; };
        \t\tAPPGROUP = {isa = PBXGroup; children = (VIEWS, DELEGATE, STRINGS, ); path = App; sourceTree = "<group>"; };
        \t\tVIEWS = {isa = PBXGroup; children = (LIST, ); name = Views; sourceTree = "<group>"; };
        \t\tLIST = {isa = PBXFileReference; path = "List View.swift"; sourceTree = "<group>"; };
        \t\tDELEGATE = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tSTRINGS = {isa = PBXVariantGroup; children = (EN, DE, ); name = InfoPlist.strings; sourceTree = "<group>"; };
        \t\tEN = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
        \t\tDE = {isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
        \t\tCONFIGS = {isa = PBXGroup; children = (CFGPROJ, PRODUCT, ); path = Config; sourceTree = SOURCE_ROOT; };
        \t\tCFGPROJ = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
        \t\tPRODUCT = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tSYNC = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXCEPTAPP, EXCEPTEXT, ); path = Shared; sourceTree = "<group>"; };
        \t\tEXCEPTAPP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = APP; };
        \t\tEXCEPTEXT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widgets/Widget.swift, ); target = EXT; };
        \t\tAPP = {isa = PBXNativeTarget; buildConfigurationList = ALIST; buildPhases = (SOURCES, RESOURCES, ); dependencies = (DEP, ); fileSystemSynchronizedGroups = (SYNC, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (BLIST, BDELEGATE, BPRODUCT, ); };
        \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (BSTRINGS, ); };
        \t\tBLIST = {isa = PBXBuildFile; fileRef = LIST; };
        \t\tBDELEGATE = {isa = PBXBuildFile; fileRef = DELEGATE; };
        \t\tBPRODUCT = {isa = PBXBuildFile; fileRef = PRODUCT; };
        \t\tBSTRINGS = {isa = PBXBuildFile; fileRef = STRINGS; };
        \t\tDEP = {isa = PBXTargetDependency; target = EXT; };
        \t\tALIST = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
        \t\tADEBUG = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = SYNC; baseConfigurationReferenceRelativePath = App.xcconfig; buildSettings = { }; name = Debug; };
        \t\tEXT = {isa = PBXNativeTarget; buildConfigurationList = ELIST; buildPhases = ( ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        \t\tELIST = {isa = XCConfigurationList; buildConfigurations = ( ); };
        \t};
        \trootObject = ROOT;
        }
        """

    @Test("a project's layout resolves group paths, variant groups, synchronized folders and their exceptions")
    func layout() throws {
        let path = "Trip/Trip.xcodeproj/project.pbxproj"
        let project = XcodeProjectFile(path: path, document: try PlistReader.read(bytes: Array(Self.layoutProject.utf8), file: path))
        let app = try #require(project.layout.targets["App"])
        #expect(app.files == [
            "Trip/App/List View.swift", "Trip/App/AppDelegate.swift", "Trip/App/en.lproj/InfoPlist.strings", "Trip/App/de.lproj/InfoPlist.strings",
        ])
        #expect(app.synchronizedFolders == ["Trip/Shared"])
        #expect(app.excludedFiles == ["Trip/Shared/Info.plist"])
        #expect(app.dependencies == ["Widget"])
        // A dependency alone does not embed: no Copy Files phase copies the widget in.
        #expect(app.embeddedExtensions == [])
        #expect(app.baseConfigurationPaths == ["Debug": "Trip/Shared/App.xcconfig"])
        #expect(project.layout.baseConfigurationPaths == ["Debug": "Trip/Config/Project.xcconfig"])
        #expect(app.contains("Trip/Shared/Models/Trip.swift"))
        #expect(!app.contains("Trip/Shared/Info.plist"))
        #expect(!app.contains("Trip/SharedKit/Kit.swift"))
        let widget = try #require(project.layout.targets["Widget"])
        #expect(widget.addedFiles == ["Trip/Shared/Widgets/Widget.swift"])
        #expect(widget.contains("Trip/Shared/Widgets/Widget.swift"))
        #expect(!widget.contains("Trip/Shared/Models/Trip.swift"))
    }

    @Test("one answer to which targets build a file: a file an exception takes out of a synchronized folder is built by none")
    func oneTargetIndex() throws {
        let path = "Trip/Trip.xcodeproj/project.pbxproj"
        let xcodeProject = XcodeProjectFile(path: path, document: try PlistReader.read(bytes: Array(Self.layoutProject.utf8), file: path))
        let project = ValidationProject(interfaceFiles: [], xcodeProjects: [xcodeProject])
        let index = project.analysis(TargetIndex.self)
        // Targets are numbered in project order: App 0, Widget 1.
        #expect(index.targets(building: "Trip/App/AppDelegate.swift") == [0])
        #expect(index.targets(building: "Trip/Shared/Models/Trip.swift") == [0])
        #expect(index.targets(building: "Trip/Shared/Widgets/Widget.swift") == [0, 1])
        #expect(index.targets(building: "Trip/Shared/Info.plist") == [])
        #expect(index.targets(building: "Trip/SharedKit/Kit.swift") == [])
        for file in ["Trip/App/AppDelegate.swift", "Trip/Shared/Models/Trip.swift", "Trip/Shared/Info.plist", "Trip/Other/Old.storyboard"] {
            // Membership says "built by no target" exactly where the index finds no target.
            #expect((project.targetMembership.notBuiltReason(file) == nil) == index.isBuilt(file), "\(file)")
            #expect(index.isBuilt(file) == !index.targets(building: file).isEmpty, "\(file)")
        }
        #expect(project.targetMembership.notBuiltReason("Trip/Shared/Info.plist") == "no target of Trip.xcodeproj builds this file")
    }

    @Test(
        "a Copy Files phase into PlugIns or Extensions embeds the products it copies; any other destination does not",
        arguments: [
            ("dstPath = \"\"; dstSubfolderSpec = 13; name = \"Embed Foundation Extensions\";", true),
            ("dstPath = \"\"; dstSubfolderSpec = 13; name = \"Embed App Extensions\";", true),
            ("dstPath = \"$(EXTENSIONS_FOLDER_PATH)\"; dstSubfolderSpec = 16; name = \"Embed ExtensionKit Extensions\";", true),
            ("dstPath = \"${PLUGINS_FOLDER_PATH}/\"; dstSubfolderSpec = 16;", true),
            ("dstPath = \"$(CONTENTS_FOLDER_PATH)/PlugIns\"; dstSubfolderSpec = 16;", true),
            ("dstPath = Contents/PlugIns; dstSubfolderSpec = 1;", true),
            ("dstPath = \"\"; dstSubfolderSpec = 10; name = \"Embed Frameworks\";", false),
            ("dstPath = Helpers; dstSubfolderSpec = 13;", false),
            ("dstPath = PlugIns; dstSubfolderSpec = 16;", false),
            ("dstPath = \"$(CONTENTS_FOLDER_PATH)/Watch\"; dstSubfolderSpec = 16; name = \"Embed Watch Content\";", false),
        ])
    func copyFilesPhase(destination: String, embeds: Bool) throws {
        let text = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, EXT, ); };
                MAIN = {isa = PBXGroup; children = ( ); sourceTree = "<group>"; };
                APP = {isa = PBXNativeTarget; buildPhases = (COPY, ); dependencies = ( ); name = App; productReference = APPPRODUCT; productType = "com.apple.product-type.application"; };
                COPY = {isa = PBXCopyFilesBuildPhase; \(destination) files = (BEXT, ); };
                BEXT = {isa = PBXBuildFile; fileRef = EXTPRODUCT; };
                EXT = {isa = PBXNativeTarget; buildPhases = ( ); name = Share; productReference = EXTPRODUCT; productType = "com.apple.product-type.app-extension"; };
                APPPRODUCT = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                EXTPRODUCT = {isa = PBXFileReference; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR; };
            }; rootObject = ROOT; }
            """
        let path = "App.xcodeproj/project.pbxproj"
        let project = XcodeProjectFile(path: path, document: try PlistReader.read(bytes: Array(text.utf8), file: path))
        #expect(project.layout.targets["App"]?.embeddedExtensions == (embeds ? ["Share"] : []))
        #expect(project.layout.targets["App"]?.dependencies == [])
    }

    @Test("a project file that is not a project, or a group tree that loops, gives what can be read and no more")
    func hostileLayout() throws {
        let looping = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = A; targets = (T, ); };
                A = {isa = PBXGroup; children = (B, F, ); path = a; };
                B = {isa = PBXGroup; children = (A, B, ); path = b; };
                F = {isa = PBXFileReference; path = f.swift; };
                T = {isa = PBXNativeTarget; name = T; buildPhases = (P, ); };
                P = {isa = PBXSourcesBuildPhase; files = (BF, ); };
                BF = {isa = PBXBuildFile; fileRef = F; };
            }; rootObject = ROOT; }
            """
        let project = XcodeProjectFile(path: "X.xcodeproj/project.pbxproj", document: try PlistReader.read(bytes: Array(looping.utf8), file: "x"))
        #expect(project.layout.targets["T"]?.files == ["a/f.swift"])
        let empty = XcodeProjectFile(path: "X.xcodeproj/project.pbxproj", document: try PlistReader.read(bytes: Array("{ }".utf8), file: "x"))
        #expect(empty.layout.targets.isEmpty)
    }

    /// The settings of the Debug configuration of target `App` of a project in `files`.
    static func settings(_ files: [String: String], target: String = "App") throws -> ResolvedBuildSettings {
        let project = try project(files)
        let xcodeProject = try #require(project.xcodeProjects.first)
        let app = try #require(xcodeProject.targets.first { $0.name == target })
        let resolver = BuildSettingsResolver(xcconfigs: CaseInsensitivePaths(project.xcconfigFiles.map { ($0.path, $0) }))
        return try #require(resolver.configurations(of: app, in: xcodeProject).first)
    }

    /// The project read from files written to a temporary folder.
    static func project(_ files: [String: String]) throws -> ValidationProject {
        let folder = try TemporaryDirectory(prefix: "tripkit-readiness")
        for (name, text) in files { try folder.write(name, text) }
        let discovered = try FileDiscovery(workingDirectory: folder.path).discover([])
        return ProjectReader(workingDirectory: folder.path, storyboardName: { Paths.directory(of: $0) }, progress: nil).read(discovered).0
    }

    @Test("settings layer project file, project settings, target file and target settings, with $(inherited) and includes")
    func settingsLayers() throws {
        let settings = try Self.settings([
            "App.xcodeproj/project.pbxproj": XcodeProjectText.project(
                [XcodeProjectText.Target("App", settings: [("OTHER", "$(inherited) target"), ("TARGET_ONLY", "yes"),
                                                           ("CONDITIONAL[sdk=iphoneos*]", "device")],
                                         baseConfiguration: "Config/App.xcconfig")],
                projectSettings: [("OTHER", "project"), ("MARKETING_VERSION", "1.0")]),
            "Config/App.xcconfig": """
                #include "Base.xcconfig"
                #include? "Local.xcconfig"
                MARKETING_VERSION = 2.$(MINOR) // a comment
                CONDITIONAL = always
                """,
            "Config/Base.xcconfig": "MINOR = 3\nPRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)\n",
        ])
        #expect(settings.isComplete)
        #expect(settings.value("OTHER")?.value == "project target")
        #expect(settings.expand("$(MARKETING_VERSION)") == "2.3")
        #expect(settings.value("MARKETING_VERSION")?.location?.file == "Config/App.xcconfig")
        #expect(settings.value("MARKETING_VERSION")?.location?.line == 3)
        #expect(settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER)") == "com.example.App")
        #expect(settings.value("CONDITIONAL") == nil)
        #expect(settings.isDefined("CONDITIONAL"))
        #expect(settings.expand("${TARGET_NAME:lower}-$(CONFIGURATION)") == "app-Debug")
        #expect(settings.expand("$(SRCROOT)/App/Info.plist") == "./App/Info.plist")
        #expect(settings.expand("$(UNKNOWN)") == nil)
        #expect(settings.expand("$(UNKNOWN:default=fallback)") == "fallback")
        #expect(settings.expand("$(TARGET_NAME:base64)") == nil)
        #expect(settings.expand("$TARGET_NAME") == nil)
    }

    @Test("a configuration file not among the inputs makes settings incomplete, unless optional or CocoaPods'")
    func settingsCompleteness() throws {
        func complete(base: String, files: [String: String] = [:]) throws -> Bool {
            try Self.settings(files.merging(["App.xcodeproj/project.pbxproj": XcodeProjectText.project(
                [XcodeProjectText.Target("App", baseConfiguration: base)])]) { $1 }).isComplete
        }
        #expect(try !complete(base: "Config/Missing.xcconfig"))
        #expect(try complete(base: "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"))
        #expect(try complete(base: "App.xcconfig", files: ["App.xcconfig": "#include? \"Secrets.xcconfig\"\nA = 1\n"]))
        #expect(try !complete(base: "App.xcconfig", files: ["App.xcconfig": "#include \"Secrets.xcconfig\"\nA = 1\n"]))
        // Files that include each other end.
        #expect(try complete(base: "A.xcconfig", files: ["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "#include \"A.xcconfig\"\n"]))
    }

    @Test("substitution that never ends, or grows without bound, gives no value")
    func hostileSubstitution() {
        var settings = ResolvedBuildSettings(configurationName: "Debug")
        let location = SourceLocation(file: SourceFile(path: "a"), line: 1, column: 1, offset: 0)
        settings.apply(BuildSetting(key: "LOOP", value: "$(LOOP)", location: location))
        settings.apply(BuildSetting(key: "GROW", value: "$(GROW)$(GROW)", location: location))
        #expect(settings.expand("$(LOOP)") == nil)
        #expect(settings.expand("$(GROW)") == nil)
    }

    @Test("bundles come from project targets (INFOPLIST_FILE, build phases) and from Info.plists outside every project")
    func bundles() throws {
        let project = try Self.project([
            "iOS/App.xcodeproj/project.pbxproj": XcodeProjectText.project([
                XcodeProjectText.Target("App", settings: [("INFOPLIST_FILE", "$(SRCROOT)/App/Info.plist"), ("SDKROOT", "iphoneos")],
                                        files: ["App/A.swift", "App/PrivacyInfo.xcprivacy"]),
                XcodeProjectText.Target("Mac", settings: [("INFOPLIST_FILE", "Mac/Info.plist"), ("SUPPORTED_PLATFORMS", "macosx"),
                                                          ("SUPPORTS_MACCATALYST", "YES")]),
                XcodeProjectText.Target("Tool", type: "com.apple.product-type.tool"),
            ]),
            "iOS/App/Info.plist": Readiness.plist(""),
            "iOS/App/A.swift": "let a = 1\n",
            "iOS/App/PrivacyInfo.xcprivacy": Readiness.plist(""),
            "iOS/Loose/B.swift": "let b = 1\n",
            "iOS/Loose/Info.plist": Readiness.plist(""),
            "Watch/Resources/Info.plist": Readiness.plist("<key>WKApplication</key><true/>"),
            "Watch/Sources/C.swift": "let c = 1\n",
            "Watch/PrivacyInfo.xcprivacy": Readiness.plist(""),
            "Build/CMakeFiles/T.dir/Info.plist": Readiness.plist(""),
        ])
        let index = BundleIndex(project)
        #expect(index.bundles.map(\.name) == ["App", "Mac", "Tool", "Watch/Resources"])
        let app = index.bundles[0]
        #expect(app.infoPlist?.path == "iOS/App/Info.plist")
        #expect(app.platforms == [.iOS])
        #expect(app.privacyManifests.map(\.path) == ["iOS/App/PrivacyInfo.xcprivacy"])
        #expect(app.codeFiles.map { project.codeFiles[$0].path } == ["iOS/App/A.swift"])
        // Mac Catalyst is an iOS target built for the Mac: Xcode ignores it in a macOS-only target.
        #expect(index.bundles[1].platforms == [.macOS])
        #expect(index.bundles[1].infoPlistGap == "its Info.plist file 'iOS/Mac/Info.plist' is not among the inputs")
        #expect(index.bundles[2].kind == .other)
        let watch = index.bundles[3]
        #expect(watch.kind == .app && watch.platforms == [.watchOS] && watch.evidence == .folder)
        #expect(watch.codeFiles.map { project.codeFiles[$0].path } == ["Watch/Sources/C.swift"])
        #expect(watch.privacyManifests.map(\.path) == ["Watch/PrivacyInfo.xcprivacy"])
        // A source inside the project's folder that no target builds belongs to no bundle.
        #expect(index.bundlesOfCodeFile[project.codeFiles.firstIndex { $0.path == "iOS/Loose/B.swift" }!] == [])
    }
}
