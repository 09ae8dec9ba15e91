#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InterfaceBuilder
import PropertyList
import RuleEngine
import Validation

/// One entry point a fuzzer drives: bytes in, no crash, hang or unbounded memory out, whatever the
/// bytes. Errors are expected outcomes; a broken invariant (a round trip that changes a value) traps,
/// so that the fuzzer keeps the input.
///
/// `tripkit-fuzz` links these into libFuzzer (built with `-DFUZZING`) or replays files through them,
/// and the tests replay every saved regression input through the same functions.
package struct FuzzTarget: Sendable {
    package let name: String
    /// What the target reads, for `scripts/fuzz`'s listing.
    package let summary: String
    /// The seed folders (under ../shared) and the extensions of files to seed from.
    package let seeds: [(folder: String, extensions: [String])]
    /// libFuzzer dictionary entries: the format's tokens.
    package let dictionary: [String]
    package let run: @Sendable (_ bytes: [UInt8]) -> Void

    /// Every target.
    package static let all: [FuzzTarget] = [
        xmlPlist, binaryPlist, openStep, interfaceBuilder, codeScanner, yamlConfiguration, jsonConfiguration,
        baseline, decoder, roundTrip, projectFiles, glob,
    ]

    /// The target with a name.
    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }

    /// Reads the bytes as a property list of whatever format they are.
    static func readPlist(_ bytes: [UInt8]) -> PlistDocument? {
        try? PlistReader.read(bytes: bytes, file: "fuzz")
    }

    package static let xmlPlist = FuzzTarget(
        name: "xml-plist", summary: "the XML property-list reader",
        seeds: [("corpus/plists", ["plist", "xml"]), ("bad-inputs/xml", ["xml"])],
        dictionary: ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!DOCTYPE", "<plist version=\"1.0\">", "</plist>",
                     "<dict>", "</dict>", "<key>", "</key>", "<array>", "</array>", "<string>", "</string>",
                     "<integer>", "</integer>", "<real>", "</real>", "<true/>", "<false/>", "<date>", "</date>",
                     "<data>", "</data>", "<dict/>", "<array/>", "&amp;", "&#x", "&lt;", "<![CDATA[", "]]>", "<!--", "-->",
                     "CF$UID", "1970-01-01T00:00:00Z", "0x", "-9223372036854775808", "nan", "inf"]
    ) { bytes in
        // Every format goes through one door; this target's seeds and tokens are XML.
        guard !bytes.starts(with: Array("bplist".utf8)) else { return }
        _ = readPlist(bytes)
    }

    package static let binaryPlist = FuzzTarget(
        name: "binary-plist", summary: "the binary property-list reader",
        seeds: [("corpus/plists", ["plist", "bplist"]), ("bad-inputs/bplist", ["bplist"])],
        dictionary: ["bplist00", "\u{08}", "\u{09}", "\u{10}", "\u{11}", "\u{12}", "\u{13}", "\u{23}", "\u{33}", "\u{4F}\u{10}",
                     "\u{5F}\u{10}", "\u{6F}\u{10}", "\u{80}", "\u{A0}", "\u{AF}\u{10}", "\u{D0}", "\u{DF}\u{10}"]
    ) { bytes in
        guard bytes.starts(with: Array("bplist".utf8)) else { return }
        _ = readPlist(bytes)
    }

    package static let openStep = FuzzTarget(
        name: "openstep", summary: "the OpenStep and .strings reader",
        seeds: [("corpus/plists", ["strings", "plist"])],
        dictionary: ["{", "}", "(", ")", "=", ";", ",", "\"", "<", ">", "/*", "*/", "//", "\\U", "\\n", "\\\"", "<*I",
                     "<*R", "<*B", "<*D", "\u{FEFF}"]
    ) { bytes in
        let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard !bytes.starts(with: Array("bplist".utf8)), text.first != UInt8(ascii: "<") else { return }
        _ = readPlist(bytes)
    }

    package static let interfaceBuilder = FuzzTarget(
        name: "storyboard", summary: "the storyboard and XIB reader",
        seeds: [("corpus/storyboards", ["storyboard", "xib"]), ("bad-inputs/xml", ["xml"])],
        dictionary: ["<document", "type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"", "<scenes>", "<scene",
                     "sceneID=", "<objects>", "<viewController", "<tableViewController", "<navigationController",
                     "<segue", "destination=", "kind=\"show\"", "kind=\"relationship\"", "relationship=",
                     "<connections>", "<outlet", "property=", "<action", "selector=", "id=", "customClass=",
                     "storyboardIdentifier=", "reuseIdentifier=", "<tableViewCell", "<placeholder",
                     "placeholderIdentifier=\"IBFirstResponder\"", "<viewControllerPlaceholder", "storyboardName=",
                     "referencedIdentifier=", "initialViewController=", "targetRuntime=\"iOS.CocoaTouch\"",
                     "<exit", "<archive", "<!-- tripkit:disable:next", "-->", "<resources>", "<image name=", "image=",
                     "<namedColor", "<color key=", "customModule=", "customModuleProvider=\"target\"", "<imageView",
                     "<button", "<state key=\"normal\"", "backgroundImage=", "<userDefinedRuntimeAttribute", "keyPath="]
    ) { bytes in
        _ = try? InterfaceBuilderReader.read(bytes: bytes, file: "fuzz.storyboard")
    }

    package static let codeScanner = FuzzTarget(
        name: "code-scanner", summary: "the Swift and Objective-C code scanner (first byte: odd for Objective-C)",
        seeds: [],
        dictionary: ["performSegue(withIdentifier:", "instantiateViewController(withIdentifier:", "UIStoryboard(name:",
                     "dequeueReusableCell(withIdentifier:", "register(", "forCellReuseIdentifier:", "@\"", "\\(", "\"\"\"",
                     "#\"", "\"#", "/*", "*/", "//", "`", "class ", "@objc(", "@interface ", "@implementation ",
                     "performSegueWithIdentifier:", "storyboardWithName:", "'", "UIImage(named:", "UIColor(named:",
                     "NSImage(named:", "imageNamed:", "colorNamed:", "import SwiftUI", "Image(\"", "Color(\"", "Image(decorative:",
                     "#imageLiteral(resourceName:", "#Preview", "extension ", "struct ", "func ", "var ", "let ", "init(",
                     "@IBOutlet ", "@IBAction ", "@IBInspectable ", "@property ", "IBOutlet ", "- (IBAction)", "@end",
                     "@interface X ()", "UserDefaults.standard", "UIApplicationMain", "@main",
                     "CLLocationManager()", "requestWhenInUseAuthorization()", "configurationForConnectingSceneSession",
                     "creationDate", "systemUptime", "FileAttributeKey", "activeInputModes"]
    ) { bytes in
        guard let first = bytes.first else { return }
        let language: SourceLanguage = first & 1 == 0 ? .swift : .objectiveC
        _ = CodeFile(bytes: Array(bytes.dropFirst()), path: "fuzz", language: language)
    }

    package static let yamlConfiguration = FuzzTarget(
        name: "yaml-config", summary: "the YAML-subset configuration reader",
        seeds: [],
        dictionary: ["excluded:", "included:", "disabled_rules:", "opt_in_rules:", "reporter:", "strict:", "baseline:",
                     "rules:", "severity:", "- ", ": ", "[", "]", "{", "}", "\"", "'", "#", "---", "...", "|", ">", "&a",
                     "*a", "!!str", "true", "false", "null", "~", "error", "warning", "note", "unreachable_scene"]
    ) { bytes in
        _ = try? Configuration.parse(bytes, file: "fuzz.yml", format: .yaml, registry: StandardRules.registry)
    }

    package static let jsonConfiguration = FuzzTarget(
        name: "json-config", summary: "the JSON configuration reader",
        seeds: [],
        dictionary: ["{", "}", "[", "]", ":", ",", "\"", "\\u", "\\ud800", "true", "false", "null", "1e999", "-0",
                     "\"excluded\"", "\"disabled_rules\"", "\"reporter\"", "\"strict\"", "\"rules\"", "\"severity\""]
    ) { bytes in
        _ = try? Configuration.parse(bytes, file: "fuzz.json", format: .json, registry: StandardRules.registry)
    }

    package static let baseline = FuzzTarget(
        name: "baseline", summary: "the baseline file reader",
        seeds: [],
        dictionary: ["{", "}", "[", "]", ":", ",", "\"", "\"version\"", "\"findings\"", "\"file\"", "\"rule\"",
                     "\"message\"", "\"line\"", "\"hash\"", "1", "2"]
    ) { bytes in
        _ = try? Baseline.decode(bytes, file: "fuzz-baseline.json")
    }

    package static let decoder = FuzzTarget(
        name: "decoder", summary: "Decodable decoding of any property list",
        seeds: [("corpus/plists", ["plist"])],
        dictionary: xmlPlist.dictionary + ["<key>name</key>", "<key>count</key>", "<key>items</key>", "<key>nested</key>",
                                           "<key>flags</key>", "<key>when</key>", "<key>blob</key>", "<key>ratio</key>"]
    ) { bytes in
        guard let document = readPlist(bytes) else { return }
        _ = try? PlistDecoder().decode(FuzzRecord.self, from: document)
        _ = try? PlistDecoder().decode([String: FuzzRecord].self, from: document)
        _ = try? PlistDecoder().decode([FuzzRecord].self, from: document)
    }

    package static let roundTrip = FuzzTarget(
        name: "round-trip", summary: "read any format, write XML, binary, OpenStep and JSON, read back equal",
        seeds: [("corpus/plists", ["plist", "strings"]), ("bad-inputs/bplist", ["bplist"])],
        dictionary: xmlPlist.dictionary + binaryPlist.dictionary
    ) { bytes in
        guard let document = readPlist(bytes) else { return }
        RoundTrip.check(document.root)
    }
}

