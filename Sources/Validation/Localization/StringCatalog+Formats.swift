import TripSource

extension StringCatalog.Localization {
    /// The translation's format: its string unit's value with the substitutions it names, or each
    /// variant's, or `nil` when it has neither; at most `limit` conversions are read from each text.
    /// `asFormatted` reads a value without substitutions as Foundation reads a format string
    /// (`FormatSpecifier.foundationConversions`).
    func format(limit: Int, asFormatted: Bool = false) -> LocalizedFormat? {
        if let value = stringUnit?.value {
            var variables: [String: LocalizedFormat.Variable] = [:]
            for substitution in substitutions {
                let plural = substitution.variations.first { $0.kind == "plural" }?.cases ?? []
                variables[substitution.name] = LocalizedFormat.Variable(
                    kind: substitution.formatSpecifier.flatMap { FormatSpecifier.kind(ofValueType: $0.value) },
                    argument: substitution.argumentNumber,
                    variants: plural.compactMap { variant in
                        variant.stringUnit?.value.map { (name: variant.language, text: $0.value, location: $0.location) }
                    })
            }
            if variables.isEmpty {
                return LocalizedFormat(string: value.value, location: value.location, limit: limit, asFormatted: asFormatted)
            }
            return LocalizedFormat(string: value.value, location: value.location, variables: variables, isCatalog: true,
                                   limit: limit)
        }
        // Variations nest at most twice (the reader refuses deeper ones), so this walk is bounded.
        var variants: [(kind: String, name: String, format: LocalizedFormat)] = []
        for variation in variations {
            for variant in variation.cases {
                if let format = variant.format(limit: limit, asFormatted: asFormatted) {
                    variants.append((variation.kind, variant.language, format))
                }
            }
        }
        return variants.isEmpty ? nil : LocalizedFormat(variants: variants)
    }

    /// Every string unit of the translation, its variants' and its substitutions' included, with
    /// the plural category it is for (`nil` outside plural variations), in file order.
    var stringUnits: [(unit: StringCatalog.StringUnit, category: String?)] {
        // Most translations are one string unit: no walk, no copy of the translation.
        if variations.isEmpty && substitutions.isEmpty { return stringUnit.map { [($0, nil)] } ?? [] }
        var units: [(StringCatalog.StringUnit, String?)] = []
        var pending: [(StringCatalog.Localization, String?)] = [(self, nil)]
        while let (localization, category) = pending.popLast() {
            if let unit = localization.stringUnit { units.append((unit, category)) }
            for variation in localization.variations.reversed() {
                for variant in variation.cases.reversed() {
                    pending.append((variant, variation.kind == "plural" ? variant.language : category))
                }
            }
            for substitution in localization.substitutions.reversed() {
                for variation in substitution.variations.reversed() {
                    for variant in variation.cases.reversed() {
                        pending.append((variant, variation.kind == "plural" ? variant.language : category))
                    }
                }
            }
        }
        return units
    }

    /// Whether a string unit of the translation (`stringUnits`) satisfies `predicate`; for the
    /// usual translation of one string unit, without building the list.
    func containsStringUnit(where predicate: (StringCatalog.StringUnit) -> Bool) -> Bool {
        if variations.isEmpty && substitutions.isEmpty { return stringUnit.map(predicate) ?? false }
        return stringUnits.contains { predicate($0.unit) }
    }

    /// The string units of the translation (`stringUnits`) in a state (`needs_review`), in file
    /// order; for the usual translation of one string unit, without building the list.
    func stringUnits(inState state: String) -> [StringCatalog.StringUnit] {
        if variations.isEmpty && substitutions.isEmpty {
            guard let stringUnit, stringUnit.state?.value == state else { return [] }
            return [stringUnit]
        }
        return stringUnits.compactMap { $0.unit.state?.value == state ? $0.unit : nil }
    }

    /// Every plural variation of the translation (its own, its device variants', its
    /// substitutions'), with what it varies: `nil` for the translation, else the substitution's
    /// or device's name.
    var pluralVariations: [(variations: StringCatalog.Variations, owner: String?)] {
        var found: [(StringCatalog.Variations, String?)] = []
        for variation in variations {
            if variation.kind == "plural" { found.append((variation, nil)) }
            for variant in variation.cases {
                for inner in variant.variations where inner.kind == "plural" {
                    found.append((inner, "\(variation.kind) '\(variant.language)'"))
                }
            }
        }
        for substitution in substitutions {
            for variation in substitution.variations where variation.kind == "plural" {
                found.append((variation, "substitution '\(substitution.name)'"))
            }
        }
        return found
    }

    /// Whether any text of the translation escapes a percent sign (`100%%`), which only a format
    /// string does.
    var escapesPercent: Bool {
        containsStringUnit { $0.value.map { FormatSpecifier.escapesPercent(in: $0.value) } == true }
    }

    /// Whether the translation holds any text: a string unit, variations or substitutions.
    var hasContent: Bool {
        stringUnit != nil || !variations.isEmpty
    }
}

extension StringCatalog.Entry {
    /// Whether translations are expected: the string is to be translated and still in code.
    var isTranslatable: Bool {
        shouldTranslate && extractionState?.value != "stale" && !key.isEmpty
    }

    /// The source language's format of the string: its localization's, else the key's when Xcode
    /// extracted the key from code (the key is then the source text), else `nil`.
    func referenceFormat(sourceLanguage: String, limit: Int) -> LocalizedFormat? {
        if let source = localization(sourceLanguage) { return source.format(limit: limit) }
        return declaredFormat(limit: limit)
    }

    /// The arguments the code passes, when the key says: a key Xcode extracted from code is the
    /// text in code with each interpolation as a conversion (`"%lld files"`). A manual key is an
    /// identifier that says nothing, unless it holds conversions itself (`"label.favorite %lld"`,
    /// as SwiftUI's `LocalizedStringKey` writes an interpolation, or a catalog migrated from
    /// `.strings` keeps it): those name the arguments the code passes.
    func declaredFormat(limit: Int) -> LocalizedFormat? {
        let format = LocalizedFormat(string: key, location: location, limit: limit)
        switch extractionState?.value {
        case nil, "automatic", "extracted_with_value": return format
        default: return format.forms.contains { !$0.arguments.isEmpty } ? format : nil
        }
    }
}
