import TextFormats

extension SummaryReporter {
    /// Each language's translation coverage, a row a language however many tables there are, so
    /// that an app with 40 languages and 10 tables reads in 40 lines: the keys it translates of
    /// all the tables and catalogs judged, the whole percent (rounded down, so only a complete
    /// language shows 100%), and its least translated table with that table's percent. Least
    /// translated languages first, then by name. Empty when the report holds no coverage.
    ///
    /// ```
    /// Translation coverage of 3 tables (strings tables and String Catalogs), least translated first:
    /// language  translated  total     %  least translated table
    /// fr             1,792  2,104   85%  App/fr.lproj/Localizable.strings (80%)
    /// de             2,104  2,104  100%
    /// ```
    static func coverageTable(_ report: Report) -> String {
        let judged = report.coverage.filter { $0.total > 0 }
        guard !judged.isEmpty else { return "" }
        var languages: [String: LanguageRow] = [:]
        for coverage in judged {
            languages[coverage.language, default: LanguageRow(language: coverage.language)].add(coverage)
        }
        let rows = languages.values.sorted {
            ($0.percent, -$0.missing, $0.language) < ($1.percent, -$1.missing, $1.language)
        }
        let header = ["language", "translated", "total", "%", "least translated table"]
        let table = rows.map { row in
            [
                row.language, GroupedDigits.text(row.translated), GroupedDigits.text(row.total), "\(row.percent)%",
                row.worst.map { "\(report.path($0.file)) (\($0.percent)%)" } ?? "",
            ]
        }
        let tables = Set(judged.map(\.table)).count
        return "\nTranslation coverage of \(tables) table\(tables == 1 ? "" : "s") (strings tables and String Catalogs), "
            + "least translated first:\n" + aligned([header] + table, leftAligned: [4])
    }
}

/// One language's coverage, summed over the tables, and its least translated table.
private struct LanguageRow {
    let language: String
    var translated = 0
    var total = 0
    /// The table with the lowest percent (then the most keys missing), if one is incomplete.
    var worst: LanguageCoverage?

    var missing: Int { total - translated }
    var percent: Int { LanguageCoverage.percent(translated, of: total) }

    mutating func add(_ coverage: LanguageCoverage) {
        translated += coverage.translated
        total += coverage.total
        let missing = coverage.total - coverage.translated
        guard missing > 0 else { return }
        if let worst, (worst.percent, missing) <= (coverage.percent, worst.total - worst.translated) { return }
        worst = coverage
    }
}
