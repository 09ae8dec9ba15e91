import TripSource

/// The arguments a localized value reads, in each form it can take: one string, or a variant per
/// plural category or device, each with the arguments it reads and where it is written.
///
/// Built the same way from a `.strings` value, a `.stringsdict` entry and a String Catalog
/// localization, so that one comparison (`disagreements(with:)`) serves all three.
struct LocalizedFormat {
    /// One form the value can take.
    struct Form {
        /// The conversion reading each argument (the first one, when several read it), by argument.
        var arguments: FormatArguments
        /// Where the form's text is.
        let location: SourceLocation
        /// Which form: empty for the value itself, else `plural 'one' of 'files'`, `device 'mac'`.
        let label: String
        /// Whether the form may leave arguments out: a plural variant other than `other` ("one
        /// file" needs no number).
        let mayOmitArguments: Bool
    }

    /// A variable of a `.stringsdict` entry or a catalog substitution: what its argument is read
    /// as, and its variants.
    struct Variable {
        /// The value type (`NSStringFormatValueTypeKey`, `formatSpecifier`), when given and valid.
        let kind: FormatSpecifier.Kind?
        /// The argument a catalog substitution names (`argNum`); a `.stringsdict` variable reads the
        /// argument its `%#@name@` stands at.
        let argument: Int?
        /// The variants: category or device, text, where the text is.
        let variants: [(name: String, text: String, location: SourceLocation)]
    }

    var forms: [Form]
    /// Where the texts are whose conversions were read only up to the limit
    /// (`InputLimit.formatConversions`): the rest of each is not compared.
    var cut: [SourceLocation] = []

    /// The format of one string, at most `limit` of its conversions read; `asFormatted` reads
    /// them as Foundation does (`FormatSpecifier.foundationConversions`), for a string certainly
    /// formatted.
    init(string: String, location: SourceLocation, limit: Int, asFormatted: Bool = false) {
        let (specifiers, isCut) = Self.conversions(in: string, limit: limit, asFormatted: asFormatted)
        self.init(arguments: FormatArguments(firstOf: specifiers), location: location, isCut: isCut)
    }

    /// The conversions of one string in the order read, at most `limit` of them, and whether the
    /// limit cut their reading short; `asFormatted` reads them as Foundation does
    /// (`FormatSpecifier.foundationConversions`).
    static func conversions(in string: String, limit: Int, asFormatted: Bool) -> (specifiers: [FormatSpecifier], isCut: Bool) {
        asFormatted
            ? FormatSpecifier.foundationConversions(in: string, limit: limit)
            : FormatSpecifier.conversions(in: string, limit: limit)
    }

    /// The format of one string whose conversions were read before (`arguments(_:)`), by argument,
    /// and whether the limit cut their reading short.
    init(arguments: FormatArguments, location: SourceLocation, isCut: Bool = false) {
        forms = [Form(arguments: arguments, location: location, label: "", mayOmitArguments: false)]
        if isCut { cut = [location] }
    }

    /// The format of a string with variables (`%#@files@`): the string itself, and a form per
    /// variant of each variable holding the variant's own conversions and the variable's argument.
    ///
    /// A variable named more than once is expanded once, and only plural categories count as
    /// variants, so the forms are linear in the entry's size.
    ///
    /// - Parameters:
    ///   - string: The format (`NSStringLocalizedFormatKey`, a catalog `stringUnit`'s value).
    ///   - location: Where it is.
    ///   - variables: The variables, by name.
    ///   - isCatalog: Whether variants are a String Catalog's (`%arg` names the argument).
    ///   - limit: The most conversions read from each text (`InputLimit.formatConversions`).
    init(string: String, location: SourceLocation, variables: [String: Variable], isCatalog: Bool, limit: Int) {
        // What the string itself reads, in order: the first of each argument counts.
        var main: [FormatSpecifier] = []
        var tokens: [(variable: Variable, name: String, argument: Int, token: FormatSpecifier)] = []
        var expanded: Set<String> = []
        var cut: [SourceLocation] = []
        let (specifiers, isCut) = FormatSpecifier.conversions(in: string, limit: limit)
        if isCut { cut.append(location) }
        for specifier in specifiers {
            guard case .variable(let name) = specifier.kind, let variable = variables[name] else {
                main.append(specifier)
                continue
            }
            let argument = variable.argument ?? specifier.argument
            let token = FormatSpecifier(kind: variable.kind ?? specifier.kind, argument: argument,
                                        isPositional: specifier.isPositional, text: specifier.text, offset: specifier.offset)
            main.append(token)
            if expanded.insert(name).inserted { tokens.append((variable, name, argument, token)) }
        }
        forms = [Form(arguments: FormatArguments(firstOf: main), location: location, label: "", mayOmitArguments: false)]
        for token in tokens {
            for variant in token.variable.variants where PluralCategory(rawValue: variant.name) != nil {
                // The variant's own conversion of the variable's argument is the one that formats
                // it; without one, the argument only chose the variant.
                var own: FormatSpecifier?
                var others: [FormatSpecifier] = []
                let (variantSpecifiers, variantIsCut) = FormatSpecifier.conversions(
                    in: variant.text, firstArgument: token.argument, readsSubstitutionArgument: isCatalog, limit: limit)
                if variantIsCut { cut.append(variant.location) }
                for specifier in variantSpecifiers {
                    var resolved = specifier
                    if specifier.kind == .substitutionArgument {
                        resolved = FormatSpecifier(kind: token.variable.kind ?? .substitutionArgument, argument: token.argument,
                                                   isPositional: false, text: specifier.text, offset: specifier.offset)
                    }
                    if resolved.argument == token.argument {
                        if own == nil { own = resolved }
                    } else {
                        others.append(resolved)
                    }
                }
                forms.append(Form(arguments: FormatArguments(firstOf: [own ?? token.token] + others), location: variant.location,
                                  label: "plural '\(variant.name)' of '\(token.name)'",
                                  mayOmitArguments: variant.name != PluralCategory.other.rawValue))
            }
        }
        self.cut = cut
    }

