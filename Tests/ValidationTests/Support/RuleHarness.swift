import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// Runs one rule over small files written to a temporary folder, through the whole pipeline, and
/// compares its findings with the markers (1️⃣, 2️⃣, ...) written in the files where findings belong.
struct RuleHarness {
    let ruleID: String
    /// The configuration's `ios_sdk`, when a test sets it.
    var iOSSDK: Int? = nil
    /// The configuration's `localization_helpers`, when a test sets them.
    var localizationHelpers: [String] = []

    init(_ ruleID: String, iOSSDK: Int? = nil, localizationHelpers: [String] = []) {
        self.ruleID = ruleID
        self.iOSSDK = iOSSDK
        self.localizationHelpers = localizationHelpers
    }

    /// The findings of the rule over the files (name to marked text).
    func findings(_ files: [String: MarkedText]) throws -> [Diagnostic] {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        for (name, text) in files { try folder.write(name, text.text) }
        var configuration = Configuration()
        configuration.onlyRules = [ruleID]
        configuration.iOSSDK = iOSSDK
        configuration.localizationHelpers = localizationHelpers
        let outcome = try ProjectValidator().validate(
            paths: [], workingDirectory: folder.path, configuration: configuration, options: ValidationOptions())
        return outcome.result.diagnostics
    }

    /// Marks a file whose finding is about the file as a whole (no line or column), wherever it
    /// stands in the text; it is removed before the file is written.
    static let wholeFile = "📄"

    /// Expects the rule to find exactly the marked places (and the files marked `wholeFile`), and
    /// returns the findings.
    @discardableResult
    func expect(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let marked = files.mapValues { MarkedText($0.replacingOccurrences(of: Self.wholeFile, with: "")) }
        let found = try findings(marked)
        let expected = (marked.flatMap { name, text in
            text.markers.values.map { "\(name):\($0.line):\($0.column)" }
        } + files.filter { $0.value.contains(Self.wholeFile) }.map(\.key)).sorted()
        let actual = found.map { finding in
            let location = finding.location
            return location.isWholeFile ? location.file : "\(location.file):\(location.line):\(location.column)"
        }.sorted()
        #expect(actual == expected, Comment(rawValue: "\(ruleID) found:\n" + found.map(\.description).joined(separator: "\n")),
                sourceLocation: sourceLocation)
        #expect(found.allSatisfy { $0.ruleID == ruleID }, sourceLocation: sourceLocation)
        return found
    }

    /// Expects the rule to find nothing.
    func expectNone(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let found = try findings(files.mapValues(MarkedText.init))
        #expect(found.isEmpty, Comment(rawValue: "\(ruleID) found:\n" + found.map(\.description).joined(separator: "\n")),
                sourceLocation: sourceLocation)
    }
}

/// Small Interface Builder documents for rule tests: TestSupport's, and the ones below.
typealias IB = InterfaceBuilderText

extension InterfaceBuilderText {
    /// A storyboard holding a committed merge conflict; `marker` is written where the first
    /// conflict marker starts.
    static func conflicted(marker: String) -> String {
        storyboard("""
        \(marker)<<<<<<< HEAD
                <scene sceneID="a"/>
        =======
                <scene sceneID="b"/>
        >>>>>>> feature
        """)
    }

    /// A scene holding one object (and a First Responder).
    static func scene(_ id: String, _ object: String) -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
        \(object)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    /// A plain view controller scene with an id, extra attributes and connections.
    static func controller(_ id: String, attributes: String = "", connections: String = "", body: String = "") -> String {
        scene(id, """
                        <viewController id="\(id)"\(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">\(body)</view>
                            <connections>\(connections)</connections>
                        </viewController>
        """)
    }

    /// An iOS XIB around some top-level objects.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An XML property list around a dictionary's contents.
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }
}
