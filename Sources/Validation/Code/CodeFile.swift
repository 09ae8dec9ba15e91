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
    let apiUses: [APIUse]

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
        self.apiUses = []
    }

    /// Reads a source file's text.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - path: The path to name it by.
    ///   - language: Its language.
    public init(bytes: [UInt8], path: String, language: SourceLanguage) {
        let mentionsSuppression = bytes.withUnsafeBufferPointer(SuppressionDirective.isMentioned)
        let (tokens, spans) = SourceLexer.lex(bytes, language: language, collectingComments: mentionsSuppression)
        let lineMap = LineMap(bytes)
        let scanner = SourceScanner(tokens: tokens, language: language, lineMap: lineMap, file: path)
        let comments = spans.map { span in
            SourceComment(
                text: String(decoding: bytes[(span.start + 2)..<span.textEnd], as: UTF8.self),
                location: lineMap.location(ofOffset: span.start, file: path), delimiter: span.isLine ? .line : .block)
        }
        self.path = path
        self.language = language
        self.references = scanner.references()
        self.declaredClasses = scanner.declaredClasses()
        self.comments = comments
        self.apiUses = scanner.apiUses()
    }
}
