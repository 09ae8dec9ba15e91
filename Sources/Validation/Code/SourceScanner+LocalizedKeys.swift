/// The literal keys a file looks up in strings tables (`LocalizedKeyLookup`).
///
/// Swift: `NSLocalizedString("k", tableName:, bundle:, value:, comment:)`,
/// `String(localized: "k", defaultValue:, table:, bundle:)`, `LocalizedStringResource("k", defaultValue:,
/// table:, bundle:)`, and, in a file that imports SwiftUI, `Text("k", tableName:, bundle:)` and
/// `LocalizedStringKey("k")`. Objective-C: `NSLocalizedString`, `NSLocalizedStringFromTable`,
/// `NSLocalizedStringFromTableInBundle` and `NSLocalizedStringWithDefaultValue`. A helper the
/// configuration names takes the first plain literal among its arguments as the key: `L10n.tr`
/// matches `L10n.tr(...)`, `localized` matches `localized(...)`, `x.localized(...)` and
/// `"key".localized`.
///
/// A key that is no plain literal (a parameter, `"row.\(index)"`) is kept as a run-time lookup
/// (`LocalizedKeyLookup.isRuntimeKey`), as are `Bundle.localizedString(forKey:value:table:)` and
/// `-[NSBundle localizedStringForKey:value:table:]` with such a key; SwiftUI's `Text` of a value
/// that is no literal shows it verbatim and is no lookup. A lookup passed as the format of
/// `String(format:)`, `String.localizedStringWithFormat` or `+[NSString stringWithFormat:]` is
/// marked `isFormatted`.
///
/// Left out: code that only debug builds compile (`#if DEBUG`), and SwiftUI previews
/// (`#Preview { }`, the body of a `PreviewProvider`). One walk over the tokens; each recognised
/// call reads at most `maximumArgumentTokens` tokens of its arguments.
extension SourceScanner {
    func localizedKeyLookups(helpers: Set<String> = [], importsSwiftUI: Bool) -> [LocalizedKeyLookup] {
        var found: [LocalizedKeyLookup] = []
        var conditions = ConditionalCompilation()
        // Per open `{`: whether it opens a preview.
        var braces: [Bool] = []
        var previewPending = false
        let qualifiedHelpers = Set(helpers.filter { $0.contains(".") })
        let plainHelpers = Set(helpers.filter { !$0.contains(".") })
        let callees = (language == .swift ? Self.swiftLookupCalls : Self.objectiveCLookupCalls)
            .union(plainHelpers).union(qualifiedHelpers.compactMap { $0.split(separator: ".").last.map(String.init) })
        for index in tokens.indices {
            let current = tokens[index]
            if applyDirective(at: index, to: &conditions) { continue }
            if current.kind == .punctuation {
                if current.text == "{" {
                    braces.append(previewPending || braces.last == true)
                    previewPending = false
                } else if current.text == "}" {
                    _ = braces.popLast()
                }
                continue
            }
            if language == .swift, current.kind == .identifier,
               current.text == "PreviewProvider" || (current.text == "Preview" && tokenAt(index - 1)?.isPunctuation("#") == true) {
                previewPending = true
                continue
            }
            guard braces.last != true, !conditions.isDebugOnly else { continue }
            var lookup: LocalizedKeyLookup?
            if current.kind == .string, !plainHelpers.isEmpty, tokenAt(index + 1)?.isPunctuation(".") == true,
               let member = tokenAt(index + 2), member.kind == .identifier, plainHelpers.contains(member.text) {
                lookup = current.isPlain
                    ? LocalizedKeyLookup(key: current.text, location: location(ofLiteral: current), call: member.text,
                                         table: .any, bundle: .main, fallback: .none)
                    : nil
            } else if current.kind == .identifier, current.text == Self.bundleLookupSelector {
                lookup = bundleSelectorLookup(at: index)
            } else if current.kind == .identifier, callees.contains(current.text),
                      tokenAt(index + 1)?.isPunctuation("(") == true, tokenAt(index - 1)?.isIdentifier("func") != true {
                let arguments = self.arguments(openingAt: index + 1)
                switch language {
                case .swift:
                    lookup = swiftLookup(at: index, arguments: arguments, importsSwiftUI: importsSwiftUI)
                case .objectiveC:
                    lookup = objectiveCLookup(at: index, arguments: arguments)
                }
                if lookup == nil, isHelper(at: index, qualified: qualifiedHelpers, plain: plainHelpers) {
                    lookup = helperLookup(arguments, call: current.text)
                }
            }
            if var lookup {
                lookup.formatArguments = formatArgumentsPassed(withFormatAt: index)
                lookup.conditions = conditions.branches
                lookup.conditionsCut = conditions.isCut
                found.append(lookup)
            }
        }
        return found
    }

