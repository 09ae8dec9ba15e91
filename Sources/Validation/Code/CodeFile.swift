import TripSource

/// A Swift or Objective-C file read for the code cross-check: the string literals it passes to
/// storyboard APIs and the classes it declares.
public struct CodeFile: Sendable {
    /// The path diagnostics name the file by.
    public let path: String
    public let language: SourceLanguage
    /// The literals passed to storyboard APIs, in file order.
    public let references: [CodeReference]
    /// The classes declared: Swift `class X` (any modifiers), `@objc(Name)` runtime names,
    /// Objective-C `@interface X` and `@implementation X`.
    public let declaredClasses: Set<String>
    /// The file's `//` and `/* */` comments, in file order, kept only when one of them may be a
    /// `tripkit:` suppression (otherwise empty).
    public let comments: [SourceComment]
    /// The uses of the APIs the Info.plist and privacy manifest rules look for, in file order.
    var apiUses: [APIUse] = []
    /// The values of the file's plain string literals (one line, no interpolation), for rules
    /// that ask whether code names a string at all (`string_catalog_stale`).
    public var stringLiterals: Set<String> = []
    /// The literal text before the first interpolation of the file's interpolated Swift strings
    /// (`wallet_name.` for `"wallet_name.\(index)"`), when it has a letter: code that builds a key
    /// this way names every key that starts with it.
    public var interpolatedLiteralPrefixes: Set<String> = []
    /// The literals passed to a call that also gives a default value (`value:`, `defaultValue:`,
    /// `fallback:`): keys that show that value when a language lacks them (`DefaultValueLiterals`).
    var literalsWithDefaultValue: Set<String> = []
    /// The literal keys looked up in strings tables, in file order (`SourceScanner.localizedKeyLookups`).
    var localizedKeyLookups: [LocalizedKeyLookup] = []
    /// The lookups whose key is built at run time, in file order: each may read any key that
    /// starts with its literal prefix (`LocalizedKeyLookup.isRuntimeKey`).
    var runtimeKeyLookups: [LocalizedKeyLookup] = []
    /// The literal text before the first `%` of the file's plain literals that hold one
    /// (`wallet_name.` for `@"wallet_name.%d"`), and plain literals code appends to (`"row." + x`,
    /// `[@"row." stringByAppendingString:x]`), when it has a letter: the starts of keys code may
    /// build with a format or a concatenation.
    var builtKeyPrefixes: Set<String> = []
    /// The literals passed to image and color APIs, in file order.
    public var assetReferences: [CodeAssetReference] = []
    /// The modules the file imports (`import X`, `@import X;`, `#import <X/Y.h>`, `#import "X.h"`).
    public var importedModules: Set<String> = []
    /// The classes, extensions and categories declared, with their members, in file order.
    public var typeDeclarations: [TypeDeclaration] = []
    /// The nibs the file loads by a literal name, with the File's Owner each load gives them, in
    /// file order (`SourceScanner.nibLoads(in:)`).
    public var nibLoads: [NibLoad] = []
    /// The Swift type aliases of plain type names the file declares, by alias: the type each names
    /// (its last part), so that an extension written with the alias counts for that type.
    public var typeAliases: [String: String] = [:]
    /// Whether the file is Swift written in syntax only Swift 3 and later accept
    /// (`SourceScanner.showsSwift3Syntax()`).
    var showsSwift3Syntax = false
    /// The SwiftUI types (`Color`, `Image`) this file gives an initializer taking one unlabeled
    /// string, which then takes the literals `Color(_:)` would otherwise read as asset names.
    public var typesWithStringInitializers: Set<String> = []

    /// A file read elsewhere.
    ///
    /// - Parameters:
    ///   - path: The path diagnostics name it by.
    ///   - language: Its language.
    ///   - references: The literals passed to storyboard APIs, in file order.
    ///   - declaredClasses: The classes it declares.
    ///   - comments: Its comments, for suppressions.
    public init(
        path: String, language: SourceLanguage, references: [CodeReference], declaredClasses: Set<String>,
        comments: [SourceComment] = []
    ) {
        self.path = path
        self.language = language
        self.references = references
        self.declaredClasses = declaredClasses
        self.comments = comments
    }