    /// Forms taken whole from variants (a catalog localization varied by plural or device).
    ///
    /// - Parameters:
    ///   - variants: Each variant's kind (`plural`, `device`), name, format and where it is.
    init(variants: [(kind: String, name: String, format: LocalizedFormat)]) {
        forms = variants.flatMap { variant in
            variant.format.forms.map { form in
                Form(arguments: form.arguments, location: form.location,
                     label: form.label.isEmpty ? "\(variant.kind) '\(variant.name)'" : "\(variant.kind) '\(variant.name)', \(form.label)",
                     mayOmitArguments: form.mayOmitArguments
                        || (variant.kind == "plural" && variant.name != PluralCategory.other.rawValue))
            }
        }
        cut = variants.flatMap(\.format.cut)
    }

    /// Whether any form reads an argument.
    var readsArguments: Bool {
        forms.contains { !$0.arguments.isEmpty }
    }

    /// The arguments the value reads, over all its forms: for each, every distinct way it is read
    /// (a value may read one argument as a variable's number and, in a variant, as an object), the
    /// ways of forms that cannot leave arguments out first.
    var signature: [Int: [FormatSpecifier]] {
        var signature: [Int: [FormatSpecifier]] = [:]
        for form in forms.sorted(by: { !$0.mayOmitArguments && $1.mayOmitArguments }) {
            for (argument, specifier) in form.arguments {
                var known = signature[argument] ?? []
                guard specifier.kind.family != .unresolved,
                      !known.contains(where: { $0.kind == specifier.kind }) else {
                    if known.isEmpty { signature[argument] = [specifier] }
                    continue
                }
                known.removeAll { $0.kind.family == .unresolved }
                known.append(specifier)
                signature[argument] = known
            }
        }
        return signature
    }

    /// The arguments the value prints in the forms that cannot leave arguments out: read by a
    /// conversion, not only by a variable (whose argument may only choose a plural variant, which
    /// a language without plurals does without).
    var printedArguments: FormatArguments {
        var printed: [FormatSpecifier] = []
        for form in forms where !form.mayOmitArguments {
            for (_, specifier) in form.arguments where !specifier.isVariableReference {
                printed.append(specifier)
            }
        }
        return FormatArguments(firstOf: printed)
    }

    /// How a translation's format disagrees with the development language's (`reference`).
    ///
    /// An argument disagrees when the translation reads it as a kind neither the reference nor
    /// `declared` ever reads it as; it is extra when neither reads it, and missing when the
    /// reference prints it and the translation never reads it. Linear in the forms' conversions:
    /// the reference's arguments are indexed once, and each disagreement is reported once per
    /// argument and kind of problem.
    ///
    /// - Parameters:
    ///   - reference: The development language's format of the same key.
    ///   - declared: What the code is known to pass besides, when known: a String Catalog key
    ///     Xcode extracted from code (`"%lld files"`) names the arguments even when the source
    ///     language's text leaves some out.
    /// - Returns: The disagreements, in argument order within each form.
    func disagreements(with reference: LocalizedFormat, declared: LocalizedFormat? = nil) -> [FormatDisagreement] {
        disagreements(with: Expectation(reference: reference, declared: declared))
    }

