import Foundation
import Testing
import TestSupport
import TripSource
@testable import Validation

/// A synthetic repository made from the clean RoadTrip fixtures, with one planted defect (at
/// least) per rule. Each edit writes `⟦rule_id⟧` where its finding belongs (`⟦file:rule_id⟧` for a
/// finding about the whole file, which has no place in it); the markers are taken out before validating, and the run must find exactly the marked findings: no misses, no extras.
@Suite("Planted defects")
struct PlantedDefectsTests {
    /// The files of the clean repository: where each comes from in `Fixtures`, and where it goes.
    static let sources: [(from: String, to: String)] = [
        ("Storyboards/RoadTrip/Modern/MainStoryboard_iPhone.storyboard", "RoadTrip/Base.lproj/MainStoryboard_iPhone.storyboard"),
        ("Storyboards/RoadTrip/Modern/MainStoryboard_iPad.storyboard", "RoadTrip/Base.lproj/MainStoryboard_iPad.storyboard"),
        ("validation/RoadTripApp/RoadTrip/Base.lproj/LaunchScreen.storyboard", "RoadTrip/Base.lproj/LaunchScreen.storyboard"),
        ("XIBs/DestinationCell.xib", "RoadTrip/Views/DestinationCell.xib"),
        ("XIBs/WeatherController.xib", "RoadTrip/Views/WeatherController.xib"),
        ("validation/RoadTripApp/RoadTrip/Info.plist", "RoadTrip/Info.plist"),
        ("validation/RoadTripApp/RoadTrip/AppDelegate.swift", "RoadTrip/AppDelegate.swift"),
        ("validation/RoadTripApp/RoadTrip/MasterViewController.swift", "RoadTrip/MasterViewController.swift"),
        ("validation/RoadTripApp/RoadTrip/DetailViewController.swift", "RoadTrip/DetailViewController.swift"),
        ("validation/RoadTripApp/RoadTrip/WeatherController.swift", "RoadTrip/WeatherController.swift"),
        ("validation/RoadTripApp/RoadTrip/DestinationController.swift", "RoadTrip/DestinationController.swift"),
        ("validation/RoadTripApp/RoadTrip/Legacy/RTLegacyDestinations.h", "RoadTrip/Legacy/RTLegacyDestinations.h"),
        ("validation/RoadTripApp/RoadTrip/Legacy/RTLegacyDestinations.m", "RoadTrip/Legacy/RTLegacyDestinations.m"),
    ]

    /// Fixtures copied only into the planted repository (the legacy XIB is a finding in itself).
    static let plantedCopies: [(from: String, to: String)] = [
        ("XIBs/LegacyDestinationCell.xib", "RoadTrip/Legacy/LegacyDestinationCell.xib"),
    ]

    static let iPhone = "RoadTrip/Base.lproj/MainStoryboard_iPhone.storyboard"
    static let iPad = "RoadTrip/Base.lproj/MainStoryboard_iPad.storyboard"

    /// One text replacement in one file; `find` must occur exactly once when it is applied.
    struct Edit {
        let file: String
        let find: String
        let replace: String
    }

    /// New files, written whole.
    static let newFiles: [String: String] = [
        "RoadTrip/Base.lproj/Conflict.storyboard": IB.conflicted(marker: "⟦xml_not_well_formed⟧"),
        "RoadTrip/Views/Empty.xib": "⟦file:not_interface_builder_document⟧",
        "RoadTrip/Settings.plist": IB.plist("<key>Version</key>\n⟦invalid_property_list⟧<integer>2.0</integer>"),
        "ShareExtension/Info.plist": IB.plist("""
            <key>NSExtension</key>
            <dict>
                <key>NSExtensionMainStoryboard</key>
                <string>MainInterface</string>
                <key>NSExtensionPointIdentifier</key>
                <string>com.apple.share-services</string>
            </dict>
            """),
        "ShareExtension/Base.lproj/MainInterface.storyboard": IB.storyboard(
            IB.controller("Shr-Vc-001", attributes: " storyboardIdentifier=\"ShareViewController\""))
            .replacingOccurrences(of: "<document", with: "⟦missing_initial_view_controller⟧<document"),
    ]