    /// The Swift calls that look a key up.
    static let swiftLookupCalls: Set<String> = [
        "NSLocalizedString", "String", "LocalizedStringResource", "Text", "LocalizedStringKey", bundleLookupMethod,
    ]

    /// `Bundle.localizedString(forKey:value:table:)`, kept only with a key built at run time (a
    /// literal key it reads is among the file's plain literals).
    static let bundleLookupMethod = "localizedString"

    /// `-[NSBundle localizedStringForKey:value:table:]` (and Swift 2's spelling of it), kept only
    /// with a key that is no literal.
    static let bundleLookupSelector = "localizedStringForKey"

    /// The calls, selectors and argument labels that take a format string: a lookup passed there is
    /// formatted. A selector or label is followed by `:`, a method by `(`.
    static let formattingLabels: Set<String> = [
        "format", "stringWithFormat", "localizedStringWithFormat", "initWithFormat", "stringByAppendingFormat",
        "appendFormat",
    ]
    static let formattingMethods: Set<String> = ["localizedStringWithFormat", "appendingFormat"]

    /// The Objective-C macros that look a key up.
    static var objectiveCLookupCalls: Set<String> { Set(objectiveCArguments.keys) }

    /// One argument of a call: its label, if any, and its tokens' range (the label left out).
    struct CallArgument {
        let label: String?
        let range: Range<Int>
    }

    /// The most tokens of a call's arguments read.
    static let maximumArgumentTokens = 400

