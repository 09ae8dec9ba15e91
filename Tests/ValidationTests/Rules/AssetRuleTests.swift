import Testing
@testable import Validation

@Suite("Rules: assets")
struct AssetRuleTests {
    /// An asset catalog's files: each set a folder with its `Contents.json`, groups too.
    static func catalog(_ folders: [String], root: String = "App/Assets.xcassets", namespaces: [String] = []) -> [String: String] {
        var files = ["\(root)/Contents.json": #"{"info":{"author":"xcode","version":1}}"#]
        for folder in folders {
            files["\(root)/\(folder)/Contents.json"] = #"{"info":{"author":"xcode","version":1}}"#
        }
        for group in namespaces {
            files["\(root)/\(group)/Contents.json"] = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
        }
        return files
    }

    /// The catalog most tests use: an image, a color, a namespaced group, a plain group.
    static let assets = catalog(
        ["Logo.imageset", "Accent.colorset", "AppIcon.appiconset", "Symbols/Bolt.symbolset", "Icons/Star.imageset",
         "Misc/Flag.imageset"],
        namespaces: ["Icons"])

    /// A storyboard of one scene whose view holds `subviews`, whose controller has `connections`,
    /// with `resources`.
    static func storyboard(_ subviews: String, connections: String = "", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    @Test("images and colors a storyboard names that no catalog or image file has are reported at the name")
    func interfaceNames() throws {
        let rule = RuleHarness("asset_not_found")
        let found = try rule.expect(Self.assets.merging([
            "App/Base.lproj/Main.storyboard": Self.storyboard("""
                <imageView image="Logo" highlightedImage="1️⃣LogoLit" id="i1"/>
                <imageView image="Icons/Star" id="i2"/>
                <imageView image="Flag" id="i3"/>
                <imageView image="Bolt" id="i4"/>
                <imageView image="Banner" id="i5"/>
                <imageView image="star.fill" catalog="system" id="i6"/>
                <imageView image="NSActionTemplate" id="i7"/>
                <imageView image="logo" id="i8"/>
                <button id="b1">
                    <state key="normal" image="2️⃣Play"/>
                    <color key="titleColor" name="Accent"/>
                    <color key="titleShadowColor" name="3️⃣Shadow"/>
                    <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                </button>
                <imageView image="4️⃣Accent" id="i9"/>
                <imageView image="6️⃣Star" id="i10"/>
                """, resources: """
                <image name="Logo" width="8" height="8"/>
                <image name="LogoLit" width="8" height="8"/>
                <image name="star.fill" catalog="system" width="8" height="8"/>
                <image name="5️⃣Unused" width="8" height="8"/>
                <namedColor name="Shadow"><color white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
                """),
            "App/Images/Banner@2x.png": "",
        ]) { $1 })
        #expect(found.map(\.severity) == Array(repeating: .error, count: 6))
        #expect(found.map(\.message) == [
            "<imageView highlightedImage> names image 'LogoLit', which no asset catalog or image file among the files has",
            "<state image> names image 'Play', which no asset catalog or image file among the files has",
            "<color name> names color 'Shadow', which no asset catalog among the files has",
            "<imageView image> names image 'Accent', which no asset catalog or image file among the files has; 'Accent' is a color set (App/Assets.xcassets/Accent.colorset)",
            "<imageView image> names image 'Star', which no asset catalog or image file among the files has",
            "the <resources> entry <image name> names image 'Unused', which no asset catalog or image file among the files has",
        ])
    }

