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

    public init(path: String, language: SourceLanguage, references: [CodeReference], declaredClasses: Set<String>) {
        self.path = path
        self.language = language
        self.references = references
        self.declaredClasses = declaredClasses
    }

    /// Reads a source file's text.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - path: The path to name it by.
    ///   - language: Its language.
    public init(bytes: [UInt8], path: String, language: SourceLanguage) {
        let tokens = SourceLexer.tokens(of: bytes, language: language)
        let scanner = SourceScanner(tokens: tokens, language: language, lineMap: LineMap(bytes), file: path)
        self.init(path: path, language: language, references: scanner.references(), declaredClasses: scanner.declaredClasses())
    }
}
