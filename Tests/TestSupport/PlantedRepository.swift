import Foundation

/// A git repository in a scratch folder: files written by a test, committed once, then changed the
/// way a commit under review changes them.
public final class PlantedRepository {
    /// The work tree.
    public let folder: TemporaryDirectory

    /// The work tree's path.
    public var path: String { folder.path }

    /// A repository holding `files` (relative path to text), committed as its first revision.
    ///
    /// - Throws: When a file cannot be written or git fails.
    public init(_ files: [String: String]) throws {
        folder = try TemporaryDirectory(prefix: "tripkit-planted")
        for (path, text) in files { try folder.write(path, text) }
        try git("init", "-q", ".")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
    }

    /// Writes (or replaces) one file of the work tree.
    public func write(_ relativePath: String, _ text: String) throws {
        try folder.write(relativePath, text)
    }

    /// Removes one file of the work tree.
    public func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(at: folder.file(relativePath))
    }

    /// Runs git in the work tree with a fixed identity and no user or system configuration.
    ///
    /// - Returns: Its standard output.
    /// - Throws: `Failure` when git exits with a status other than 0.
    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        let environment = [
            "GIT_CONFIG_NOSYSTEM": "1", "HOME": path, "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        let result = try Subprocess.run("git", ["-C", path] + arguments, environment: environment)
        guard result.status == 0 else {
            throw Failure(message: "git \(arguments.joined(separator: " ")): \(result.error)")
        }
        return result.output
    }

    /// git failed.
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Whether git can be run, for `.enabled(if:)`.
    public static var isAvailable: Bool { Subprocess.isInstalled("git") }
}

/// The changes the tests of whole-project evidence plant: each a clean committed repository and one
/// change to one file, after which a run over the whole repository and a run over the changed file
/// must report the same findings for that file.
public struct PlantedChange: Sendable, CustomStringConvertible {
    /// What the change shows.
    public let name: String
    /// The committed files.
    public let files: [String: String]
    /// The file changed.
    public let changed: String
    /// Its new text.
    public let text: String
    /// The rule the change breaks, found in the changed file; `nil` when the change is correct and
    /// only a run that reads the changed file alone reports something.
    public let rule: String?

    public var description: String { name }

    /// A storyboard that holds one scene, and whatever `more` adds to `<scenes>`.
    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }

    /// A scene of one view controller.
    static func scene(_ id: String, attributes: String = "", connections: String = "") -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <viewController id="\(id)"\(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)"/>
                            <connections>\(connections)</connections>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static let settings = storyboard(initial: "p1", scene("p1", attributes: " storyboardIdentifier=\"Preferences\""))
    static let main = storyboard(initial: "h1", scene("h1", attributes: " storyboardIdentifier=\"Home\""))

    /// Main.storyboard gains a reference into Settings.storyboard, which the change leaves alone.
    public static let storyboardReference = PlantedChange(
        name: "a storyboard reference into an unchanged storyboard",
        files: [
            "App/Base.lproj/Main.storyboard": main, "App/Base.lproj/Settings.storyboard": settings,
        ],
        changed: "App/Base.lproj/Main.storyboard",
        text: storyboard(
            initial: "h1",
            scene(
                "h1", attributes: " storyboardIdentifier=\"Home\"",
                connections: "<segue destination=\"ref\" kind=\"show\" identifier=\"OpenSettings\" id=\"g1\"/>") + "\n"
                    + """
                            <scene sceneID="scene-ref">
                                <objects>
                                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Preferences" id="ref" sceneMemberID="viewController"/>
                                </objects>
                            </scene>
                    """),
        rule: nil)

    /// The French table reads as a number what English passes as an object.
    public static let translation = PlantedChange(
        name: "a changed translation",
        files: [
            "App/en.lproj/Localizable.strings": "\"items\" = \"%@ items\";\n",
            "App/fr.lproj/Localizable.strings": "\"items\" = \"%@ articles\";\n",
            "App/Base.lproj/Main.storyboard": main,
        ],
        changed: "App/fr.lproj/Localizable.strings", text: "\"items\" = \"%d articles\";\n",
        rule: "localization_format_mismatch")

    /// Code asks for a storyboard identifier the storyboard does not have.
    public static let sourceIdentifier = PlantedChange(
        name: "a changed source that breaks a storyboard identifier",
        files: [
            "App/Base.lproj/Main.storyboard": main,
            "App/Factory.swift":
                "import UIKit\n\nlet home = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Home\")\n",
        ],
        changed: "App/Factory.swift",
        text:
            "import UIKit\n\nlet home = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Hoem\")\n",
        rule: "code_unknown_storyboard_identifier")

    /// An app whose project XcodeGen generates (`Fixtures/validation/xcodegen`: a `project.yml`,
    /// no `.xcodeproj`) gains a camera call; its Info.plist, which the spec's `info.properties`
    /// make, has no camera usage description.
    public static let xcodeGenCamera = PlantedChange(
        name: "a camera call in an XcodeGen app without its usage description",
        files: fixtureFiles("validation/xcodegen"),
        changed: "Trail/Camera.swift",
        text: "import AVFoundation\n\nenum Camera {\n    static func ask() {\n"
            + "        AVCaptureDevice.requestAccess(for: .video) { _ in }\n    }\n}\n",
        rule: "usage_description_missing")

    /// A storyboard gains an image no asset catalog of the repository holds, while `.gitmodules`
    /// names a submodule that is not checked out (`Vendor/DesignKit`), which may provide it: both
    /// runs read the `.gitmodules` and say so in a note.
    public static let imageOfAbsentSubmodule = PlantedChange(
        name: "an image an absent git submodule may provide",
        files: [
            ".gitmodules": "[submodule \"Vendor/DesignKit\"]\n\tpath = Vendor/DesignKit\n\turl = https://example.com/DesignKit.git\n",
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"# + "\n",
            "App/Assets.xcassets/Logo.imageset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"# + "\n",
            "App/Base.lproj/Main.storyboard": main,
        ],
        changed: "App/Base.lproj/Main.storyboard",
        text: storyboard(
            initial: "h1",
            """
                    <scene sceneID="scene-h1">
                        <objects>
                            <viewController id="h1" storyboardIdentifier="Home" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="view-h1">
                                    <subviews>
                                        <imageView image="Ribbon" id="ribbon"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """),
        rule: nil)

    /// The text files of a folder of `Fixtures/`, by path relative to it.
    static func fixtureFiles(_ folder: String) -> [String: String] {
        let root = SharedFiles.fixtures.appendingPathComponent(folder)
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? NSEnumerator() {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            files[path] = text
        }
        return files
    }

    /// The changes that need nothing but these files.
    public static let all = [storyboardReference, translation, sourceIdentifier, xcodeGenCamera, imageOfAbsentSubmodule]
}