    @Test("a name missing on an element code holds through an outlet is a warning: code may replace the placeholder")
    func outletElements() throws {
        let storyboard = Self.storyboard("""
            <button id="b1">
                <state key="normal" image="1️⃣PlaceholderCross"/>
            </button>
            <imageView image="2️⃣Gone" id="i2"/>
            <view id="v3">
                <color key="backgroundColor" name="3️⃣Surface"/>
            </view>
            """, connections: """
            <outlet property="closeButton" destination="b1" id="o1"/>
            <outlet property="panel" destination="v3" id="o2"/>
            """)
        let found = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": storyboard,
        ]) { $1 })
        #expect(found.map(\.severity) == [.warning, .error, .warning])
        #expect(found[0].message.contains("its element is outlet 'closeButton', so code may set the image it shows"))
        #expect(found[2].message.contains("its element is outlet 'panel', so code may set the color it shows"))
    }

    @Test("an image pasted into Interface Builder, whose data the <resources> entry holds, is the document's own")
    func embeddedImages() throws {
        // Interface Builder names a pasted image after the element and keeps its data in the entry
        // (openfoodfacts' Settings.storyboard); the same name without data is still judged.
        let found = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Base.lproj/Main.storyboard": Self.storyboard("""
                <imageView image="tabBarItem:rPS-q8-1Ip:image" id="i1"/>
                <imageView image="1️⃣imageView:Xy1-ab-CDe:image" id="i2"/>
                """, resources: """
                <image name="tabBarItem:rPS-q8-1Ip:image" width="25" height="25">
                    <mutableData key="keyedArchiveRepresentation">
                YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb24=
                </mutableData>
                </image>
                <image name="imageView:Xy1-ab-CDe:image" width="25" height="25"/>
                """),
        ]) { $1 })
        #expect(found.map(\.message) == [
            "<imageView image> names image 'imageView:Xy1-ab-CDe:image', which no asset catalog or image file among the files has",
        ])
    }

    @Test("a namespace is only the names of groups that provide one; a name found only without it is unknown")
    func namespaces() throws {
        try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("""
                <imageView image="Icons/Star" id="i1"/>
                <imageView image="1️⃣Misc/Flag" id="i2"/>
                """),
        ]) { $1 })
    }

    @Test("without an asset catalog among the files, no name is judged")
    func noCatalog() throws {
        try RuleHarness("asset_not_found").expectNone([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"Anything\" id=\"i1\"/>"),
            "App/Images/Other.png": "",
        ])
    }

    @Test("with CocoaPods in the project whose pods are unknown (no pod line, or a Pods folder), a name found nowhere is a note")
    func cocoaPods() throws {
        let found = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"1️⃣FromAPod\" id=\"i1\"/>"),
            "Podfile": "platform :ios, '15.0'",
        ]) { $1 })
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("CocoaPods (Podfile) copies its dependencies' assets into the app") == true)
        // A Pods folder in the repository: its files are not read, so which pods there are is unknown.
        let checkedIn = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"1️⃣FromAPod\" id=\"i1\"/>"),
            "Podfile": "pod 'BrandKit'",
            "Pods/Manifest.lock": "",
        ]) { $1 })
        #expect(checkedIn.map(\.severity) == [.note])
        // A Podfile of another project (an example folder) says nothing about this one.
        let elsewhere = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"1️⃣FromAPod\" id=\"i1\"/>"),
            "Vendor/Kit/Example/Podfile": "platform :ios, '15.0'",
        ]) { $1 })
        #expect(elsewhere.map(\.severity) == [.error])
    }

    @Test("with a Podfile that lists its pods, a name found nowhere is a note only where a pod is used: an import, or a document's class of the pod")
    func cocoaPodsUsed() throws {
        let podfile = """
            platform :ios, '15.0'
            target 'App' do
              pod 'BrandKit', '~> 2.0'
              pod "Material-Icons/Core"
            end
            """
        let documents = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"1️⃣Renamed\" id=\"i1\"/>"),
            "App/Banner.storyboard": Self.storyboard("""
                <view customClass="BrandBanner" customModule="BrandKit" id="b1">
                    <subviews><imageView image="2️⃣BrandMark" id="i2"/></subviews>
                </view>
                """),
            "Podfile": podfile,
        ]) { $1 })
        // In path order: Banner.storyboard, then Main.storyboard.
        #expect(documents.map(\.severity) == [.note, .error])
        #expect(documents.first?.message.contains("it uses BrandKit, which CocoaPods (Podfile) brings") == true)
        let code = try RuleHarness("code_asset_not_found").expect(Self.assets.merging([
            "App/Plain.swift": "import UIKit\nlet a = UIImage(named: 1️⃣\"Renamed\")\n",
            "App/Branded.swift": "import UIKit\nimport BrandKit\nlet a = UIImage(named: 1️⃣\"BrandMark\")\n",
            "App/Icons.m": "#import <Material/Icons.h>\n@import Material_Icons;\nUIImage *a = [UIImage imageNamed:1️⃣@\"Icon\"];\n",
            "App/Legacy.m": "#import \"BrandKit.h\"\nUIImage *a = [UIImage imageNamed:1️⃣@\"BrandMark\"];\n",
            "App/Packaged.swift": "import UIKit\nimport DesignKit\nlet a = UIImage(named: 1️⃣\"Surface\")\n",
            "Podfile": podfile,
        ]) { $1 })
        // In path order: Branded.swift, Icons.m, Legacy.m, Packaged.swift, Plain.swift.
        #expect(code.map(\.severity) == [.note, .note, .note, .error, .error])
        #expect(Podfile.podNames(in: podfile) == ["BrandKit", "Material-Icons", "Material_Icons", "Material"])
    }

    /// The local package `projectWithPackageAndScript` uses, checked out.
    static let localKit = ["LocalKit/Package.swift": "// swift-tools-version:5.9"]

    /// An Xcode project using one remote Swift package and one local package (`LocalKit`), with a
    /// Run Script phase whose outputs name an image directly and through an output file list.
    static let projectWithPackageAndScript = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                P1 = {isa = PBXProject; buildConfigurationList = L1; packageReferences = (R1, R2); targets = (); };
                R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/DesignKit"; };
                R2 = {isa = XCLocalSwiftPackageReference; relativePath = LocalKit; };
                S1 = {isa = PBXShellScriptBuildPhase; outputPaths = ("$(TARGET_BUILD_DIR)/$(WRAPPER_NAME)/brand-mark@2x.png", "$(DERIVED_FILE_DIR)/stamp"); outputFileListPaths = ("$(SRCROOT)/Scripts/outputs.xcfilelist"); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (); };
            };
            rootObject = P1;
        }
        """

    @Test("a remote Swift package keeps its assets in its own bundle: a document or code of a project that uses one is judged in full")
    func remotePackages() throws {
        let files = Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"1️⃣PackageImage\" id=\"i1\"/>",
                                                   resources: "<namedColor name=\"2️⃣surface\"><color red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></namedColor>"),
            "App.xcodeproj/project.pbxproj": Self.projectWithPackageAndScript,
        ]) { $1 }.merging(Self.localKit) { $1 }
        let found = try RuleHarness("asset_not_found").expect(files)
        #expect(found.map(\.severity) == [.error, .error])
        // Code loading from the main bundle stays an error too.
        let code = try RuleHarness("code_asset_not_found").expect(Self.assets.merging([
            "App/Loader.swift": "import UIKit\nlet a = UIColor(named: 1️⃣\"surface\")\n",
            "App.xcodeproj/project.pbxproj": Self.projectWithPackageAndScript,
        ]) { $1 }.merging(Self.localKit) { $1 })
        #expect(code.map(\.severity) == [.error])
        // A package checked out among the files: its catalog is read with the app's.
        try RuleHarness("asset_not_found").expectNone(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"PackageImage\" id=\"i1\"/>"),
            "App.xcodeproj/project.pbxproj": Self.projectWithPackageAndScript,
        ]) { $1 }.merging(Self.catalog(["PackageImage.imageset"], root: "LocalKit/Sources/LocalKit/Media.xcassets")) { $1 })
    }

    @Test("an image a Run Script phase declares it writes, in its output paths or an output file list, is a note")
    func scriptOutputs() throws {
        let files = Self.assets.merging([
            "App/Loader.swift": """
                import UIKit
                let a = UIImage(named: 1️⃣"brand-mark")
                let b = UIImage(named: 2️⃣"brand-login-logo")
                let c = UIImage(named: 3️⃣"brand-other")
                """,
            "App.xcodeproj/project.pbxproj": Self.projectWithPackageAndScript,
            "Scripts/outputs.xcfilelist": "# legacy paths\n$(TARGET_BUILD_DIR)/$(WRAPPER_NAME)/brand-login-logo.png\n  \n",
        ]) { $1 }.merging(Self.localKit) { $1 }
        let found = try RuleHarness("code_asset_not_found").expect(files)
        #expect(found.map(\.severity) == [.note, .note, .error])
        #expect(found.first?.message.contains("a Run Script phase declares it writes $(TARGET_BUILD_DIR)/$(WRAPPER_NAME)/brand-mark@2x.png into the bundle") == true)
    }

    @Test("code that loads an image or color by a name no catalog has is reported at the literal")
    func codeNames() throws {
        let rule = RuleHarness("code_asset_not_found")
        let found = try rule.expect(Self.assets.merging([
            "App/Loader.swift": """
                import UIKit
                let a = UIImage(named: "Logo")
                let b = UIImage(named: 1️⃣"Missing")
                let c = UIColor(named: 2️⃣"Nope", in: nil, compatibleWith: nil)
                let d = NSImage(named: NSImage.Name(3️⃣"Gone"))
                let e = UIImage(named: 4️⃣"Elsewhere", in: Bundle(for: Loader.self), compatibleWith: nil)
                let f = #imageLiteral(resourceName: 5️⃣"Literal.png")
                let g = UIImage(systemName: "star.fill")
                let h = UIImage(named: "Logo@2x.png")
                let i = UIImage(named: "Icons/Star")
                let j = UIImage(named: "icon-\\(size)")
                let k = UIImage.init(named: 6️⃣"Init")
                let l = NSImage(named: "NSActionTemplate")
                // UIImage(named: "Commented")
                """,
            "App/Views.swift": """
                import SwiftUI
                struct Badge: View {
                    var body: some View {
                        Image("Logo")
                        Image(1️⃣"Absent")
                        Image(systemName: "star")
                        Image(decorative: 2️⃣"Decor")
                        Color("Accent")
                        Color(3️⃣"Tint", bundle: .main)
                        Color(.systemRed)
                        Label("Title", image: 4️⃣"LabelIcon")
                        Image(5️⃣"Packaged", bundle: .module)
                    }
                }
                """,
            "App/NotSwiftUI.swift": """
                struct Image { init(_ name: String) {} }
                let x = Image("NotAnAsset")
                """,
            "App/Legacy.m": """
                UIImage *a = [UIImage imageNamed:@"Logo"];
                UIImage *b = [UIImage imageNamed:1️⃣@"Missing"];
                UIColor *c = [UIColor colorNamed:@"Accent"];
                NSColor *d = [NSColor colorNamed:2️⃣@"Gone" bundle:[NSBundle mainBundle]];
                UIImage *e = [UIImage imageNamed:3️⃣@"Pod" inBundle:podBundle compatibleWithTraitCollection:nil];
                """,
        ]) { $1 })
        // Files in path order: Legacy.m, Loader.swift, Views.swift.
        #expect(found.map(\.severity) == [
            .error, .error, .note,
            .error, .error, .error, .note, .error, .error,
            .error, .error, .error, .error, .note,
        ])
        #expect(found[0].message == "imageNamed: names image 'Missing', which no asset catalog or image file among the files has")
        #expect(found[2].message.hasSuffix("it is loaded from another bundle than the main one, which may hold it"))
        #expect(found[3].message == "UIImage(named:) names image 'Missing', which no asset catalog or image file among the files has")
        #expect(found[7].message.hasPrefix("#imageLiteral(resourceName:) names image 'Literal.png'"))
    }

    @Test("names in preview code are notes, and a SwiftUI type given a string initializer takes its literals")
    func previewsAndInitializers() throws {
        let found = try RuleHarness("code_asset_not_found").expect(Self.assets.merging([
            "App/Card.swift": """
                import SwiftUI
                struct Card: View {
                    var body: some View { Image(1️⃣"Photo").foregroundColor(Color("FF8800")) }
                }
                #Preview {
                    Card().overlay(Image(2️⃣"Sample"))
                }
                struct Card_Previews: PreviewProvider {
                    static var previews: some View { Image(3️⃣"Other") }
                }
                """,
            "App/Color+Hex.swift": """
                import SwiftUI
                extension Color {
                    init(_ hex: String) { self.init(.sRGB, red: 0, green: 0, blue: 0) }
                }
                """,
        ]) { $1 })
        #expect(found.map(\.severity) == [.error, .note, .note])
        #expect(found[1].message.contains("it is preview code"))
    }

    @Test("a git submodule not checked out, or a local package not there, may provide any name: notes")
    func absentDependencies() throws {
        let gitModules = """
            [submodule "Vendor/DesignKit"]
            \tpath = Vendor/DesignKit
            \turl = https://example.com/DesignKit.git
            [submodule "Vendor/Present"]
            \tpath = Vendor/Present
            \turl = https://example.com/Present.git
            """
        let document = Self.storyboard("<imageView image=\"1️⃣Gone\" id=\"i1\"/>")
        // Not checked out: the folder is missing (or empty).
        let submodule = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            ".gitmodules": gitModules, "Vendor/Present/README.md": "here", "App/Main.storyboard": document,
        ]) { $1 })
        #expect(submodule.map(\.severity) == [.note])
        #expect(submodule.first?.message.contains(
            "the git submodule 'Vendor/DesignKit' (.gitmodules) is not checked out, and it may provide it") == true)
        // Every submodule there: the files are all the evidence, and the name is an error.
        let present = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            ".gitmodules": "[submodule \"Vendor/Present\"]\n\tpath = Vendor/Present\n",
            "Vendor/Present/README.md": "here", "App/Main.storyboard": document,
        ]) { $1 })
        #expect(present.map(\.severity) == [.error])
        // A local Swift package whose folder is missing, for the code of the package declaring it.
        let package = try RuleHarness("code_asset_not_found").expect(Self.assets.merging([
            "App/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", dependencies: [
                    .package(url: "https://example.com/Remote.git", from: "1.0.0"),
                    .package(name: "Theme", path: "../Libraries/Theme"),
                ])
                """,
            "App/Sources/Banner.swift": "let banner = UIImage(named: 1️⃣\"Gone\")",
            "Other/Loader.swift": "let other = UIImage(named: 2️⃣\"Gone\")",
        ]) { $1 })
        #expect(package.map(\.severity) == [.note, .error])
        #expect(package.first?.message.contains(
            "the local Swift package 'Libraries/Theme' (App/Package.swift) is absent, and it may provide it") == true)
        // One an Xcode project references (XCLocalSwiftPackageReference), for the project's folder.
        let project = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App.xcodeproj/project.pbxproj": Self.projectWithPackageAndScript, "App/Main.storyboard": document,
        ]) { $1 })
        #expect(project.map(\.severity) == [.note])
        #expect(project.first?.message.contains(
            "the local Swift package 'LocalKit' (App.xcodeproj/project.pbxproj) is absent, and it may provide it") == true)
    }

    @Test("an empty name stands for no image: a warning, not a missing asset")
    func emptyNames() throws {
        let found = try RuleHarness("code_asset_not_found").expect(Self.assets.merging([
            "App/Row.swift": """
                import SwiftUI
                struct Row { var icon: Image = Image(1️⃣"") }
                let gone = UIImage(named: 2️⃣"Gone")
                """,
        ]) { $1 })
        #expect(found.map(\.severity) == [.warning, .error])
        #expect(found.first?.message == "Image(_:) names image '', an empty name no asset can have: it stands for no "
            + "image (the call gives none and logs that none is named ''); say so without a lookup")
    }

    @Test("a local package of one of two projects building a document: the other project's build is complete, so an error")
    func absentPackageOfOneProject() throws {
        let release = XcodeProjectText.project([.init("App", files: ["App/Main.storyboard"])])
        let develop = release
            .replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; packageReferences = (PK1, );")
            .replacingOccurrences(
                of: "\tobjects = {",
                with: "\tobjects = {\n\t\tPK1 = {isa = XCLocalSwiftPackageReference; relativePath = ../Editors/Core; };")
        let document = Self.storyboard("<imageView image=\"1️⃣Gone\" id=\"i1\"/>")
        let both = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App.xcodeproj/project.pbxproj": release, "App-develop.xcodeproj/project.pbxproj": develop,
            "App/Main.storyboard": document,
        ]) { $1 })
        #expect(both.map(\.severity) == [.error])
        let developOnly = try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App-develop.xcodeproj/project.pbxproj": develop, "App/Main.storyboard": document,
        ]) { $1 })
        #expect(developOnly.map(\.severity) == [.note])
        #expect(developOnly.first?.message.contains("the local Swift package '../Editors/Core'") == true)
    }

    @Test("the dependencies manifests declare by path are read as written")
    func dependencyManifests() {
        #expect(DependencyManifest.submodulePaths(in: """
            [submodule "a"]
            \tpath = external/core
            \turl = ../core
              path=Vendor/Kit
            [submodule "b"]
            \tpathological = no
            """) == ["external/core", "Vendor/Kit"])
        #expect(DependencyManifest.localPackagePaths(inManifest: """
            .package(path: "../../external/core"),
            .package(url: "https://example.com/x(y).git", exact: "1.0.0"),
            .package(
                name: "Theme",
                path: "../Theme"
            )
            """) == ["../../external/core", "../Theme"])
    }

    @Test("a name that matches an asset only when case is ignored is reported, in documents and code")
    func caseMismatch() throws {
        let rule = RuleHarness("asset_name_case_mismatch")
        let found = try rule.expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("""
                <imageView image="1️⃣logo" id="i1"/>
                <imageView image="Logo" id="i2"/>
                <imageView image="Nothing" id="i3"/>
                <button id="b1"><color key="titleColor" name="2️⃣ACCENT"/></button>
                """),
            "App/Loader.swift": """
                let a = UIImage(named: 1️⃣"icons/star")
                let b = UIImage(named: 2️⃣"LOGO", in: Bundle(for: Loader.self), compatibleWith: nil)
                let c = UIImage(named: "Logo")
                """,
            "App/Images/Banner.png": "",
            "App/Banner.swift": "let banner = UIImage(named: 1️⃣\"banner\")",
        ]) { $1 })
        #expect(found.map(\.severity) == [.error, .error, .note, .error, .error])
        #expect(found.first?.message == "UIImage(named:) names image 'banner', which differs only in letter case from 'Banner' (App/Images/Banner.png): it loads on a Mac's case-insensitive disk and fails on a device")
        #expect(found.first?.related.first?.location.file == "App/Images/Banner.png")
        // asset_not_found leaves them to this rule.
        try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"logo\" id=\"i1\"/>"),
        ]) { $1 })
    }

    @Test("an Icon Composer bundle NAME.icon (a folder holding icon.json) is an image named NAME, wherever it sits")
    func iconComposerBundle() throws {
        let files = Self.assets.merging([
            "App/Icons/modern.icon/icon.json": #"{"groups":[]}"#,
            "App/Icons/modern.icon/Assets/Glyph.svg": "<svg/>",
            // Not a bundle: no icon.json.
            "App/Icons/plain.icon/notes.txt": "",
            "App/Picker.swift": """
                import AppKit
                let modern = NSImage(named: "modern")
                let plain = NSImage(named: 1️⃣"plain")
                """,
            "App/Main.storyboard": Self.storyboard("<imageView image=\"modern\" id=\"i1\"/>"),
        ]) { $1 }
        try RuleHarness("code_asset_not_found").expect(files)
        try RuleHarness("asset_not_found").expectNone(files)
        // A lookup in another letter case is the case rule's.
        var lookups = files
        lookups["App/Picker.swift"] = "import AppKit\nlet m = NSImage(named: 1️⃣\"Modern\")\n"
        try RuleHarness("asset_name_case_mismatch").expect(lookups)
    }

    @Test("a name that matches in letter case only an asset of another target is no case mismatch of the file's target")
    func caseMismatchOtherTarget() throws {
        let project = XcodeProjectText.project([
            .init("Phone", settings: [("SDKROOT", "iphoneos")], files: ["Phone/Assets.xcassets", "Phone/Home.swift", "Phone/Main.storyboard"]),
            .init("Watch", settings: [("SDKROOT", "watchos")], files: ["Watch/Assets.xcassets", "Watch/Face.swift"]),
        ])
        let files = Self.catalog(["Logo.imageset"], root: "Phone/Assets.xcassets")
            .merging(Self.catalog(["badge.imageset"], root: "Watch/Assets.xcassets")) { $1 }
            .merging([
                "App.xcodeproj/project.pbxproj": project,
                // The phone's catalog has no badge in any case; the watch's 'badge' is not the phone's.
                "Phone/Home.swift": "import UIKit\nlet a = UIImage(named: \"Badge\")\nlet b = UIImage(named: 1️⃣\"logo\")\n",
                "Phone/Main.storyboard": Self.storyboard("<imageView image=\"Badge\" id=\"i1\"/>\n<imageView image=\"2️⃣LOGO\" id=\"i2\"/>"),
                "Watch/Face.swift": "import WatchKit\nlet c = UIImage(named: 1️⃣\"Badge\")\nlet d = UIImage(named: \"LOGO\")\n",
                // No target builds it: every catalog is searched, as without a project.
                "Loose.swift": "import UIKit\nlet e = UIImage(named: 1️⃣\"Badge\")\n",
            ]) { $1 }
        try RuleHarness("asset_name_case_mismatch").expect(files)
    }

    @Test("the image name 'nil', typed into Interface Builder for no image (a bar's shadow image), is not judged")
    func nilImageName() throws {
        try RuleHarness("asset_not_found").expect(Self.assets.merging([
            "App/Base.lproj/Main.storyboard": Self.storyboard("""
                <navigationBar contentMode="scaleToFill" shadowImage="nil" id="n1"/>
                <imageView image="1️⃣Nil" id="i1"/>
                """, resources: """
                <image name="nil" width="16" height="16"/>
                <image name="Nil" width="16" height="16"/>
                """),
        ]) { $1 })
    }

    @Test("a name in another Unicode normalization is the same file name, not a case mismatch")
    func normalization() throws {
        let files = Self.catalog(["Caf\u{E9}.imageset"]).merging([
            "App/Main.storyboard": Self.storyboard("<imageView image=\"Cafe\u{301}\" id=\"i1\"/>"),
        ]) { $1 }
        try RuleHarness("asset_name_case_mismatch").expectNone(files)
        try RuleHarness("asset_not_found").expectNone(files)
    }
}
