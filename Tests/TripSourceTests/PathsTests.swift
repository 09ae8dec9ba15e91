import Testing
import TripSource

@Suite("Paths")
struct PathsTests {
    static let cases: [(path: String, normalized: String)] = [
        ("", "."), (".", "."), ("..", ".."), ("/", "/"), ("//", "/"), ("/.", "/"), ("/..", "/"),
        ("a", "a"), ("a/", "a"), ("./a", "a"), ("a/./b", "a/b"), ("a//b", "a/b"), ("a/b/..", "a"),
        ("a/../..", ".."), ("../a", "../a"), ("/a/../../b", "/b"), ("/work/x/s0.storyboard", "/work/x/s0.storyboard"),
        ("...", "..."), ("a/.../b", "a/.../b"), ("a/.b/..c", "a/.b/..c"), ("/a/b/.", "/a/b"),
        ("a/\u{301}b", "a/\u{301}b"), ("/\u{301}a", "/\u{301}a"), ("a/.\u{301}/b", "a/.\u{301}/b"),
    ]

    @Test("normalize folds . and .. segments and repeated slashes", arguments: cases)
    func normalize(path: String, normalized: String) {
        #expect(Paths.normalize(path) == normalized)
    }

    @Test("normalize gives a normal path back unchanged", arguments: cases)
    func isNormal(path: String, normalized: String) {
        if Paths.isNormal(path) { #expect(normalized.utf8.elementsEqual(path.utf8)) }
    }

    @Test("the paths the validator makes are normal")
    func usualPathsAreNormal() {
        for path in ["a", "App/Main.storyboard", "/work/x/s0.storyboard", "a/.b/..c", "..."] {
            #expect(Paths.isNormal(path))
        }
        for path in ["", ".", "..", "/", "a/", "./a", "a//b", "a/../b", "/a/."] {
            #expect(!Paths.isNormal(path))
        }
    }

    @Test("a path's enclosing folders run from its own folder up, ending at . only for paths inside the working directory")
    func enclosingFolders() {
        #expect(Paths.enclosingFolders(of: "App/Sources/A.swift") == ["App/Sources", "App", "."])
        #expect(Paths.enclosingFolders(of: "A.swift") == ["."])
        #expect(Paths.enclosingFolders(of: "/work/App/A.swift") == ["/work/App", "/work"])
        #expect(Paths.enclosingFolders(of: "../Shared/A.swift") == ["../Shared"])
        #expect(Paths.enclosingFolders(of: "../../A.swift") == [])
    }

    @Test("a path's file name is its last part")
    func fileName() {
        #expect(Paths.fileName(of: "App/Base.lproj/Main.storyboard") == "Main.storyboard")
        #expect(Paths.fileName(of: "Main.storyboard") == "Main.storyboard")
        #expect(Paths.fileName(of: "/Info.plist") == "Info.plist")
        // Names of any script, and a name after a trailing slash is empty; the folder is what precedes.
        #expect(Paths.fileName(of: "Ré/ja.lproj/日本語.strings") == "日本語.strings")
        #expect(Paths.directory(of: "Ré/ja.lproj/日本語.strings") == "Ré/ja.lproj")
        #expect(Paths.fileName(of: "App/") == "" && Paths.directory(of: "/Info.plist") == "/")
        #expect(Paths.directory(of: "Info.plist") == "." && Paths.directory(of: "é/x") == "é")
    }
}
