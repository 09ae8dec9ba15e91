import Foundation
import PropertyList
import Testing
import TestSupport
import TripSource
@testable import Validation

/// Xcode projects and build configuration files: what rules learn from them, and where.
@Suite("Xcode projects and .xcconfig files")
struct XcodeProjectTests {
    /// A small project as Xcode writes it: a root object, one target, configurations at both
    /// levels, one based on an .xcconfig file, settings with a list value and a condition.
    static var project: MarkedText {
        MarkedText("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tAA0001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = AA0002;
        \t\t\tdevelopmentRegion = 1️⃣de;
        \t\t\tknownRegions = (de, Base, "pt-BR", );
        \t\t\ttargets = (AA0010, AA0099, );
        \t\t};
        \t\tAA0002 = {isa = XCConfigurationList; buildConfigurations = (AA0003, ); };
        \t\tAA0003 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
        \t\tAA0010 = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = RoadTrip;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t\tbuildConfigurationList = AA0011;
        \t\t};
        \t\tAA0011 = {isa = XCConfigurationList; buildConfigurations = (AA0012, AA0013, ); };
        \t\tAA0012 = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = AA0020;
        \t\t\tbuildSettings = {
        \t\t\t\t2️⃣INFOPLIST_KEY_NSCameraUsageDescription = "Scans tickets";
        \t\t\t\t3️⃣"OTHER_LDFLAGS[sdk=iphoneos*]" = ("-ObjC", "-lz", );
        \t\t\t\tMARKETING_VERSION = 1.2;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAA0013 = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
        \t\tAA0020 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Shared.xcconfig; sourceTree = "<group>"; };
        \t};
        \trootObject = AA0001;
        }

        """)
    }

    static func readProject(_ text: String, path: String = "App/RoadTrip.xcodeproj/project.pbxproj") throws -> XcodeProjectFile {
        XcodeProjectFile(path: path, document: try PlistReader.read(bytes: Array(text.utf8), file: path))
    }

    @Test("a project gives its development region, known regions, targets and settings, each where it is written")
    func projectSettings() throws {
        let project = try Self.readProject(Self.project.text)
        #expect(project.developmentRegion?.value == "de")
        #expect(project.developmentRegion?.location?.line == Self.project["1️⃣"].line)
        #expect(project.developmentRegion?.location?.column == Self.project["1️⃣"].column)
        #expect(project.knownRegions == ["de", "Base", "pt-BR"])
        #expect(project.configurations.map(\.name) == ["Debug"])
        #expect(project.configurations.first?.settings.map(\.key) == ["SDKROOT"])
        #expect(project.projectFolder == "App")
        let target = try #require(project.targets.first)
        #expect(project.targets.map(\.name) == ["RoadTrip"], "a reference to a missing object is skipped")
        #expect(target.productType == "com.apple.product-type.application")
        #expect(target.configurations.map(\.name) == ["Debug", "Release"])
        let debug = target.configurations[0]
        #expect(debug.baseConfigurationPath == "Shared.xcconfig")
        #expect(debug.settings.map(\.key) == ["INFOPLIST_KEY_NSCameraUsageDescription", "OTHER_LDFLAGS", "MARKETING_VERSION"])
        #expect(debug.settings.map(\.value) == ["Scans tickets", "-ObjC -lz", "1.2"])
        #expect(debug.settings[1].conditions == "[sdk=iphoneos*]")
        for (setting, marker) in zip(debug.settings, ["2️⃣", "3️⃣"]) {
            #expect(setting.location.line == Self.project[marker].line, "\(setting.key)")
            #expect(setting.location.column == Self.project[marker].column, "\(setting.key)")
        }
        #expect(project.allSettings.count == 4)
    }

    @Test("a property list that is not a project shape gives a project with nothing known", arguments: [
        "{}", "{ objects = (); rootObject = X; }", "{ objects = { X = 3; }; rootObject = X; }",
        "{ objects = { X = { targets = (X, X); buildConfigurationList = X; }; }; rootObject = X; }",
    ])
    func notAProject(text: String) throws {
        let project = try Self.readProject(text)
        #expect(project.developmentRegion == nil)
        #expect(project.knownRegions.isEmpty)
        #expect(project.configurations.isEmpty)
        #expect(project.targets.isEmpty)
    }

    @Test("an .xcconfig gives its settings with conditions, its includes, and drops comments and one final semicolon")
    func xcconfig() {
        let text = MarkedText("""
            // Shared settings
            #include "Base.xcconfig"
            #include? "Local.xcconfig"
            1️⃣MARKETING_VERSION = 2.0.1
              2️⃣INFOPLIST_KEY_NSCameraUsageDescription=Scans tickets;   // why
            3️⃣OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64] = $(inherited) -ObjC
            4️⃣HOMEPAGE = https:/$()/example.com // the URL trick Xcode needs
            5️⃣EMPTY =
            not a setting
            = no name
            6️⃣É = x
            """)
        let file = XcconfigFile(bytes: Array(text.text.utf8), path: "Config/Shared.xcconfig")
        #expect(file.includes == ["Base.xcconfig", "Local.xcconfig"])
        #expect(file.settings.map(\.key) == ["MARKETING_VERSION", "INFOPLIST_KEY_NSCameraUsageDescription", "OTHER_LDFLAGS", "HOMEPAGE", "EMPTY"])
        #expect(file.settings.map(\.value) == ["2.0.1", "Scans tickets", "$(inherited) -ObjC", "https:/$()/example.com", ""])
        #expect(file.settings[2].conditions == "[sdk=iphoneos*][arch=arm64]")
        for (setting, marker) in zip(file.settings, ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"]) {
            #expect(setting.location.line == text[marker].line, "\(setting.key)")
            #expect(setting.location.column == text[marker].column, "\(setting.key)")
            #expect(setting.location.file == "Config/Shared.xcconfig")
        }
    }

    @Test("an .xcconfig of one very long line, or of many lines, is read in time linear in its size")
    func xcconfigSize() {
        let long = "KEY = " + String(repeating: "/", count: 200_000) + "\n"
        #expect(XcconfigFile(bytes: Array(long.utf8), path: "x.xcconfig").settings.map(\.value) == [""])
        let many = String(repeating: "A = b\n", count: 50_000)
        #expect(XcconfigFile(bytes: Array(many.utf8), path: "x.xcconfig").settings.count == 50_000)
    }

    @Test("validation finds an .xcodeproj's project.pbxproj and .xcconfig files, and no other file in the bundle")
    func discovery() throws {
        let tree = try TemporaryDirectory(prefix: "tripkit-xcodeproj")
        try tree.write("App/RoadTrip.xcodeproj/project.pbxproj", Self.project.text)
        try tree.write("App/RoadTrip.xcodeproj/xcshareddata/xcschemes/Info.plist", "x")
        try tree.write("App/RoadTrip.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "x")
        try tree.write("App/Config/Shared.xcconfig", "MARKETING_VERSION = 1.0\n")
        try tree.write("Other/Other.xcodeproj/README", "no project file")
        let files = try FileDiscovery(workingDirectory: tree.path).discover([])
        #expect(files.map(\.path) == ["App/Config/Shared.xcconfig", "App/RoadTrip.xcodeproj/project.pbxproj"])
        #expect(files.map(\.kind) == [.xcconfig, .xcodeProject])
        // A folder that holds only a project has something to validate; an excluded project does not.
        try tree.write("Solo/Solo.xcodeproj/project.pbxproj", "{}")
        #expect(try FileDiscovery(workingDirectory: tree.path).discover(["Solo"]).map(\.kind) == [.xcodeProject])
        var configuration = Configuration()
        configuration.excluded = [try Glob("**/*.xcodeproj")]
        #expect(throws: DiscoveryError.self) {
            try FileDiscovery(workingDirectory: tree.path, configuration: configuration).discover(["Solo"])
        }
    }

    @Test("a validation run reads projects and .xcconfig files; the nearest project gives a file's development region")
    func projectRun() throws {
        let tree = try TemporaryDirectory(prefix: "tripkit-xcodeproj")
        try tree.write("App/RoadTrip.xcodeproj/project.pbxproj", Self.project.text)
        try tree.write("App/Shared.xcconfig", "MARKETING_VERSION = 1.0\n")
        try tree.write("Tools/Tools.xcodeproj/project.pbxproj",
                       "{ objects = { R = { isa = PBXProject; developmentRegion = fr; }; }; rootObject = R; }")
        try tree.write("Broken/Broken.xcodeproj/project.pbxproj", "{ objects = { ")
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: tree.path, configuration: Configuration(), options: ValidationOptions())
        let project = outcome.project
        #expect(project.xcodeProjects.map(\.path) == ["App/RoadTrip.xcodeproj/project.pbxproj", "Tools/Tools.xcodeproj/project.pbxproj"])
        #expect(project.xcconfigFiles.map(\.path) == ["App/Shared.xcconfig"])
        #expect(project.developmentRegion(nearestTo: "App/de.lproj/Localizable.strings") == "de")
        #expect(project.developmentRegion(nearestTo: "Tools/en.lproj/Localizable.strings") == "fr")
        #expect(ValidationProject(interfaceFiles: []).developmentRegion(nearestTo: "x/y.strings") == nil)
        // A malformed project file is reported where it breaks, like any property list (the sketched
        // app names no icon: app_icon_missing, which AppStoreUploadRuleTests judge).
        let found = outcome.result.diagnostics.filter { $0.ruleID != "app_icon_missing" }
        #expect(found.map(\.ruleID) == ["invalid_property_list"])
        #expect(found.first?.location.file == "Broken/Broken.xcodeproj/project.pbxproj")
    }
}
