import Foundation

/// Inputs made to be slow: each shape, written at a size `n`, is a project a pull request could add
/// so that a careless reader, rule or "did you mean" takes time quadratic in `n` (or crashes). The
/// scaling test validates each at `n` and `4n` in a child process and compares the times; the
/// benchmark (`scripts/bench --hostile`) prints them.
public struct HostileShape: Sendable {
    /// The shape's name, as the benchmark prints it.
    public let name: String
    /// A size small enough for a test run (the benchmark multiplies it).
    public let testSize: Int
    /// What the shape is, for the benchmark's table.
    public let summary: String
    /// A file the shape writes into its folder that the run reads as its standard input (nil:
    /// `/dev/null`).
    public var standardInput: String? = nil
    /// Writes the shape's files at size `n` into a folder and returns the `tripkit` arguments that
    /// validate (or otherwise read) them (paths relative to that folder, which is the working directory).
    public let write: @Sendable (_ folder: URL, _ n: Int) throws -> [String]

    /// Every shape.
    public static let all: [HostileShape] = [
        nestedInterpolation, manyAttributes, seguesIntoOneScene, unreachableFanIn, isolatedScenes,
        seguesFromManyScenes, suppressionComments, consecutiveSuppressionComments, stringsSuppressionComments, didYouMeanManyUnknown,
        didYouMeanLongIdentifier, configLongLine, configManyLines, configLongKey, jsonConfigLongLine, jsonConfigLongKey,
        plistManyKeys, openStepManyKeys, binaryPlistSharedObjects, binaryPlistSharedString, binaryPlistSharedStringConverted,
        binaryPlistSharedStringTextconv, binaryPlistSharedStringDiffed, binaryPlistSharedStringValidated, stringsSharedFormat, globManyStars, unclosedPerformSegue, manyFindings, longClassChain, manyExtensionsOfOneBase,
        referencesIntoOneStoryboard, languagesOfOneTable, manyApps,
    ]

    /// Shapes too large for a test run (each is hundreds of megabytes), which only the benchmark
    /// runs, after `all`.
    public static let benchmarkOnly: [HostileShape] = [endlessStandardInput]

    /// A Swift string literal whose interpolations nest `n` deep: `"\("\("...")")"`.
    public static let nestedInterpolation = HostileShape(
        name: "nested-interpolation", testSize: 50_000, summary: "Swift string interpolation nested n deep"
    ) { folder, n in
        let text = "let s = \"" + String(repeating: "\\(\"", count: n) + "x" + String(repeating: "\")", count: n) + "\"\n"
        try write(text, to: folder, "Deep.swift")
        return ["validate", "Deep.swift"]
    }

    /// One start tag with `n` attributes (libxml2 2.9.14 compares attribute names pairwise).
    public static let manyAttributes = HostileShape(
        name: "many-attributes", testSize: 8_000, summary: "one start tag with n attributes"
    ) { folder, n in
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\""
        text.reserveCapacity(n * 12)
        for index in 0..<n { text += " a\(index)=\"v\"" }
        text += "><dict/></plist>\n"
        try write(text, to: folder, "Attributes.plist")
        return ["validate", "Attributes.plist"]
    }

    /// `n` segues from one scene, all into one other scene.
    public static let seguesIntoOneScene = HostileShape(
        name: "segues-into-one-scene", testSize: 2_000, summary: "n segues leading into one scene"
    ) { folder, n in
        var segues = ""
        for index in 0..<n { segues += "<segue destination=\"dst\" kind=\"show\" identifier=\"go\(index)\" id=\"sg\(index)\"/>\n" }
        let scenes = scene("src", connections: segues) + scene("dst")
        try write(storyboard(scenes, initial: "src"), to: folder, "Segues.storyboard")
        return ["validate", "Segues.storyboard"]
    }

