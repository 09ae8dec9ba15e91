import Testing
import TripSource
@testable import Validation

@Suite("Format specifiers")
struct FormatSpecifierTests {
    /// A format string and the conversions read from it: argument, then the conversion as written.
    static let cases: [(String, [String])] = [
        ("Hello", []),
        ("%@ has %d files", ["1 %@", "2 %d"]),
        ("%2$d files of %1$@", ["2 %2$d", "1 %1$@"]),
        ("%lld of %llu, %ld, %qd, %zd", ["1 %lld", "2 %llu", "3 %ld", "4 %qd", "5 %zd"]),
        ("%.2f%% done at %5.1e", ["1 %.2f", "2 %5.1e"]),
        ("%-10s|%+d|%#x|%05d", ["1 %-10s", "2 %+d", "3 %#x", "4 %05d"]),
        ("%*d and %.*f", ["1 *", "2 %*d", "3 *", "4 %.*f"]),
        ("%#@files@ in %@", ["1 %#@files@", "2 %@"]),
        ("%1$#@files@", ["1 %1$#@files@"]),
        ("100%% sure", []),
        ("50% off and 20% sale", []),
        ("99%-a kész", []),
        ("Expires on % @", ["1 % @"]),
        ("%", []),
        ("trailing %l", []),
        ("%hhd %hd %c %C %S %p", ["1 %hhd", "2 %hd", "3 %c", "4 %C", "5 %S", "6 %p"]),
    ]

    @Test("conversions are read with the argument each reads; prose percent signs are text", arguments: cases)
    func parse(format: String, expected: [String]) {
        let found = FormatSpecifier.parse(format).map { "\($0.argument) \($0.text)" }
        #expect(found == expected)
    }

    /// Prose a format string holds, read as Foundation reads a format string: every `%` that a
    /// flag (a space among them), width, precision and conversion letter follow reads an argument.
    static let foundationCases: [(String, [String])] = [
        ("50% off and 20% sale", ["1 % o", "2 % s"]),
        ("100% débloqué", ["1 % d"]),
        ("99%-a kész", ["1 %-a"]),
        ("%d fichiers, 5% de plus", ["1 %d", "2 % d"]),
        ("100%% sure, % @", ["1 % @"]),
        ("5% Rabatt, 100 %", []),
    ]

    @Test("a string certainly formatted is read as Foundation reads it: a space flag before any letter, a - flag without a width", arguments: foundationCases)
    func foundationReading(format: String, expected: [String]) {
        let found = FormatSpecifier.foundationConversions(in: format, limit: 100).specifiers.map { "\($0.argument) \($0.text)" }
        #expect(found == expected)
    }

    /// Texts that end inside a conversion, or hold a NUL: the end stops the conversion as a byte
    /// that names none would.
    static let endingCases: [(String, Bool, [String])] = [
        ("%1$", false, []), ("%#@", false, ["1 %#@"]), ("%#@name", false, ["1 %#@"]), ("x %#@n@", false, ["1 %#@n@"]),
        ("%-", false, []), ("%-5", false, []), ("%.", false, []), ("%5.2", false, []), ("%*", false, []),
        ("%l", false, []), ("%ll", false, []), ("% ", false, []), ("%#", false, []), ("%12", false, []),
        ("%ar", true, ["1 %a"]), ("%arg", true, ["0 %arg"]), ("%a", true, ["1 %a"]),
        ("%\u{0}d", false, []), ("%@\u{0}%d", false, ["1 %@", "2 %d"]), ("é %@ ü", false, ["1 %@"]),
    ]

    @Test("a text ending inside a conversion, or holding a NUL, reads only the whole conversions", arguments: endingCases)
    func endings(format: String, readsSubstitutionArgument: Bool, expected: [String]) {
        let found = FormatSpecifier.parse(format, readsSubstitutionArgument: readsSubstitutionArgument)
        #expect(found.map { "\($0.argument) \($0.text)" } == expected)
        let offsets = found.map(\.offset)
        #expect(offsets.allSatisfy { Array(format.utf8)[$0] == UInt8(ascii: "%") })
    }

    @Test("kinds: objects, integers by width, doubles, C strings, pointers, variables")
    func kinds() {
        let kinds = FormatSpecifier.parse("%@ %d %ld %lld %f %s %p %#@v@").map(\.kind)
        #expect(kinds == [.object, .integer(wide: false), .integer(wide: true), .integer(wide: true), .double, .cString, .pointer,
                          .variable("v")])
        #expect(FormatSpecifier.kind(ofValueType: "lld") == .integer(wide: true))
        #expect(FormatSpecifier.kind(ofValueType: "@") == .object)
        #expect(FormatSpecifier.kind(ofValueType: "d files") == nil)
    }

    @Test("%arg is a String Catalog substitution's argument only where asked for")
    func substitutionArgument() {
        #expect(FormatSpecifier.parse("%arg files", readsSubstitutionArgument: true).map(\.kind) == [.substitutionArgument])
        #expect(FormatSpecifier.parse("%arg files").map(\.text) == ["%a"])
    }

    @Test("a variant's unnumbered conversions continue from its variable's argument")
    func firstArgument() {
        #expect(FormatSpecifier.parse("%d files in %@", firstArgument: 3).map(\.argument) == [3, 4])
    }

    @Test("a long run of digits and percent signs is read in one pass")
    func hostile() {
        let text = String(repeating: "%1", count: 20_000) + String(repeating: "9", count: 100_000) + "$@"
        #expect(FormatSpecifier.parse(text).count <= 1)
    }

    @Test("at most maxFormatConversions conversions are read from one string, and a cut is told")
    func cappedConversions() {
        let found = FormatSpecifier.parse(String(repeating: "%@", count: 1_000))
        #expect(found.count == InputLimit.formatConversions.defaultValue)
        #expect(found.last?.argument == 100)
        #expect(FormatSpecifier.parse(String(repeating: "%*d", count: 60)).count <= 100)
        #expect(FormatSpecifier.conversions(in: String(repeating: "%@", count: 101)).isCut)
        #expect(!FormatSpecifier.conversions(in: String(repeating: "%@", count: 100) + "%% 100%").isCut)
        let limited = FormatSpecifier.conversions(in: "%@ %d %f", limit: 2)
        #expect(limited.specifiers.map(\.text) == ["%@", "%d"] && limited.isCut)
    }
}

@Suite("Plural rules")
struct PluralRulesTests {
    static let cases: [(String, [PluralCategory]?)] = [
        ("en", [.zero, .one, .other]),
        ("en-GB", [.zero, .one, .other]),
        ("English", [.zero, .one, .other]),
        ("ja", [.zero, .other]),
        ("zh-Hans", [.zero, .other]),
        ("ru", [.zero, .one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("fr", [.zero, .one, .many, .other]),
        ("he", [.zero, .one, .two, .many, .other]),
        ("pt_BR", [.zero, .one, .many, .other]),
        ("Base", nil),
        ("mul", nil),
    ]

    @Test("each language's CLDR categories, zero always; unknown tags give no evidence", arguments: cases)
    func categories(language: String, expected: [PluralCategory]?) {
        #expect(PluralRules.categories(forLanguage: language).map { $0.sorted() } == expected)
    }
}