    /// What translations of one string are compared with: the reference's signature with what
    /// `declared` adds, and the arguments the reference prints. Built once per string, whatever
    /// the number of its translations; the signature and the printed arguments, which only a
    /// translation that may disagree is compared with, are worked out when it is.
    struct Expectation {
        /// The development language's format.
        let reference: LocalizedFormat
        /// What the code is known to pass besides (`disagreements(with:declared:)`).
        let declared: LocalizedFormat?
        /// Whether the string is certainly a format string: the reference (or what the code is
        /// known to pass) reads an argument, the reference escapes a percent sign (`100%%`),
        /// which only a format string does, or code passes it to `String(format:)`
        /// (`formattedByCode`: the arguments that call passes, `Int.max` when not counted). A
        /// translation of one is read as Foundation reads it (`FormatSpecifier.foundationConversions`),
        /// and an argument read past the last one passed is read from memory nothing was passed in.
        let isFormatString: Bool
        /// The last argument the reference reads or the code passes (0 for none): no later one is passed.
        let lastArgument: Int
        /// Whether code shows what it passes: it looks the key up by a literal (and so passes what the
        /// reference reads), a formatting call around the lookup counts its arguments, or the key is
        /// the text Xcode extracted from code (`declared`). A key read only through one built at run
        /// time may be formatted with any number of arguments: one read past `lastArgument` is then
        /// only likely not passed.
        let showsPassedArguments: Bool
        /// The reference's one form, when it has one: a translation reading exactly its arguments,
        /// as the same kinds, agrees (`agrees(exactly:)`).
        let soleForm: FormatArguments?

        init(
            reference: LocalizedFormat, declared: LocalizedFormat? = nil, escapesPercent: Bool = false,
            formattedByCode: Int? = nil, showsPassedArguments: Bool = true
        ) {
            self.reference = reference
            self.declared = declared
            soleForm = reference.forms.count == 1 ? reference.forms[0].arguments : nil
            // The signature holds every argument any form of either reads: none when no form reads one.
            isFormatString = escapesPercent || formattedByCode != nil || reference.readsArguments
                || declared?.readsArguments == true
            // Arguments are in order in each form: its last one is its highest.
            var last = formattedByCode ?? 0
            for form in reference.forms + (declared?.forms ?? []) {
                last = max(last, form.arguments.specifiers.last?.argument ?? 0)
            }
            lastArgument = last
            self.showsPassedArguments = showsPassedArguments || declared != nil || formattedByCode != nil
        }

        /// For each argument, every kind the reference reads it as, with those `declared` adds.
        var signature: [Int: [FormatSpecifier]] {
            var expected = reference.signature
            for (argument, specifiers) in declared?.signature ?? [:] {
                var known = expected[argument] ?? []
                for specifier in specifiers where !known.contains(where: { $0.kind == specifier.kind }) {
                    known.append(specifier)
                }
                expected[argument] = known
            }
            return expected
        }

        /// The arguments the reference prints (`printedArguments`).
        var printed: FormatArguments {
            reference.printedArguments
        }

        /// Whether a translation reading these conversions, in this order, certainly agrees: it reads
        /// each argument of the reference's one form once, in argument order, as the same kind, and
        /// nothing else. Its one form then has the reference's arguments, each of a kind the
        /// signature holds and none missing, so `disagreements(with:)` finds nothing; most
        /// translations are so, and are judged without building their format.
        ///
        /// - Parameter specifiers: The translation's conversions, in the order read.
        /// - Returns: `true` only when no disagreement is possible; `false` says nothing.
        func agrees(exactly specifiers: [FormatSpecifier]) -> Bool {
            guard let soleForm, soleForm.count == specifiers.count else { return false }
            for (index, (argument, expected)) in soleForm.enumerated() {
                let specifier = specifiers[index]
                guard specifier.argument == argument, specifier.kind == expected.kind else { return false }
            }
            return true
        }
    }