    /// `n` scenes, each with a segue into one scene.
    public static let seguesFromManyScenes = HostileShape(
        name: "segues-from-many-scenes", testSize: 2_000, summary: "n scenes, each leading into one scene"
    ) { folder, n in
        var scenes = scene("dst")
        for index in 0..<n {
            scenes += scene("s\(index)", connections: "<segue destination=\"dst\" kind=\"show\" identifier=\"go\" id=\"sg\(index)\"/>")
        }
        try write(storyboard(scenes, initial: "s0"), to: folder, "Many.storyboard")
        return ["validate", "Many.storyboard"]
    }

    /// `n` unreachable scenes that each lead into one chain of `n` unreachable scenes.
    public static let unreachableFanIn = HostileShape(
        name: "unreachable-fan-in", testSize: 1_000, summary: "n unreachable scenes leading into a chain of n"
    ) { folder, n in
        var scenes = scene("start")
        for index in 0..<n {
            scenes += scene("h\(index)", connections: "<segue destination=\"c0\" kind=\"show\" id=\"hs\(index)\"/>")
        }
        for index in 0..<n {
            let next = index + 1 < n ? "<segue destination=\"c\(index + 1)\" kind=\"show\" id=\"cs\(index)\"/>" : ""
            scenes += scene("c\(index)", connections: next)
        }
        try write(storyboard(scenes, initial: "start"), to: folder, "FanIn.storyboard")
        return ["validate", "FanIn.storyboard"]
    }

    /// `n` scenes with nothing leading to them or from them.
    public static let isolatedScenes = HostileShape(
        name: "isolated-scenes", testSize: 4_000, summary: "n isolated (unreachable) scenes"
    ) { folder, n in
        var scenes = ""
        for index in 0..<n { scenes += scene("i\(index)") }
        try write(storyboard(scenes, initial: nil), to: folder, "Isolated.storyboard")
        return ["validate", "Isolated.storyboard"]
    }

    /// `n` suppression comments, each before an unreachable scene.
    public static let suppressionComments = HostileShape(
        name: "suppression-comments", testSize: 2_000, summary: "n suppression comments"
    ) { folder, n in
        var scenes = scene("start")
        for index in 0..<n {
            scenes += "<!-- tripkit:disable:next unreachable_scene -->\n" + scene("u\(index)")
        }
        try write(storyboard(scenes, initial: "start"), to: folder, "Suppressed.storyboard")
        return ["validate", "Suppressed.storyboard"]
    }

    /// `n` suppression comments in a row, before one unreachable scene.
    public static let consecutiveSuppressionComments = HostileShape(
        name: "suppression-comments-in-a-row", testSize: 2_000, summary: "n suppression comments in a row"
    ) { folder, n in
        let comments = String(repeating: "<!-- tripkit:disable:next unreachable_scene -->\n<!-- tripkit:disable unreachable_scene -->\n", count: n / 2)
        let scenes = scene("start") + comments + scene("u")
        try write(storyboard(scenes, initial: "start"), to: folder, "InARow.storyboard")
        return ["validate", "InARow.storyboard"]
    }

    /// A `.strings` file of `n` suppression comments: half before a repeated key each, half in a
    /// row (`//` and `/* */` alternating) before the last one.
    public static let stringsSuppressionComments = HostileShape(
        name: "strings-suppression-comments", testSize: 4_000, summary: "a .strings file of n suppression comments"
    ) { folder, n in
        var text = ""
        for index in 0..<(n / 2) {
            text += "\"k\(index)\" = \"1\";\n/* tripkit:disable:next plist_duplicate_key */\n\"k\(index)\" = \"2\";\n"
        }
        text += "\"last\" = \"1\";\n"
        for index in 0..<(n / 2) {
            text += index % 2 == 0 ? "// tripkit:disable:next plist_duplicate_key\n" : "/* tripkit:disable plist_duplicate_key */\n"
        }
        text += "\"last\" = \"2\";\n"
        try write(text, to: folder, "Localizable.strings")
        return ["validate", "Localizable.strings"]
    }

