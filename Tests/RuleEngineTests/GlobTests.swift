import Testing
import TestSupport
@testable import RuleEngine

@Suite("Glob patterns")
struct GlobTests {
    static let cases: [(pattern: String, path: String, matches: Bool)] = [
        ("Pods", "Pods/Lib/View.storyboard", true),
        ("Pods", "App/Pods/View.storyboard", false),
        ("*.storyboard", "Main.storyboard", true),
        ("*.storyboard", "App/Main.storyboard", false),
        ("**/*.storyboard", "Main.storyboard", true),
        ("**/*.storyboard", "App/Deep/Main.storyboard", true),
        ("**/Generated", "App/Generated/G.xib", true),
        ("**/Generated", "Generated/G.xib", true),
        ("**/Generated", "App/NotGenerated/G.xib", false),
        ("App/**/Test?.xib", "App/a/b/Test1.xib", true),
        ("App/**/Test?.xib", "App/Test12.xib", false),
        ("App/**", "App/x.plist", true),
        ("App/**", "Apps/x.plist", false),
        ("[A-C]*/*.plist", "Base/Info.plist", true),
        ("[!A-C]*/*.plist", "Base/Info.plist", false),
        ("[]x]", "]", true),
        ("./App/", "App/Main.storyboard", true),
        ("*", "anything/below", true),
        ("a*b*c", "aXXbYYc", true),
        ("a*b*c", "aXXbYY", false),
        ("/abs/App", "/abs/App/Main.storyboard", true),
        ("/abs/App", "abs/App/Main.storyboard", false),
        ("App", "/abs/App/Main.storyboard", false),
    ]

    @Test("matches whole paths and leading folders", arguments: cases)
    func matches(pattern: String, path: String, matches: Bool) throws {
        #expect(try Glob(pattern).matches(path) == matches)
    }

    @Test("a pattern of many stars against a long name is decided at once, as fnmatch decides it",
          .timeLimit(.minutes(1)))
    func manyStars() throws {
        // Backtracking tries every placement of the stars: C(60, 8) ways, minutes, for no match.
        let name = String(repeating: "a", count: 60)
        for (pattern, path, expected) in [
            ("*a*a*a*a*a*a*a*c", name, false), ("*a*a*a*a*a*a*a*c", name + "c", true),
            ("**/*a*a*a*a*a*a*a*c/x", Array(repeating: name, count: 30).joined(separator: "/"), false),
            ("**/a/**/a/**/a/**/a/**/c", Array(repeating: "a", count: 200).joined(separator: "/"), false),
        ] {
            #expect(try Glob(pattern).matches(path) == expected, "\(pattern)")
        }
    }

    @Test("refuses empty patterns and unclosed sets")
    func refuses() {
        #expect(throws: Glob.Problem.empty) { try Glob("") }
        #expect(throws: Glob.Problem.empty) { try Glob("./") }
        #expect(throws: Glob.Problem.unterminatedSet) { try Glob("a[bc") }
    }
}
