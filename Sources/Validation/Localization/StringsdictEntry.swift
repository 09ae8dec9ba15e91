import PropertyList
import TripSource

/// One entry of a `.stringsdict` file: a key, its localized format (`NSStringLocalizedFormatKey`)
/// and the variables the format names (`%#@files@`), with where each part is written.
///
/// ```xml
/// <key>%d file(s) remaining</key>
/// <dict>
///     <key>NSStringLocalizedFormatKey</key>
///     <string>%#@files@</string>
///     <key>files</key>
///     <dict>
///         <key>NSStringFormatSpecTypeKey</key>
///         <string>NSStringPluralRuleType</string>
///         <key>NSStringFormatValueTypeKey</key>
///         <string>d</string>
///         <key>one</key>
///         <string>%d file remaining</string>
///         <key>other</key>
///         <string>%d files remaining</string>
///     </dict>
/// </dict>
/// ```
///
/// An entry may instead vary by device (`NSStringDeviceSpecificRuleType`) or by width
/// (`NSStringVariableWidthRuleType`); such an entry has no format key and no variables here.
struct StringsdictEntry {
    /// A variable of the format: a plural rule, or a rule of another type.
    struct Variable {
        let name: String
        /// Where the variable's key is written.
        let location: SourceLocation?
        /// Whether `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType`.
        let isPluralRule: Bool
        /// `NSStringFormatValueTypeKey` (`d`, `ld`), if written.
        let valueType: String?
        /// The variants written: each key other than the two `NSString...` keys, with its text
        /// (empty when the value is not a string), where the text is and where its key is.
        let variants: [(name: String, text: String, location: SourceLocation, keyLocation: SourceLocation)]
    }

    let key: String
    /// Where the entry's key is written.
    let location: SourceLocation
    /// The localized format and where its value is, when written as a string.
    let format: (text: String, location: SourceLocation)?
    /// The variables: every key of the entry other than the format key whose value is a
    /// dictionary.
    let variables: [Variable]

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    /// The entries of a `.stringsdict` document, in file order.
    ///
    /// - Parameter document: The file's property list.
    /// - Returns: One entry per key of the root dictionary whose value is a dictionary.
    static func entries(of document: PlistDocument) -> [StringsdictEntry] {
        guard let root = document.root.dictionary else { return [] }
        return root.entries.compactMap { entry in
            guard let body = entry.value.dictionary, let location = entry.keyLocation ?? entry.value.location else { return nil }
            var format: (String, SourceLocation)? = nil
            var variables: [Variable] = []
            for part in body.entries {
                if part.key == formatKey {
                    if let text = part.value.string, let valueLocation = part.value.location ?? part.keyLocation {
                        format = (text, valueLocation)
                    }
                    continue
                }
                guard let rule = part.value.dictionary else { continue }
                var variants: [(String, String, SourceLocation, SourceLocation)] = []
                for variant in rule.entries where variant.key != specTypeKey && variant.key != valueTypeKey {
                    guard let valueLocation = variant.value.location ?? variant.keyLocation else { continue }
                    variants.append((variant.key, variant.value.string ?? "", valueLocation, variant.keyLocation ?? valueLocation))
                }
                variables.append(Variable(
                    name: part.key, location: part.keyLocation ?? part.value.location,
                    isPluralRule: rule[specTypeKey]?.string == pluralRuleType,
                    valueType: rule[valueTypeKey]?.string, variants: variants))
            }
            return StringsdictEntry(key: entry.key, location: location, format: format, variables: variables)
        }
    }

    /// The entry's format, with each plural variable's variants, or `nil` for an entry with no
    /// format string; at most `limit` conversions are read from each text.
    func localizedFormat(limit: Int) -> LocalizedFormat? {
        guard let format else { return nil }
        var byName: [String: LocalizedFormat.Variable] = [:]
        for variable in variables where variable.isPluralRule {
            byName[variable.name] = LocalizedFormat.Variable(
                kind: variable.valueType.flatMap(FormatSpecifier.kind(ofValueType:)), argument: nil,
                variants: variable.variants.filter { PluralCategory(rawValue: $0.name) != nil }
                    .map { (name: $0.name, text: $0.text, location: $0.location) })
        }
        return LocalizedFormat(string: format.text, location: format.location, variables: byName, isCatalog: false,
                               limit: limit)
    }
}
