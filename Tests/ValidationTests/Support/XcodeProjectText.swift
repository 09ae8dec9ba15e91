import Foundation

/// Small `project.pbxproj` texts for tests, written as Xcode writes them (an OpenStep property list
/// of objects by id), from a description of the targets.
///
/// Every file is a `SOURCE_ROOT` file reference (a path from the project's folder) in one build
/// phase of its target; a setting's name may carry a position marker (`"1️⃣MARKETING_VERSION"`),
/// which stays where the name is written.
enum XcodeProjectText {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Build settings of each configuration (Debug and Release).
        var settings: [(String, String)] = []
        /// Files the target builds, from the project's folder.
        var files: [String] = []
        /// Names of targets it depends on.
        var dependencies: [String] = []
        /// Names of targets whose products an `Embed Foundation Extensions` phase (a Copy Files
        /// phase into `PlugIns`) copies into it.
        var embeds: [String] = []
        /// A configuration file its configurations are based on, from the project's folder.
        var baseConfiguration: String? = nil
        /// Folders synchronized with it (Xcode 16), from the project's folder.
        var synchronizedFolders: [String] = []
        /// Settings only the Release configuration adds, after `settings`.
        var releaseSettings: [(String, String)] = []

        init(
            _ name: String, type: String = "com.apple.product-type.application", settings: [(String, String)] = [],
            files: [String] = [], dependencies: [String] = [], embeds: [String] = [], baseConfiguration: String? = nil,
            synchronizedFolders: [String] = [], releaseSettings: [(String, String)] = []
        ) {
            self.name = name
            self.productType = type.hasPrefix("com.") ? type : "com.apple.product-type." + type
            self.settings = settings
            self.files = files
            self.dependencies = dependencies
            self.embeds = embeds
            self.baseConfiguration = baseConfiguration
            self.synchronizedFolders = synchronizedFolders
            self.releaseSettings = releaseSettings
        }
    }

    static let appExtension = "com.apple.product-type.app-extension"
    static let framework = "com.apple.product-type.framework"
    static let unitTest = "com.apple.product-type.bundle.unit-test"

    /// The project text.
    static func project(_ targets: [Target], projectSettings: [(String, String)] = [], developmentRegion: String = "en") -> String {
        var objects: [String] = []
        var nextID = 0
        func id() -> String {
            nextID += 1
            return String(format: "AB%022d", nextID)
        }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "()" : "(" + items.joined(separator: ", ") + ", )"
        }
        func settingsText(_ settings: [(String, String)], marked: Bool) -> String {
            settings.map { key, value in
                // A marker before the name stays outside the quotes, where the name starts; only the
                // first configuration keeps it.
                let marker = key.prefix { !($0.isLetter || $0 == "_") }
                let name = String(key.dropFirst(marker.count))
                return "\t\t\t\t\(marked ? String(marker) : "")\(quoted(name)) = \(quoted(value));"
            }.joined(separator: "\n")
        }
        func configurationList(_ settings: [(String, String)], base: String?, release: [(String, String)] = []) -> String {
            let listID = id()
            var configurationIDs: [String] = []
            for name in ["Debug", "Release"] {
                let configuration = id()
                configurationIDs.append(configuration)
                var lines = ["\t\t\(configuration) = {", "\t\t\tisa = XCBuildConfiguration;"]
                if let base {
                    let reference = id()
                    objects.append("\t\t\(reference) = {isa = PBXFileReference; path = \(quoted(base)); sourceTree = SOURCE_ROOT; };")
                    lines.append("\t\t\tbaseConfigurationReference = \(reference);")
                }
                lines += ["\t\t\tbuildSettings = {", settingsText(name == "Release" ? settings + release : settings, marked: name == "Debug"), "\t\t\t};", "\t\t\tname = \(name);", "\t\t};"]
                objects.append(lines.joined(separator: "\n"))
            }
            objects.append("\t\t\(listID) = {isa = XCConfigurationList; buildConfigurations = \(list(configurationIDs)); };")
            return listID
        }
        let targetIDs = targets.map { _ in id() }
        // Each target's product, a reference into the build products folder, as Xcode writes it.
        let productIDs = targets.map { target in
            let product = id()
            let suffix = target.productType.hasSuffix("app-extension") ? "appex" : target.productType.hasSuffix("framework") ? "framework" : "app"
            objects.append("\t\t\(product) = {isa = PBXFileReference; path = \(quoted(target.name + "." + suffix)); sourceTree = BUILT_PRODUCTS_DIR; };")
            return product
        }
        let mainGroup = id()
        var groupChildren: [String] = []
        for (position, target) in targets.enumerated() {
            let phase = id()
            var buildFiles: [String] = []
            for file in target.files {
                let reference = id()
                let buildFile = id()
                groupChildren.append(reference)
                objects.append("\t\t\(reference) = {isa = PBXFileReference; path = \(quoted(file)); sourceTree = SOURCE_ROOT; };")
                objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
                buildFiles.append(buildFile)
            }
            objects.append("\t\t\(phase) = {isa = PBXSourcesBuildPhase; files = \(list(buildFiles)); };")
            var folders: [String] = []
            for folder in target.synchronizedFolders {
                let group = id()
                groupChildren.append(group)
                folders.append(group)
                objects.append("\t\t\(group) = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted(folder)); sourceTree = SOURCE_ROOT; };")
            }
            var dependencyIDs: [String] = []
            for dependency in target.dependencies {
                guard let index = targets.firstIndex(where: { $0.name == dependency }) else { continue }
                let dependencyID = id()
                dependencyIDs.append(dependencyID)
                objects.append("\t\t\(dependencyID) = {isa = PBXTargetDependency; target = \(targetIDs[index]); };")
            }
            var phases = [phase]
            if !target.embeds.isEmpty {
                let embedPhase = id()
                var embedded: [String] = []
                for name in target.embeds {
                    guard let index = targets.firstIndex(where: { $0.name == name }) else { continue }
                    let buildFile = id()
                    embedded.append(buildFile)
                    objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(productIDs[index]); };")
                }
                objects.append("\t\t\(embedPhase) = {isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; "
                    + "files = \(list(embedded)); name = \"Embed Foundation Extensions\"; };")
                phases.append(embedPhase)
            }
            let configurations = configurationList(target.settings, base: target.baseConfiguration, release: target.releaseSettings)
            objects.append("""
            \t\t\(targetIDs[position]) = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = \(configurations);
            \t\t\tbuildPhases = \(list(phases));
            \t\t\tdependencies = \(list(dependencyIDs));
            \t\t\tfileSystemSynchronizedGroups = \(list(folders));
            \t\t\tname = \(quoted(target.name));
            \t\t\tproductReference = \(productIDs[position]);
            \t\t\tproductType = \(quoted(target.productType));
            \t\t};
            """)
        }
        objects.append("\t\t\(mainGroup) = {isa = PBXGroup; children = \(list(groupChildren)); sourceTree = \"<group>\"; };")
        let projectList = configurationList(projectSettings, base: nil)
        let root = id()
        objects.append("""
        \t\t\(root) = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = \(projectList);
        \t\t\tdevelopmentRegion = \(developmentRegion);
        \t\t\tknownRegions = (\(developmentRegion), Base, );
        \t\t\tmainGroup = \(mainGroup);
        \t\t\tprojectDirPath = "";
        \t\t\ttargets = \(list(targetIDs));
        \t\t};
        """)
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \(objects.joined(separator: "\n"))
        \t};
        \trootObject = \(root);
        }

        """
    }
}