    static let edits: [Edit] = [
        // Files
        Edit(file: "RoadTrip/Legacy/LegacyDestinationCell.xib", find: "<archive", replace: "⟦legacy_archive_format⟧<archive"),
        Edit(file: "RoadTrip/Views/WeatherController.xib", find: "targetRuntime=\"iOS.CocoaTouch\"",
             replace: "targetRuntime=\"⟦unknown_platform⟧CarPlay\""),
        // Ids
        Edit(file: iPhone, find: "<navigationItem key=\"navigationItem\" title=\"Road Trip\" id=\"mOI-FS-AaM\"/>",
             replace: "<navigationItem key=\"navigationItem\" title=\"Road Trip\" id=\"⟦duplicate_object_id⟧Zdf-7t-Un8\"/>"),
        Edit(file: iPhone, find: "<constraint firstItem=\"eP4-Vv-tZ1\" firstAttribute=\"centerX\"",
             replace: "<constraint firstItem=\"⟦unresolved_id_reference⟧eP4-Vv-tZ9\" firstAttribute=\"centerX\""),
        // Entry points
        Edit(file: iPhone, find: "initialViewController=\"RMx-3f-FxP\"",
             replace: "initialViewController=\"⟦initial_view_controller_not_controller⟧Pmd-2v-anx\""),
        Edit(file: iPhone, find: "<segue destination=\"Ryq-bS-W4k\" kind=\"show\" identifier=\"Weather\" id=\"qN6-Ej-8Tz\"/>", replace: ""),
        Edit(file: iPhone, find: "<viewController title=\"Weather\"", replace: "⟦unreachable_scene⟧<viewController title=\"Weather\""),
        Edit(file: iPhone, find: "<viewController title=\"Road Trip\" id=\"JEX-9P-axG\"",
             replace: "<viewController title=\"Road Trip\" storyboardIdentifier=\"DestinationController\" restorationIdentifier=\"⟦identifier_empty⟧\" id=\"JEX-9P-axG\""),
        Edit(file: iPhone, find: "<viewController storyboardIdentifier=\"DestinationController\" id=\"Lp3-Xw-Dc7\"",
             replace: "<viewController storyboardIdentifier=\"⟦duplicate_storyboard_identifier⟧DestinationController\" id=\"Lp3-Xw-Dc7\""),
        Edit(file: iPad, find: "identifier=\"TestDrive\"", replace: "identifier=\"⟦identifier_whitespace⟧TestDrive \""),
        Edit(file: "RoadTrip/Views/DestinationCell.xib", find: "reuseIdentifier=\"DestinationCell\"",
             replace: "reuseIdentifier=\"⟦identifier_not_swift_identifier⟧Destination-Cell\""),
        // Segues
        Edit(file: iPhone, find: "<outlet property=\"testDriveButton\" destination=\"eP4-Vv-tZ1\" id=\"Wv1-Gu-Fz4\"/>", replace: """
            <outlet property="testDriveButton" destination="eP4-Vv-tZ1" id="Wv1-Gu-Fz4"/>
            ⟦controller_segue_without_identifier⟧<segue destination="Lp3-Xw-Dc7" kind="show" id="Pl1-Sg-001"/>
            ⟦popover_segue_without_anchor⟧<segue destination="Lp3-Xw-Dc7" kind="popoverPresentation" identifier="Pop" id="Pl1-Sg-002"/>
            <segue destination="Lp3-Xw-Dc7" kind="⟦segue_requires_split_view⟧showDetail" identifier="More" id="Pl1-Sg-003"/>
            <outlet property="forecastView" destination="⟦connection_crosses_scenes⟧Ht4-Cy-Mb8" id="Pl1-Ot-004"/>
            """),
        Edit(file: iPhone, find: "<action selector=\"testDrive:\" destination=\"JEX-9P-axG\" eventType=\"touchUpInside\" id=\"Mh3-zA-xC9\"/>", replace: """
            <action selector="testDrive:" destination="JEX-9P-axG" eventType="touchUpInside" id="Mh3-zA-xC9"/>
            ⟦embed_segue_not_from_container_view⟧<segue destination="Lp3-Xw-Dc7" kind="embed" id="Pl1-Sg-005"/>
            """),
        Edit(file: iPhone, find: "identifier=\"Destination\"", replace: "identifier=\"⟦duplicate_segue_identifier⟧TestDrive\""),
        Edit(file: iPhone, find: "kind=\"show\" identifier=\"TestDrive\"", replace: "kind=\"⟦segue_deprecated_kind⟧push\" identifier=\"TestDrive\""),
        Edit(file: iPhone, find: "<segue destination=\"7bK-jq-Zjz\" kind=\"relationship\" relationship=\"rootViewController\" id=\"tsl-Nk-0bq\"/>", replace: """
            <segue destination="7bK-jq-Zjz" kind="relationship" relationship="rootViewController" id="tsl-Nk-0bq"/>
            <segue destination="JEX-9P-axG" kind="relationship" relationship="⟦relationship_segue_invalid⟧viewControllers" id="Pl1-Sg-006"/>
            """),
        Edit(file: iPhone, find: "<action selector=\"cancel:\" destination=\"Lp3-Xw-Dc7\" id=\"Ac1-Ph-Zu6\"/>", replace: """
            <action selector="cancel:" destination="Lp3-Xw-Dc7" id="Ac1-Ph-Zu6"/>
            <segue destination="⟦unwind_segue_invalid⟧Lp3-Xw-Dc7" kind="unwind" unwindAction="cancel:" id="Pl1-Sg-007"/>
            """),
        Edit(file: iPad, find: "<segue destination=\"JEX-9P-axG\" kind=\"relationship\" relationship=\"rootViewController\" id=\"GKi-kA-LjT\"/>", replace: """
            <segue destination="JEX-9P-axG" kind="relationship" relationship="rootViewController" id="GKi-kA-LjT"/>
            <segue destination="Ryq-bS-W4k" kind="relationship" relationship="⟦container_relationship_count⟧rootViewController" id="Pl2-Sg-001"/>
            """),
        Edit(file: iPad, find: "destination=\"Lp3-Xw-Dc7\" kind=\"presentation\"",
             replace: "destination=\"⟦segue_destination_unresolved⟧Lp3-Xw-Dc0\" kind=\"⟦custom_segue_without_class⟧custom\""),
        Edit(file: iPad, find: "kind=\"showDetail\" identifier=\"Weather\"", replace: "kind=\"⟦unknown_segue_kind⟧teleport\" identifier=\"Weather\""),
        Edit(file: iPad, find: "kind=\"showDetail\" identifier=", replace: "kind=\"⟦segue_kind_unavailable⟧sheet\" identifier="),
        // References, connections, cells
        Edit(file: iPhone, find: "<outlet property=\"tableView\" destination=\"Tv8-Qm-Ls5\" id=\"Ot4-Tv-Hx1\"/>", replace: """
            <outlet property="tableView" destination="Tv8-Qm-Ls5" id="Ot4-Tv-Hx1"/>
            <segue destination="Ref-Sv-001" kind="show" identifier="Souvenirs" id="Pl1-Sg-008"/>
            <segue destination="Ref-Ip-001" kind="show" identifier="OnIPad" id="Pl1-Sg-009"/>
            <outlet property="cityLabel" destination="⟦outlet_to_prototype_content⟧Dl4-Tx-Nv8" id="Pl1-Ot-010"/>
            """),
        Edit(file: iPhone, find: "    </scenes>", replace: """
                    <scene sceneID="Ref-Sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="⟦storyboard_reference_unresolved⟧Souvenirs" id="Ref-Sv-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="Ref-Sc-002">
                        <objects>
                            <viewControllerPlaceholder storyboardName="MainStoryboard_iPad" referencedIdentifier="⟦storyboard_reference_identifier_unknown⟧DestinationControler" id="Ref-Ip-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            """),
        Edit(file: "RoadTrip/Views/WeatherController.xib", find: "<outlet property=\"view\" destination=\"i5M-Pr-FkT\"",
             replace: "<outlet property=\"view\" destination=\"⟦connection_destination_unresolved⟧i5M-Pr-Fk0\""),
        Edit(file: iPad, find: "<tableViewCell clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" selectionStyle=\"default\" indentationWidth=\"10\" reuseIdentifier=\"DestinationCell\"",
             replace: "⟦prototype_cell_missing_reuse_identifier⟧<tableViewCell clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" selectionStyle=\"default\" indentationWidth=\"10\""),
        Edit(file: iPhone, find: "</prototypes>",
             replace: "<tableViewCell reuseIdentifier=\"⟦duplicate_reuse_identifier⟧DestinationCell\" id=\"Pl1-Cl-011\"/>\n</prototypes>"),
        Edit(file: iPhone, find: "<tableViewController title=\"Road Trip\"", replace: "<viewController title=\"Road Trip\""),
        Edit(file: iPhone, find: "</tableViewController>", replace: "</viewController>"),
        Edit(file: iPhone, find: "dataMode=\"static\"", replace: "dataMode=\"⟦static_cells_outside_table_view_controller⟧static\""),
        // Code
        Edit(file: "RoadTrip/MasterViewController.swift", find: "performSegue(withIdentifier: \"Weather\", sender: self)",
             replace: "performSegue(withIdentifier: ⟦code_unknown_segue_identifier⟧\"Forecast\", sender: self)"),
        Edit(file: "RoadTrip/MasterViewController.swift", find: "UIStoryboard(name: \"MainStoryboard_iPhone\"",
             replace: "UIStoryboard(name: ⟦code_unknown_storyboard⟧\"MainStoryboard_iPod\""),
        Edit(file: "RoadTrip/DestinationController.swift", find: ".instantiateViewController(withIdentifier: \"DestinationController\")",
             replace: ".instantiateViewController(withIdentifier: ⟦code_unknown_storyboard_identifier⟧\"DestinationsController\")"),
        Edit(file: "RoadTrip/Legacy/RTLegacyDestinations.m", find: "dequeueReusableCellWithIdentifier:@\"DestinationCell\"]",
             replace: "dequeueReusableCellWithIdentifier:⟦code_unknown_reuse_identifier⟧@\"DestinationRow\"]"),
        // The outlets planted above for connection rules name properties their classes have.
        Edit(file: "RoadTrip/DetailViewController.swift", find: "@IBOutlet weak var testDriveButton: UIButton!",
             replace: "@IBOutlet weak var testDriveButton: UIButton!\n    @IBOutlet weak var forecastView: UIView!"),
        Edit(file: "RoadTrip/DestinationController.swift", find: "@IBOutlet weak var tableView: UITableView!",
             replace: "@IBOutlet weak var tableView: UITableView!\n    @IBOutlet weak var cityLabel: UILabel!"),
        Edit(file: iPhone, find: "<wkWebView contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Ht4-Cy-Mb8\">",
             replace: "<wkWebView contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Ht4-Cy-Mb8\" customClass=\"⟦custom_class_not_declared⟧ForecastWebView\" customModule=\"RoadTrip\" customModuleProvider=\"target\">"),
        // Plists
        Edit(file: "RoadTrip/Info.plist", find: "\t<key>LSRequiresIPhoneOS</key>",
             replace: "\t⟦plist_duplicate_key⟧<key>CFBundleName</key>\n\t<string>Road Trip</string>\n\t<key>LSRequiresIPhoneOS</key>"),
        Edit(file: "RoadTrip/Info.plist", find: "<string>MainStoryboard_iPad</string>",
             replace: "⟦info_plist_unknown_storyboard⟧<string>MainStoryboard_Pad</string>"),
        // Suppressions: one misspelt, one that hides a real finding (not in the expected list).
        Edit(file: iPhone, find: "        <!--Road Trip Detail-->",
             replace: "        <!-- tripkit:disable:next ⟦invalid_suppression⟧unreachable_scen -->\n        <!--Road Trip Detail-->"),
        Edit(file: "RoadTrip/Base.lproj/LaunchScreen.storyboard", find: "                <viewController id=\"01J-lp-oVM\"",
             replace: "                <!-- tripkit:disable:next identifier_empty -->\n                <viewController id=\"01J-lp-oVM\" restorationIdentifier=\"\""),
    ]