    /// How a translation's format disagrees with an expectation built from the development
    /// language's format (see `disagreements(with:declared:)`).
    func disagreements(with expectation: Expectation) -> [FormatDisagreement] {
        let expected = expectation.signature
        var found: [FormatDisagreement] = []
        var reported: Set<String> = []
        func judge(_ argument: Int, _ specifier: FormatSpecifier, in form: Form) {
            guard let wanted = expected[argument], let first = wanted.first else {
                if reported.insert("extra \(argument)").inserted {
                    var extra = FormatDisagreement(problem: .extraArgument, argument: argument, found: specifier,
                                                   expected: nil, location: form.location, label: form.label)
                    if expectation.isFormatString && argument > expectation.lastArgument {
                        extra.readsUnpassedArgument = expectation.showsPassedArguments
                        extra.mayReadUnpassedArgument = !expectation.showsPassedArguments
                    }
                    found.append(extra)
                }
                return
            }
            let family = specifier.kind.family
            guard family != .unresolved, !wanted.contains(where: { $0.kind.family == .unresolved }) else { return }
            guard let sameFamily = wanted.first(where: { $0.kind.family == family }) else {
                if reported.insert("kind \(argument)").inserted {
                    found.append(FormatDisagreement(problem: .kind, argument: argument, found: specifier,
                                                    expected: first, location: form.location, label: form.label))
                }
                return
            }
            // A conversion of the same kind is of the same family.
            if !wanted.contains(where: { $0.kind == specifier.kind }), reported.insert("width \(argument)").inserted {
                found.append(FormatDisagreement(problem: .width, argument: argument, found: specifier,
                                                expected: sameFamily, location: form.location, label: form.label))
            }
        }
        for form in forms {
            for (argument, specifier) in form.arguments {
                judge(argument, specifier, in: form)
            }
        }
        let printed = expectation.printed
        if !forms.isEmpty, !printed.isEmpty {
            // With one form, what it reads is its own arguments: no set of them to build.
            let read: Set<Int>? = forms.count == 1 ? nil : Set(forms.lazy.flatMap(\.arguments.argumentNumbers))
            for (argument, specifier) in printed
            where !(read?.contains(argument) ?? forms[0].arguments.contains(argument)) {
                found.append(FormatDisagreement(problem: .missingArgument, argument: argument, found: nil,
                                                expected: specifier, location: forms[0].location, label: ""))
            }
        }
        return found
    }
}

/// One way a translation's format disagrees with the development language's.
struct FormatDisagreement: Sendable {
    enum Problem {
        /// The argument is read as another kind of value (`%@` against `%d`).
        case kind
        /// The argument is read as an integer of another width (`%d` against `%lld`).
        case width
        /// The translation reads an argument the development language does not.
        case extraArgument
        /// The translation reads no conversion of an argument the development language reads.
        case missingArgument
    }

    let problem: Problem
    /// The 1-based argument.
    let argument: Int
    /// The translation's conversion, if it reads the argument.
    let found: FormatSpecifier?
    /// The development language's conversion, if it reads the argument.
    let expected: FormatSpecifier?
    /// Where the translation's form is.
    let location: SourceLocation
    /// Which form (empty for the value itself).
    let label: String
    /// Whether an extra argument is read past the last one the code passes, in a string certainly
    /// formatted (`Expectation.isFormatString`): garbage or a crash at run time.
    var readsUnpassedArgument = false
    /// Whether an extra argument is read past the last one the development language reads, in a
    /// string certainly formatted that no code is seen looking up by name (a key built at run time
    /// reads it, or nothing seen does): whether the code passes the argument is unknown.
    var mayReadUnpassedArgument = false

    /// Whether the disagreement is about what the argument is read as (rather than how many).
    var isKindOrWidth: Bool {
        problem == .kind || problem == .width
    }

    /// The disagreement in words: `argument 1 is '%d' here but '%@' in en`.
    func text(language: String, referenceLanguage: String) -> String {
        let place = label.isEmpty ? "" : " (\(label))"
        switch problem {
        case .kind, .width:
            // Two variables written alike (`%#@files@`) differ only in their value types: say them.
            let sameText = found?.text == expected?.text
            return "argument \(argument) is read as \(Self.written(found, withKind: sameText))\(place) but as "
                + "\(Self.written(expected, withKind: sameText)) in \(referenceLanguage)"
        case .extraArgument:
            let read = "'\(found?.text ?? "")'\(place) reads argument \(argument), which \(referenceLanguage) does not read"
            // A conversion only Foundation's full reading finds is a percent sign meant as text.
            let unescaped = found.map { FormatSpecifier.parse($0.text).isEmpty } ?? false
            let escape = unescaped ? " (write %% for a percent sign in a format string)" : ""
            if mayReadUnpassedArgument {
                return read + ": no code is seen looking this key up by name, so whether it passes the argument is "
                    + "not known; if it passes only what \(referenceLanguage) reads, this reads garbage or crashes"
                    + escape
            }
            guard readsUnpassedArgument else { return read }
            return read + ": the code passes no such argument, so it reads garbage or crashes" + escape
        case .missingArgument:
            return "argument \(argument) ('\(expected?.text ?? "")' in \(referenceLanguage)) is not read in \(language)"
        }
    }

    /// A conversion as written, quoted, and with what its argument is read as when `withKind`.
    private static func written(_ specifier: FormatSpecifier?, withKind: Bool) -> String {
        let text = "'\(specifier?.text ?? "")'"
        guard withKind, let kind = specifier?.kind else { return text }
        let read: String
        switch kind {
        case .object: read = "an object"
        case .integer(let wide): read = wide ? "a 64-bit integer" : "a 32-bit integer"
        case .double: read = "a floating-point number"
        case .cString: read = "a C string"
        case .pointer: read = "a pointer"
        case .variable, .substitutionArgument: return text
        }
        return "\(text) (\(read))"
    }
}