    /// `n` segue identifiers in a storyboard and `n` misspelt ones in code.
    public static let didYouMeanManyUnknown = HostileShape(
        name: "did-you-mean-many-unknown", testSize: 300, summary: "n unknown segue identifiers in code, n known"
    ) { folder, n in
        var segues = ""
        var code = "import UIKit\nfinal class C: UIViewController {\n    func go() {\n"
        for index in 0..<n {
            segues += "<segue destination=\"dst\" kind=\"show\" identifier=\"showDetailNumber\(index)\" id=\"sg\(index)\"/>\n"
            code += "        performSegue(withIdentifier: \"showDetailNumbr\(index)x\", sender: nil)\n"
        }
        code += "    }\n}\n"
        try write(storyboard(scene("src", connections: segues) + scene("dst"), initial: "src"), to: folder, "Known.storyboard")
        try write(code, to: folder, "Code.swift")
        return ["validate", "Known.storyboard", "Code.swift"]
    }

    /// `n` classes, each the subclass of the one before, each with an outlet a scene connects: a
    /// class chain built by walking every superclass for every class is quadratic.
    public static let longClassChain = HostileShape(
        name: "long-class-chain", testSize: 1_000, summary: "n classes in one inheritance chain, each a scene's class"
    ) { folder, n in
        var code = "import UIKit\nclass C0: UIViewController { @IBOutlet var o0: UILabel! }\n"
        var scenes = ""
        for index in 0..<n {
            if index > 0 { code += "class C\(index): C\(index - 1) { @IBOutlet var o\(index): UILabel! }\n" }
            scenes += customClassScene(index, connections: "<outlet property=\"o\(index)\" destination=\"view-c\(index)\" id=\"o\(index)\"/>")
        }
        try write(code, to: folder, "Chain.swift")
        try write(storyboard(scenes, initial: "c0"), to: folder, "Chain.storyboard")
        return ["validate", "Chain.swift", "Chain.storyboard"]
    }

    /// `n` classes deriving from one base that `n` extensions give an outlet each, and `n` scenes
    /// connecting an outlet no class has: merging the base's members into every chain, or "did you
    /// mean" over all of them for every finding, is quadratic.
    public static let manyExtensionsOfOneBase = HostileShape(
        name: "many-extensions-of-one-base", testSize: 1_000, summary: "n subclasses of a base with n extensions, n unknown outlets"
    ) { folder, n in
        var code = "import UIKit\nclass Base: UIViewController {}\n"
        var scenes = ""
        for index in 0..<n {
            code += "class C\(index): Base {}\nextension Base { @IBOutlet var outlet\(index): UILabel! { nil } }\n"
            scenes += customClassScene(index, connections: "<outlet property=\"outlet\(index)x\" destination=\"view-c\(index)\" id=\"o\(index)\"/>")
        }
        try write(code, to: folder, "Base.swift")
        try write(storyboard(scenes, initial: "c0"), to: folder, "Base.storyboard")
        return ["validate", "Base.swift", "Base.storyboard"]
    }

    /// `n` storyboard references without a `referencedIdentifier`, each reached by a segue, into one
    /// storyboard that has no initial view controller: one finding gathering `n` places.
    public static let referencesIntoOneStoryboard = HostileShape(
        name: "references-into-one-storyboard", testSize: 2_000, summary: "n references into one storyboard with no initial scene"
    ) { folder, n in
        var segues = ""
        var references = ""
        for index in 0..<n {
            segues += "<segue destination=\"ref\(index)\" kind=\"show\" identifier=\"go\(index)\" id=\"sg\(index)\"/>\n"
            references += """
            <scene sceneID="scene-ref\(index)"><objects><viewControllerPlaceholder storyboardName="Other" id="ref\(index)" sceneMemberID="viewController"/></objects></scene>

            """
        }
        try write(storyboard(scene("src", connections: segues) + references, initial: "src"), to: folder, "Main.storyboard")
        try write(storyboard(scene("other"), initial: nil), to: folder, "Other.storyboard")
        return ["validate", "Main.storyboard", "Other.storyboard"]
    }

