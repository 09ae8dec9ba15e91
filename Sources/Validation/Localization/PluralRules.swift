/// A CLDR plural category: which form of a word a number takes in a language.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// The cardinal plural categories each language uses, for checking the variants of a
/// `.stringsdict` plural rule or a String Catalog's plural variations.
///
/// Source: Unicode CLDR 47, `common/supplemental/plurals.xml` (cardinal rules), as shipped in the
/// data of Babel 2.18.0 (`babel.Locale.plural_form.tags`); `other` is in every language. Regional
/// variants use their language's categories (no CLDR 47 region differs in its set). One category
/// CLDR has since removed is still accepted, because the systems that shipped the older data still
/// use it: Hebrew's `many` (removed in CLDR 42).
///
/// `zero` is accepted in every language: Foundation uses a `zero` variant for the number 0 whatever
/// the language's rules say (Foundation Release Notes for OS X 10.9), and Xcode's String Catalog
/// editor offers it for every language.
public enum PluralRules {
    /// The categories a language uses, `zero` included (see above), or `nil` for a language the
    /// table does not know (`Base`, `mul`, a private code): no evidence, so no finding.
    ///
    /// - Parameter language: A language tag as an `.lproj` folder or a catalog names it (`pt-BR`,
    ///   `zh-Hans`, `sr_Latn`, `English`); only the language subtag counts.
    public static func categories(forLanguage language: String) -> Set<PluralCategory>? {
        guard var categories = byLanguage[languageSubtag(of: language)] else { return nil }
        categories.insert(.zero)
        return categories
    }

    /// Whether `one`, `few` and `many` between them take every whole number in a language, so that
    /// `other` is chosen for fractions only: CLDR 47's cardinal rules for Belarusian, Polish,
    /// Russian and Ukrainian (in Czech, Slovak and Lithuanian, which have the same four categories,
    /// whole numbers such as 5 or 10 do take `other`).
    ///
    /// - Parameter language: A language tag as an `.lproj` folder names it.
    static func wholeNumbersNeverTakeOther(inLanguage language: String) -> Bool {
        wholeNumbersWithoutOther.contains(languageSubtag(of: language))
    }

    private static let wholeNumbersWithoutOther: Set<String> = ["be", "pl", "ru", "uk"]

    /// The language subtag of a tag, lowercased, with the old names Xcode projects still use for
    /// `.lproj` folders (`English.lproj`) and retired ISO codes (`iw`) mapped to their codes.
    public static func languageSubtag(of language: String) -> String {
        let subtag = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return legacyNames[subtag] ?? subtag.lowercased()
    }

    private static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "iw": "he", "in": "id", "ji": "yi", "tl": "fil",
    ]

    /// Categories by language, built once from `groups`.
    private static let byLanguage: [String: Set<PluralCategory>] = {
        var table: [String: Set<PluralCategory>] = [:]
        for (categories, languages) in groups {
            for language in languages.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                table[String(language)] = Set(categories)
            }
        }
        table["he", default: []].insert(.many)
        return table
    }()

    /// CLDR 47's cardinal category sets, each with the languages that use it.
    private static let groups: [([PluralCategory], String)] = [
        ([.other], """
            aa ab agq ann apc arn ba bas bew bgc bgn blt bm bo bss byn cad cch ccp cho cic co cop cu cv dav
            dje dua dyo dz ebu ewo frr gaa gez gn guz hnj id ie ig ii ja jbo jv kaa kam kde kea ken kgp khq
            ki kln km ko kok kpe ksf kxv la lkt lmo lo lrc ltg lu luo luy mai mdf mer mfe mgh mhn mi mic mni
            moh ms mua mus my myv mzn nds nmg nqo nus nv oc osa pis qu quc raj rhg rif rn rw sa sah sbp ses
            sg shn sid skr su szl tg th to tok tpi trv trw tt twq tyv vai vi vmw wal wbp wo xnr yav yo yrl
            yue za zgh zh
            """),
        ([.one, .other], """
            af ak am an as asa ast az bal bem bez bg bho bn brx ce ceb cgg chr ckb csw da de doi dv ee el en
            eo et eu fa ff fi fil fo fur fy gl gsw gu ha haw hi hu hy ia io is jgo jmc ka kab kaj kcg kk kkj
            kl kn ks ksb ku ky lb lg lij ln mas mg mgo mk ml mn mr nb nd ne nl nn nnh no nr nso ny nyn om or
            os pa pap pcm ps rm rof rwk saq sc sd sdh seh si sn so sq ss ssy st sv sw syr ta te teo ti tig
            tk tn tr ts tzm ug ur uz ve vo vun wa wae xh xog yi zu
            """),
        ([.one, .few, .other], """
            bs hr ro shi sr
            """),
        ([.one, .many, .other], """
            ca es fr ht it lld pt scn vec
            """),
        ([.one, .two, .other], """
            he iu naq sat se sma smj smn sms
            """),
        ([.zero, .one, .other], """
            blo ksh lag lv prg
            """),
        ([.one, .few, .many, .other], """
            be cs lt pl ru sk uk
            """),
        ([.one, .two, .few, .other], """
            dsb gd hsb sl
            """),
        ([.one, .two, .few, .many, .other], """
            br ga gv mt
            """),
        ([.zero, .one, .two, .few, .many, .other], """
            ar cy kw
            """)
    ]
}