    /// Families whose defects are planted in a repository of their own (`PlantedFamily`,
    /// `ReadinessPlantedDefectsTests`), so that each family's suite stands alone.
    static let plantedInOwnSuites: Set<RuleCategory> = Set<RuleCategory>([.localizations, .stringCatalogs])
        .union(ReadinessPlantedDefectsTests.categories)

    /// Writes a repository's files into a folder without their `⟦rule_id⟧` markers, after applying
    /// `planting`'s edits (each `find` must occur exactly once) and adding `newFiles` when given,
    /// and returns where the markers stood, sorted.
    static func write(
        _ files: [String: String], planting edits: [Edit]?, newFiles: [String: String], into folder: TemporaryDirectory
    ) throws -> [String] {
        var texts = files
        if let edits {
            for edit in edits {
                let text = try #require(texts[edit.file])
                let occurrences = text.components(separatedBy: edit.find).count - 1
                try #require(occurrences == 1, "'\(edit.find)' occurs \(occurrences) times in \(edit.file)")
                texts[edit.file] = text.replacingOccurrences(of: edit.find, with: edit.replace)
            }
            texts.merge(newFiles) { _, new in new }
        }
        var expected: [String] = []
        for (file, text) in texts {
            let (clean, marks) = takeMarkers(text, file: file)
            expected += marks
            try folder.write(file, clean)
        }
        return expected.sorted()
    }