    /// One table (`Localizable.strings`) in `n` languages beside the development language's.
    public static let languagesOfOneTable = HostileShape(
        name: "languages-of-one-table", testSize: 250, summary: "one .strings table in n languages"
    ) { folder, n in
        for index in 0...n {
            let language = index == 0 ? "en" : "x\(index)"
            let lproj = folder.appendingPathComponent("App/\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try write("\"greeting\" = \"hello \(index)\";\n", to: lproj, "Localizable.strings")
        }
        return ["validate", "App"]
    }

    /// `n` apps side by side, each with its Xcode project, Podfile, Info.plist, storyboard and two
    /// localizations: each asks for its own project's region, storyboard and CocoaPods, which a
    /// search over every app's answers n times over.
    public static let manyApps = HostileShape(
        name: "many-apps", testSize: 150, summary: "n apps, each with a project, a Podfile, a storyboard and localizations"
    ) { folder, n in
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objects = { P1 = {isa = PBXProject; developmentRegion = fr; knownRegions = (fr, en, Base); \
            mainGroup = G1; targets = (); }; G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; }; }; rootObject = P1; }

            """
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>

            """
        for index in 0..<n {
            let app = folder.appendingPathComponent("App\(index)")
            for sub in ["App.xcodeproj", "en.lproj", "fr.lproj"] {
                try FileManager.default.createDirectory(at: app.appendingPathComponent(sub), withIntermediateDirectories: true)
            }
            try write(project, to: app, "App.xcodeproj/project.pbxproj")
            try write("platform :ios, '15.0'\n", to: app, "Podfile")
            try write(infoPlist, to: app, "Info.plist")
            try write(storyboard(scene("c\(index)"), initial: "c\(index)"), to: app, "Main.storyboard")
            try write("\"greeting\" = \"hello\";\n", to: app, "en.lproj/Localizable.strings")
            try write("\"greeting\" = \"bonjour\";\n", to: app, "fr.lproj/Localizable.strings")
        }
        return ["validate", "."]
    }

    /// One identifier `n` characters long in code, near one in a storyboard.
    public static let didYouMeanLongIdentifier = HostileShape(
        name: "did-you-mean-long-identifier", testSize: 3_000, summary: "one n-character identifier in code near one in a storyboard"
    ) { folder, n in
        let known = String(repeating: "ab", count: n / 2)
        let typed = "x" + known.dropFirst()
        let segue = "<segue destination=\"dst\" kind=\"show\" identifier=\"\(known)\" id=\"sg\"/>"
        try write(storyboard(scene("src", connections: segue) + scene("dst"), initial: "src"), to: folder, "Long.storyboard")
        try write("func go() { performSegue(withIdentifier: \"\(typed)\", sender: nil) }\n", to: folder, "Long.swift")
        return ["validate", "Long.storyboard", "Long.swift"]
    }

    /// A YAML configuration whose one line lists `n` patterns.
    public static let configLongLine = HostileShape(
        name: "config-long-line", testSize: 10_000, summary: "a .tripkit.yml of one line with n patterns"
    ) { folder, n in
        let patterns = (0..<n).map { "\"p\($0)/**\"" }.joined(separator: ", ")
        try write("excluded: [\(patterns)]\n", to: folder, ".tripkit.yml")
        try write(storyboard(scene("start"), initial: "start"), to: folder, "One.storyboard")
        return ["validate", "One.storyboard"]
    }

    /// A YAML configuration whose flow list spreads over `2n` lines, each item followed by a
    /// comment and a comment line.
    public static let configManyLines = HostileShape(
        name: "config-many-lines", testSize: 10_000, summary: "a .tripkit.yml of flow collections over n lines with comments"
    ) { folder, n in
        var text = "# patterns\nexcluded: [\n"
        for index in 0..<n { text += "  \"p\(index)/**\", # pattern \(index)\n    # and a comment line\n" }
        text += "]\nunreachable_scene: {\n  severity: warning, # again\n}\n...\n"
        try write(text, to: folder, ".tripkit.yml")
        try write(storyboard(scene("start"), initial: "start"), to: folder, "One.storyboard")
        return ["validate", "One.storyboard"]
    }

    /// A YAML configuration with one key `n` characters long (refused past YAML's 1,024
    /// characters, at the key, after one pass over it).
    public static let configLongKey = HostileShape(
        name: "config-long-key", testSize: 20_000, summary: "a .tripkit.yml whose one key is n characters long"
    ) { folder, n in
        try write("excluded: []\nreporter_" + String(repeating: "x", count: n) + ": json\n", to: folder, ".tripkit.yml")
        try write(storyboard(scene("start"), initial: "start"), to: folder, "One.storyboard")
        return ["validate", "One.storyboard"]
    }

    /// A JSON configuration with one unknown key `n` characters long.
    public static let jsonConfigLongKey = HostileShape(
        name: "json-config-long-key", testSize: 20_000, summary: "a .tripkit.json whose one unknown key is n characters long"
    ) { folder, n in
        try write("{\"reporter_" + String(repeating: "x", count: n) + "\": \"json\"}\n", to: folder, "config.json")
        try write(storyboard(scene("start"), initial: "start"), to: folder, "One.storyboard")
        return ["validate", "--config", "config.json", "One.storyboard"]
    }

    /// A JSON configuration whose one line lists `n` patterns.
    public static let jsonConfigLongLine = HostileShape(
        name: "json-config-long-line", testSize: 10_000, summary: "a .tripkit.json of one line with n patterns"
    ) { folder, n in
        let patterns = (0..<n).map { "\"p\($0)/**\"" }.joined(separator: ",")
        try write("{\"excluded\": [\(patterns)]}\n", to: folder, "config.json")
        try write(storyboard(scene("start"), initial: "start"), to: folder, "One.storyboard")
        return ["validate", "--config", "config.json", "One.storyboard"]
    }

    /// An XML plist dictionary of `n` keys.
    public static let plistManyKeys = HostileShape(
        name: "plist-many-keys", testSize: 50_000, summary: "an XML plist dictionary of n keys"
    ) { folder, n in
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
        text.reserveCapacity(n * 40)
        for index in 0..<n { text += "<key>key\(index)</key><integer>\(index)</integer>\n" }
        text += "</dict></plist>\n"
        try write(text, to: folder, "Keys.plist")
        return ["validate", "Keys.plist"]
    }

    /// An OpenStep `.strings` file of `n` entries.
    public static let openStepManyKeys = HostileShape(
        name: "strings-many-keys", testSize: 50_000, summary: "a .strings file of n entries"
    ) { folder, n in
        var text = ""
        text.reserveCapacity(n * 24)
        for index in 0..<n { text += "\"key\(index)\" = \"value \(index)\";\n" }
        try write(text, to: folder, "Localizable.strings")
        return ["validate", "Localizable.strings"]
    }

    /// A binary plist of `n` arrays, each holding every array before it: reading it expands every
    /// shared object each time it is referenced, so the value cap must stop it.
    public static let binaryPlistSharedObjects = HostileShape(
        name: "binary-plist-shared-objects", testSize: 200, summary: "n nested arrays sharing every earlier one"
    ) { folder, n in
        try Data(sharedObjectsBinaryPlist(n)).write(to: folder.appendingPathComponent("Shared.plist"))
        return ["validate", "Shared.plist"]
    }

    /// An array of `n` references to one string of 50,000 characters, printed: the file grows by a
    /// byte per reference, the printed text by 50,000 (issue 22: a 58 KB file printed 400 MB).
    public static let binaryPlistSharedString = HostileShape(
        name: "binary-plist-shared-string", testSize: 2_000, summary: "n references to one 50,000-character string, printed"
    ) { folder, n in
        try Data(sharedStringBinaryPlist(references: n, length: 50_000)).write(to: folder.appendingPathComponent("Shared.plist"))
        return ["plist", "print", "Shared.plist"]
    }

    /// The shared-string plist of `binaryPlistSharedString`, converted to XML on standard output.
    public static let binaryPlistSharedStringConverted = HostileShape(
        name: "binary-plist-shared-string-convert", testSize: 2_000, summary: "the same, plist convert xml1"
    ) { folder, n in
        try Data(sharedStringBinaryPlist(references: n, length: 50_000)).write(to: folder.appendingPathComponent("Shared.plist"))
        return ["plist", "convert", "xml1", "Shared.plist"]
    }

    /// The shared-string plist printed for `git diff` (`plist diff --textconv`).
    public static let binaryPlistSharedStringTextconv = HostileShape(
        name: "binary-plist-shared-string-textconv", testSize: 2_000, summary: "the same, plist diff --textconv"
    ) { folder, n in
        try Data(sharedStringBinaryPlist(references: n, length: 50_000)).write(to: folder.appendingPathComponent("Shared.plist"))
        return ["plist", "diff", "--textconv", "Shared.plist"]
    }

    /// Two shared-string plists whose strings differ by one character, compared (`plist diff`).
    public static let binaryPlistSharedStringDiffed = HostileShape(
        name: "binary-plist-shared-string-diff", testSize: 2_000, summary: "two such plists, plist diff"
    ) { folder, n in
        try Data(sharedStringBinaryPlist(references: n, length: 50_000)).write(to: folder.appendingPathComponent("A.plist"))
        try Data(sharedStringBinaryPlist(references: n, length: 49_999)).write(to: folder.appendingPathComponent("B.plist"))
        return ["plist", "diff", "A.plist", "B.plist"]
    }

    /// The shared-string plist validated.
    public static let binaryPlistSharedStringValidated = HostileShape(
        name: "binary-plist-shared-string-validate", testSize: 2_000, summary: "the same, validated"
    ) { folder, n in
        try Data(sharedStringBinaryPlist(references: n, length: 50_000)).write(to: folder.appendingPathComponent("Shared.plist"))
        return ["validate", "Shared.plist"]
    }

    /// `n` bytes of `y` lines on standard input, linted (`yes | head -c n | tripkit plist lint -`):
    /// past `maxFileSize` (64 MB) the reader must stop, not keep reading (issue 22).
    public static let endlessStandardInput = HostileShape(
        name: "stdin-yes", testSize: 20 << 20, summary: "n bytes of yes on standard input, plist lint -",
        standardInput: "input"
    ) { folder, n in
        try Data().write(to: folder.appendingPathComponent("input"))
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("input"))
        defer { try? handle.close() }
        let block = Data((0..<(1 << 20)).map { $0 % 2 == 0 ? UInt8(ascii: "y") : 10 })
        var left = n
        while left > 0 {
            let count = min(left, block.count)
            try handle.write(contentsOf: block[0..<count])
            left -= count
        }
        return ["plist", "lint", "-"]
    }

    /// Two binary `.strings` tables (`en`, `fr`) of `n` keys whose values are one shared string of
    /// `n` conversions (`%@` in `en`, `%d` in `fr`): a file of about 5n bytes standing for n² of
    /// text, which checks that read each key's value for itself read n times over (issue 22: two
    /// 68 KB tables took 55 s and 4.7 GB).
    public static let stringsSharedFormat = HostileShape(
        name: "strings-shared-format", testSize: 500, summary: "two binary .strings of n keys sharing one value of n conversions"
    ) { folder, n in
        for (language, conversion) in [("en", "%@"), ("fr", "%d")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let value = String(repeating: conversion, count: n)
            try Data(sharedValueBinaryPlist(keys: (0..<n).map { "k\($0)" }, value: value))
                .write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        return ["validate", "."]
    }

    /// `n` files of 60-character names against an `excluded` pattern of many stars that none matches
    /// (a backtracking glob took minutes for each).
    public static let globManyStars = HostileShape(
        name: "glob-many-stars", testSize: 100, summary: "n long file names against *a*a*a*a*a*a*a*c"
    ) { folder, n in
        try write("excluded: [\"*a*a*a*a*a*a*a*c\"]\n", to: folder, ".tripkit.yml")
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        for index in 0..<n {
            let number = String(index)
            try write(plist, to: folder, String(repeating: "a", count: 60 - number.count) + number + ".plist")
        }
        return ["validate"]
    }

    /// `n` lines of an unclosed call, `performSegue(withIdentifier: "x` (a scanner that looks for
    /// each call's `)` walks to the end of the file from every line).
    public static let unclosedPerformSegue = HostileShape(
        name: "unclosed-perform-segue", testSize: 20_000, summary: "n lines of performSegue(withIdentifier: \"x, unclosed"
    ) { folder, n in
        try write(String(repeating: "performSegue(withIdentifier: \"x\n", count: n), to: folder, "Unclosed.swift")
        return ["validate", "Unclosed.swift"]
    }

    /// `n` scenes that each break a rule (a segue with no destination) in one file.
    public static let manyFindings = HostileShape(
        name: "many-findings", testSize: 4_000, summary: "n findings in one storyboard"
    ) { folder, n in
        var segues = ""
        for index in 0..<n { segues += "<segue destination=\"nowhere\(index)\" kind=\"show\" id=\"sg\(index)\"/>\n" }
        try write(storyboard(scene("src", connections: segues), initial: "src"), to: folder, "Findings.storyboard")
        return ["validate", "Findings.storyboard"]
    }

    // MARK: Helpers

    private static func write(_ text: String, to folder: URL, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// A scene holding one view controller whose id is `id`.
    private static func scene(_ id: String, connections: String = "") -> String {
        let connectionsElement = connections.isEmpty ? "" : "<connections>\(connections)</connections>"
        return """
        <scene sceneID="scene-\(id)"><objects>
        <viewController id="\(id)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="view-\(id)"/>\(connectionsElement)</viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
        </objects></scene>

        """
    }

    /// A scene whose controller `c<index>` has the custom class `C<index>` of the app's module.
    private static func customClassScene(_ index: Int, connections: String) -> String {
        """
        <scene sceneID="scene-c\(index)"><objects>
        <viewController id="c\(index)" customClass="C\(index)" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="view-c\(index)"/><connections>\(connections)</connections></viewController>
        </objects></scene>

        """
    }

    private static func storyboard(_ scenes: String, initial: String?) -> String {
        InterfaceBuilderText.storyboard(scenes, attributes: initial.map { " initialViewController=\"\($0)\"" } ?? "")
    }

    /// A binary plist whose top object is an array of `n` arrays, array `i` holding arrays `0..<i`
    /// (so the tree it stands for has 2^n nodes, in a file of about n²/2 bytes).
    /// A binary property list: an array holding `references` references to one ASCII string of
    /// `length` `x`s (object 1).
    public static func sharedStringBinaryPlist(references: Int, length: Int) -> [UInt8] {
        func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
            stride(from: (size - 1) * 8, through: 0, by: -8).map { UInt8((value >> $0) & 0xFF) }
        }
        var bytes = Array("bplist00".utf8)
        let arrayOffset = bytes.count
        bytes += [0xAF, 0x12] + bigEndian(references, 4) + Array(repeating: 1, count: references)
        let stringOffset = bytes.count
        bytes += [0x5F, 0x12] + bigEndian(length, 4) + Array(repeating: UInt8(ascii: "x"), count: length)
        let tableOffset = bytes.count
        bytes += bigEndian(arrayOffset, 4) + bigEndian(stringOffset, 4)
        bytes += [0, 0, 0, 0, 0, 0, 4, 1] + bigEndian(2, 8) + bigEndian(0, 8) + bigEndian(tableOffset, 8)
        return bytes
    }

    /// A binary property list: a dictionary whose keys (ASCII) all have one ASCII string (object 1)
    /// as their value.
    public static func sharedValueBinaryPlist(keys: [String], value: String) -> [UInt8] {
        func bigEndian(_ number: Int, _ size: Int) -> [UInt8] {
            stride(from: (size - 1) * 8, through: 0, by: -8).map { UInt8((number >> $0) & 0xFF) }
        }
        func string(_ text: String) -> [UInt8] {
            [0x5F, 0x12] + bigEndian(text.utf8.count, 4) + Array(text.utf8)
        }
        var bytes = Array("bplist00".utf8)
        var offsets = [bytes.count]
        bytes += [0xDF, 0x12] + bigEndian(keys.count, 4)
        bytes += keys.indices.flatMap { bigEndian($0 + 2, 2) } + keys.flatMap { _ in bigEndian(1, 2) }
        offsets.append(bytes.count)
        bytes += string(value)
        for key in keys {
            offsets.append(bytes.count)
            bytes += string(key)
        }
        let tableOffset = bytes.count
        bytes += offsets.flatMap { bigEndian($0, 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + bigEndian(offsets.count, 8) + bigEndian(0, 8) + bigEndian(tableOffset, 8)
        return bytes
    }

    public static func sharedObjectsBinaryPlist(_ n: Int) -> [UInt8] {
        let count = n + 1
        let refSize = count < 256 ? 1 : 2
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func marker(_ high: UInt8, _ length: Int) {
            if length < 15 {
                bytes.append(high | UInt8(length))
            } else {
                bytes.append(high | 0x0F)
                bytes.append(0x11)
                bytes.append(UInt8(length >> 8))
                bytes.append(UInt8(length & 0xFF))
            }
        }
        func reference(_ index: Int) {
            if refSize == 2 { bytes.append(UInt8(index >> 8)) }
            bytes.append(UInt8(index & 0xFF))
        }
        for index in 0..<count {
            offsets.append(bytes.count)
            marker(0xA0, index)
            for earlier in 0..<index { reference(earlier) }
        }
        let tableOffset = bytes.count
        let offsetSize = tableOffset < 1 << 16 ? 2 : 4
        for offset in offsets {
            for shift in stride(from: (offsetSize - 1) * 8, through: 0, by: -8) { bytes.append(UInt8((offset >> shift) & 0xFF)) }
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        for value in [count, count - 1, tableOffset] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> shift) & 0xFF)) }
        }
        return bytes
    }
}

