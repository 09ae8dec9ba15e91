/// How much of one strings table or String Catalog one language translates: a fact the
/// translation rules compute for every language they judge, complete ones included, which the
/// `summary` reporter shows as a table, a row a language.
public struct LanguageCoverage: Sendable, Equatable {
    /// The language (`fr`, `zh-Hans`).
    public var language: String
    /// The language's file: its table (`fr.lproj/Localizable.strings`), or the catalog.
    public var file: String
    /// Where the keys to translate are written: the source language's table, or the catalog.
    public var table: String
    /// How many of the keys the language translates.
    public var translated: Int
    /// How many keys there are to translate.
    public var total: Int

    /// A language's coverage of a table.
    ///
    /// - Parameters:
    ///   - language: The language.
    ///   - file: The language's file (its table, or the catalog).
    ///   - table: The source language's table, or the catalog.
    ///   - translated: How many keys the language translates.
    ///   - total: How many keys there are to translate.
    public init(language: String, file: String, table: String, translated: Int, total: Int) {
        self.language = language
        self.file = file
        self.table = table
        self.translated = translated
        self.total = total
    }

    /// The whole percent translated, rounded down, so that only a complete table shows 100%.
    public var percent: Int {
        Self.percent(translated, of: total)
    }

    /// The whole percent `translated` is of `total`, rounded down; 100 when there is nothing to translate.
    package static func percent(_ translated: Int, of total: Int) -> Int {
        total == 0 ? 100 : translated * 100 / total
    }
}