    /// Takes the `⟦rule_id⟧` markers out of a text, with where each stood.
    static func takeMarkers(_ text: String, file: String) -> (text: String, expected: [String]) {
        var bytes = Array(text.utf8)
        var expected: [String] = []
        let open = Array("⟦".utf8)
        let close = Array("⟧".utf8)
        while let start = firstIndex(of: open, in: bytes, from: 0),
              let end = firstIndex(of: close, in: bytes, from: start + open.count) {
            let rule = String(decoding: bytes[(start + open.count)..<end], as: UTF8.self)
            let before = bytes[..<start]
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = start - ((before.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0) + 1
            if rule.hasPrefix("file:") {
                expected.append("\(file) \(rule.dropFirst(5))")
            } else {
                expected.append("\(file):\(line):\(column) \(rule)")
            }
            bytes.removeSubrange(start..<(end + close.count))
        }
        return (String(decoding: bytes, as: UTF8.self), expected)
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Writes the clean repository into a folder, with or without the planted defects.
    static func repository(planted: Bool) throws -> (folder: TemporaryDirectory, expected: [String]) {
        let folder = try TemporaryDirectory(prefix: "tripkit-validation")
        var texts: [String: String] = [:]
        for (from, to) in sources + (planted ? plantedCopies : []) {
            texts[to] = try String(contentsOfFile: SharedFiles.fixtures.appendingPathComponent(from).path, encoding: .utf8)
        }
        var expected = try write(texts, planting: planted ? edits : nil, newFiles: newFiles, into: folder)
        if planted, canLockFiles {
            try folder.write("RoadTrip/Locked.plist", IB.plist(""))
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path + "/RoadTrip/Locked.plist")
            expected.append("RoadTrip/Locked.plist unreadable_file")
        }
        return (folder, expected.sorted())
    }

    /// `file:line:column`, or the file alone for a finding about the whole file.
    static func place(_ location: TripSource.SourceLocation) -> String {
        location.isWholeFile ? location.file : "\(location.file):\(location.line):\(location.column)"
    }

    /// Whether a file without permissions is unreadable to this process (not for the super-user).
    static var canLockFiles: Bool { getuid() != 0 }

    static func validate(_ folder: TemporaryDirectory) throws -> ValidationOutcome {
        // Opt-in rules too: every rule has its planted defect.
        var configuration = Configuration()
        configuration.optInRules = Set(ProjectValidator().registry.rules.filter(\.isOptIn).map(\.id))
        return try ProjectValidator().validate(paths: [], workingDirectory: folder.path, configuration: configuration, options: ValidationOptions())
    }

    @Test("the repository before planting is clean")
    func clean() throws {
        let (folder, _) = try Self.repository(planted: false)
        let outcome = try Self.validate(folder)
        #expect(outcome.result.diagnostics.map(\.description) == [])
    }

    @Test("every planted defect is found where it was planted, and nothing else")
    func planted() throws {
        let (folder, expected) = try Self.repository(planted: true)
        let outcome = try Self.validate(folder)
        let found = outcome.result.diagnostics.map { "\(Self.place($0.location)) \($0.ruleID)" }.sorted()
        let missed = expected.filter { !found.contains($0) }
        let extra = found.filter { !expected.contains($0) }
        #expect(missed == [], "missed")
        #expect(extra == [], Comment(rawValue: "extra:\n" + outcome.result.diagnostics.filter {
            extra.contains("\(Self.place($0.location)) \($0.ruleID)")
        }.map(\.description).joined(separator: "\n")))
        #expect(found == expected)
        #expect(outcome.result.suppressed.map(\.ruleID) == ["identifier_empty"])
        // Every rule is planted; unreadable_file only when permissions can hide a file from this
        // process (the super-user reads any file; UnreadableFileRuleTests covers the rule then);
        // too_many_findings needs a thousand findings in one file (ValidationLimitTests covers it);
        // unreadable_folder needs a folder deeper than PATH_MAX and path_outside_folder a link out of
        // the repository (SkippedPathTests and HostileFileTests cover both).
        // The asset and outlet families have a planted repository of their own; project_not_read
        // needs a Tuist project or a partial XcodeGen spec (ProjectNotReadTests plants both).
        let planted = Set(expected.map { String($0.split(separator: " ").last ?? "") })
        let rules = Set(ProjectValidator().registry.rules.filter { !Self.plantedInOwnSuites.contains($0.category) }.map(\.id))
            .subtracting(Self.canLockFiles ? [] : ["unreadable_file"])
            .subtracting(["too_many_findings", "unreadable_folder", "path_outside_folder", "project_not_read"])
            .subtracting(PlantedAssetAndConnectionDefectsTests.rules)
        #expect(rules.subtracting(planted) == [])
    }
}