extension HostileShape {
    /// One timed validation of the shape.
    public struct Timing: Sendable {
        public let n: Int
        public let seconds: Double
        /// The exit status, or 128 plus the signal that ended the run (134: an abort).
        public let status: Int32
        /// Whether the run was killed at its time limit.
        public let timedOut: Bool
        /// The child's peak resident memory, in bytes (`VmHWM`, polled).
        public let peakResident: Int
    }

    /// Writes the shape at size `n` into a fresh folder and validates it with `tripkit` in a child
    /// process, timing the child from start to exit.
    ///
    /// - Parameters:
    ///   - tripkit: The `tripkit` executable.
    ///   - n: The shape's size.
    ///   - timeLimit: Seconds after which the child is killed (reported as `timedOut`).
    /// - Returns: The wall time, the exit status and the peak resident memory.
    public func time(tripkit: String, n: Int, timeLimit: Double = 120) throws -> Timing {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-hostile-\(name)-\(n)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try write(folder, n)
        // `--quiet` is validate's; other commands (plist print) show no progress anyway.
        let command = [URL(fileURLWithPath: tripkit).path] + arguments + (arguments.first == "validate" ? ["--quiet"] : [])
        let input = standardInput.map { folder.appendingPathComponent($0).path } ?? "/dev/null"
        // A shell enters the folder and execs tripkit in its place: the same process, so the
        // peak memory polled is tripkit's (the shell's is far below it).
        let start = DispatchTime.now()
        let process = try SpawnedProcess.start("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", folder.path] + command,
                                               standardInput: input)
        let (ending, timedOut, peakResident) = process.wait(timeLimit: timeLimit)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let status: Int32 = switch ending {
        case .exited(let code): code
        case .signalled(let signal): 128 + signal
        }
        return Timing(n: n, seconds: seconds, status: status, timedOut: timedOut, peakResident: peakResident)
    }
}