    /// The arguments of the call whose `(` is at `open`, split at the commas outside nested
    /// brackets; empty when the call does not close within `maximumArgumentTokens` tokens.
    func arguments(openingAt open: Int) -> [CallArgument] {
        var found: [CallArgument] = []
        var depth = 0
        var start = open + 1
        var index = open + 1
        func close(at end: Int) {
            guard end > start else { return }
            if language == .swift, tokens[start].kind == .identifier, tokenAt(start + 1)?.isPunctuation(":") == true,
               end > start + 2 {
                found.append(CallArgument(label: tokens[start].text, range: (start + 2)..<end))
            } else {
                found.append(CallArgument(label: nil, range: start..<end))
            }
        }
        while index < tokens.count, index - open <= Self.maximumArgumentTokens {
            let current = tokens[index]
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 {
                        close(at: index)
                        return found
                    }
                    depth -= 1
                case "," where depth == 0:
                    close(at: index)
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        return []
    }

    /// The string literal an argument is, when it is one literal and nothing else.
    private func literal(_ argument: CallArgument?) -> SourceToken? {
        guard let argument, argument.range.count == 1, tokens[argument.range.lowerBound].kind == .string else { return nil }
        return tokens[argument.range.lowerBound]
    }

    private func swiftLookup(at index: Int, arguments: [CallArgument], importsSwiftUI: Bool) -> LocalizedKeyLookup? {
        let name = tokens[index].text
        // `SwiftUI.Text(...)` is SwiftUI's; `foo.Text(...)` is someone else's. A bundle's method
        // is called on the bundle.
        if name != Self.bundleLookupMethod, tokenAt(index - 1)?.isPunctuation(".") == true,
           tokenAt(index - 2)?.isIdentifier("SwiftUI") != true { return nil }
        let keyArgument: CallArgument?
        var fallback = LocalizedKeyLookup.Fallback.none
        switch name {
        case "NSLocalizedString", "LocalizedStringResource":
            keyArgument = arguments.first { $0.label == nil }
        case "String":
            keyArgument = arguments.first.flatMap { $0.label == "localized" ? $0 : nil }
        case "Text", "LocalizedStringKey":
            guard importsSwiftUI else { return nil }
            keyArgument = arguments.first.flatMap { $0.label == nil ? $0 : nil }
            fallback = .keyIsText
        case Self.bundleLookupMethod:
            guard tokenAt(index - 1)?.isPunctuation(".") == true else { return nil }
            keyArgument = arguments.first.flatMap { $0.label == "forKey" ? $0 : nil }
        default:
            return nil
        }
        guard let keyArgument else { return nil }
        guard let keyToken = literal(keyArgument), keyToken.isPlain, name != Self.bundleLookupMethod else {
            // `Text(title)` shows a String as written; a bundle's literal key is a plain literal.
            if name == "Text" && literal(keyArgument) == nil { return nil }
            if name == Self.bundleLookupMethod && literal(keyArgument)?.isPlain == true { return nil }
            return runtimeLookup(keyArgument, call: name, table: arguments.first { ["tableName", "table"].contains($0.label ?? "") }
                .map(tableValue) ?? .standard)
        }
        var table = LocalizedKeyLookup.Table.standard
        var bundle = LocalizedKeyLookup.Bundle.main
        for argument in arguments {
            switch argument.label ?? "" {
            case "tableName", "table":
                table = tableValue(argument)
            case "bundle":
                bundle = bundleValue(argument)
            case let label where DefaultValueLiterals.labels.contains(label):
                // `value: ""` is Foundation's default: the key shows.
                if let text = literal(argument), text.isPlain, text.text.isEmpty { continue }
                fallback = .defaultValue
            default:
                continue
            }
        }
        return LocalizedKeyLookup(
            key: keyToken.text, location: location(ofLiteral: keyToken), call: name, table: table, bundle: bundle,
            fallback: fallback)
    }

    private func objectiveCLookup(at index: Int, arguments: [CallArgument]) -> LocalizedKeyLookup? {
        let name = tokens[index].text
        guard let positions = Self.objectiveCArguments[name], let keyArgument = arguments.first else { return nil }
        func argument(_ position: Int?) -> CallArgument? {
            position.flatMap { $0 < arguments.count ? arguments[$0] : nil }
        }
        guard let keyToken = literal(keyArgument), keyToken.isPlain, keyToken.isObjectiveCObject else {
            // A C string is no key; anything else is one built at run time.
            guard literal(keyArgument) == nil else { return nil }
            return runtimeLookup(keyArgument, call: name, table: argument(positions.table).map { tableValue($0) } ?? .standard)
        }
        var fallback = LocalizedKeyLookup.Fallback.none
        if let value = argument(positions.value) {
            let text = literal(value)
            let isEmpty = text?.isPlain == true && text?.text.isEmpty == true
            let isNil = value.range.count == 1 && tokens[value.range.lowerBound].isIdentifier("nil")
            if !isEmpty && !isNil { fallback = .defaultValue }
        }
        let table = argument(positions.table).map { tableValue($0) } ?? .standard
        let bundle = argument(positions.bundle).map { bundleValue($0) } ?? .main
        return LocalizedKeyLookup(
            key: keyToken.text, location: location(ofLiteral: keyToken), call: name, table: table, bundle: bundle,
            fallback: fallback)
    }

    /// The Objective-C macros' arguments after the key: the positions of the table, the bundle and
    /// the default value.
    static let objectiveCArguments: [String: (table: Int?, bundle: Int?, value: Int?)] = [
        "NSLocalizedString": (nil, nil, nil),
        "NSLocalizedStringFromTable": (1, nil, nil),
        "NSLocalizedStringFromTableInBundle": (1, 2, nil),
        "NSLocalizedStringWithDefaultValue": (1, 2, 3),
    ]

    /// Whether the call whose name is at `index` is a helper the configuration names.
    private func isHelper(at index: Int, qualified: Set<String>, plain: Set<String>) -> Bool {
        let name = tokens[index].text
        if plain.contains(name) { return true }
        guard !qualified.isEmpty, tokenAt(index - 1)?.isPunctuation(".") == true, let owner = tokenAt(index - 2),
              owner.kind == .identifier else { return false }
        return qualified.contains(owner.text + "." + name)
    }

    /// A helper's lookup: its first argument that is a plain literal is the key; with none, a key
    /// built at run time from its first argument.
    private func helperLookup(_ arguments: [CallArgument], call: String) -> LocalizedKeyLookup? {
        for argument in arguments {
            guard let text = literal(argument), text.isPlain else { continue }
            var fallback = LocalizedKeyLookup.Fallback.none
            if arguments.contains(where: { DefaultValueLiterals.labels.contains($0.label ?? "") }) { fallback = .defaultValue }
            return LocalizedKeyLookup(
                key: text.text, location: location(ofLiteral: text), call: call, table: .any, bundle: .main, fallback: fallback)
        }
        return arguments.first.map { runtimeLookup($0, call: call, table: .any) }
    }

    /// A lookup whose key, the argument `key`, is built at run time. Its key is the literal start
    /// of what the argument builds, taken from the argument's first string literal: the text before
    /// its first interpolation (`"row.\(n)"`), before its first `%` (`String(format: "row.%d", n)`,
    /// `[NSString stringWithFormat:@"row.%d", n]`), or the whole literal when `+` follows it
    /// (`"row." + n`); else empty.
    private func runtimeLookup(_ key: CallArgument, call: String, table: LocalizedKeyLookup.Table) -> LocalizedKeyLookup {
        let first = tokens[key.range.lowerBound]
        var prefix = ""
        if let literal = key.range.first(where: { tokens[$0].kind == .string }) {
            let token = tokens[literal]
            if !token.isPlain {
                prefix = token.interpolationPrefix ?? ""
            } else if let percent = token.text.firstIndex(of: "%") {
                prefix = String(token.text[..<percent])
            } else if literal + 1 < key.range.upperBound, tokens[literal + 1].isPunctuation("+") {
                prefix = token.text
            }
        }
        var lookup = LocalizedKeyLookup(
            key: prefix, location: location(ofLiteral: first), call: call, table: table, bundle: .main, fallback: .none)
        lookup.isRuntimeKey = true
        return lookup
    }

    /// `-[NSBundle localizedStringForKey:value:table:]` (or Swift 2's `localizedStringForKey(...)`)
    /// whose key is no literal: a run-time lookup in a table not known here.
    private func bundleSelectorLookup(at index: Int) -> LocalizedKeyLookup? {
        let keyStart: Int
        if tokenAt(index + 1)?.isPunctuation(":") == true {
            keyStart = index + 2
        } else if tokenAt(index + 1)?.isPunctuation("(") == true {
            keyStart = index + 2
        } else {
            return nil
        }
        guard let first = tokenAt(keyStart), first.kind != .string || !first.isPlain,
              !first.isPunctuation(")"), !first.isPunctuation("]") else { return nil }
        return runtimeLookup(CallArgument(label: nil, range: keyStart..<(keyStart + 1)), call: tokens[index].text,
                             table: .expression)
    }

    /// When the lookup whose first token is at `index` is the format a formatting call is given
    /// (`String(format: <lookup>, ...)`, `String.localizedStringWithFormat(<lookup>, ...)`,
    /// `[NSString stringWithFormat:<lookup>, ...]`), the number of arguments the call passes after
    /// it (`Int.max` when they are not counted); `nil` otherwise. A receiver (`L10n.tr`,
    /// `Bundle.main.x`) is walked back over first.
    func formatArgumentsPassed(withFormatAt index: Int) -> Int? {
        var start = index
        while tokenAt(start - 1)?.isPunctuation(".") == true, let owner = tokenAt(start - 2), owner.kind == .identifier {
            start -= 2
        }
        guard let before = tokenAt(start - 1), let callee = tokenAt(start - 2), callee.kind == .identifier else { return nil }
        if before.isPunctuation("("), Self.formattingMethods.contains(callee.text) {
            return passed(after: arguments(openingAt: start - 1))
        }
        guard before.isPunctuation(":"), Self.formattingLabels.contains(callee.text) else { return nil }
        if language == .swift {
            guard tokenAt(start - 3)?.isPunctuation("(") == true else { return Int.max }
            return passed(after: arguments(openingAt: start - 3))
        }
        // An Objective-C message: the commas up to its closing bracket.
        var depth = 0
        var commas = 0
        var position = start
        while position < tokens.count, position - start <= Self.maximumArgumentTokens {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 { return commas }
                    depth -= 1
                case "," where depth == 0: commas += 1
                default: break
                }
            }
            position += 1
        }
        return Int.max
    }

    /// The arguments a Swift formatting call passes after its format (the first argument): the
    /// unlabelled ones, or `Int.max` for `arguments:` or a call not read to its end.
    private func passed(after arguments: [CallArgument]) -> Int {
        guard !arguments.isEmpty, !arguments.contains(where: { $0.label == "arguments" }) else { return Int.max }
        return arguments.dropFirst().filter { $0.label == nil }.count
    }

    /// A table argument: a literal name, `nil` (the standard table), or an expression.
    private func tableValue(_ argument: CallArgument) -> LocalizedKeyLookup.Table {
        if let text = literal(argument) { return text.isPlain ? .named(text.text) : .expression }
        if argument.range.count == 1, tokens[argument.range.lowerBound].isIdentifier("nil") { return .standard }
        return .expression
    }

    /// A bundle argument: `nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]` (the main bundle),
    /// `Bundle(for: X.self)`, `.forClass(X.self)`, `[NSBundle bundleForClass:...]` (the code's own),
    /// or another.
    private func bundleValue(_ argument: CallArgument) -> LocalizedKeyLookup.Bundle {
        let words = argument.range.map { tokens[$0] }
        let texts = words.map(\.text)
        switch texts {
        case ["nil"], [".", "main"], ["Bundle", ".", "main"], ["Foundation", ".", "Bundle", ".", "main"],
             ["[", "NSBundle", "mainBundle", "]"]:
            return .main
        default:
            break
        }
        if texts.starts(with: ["Bundle", "(", "for", ":"]) || texts.starts(with: [".", "forClass", "("])
            || texts.starts(with: ["[", "NSBundle", "bundleForClass", ":"])
        {
            return .own
        }
        return .other
    }

    private func location(ofLiteral token: SourceToken) -> SourceLocation {
        lineMap.location(ofOffset: token.offset, file: file)
    }
}