    /// Reads a source file's text.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - path: The path to name it by.
    ///   - language: Its language.
    ///   - localizationHelpers: The project's own lookup functions and members whose first literal
    ///     argument is a key (`L10n.tr`, `localized`), as the configuration names them.
    public init(bytes: [UInt8], path: String, language: SourceLanguage, localizationHelpers: Set<String> = []) {
        let mentionsSuppression = bytes.withUnsafeBufferPointer(SuppressionDirective.isMentioned)
        let (tokens, spans) = SourceLexer.lex(bytes, language: language, collectingComments: mentionsSuppression)
        let lineMap = LineMap(bytes)
        let scanner = SourceScanner(tokens: tokens, language: language, lineMap: lineMap, file: path)
        let comments = spans.map { span in
            SourceComment(
                text: String(decoding: bytes[(span.start + 2)..<span.textEnd], as: UTF8.self),
                location: lineMap.location(ofOffset: span.start, file: path), delimiter: span.isLine ? .line : .block)
        }
        self.init(
            path: path, language: language, references: scanner.references(),
            declaredClasses: scanner.declaredClasses(),
            comments: comments)
        assetReferences = scanner.assetReferences()
        importedModules = scanner.importedModules()
        let lookups = scanner.localizedKeyLookups(
            helpers: localizationHelpers, importsSwiftUI: importedModules.contains("SwiftUI"))
        localizedKeyLookups = lookups.filter { !$0.isRuntimeKey }
        runtimeKeyLookups = lookups.filter(\.isRuntimeKey)
        typeDeclarations = scanner.typeDeclarations()
        nibLoads = scanner.nibLoads(in: typeDeclarations)
        typeAliases = scanner.typeAliases()
        showsSwift3Syntax = language == .swift && scanner.showsSwift3Syntax()
        typesWithStringInitializers = scanner.typesWithStringInitializers()
        apiUses = scanner.apiUses()
        literalsWithDefaultValue = DefaultValueLiterals.literals(in: tokens)
        for (index, token) in tokens.enumerated() where token.kind == .string {
            if token.isPlain {
                stringLiterals.insert(token.text)
                if let prefix = Self.builtKeyPrefix(at: index, in: tokens) {
                    builtKeyPrefixes.insert(prefix)
                }
            } else if let prefix = token.interpolationPrefix, prefix.contains(where: \.isLetter) {
                interpolatedLiteralPrefixes.insert(prefix)
            }
        }
    }

    /// The start of the keys a plain literal at `index` may build: its text before a `%`, or the
    /// whole text when `+`, `stringByAppendingString:`, `stringByAppendingFormat:`, `.appending(`
    /// or `.appendingFormat(` follows; `nil` when that has no letter.
    private static func builtKeyPrefix(at index: Int, in tokens: [SourceToken]) -> String? {
        let token = tokens[index]
        func next(_ offset: Int) -> SourceToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
        let prefix: Substring
        if let percent = token.text.firstIndex(of: "%") {
            prefix = token.text[..<percent]
        } else if let after = next(1),
                  after.isPunctuation("+") || (after.kind == .identifier && appendingCalls.contains(after.text))
                    || (after.isPunctuation(".") && next(2).map { $0.kind == .identifier && appendingCalls.contains($0.text) } == true)
        {
            prefix = token.text[...]
        } else {
            return nil
        }
        return prefix.contains(where: \.isLetter) ? String(prefix) : nil
    }

    /// The selectors and methods that append to the literal they are sent to.
    private static let appendingCalls: Set<String> = [
        "stringByAppendingString", "stringByAppendingFormat", "appending", "appendingFormat",
    ]
}