extension FuzzTarget {
    /// The project files `validate` reads beside scenes and plists: the first byte chooses a String
    /// Catalog, an `.xcconfig` file, an Xcode project file (read as a plist, then as its build
    /// settings and its targets' folders) or a localized format string.
    package static let projectFiles = FuzzTarget(
        name: "project-files", summary: "String Catalogs, .xcconfig files, Xcode project files and format strings (first byte: which)",
        seeds: [],
        dictionary: ["{", "}", "[", "]", ":", ",", "\"", "\"sourceLanguage\"", "\"strings\"", "\"localizations\"",
                     "\"stringUnit\"", "\"state\"", "\"translated\"", "\"needs_review\"", "\"stale\"", "\"value\"",
                     "\"variations\"", "\"plural\"", "\"device\"", "\"one\"", "\"other\"", "\"substitutions\"",
                     "\"argNum\"", "\"formatSpecifier\"", "\"extractionState\"", "\"shouldTranslate\"", "%@", "%lld",
                     "%1$@", "%#@", "%arg", "%.*f", "%2$*1$d", "%%", "#include \"", "#include? \"", "$(", "${", "$(inherited)", "[sdk=iphoneos*]",
                     "[config=Debug]", "INFOPLIST_FILE", "INFOPLIST_KEY_", "PRODUCT_BUNDLE_IDENTIFIER", "GENERATE_INFOPLIST_FILE",
                     "// !$*UTF8*$!", "objects", "isa", "PBXNativeTarget", "PBXGroup", "PBXFileReference",
                     "PBXFileSystemSynchronizedRootGroup", "XCBuildConfiguration", "XCConfigurationList",
                     "buildConfigurationList", "buildConfigurations", "buildSettings", "baseConfigurationReference",
                     "rootObject", "mainGroup", "children", "path", "name", "sourceTree", "SOURCE_ROOT", "<group>",
                     "targets", "productType", "com.apple.product-type.application", "fileSystemSynchronizedGroups"]
    ) { bytes in
        guard let first = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        switch first % 4 {
        case 0: _ = try? StringCatalogFile(bytes: rest, path: "fuzz.xcstrings")
        case 1: _ = XcconfigFile(bytes: rest, path: "fuzz.xcconfig")
        case 2: _ = FormatSpecifier.parse(String(decoding: rest, as: UTF8.self), readsSubstitutionArgument: first & 4 != 0)
        default:
            guard let document = readPlist(rest) else { return }
            _ = XcodeProjectFile(path: "fuzz.xcodeproj/project.pbxproj", document: document)
            _ = XcodeProjectLayout(document: document, projectFolder: "fuzz")
        }
    }
}

extension FuzzTarget {
    /// The `included`/`excluded` pattern matcher: the bytes before the first newline are the
    /// pattern, the rest the path it is matched against (a backtracking matcher is exponential in
    /// the stars, which the 5 s per-input limit catches).
    package static let glob = FuzzTarget(
        name: "glob", summary: "the included/excluded glob matcher (pattern, newline, path)",
        seeds: [],
        dictionary: ["*", "**", "?", "[", "]", "[!", "-", "/", "./", "**/", "/**", "\n", "a*a*a*a*", "aaaaaaaa"]
    ) { bytes in
        let newline = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
        let pattern = String(decoding: bytes[..<newline], as: UTF8.self)
        let path = String(decoding: bytes[min(newline + 1, bytes.endIndex)...], as: UTF8.self)
        guard let glob = try? Glob(pattern) else { return }
        _ = glob.matches(path)
        _ = glob.matches("/" + path)
    }
}

/// A Decodable shape with a field of every kind, optional and nested.
struct FuzzRecord: Decodable {
    var name: String?
    var count: Int?
    var ratio: Double?
    var flags: [Bool]?
    var when: Date?
    var blob: Data?
    var small: UInt8?
    var items: [String]?
    var nested: [FuzzRecord]?
    var map: [String: Int]?
}
