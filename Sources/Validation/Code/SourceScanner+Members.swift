import TripSource

/// The classes a file declares with their superclasses, the keys their outlets can be set by and
/// their methods' selectors, for the outlet and action checks.
///
/// One pass over the tokens with a stack of open braces (the input's nesting is kept in an array,
/// never in recursion); each declaration's header and each parameter list is read within a bounded
/// number of tokens, so the scan stays linear whatever the file holds.
extension SourceScanner {
    func typeDeclarations() -> [TypeDeclaration] {
        switch language {
        case .swift: swiftTypeDeclarations()
        case .objectiveC: objectiveCTypeDeclarations()
        }
    }

    /// A declaration being read: what `TypeDeclaration` holds, mutable.
    private struct Building {
        var kind: TypeDeclaration.Kind
        var name: String
        var runtimeName: String?
        var superclass: String?
        var keys: Set<String> = []
        var selectors: Set<String> = []
        var swift2Selectors: [String: String] = [:]
        var location: SourceLocation
        /// Where its body starts and ends (byte offsets), once seen.
        var bodyStart: Int?
        var bodyEnd: Int?

        var finished: TypeDeclaration {
            TypeDeclaration(kind: kind, name: name, runtimeName: runtimeName, superclass: superclass, keys: keys,
                            selectors: selectors, swift2Selectors: swift2Selectors, location: location,
                            body: bodyStart.flatMap { start in bodyEnd.map { start..<max(start, $0) } })
        }
    }

    // MARK: Swift

    private func swiftTypeDeclarations() -> [TypeDeclaration] {
        var declarations: [Building] = []
        // For each open brace, the declaration whose body it opens (`nil`: any other brace, or the
        // body of a struct, enum, protocol or actor, whose members are no class's).
        var braces: [Int?] = []
        // The declaration whose header is being read, waiting for its `{`; `.some(nil)` for a type
        // that is not a class.
        var pendingBody: Int?? = nil
        // The last `@objc(name)` seen, with the index of its `)`: applies to the declaration that follows.
        var objcName: (text: String, end: Int)?
        var index = 0
        while index < tokens.count {
            let current = tokens[index]
            if current.kind == .punctuation {
                switch current.text {
                case "{":
                    braces.append(pendingBody ?? nil)
                    if let opened = pendingBody ?? nil { declarations[opened].bodyStart = current.offset }
                    pendingBody = nil
                    objcName = nil
                case "}":
                    if let closed = braces.popLast() ?? nil { declarations[closed].bodyEnd = current.offset + 1 }
                    objcName = nil
                case "@" where tokenAt(index + 1)?.isIdentifier("objc") == true && tokenAt(index + 2)?.isPunctuation("(") == true:
                    if let (text, end) = objcArgument(openingAt: index + 2) {
                        objcName = (text, end)
                        index = end + 1
                        continue
                    }
                default:
                    break
                }
                index += 1
                continue
            }
            guard current.kind == .identifier, tokenAt(index - 1)?.isPunctuation(".") != true else {
                index += 1
                continue
            }
            // The `@objc(name)` of this declaration, if it stands among its attributes and modifiers.
            let rename = objcName.flatMap { isAttributeRun(from: $0.end + 1, to: index) ? $0.text : nil }
            let owner = braces.last ?? nil
            switch current.text {
            case "class" where pendingBody == nil:
                guard let name = tokenAt(index + 1), name.kind == .identifier, !Self.swiftMemberKeywords.contains(name.text)
                else { break }
                declarations.append(Building(
                    kind: .classDeclaration, name: name.text, runtimeName: rename, superclass: swiftSuperclass(after: index + 1),
                    location: location(ofToken: name)))
                pendingBody = .some(declarations.count - 1)
                objcName = nil
            case "extension" where pendingBody == nil:
                guard let (name, nameToken) = qualifiedName(at: index + 1) else { break }
                declarations.append(Building(kind: .extensionDeclaration, name: name, location: location(ofToken: nameToken)))
                pendingBody = .some(declarations.count - 1)
                objcName = nil
            case "struct", "enum", "protocol", "actor":
                if pendingBody == nil, tokenAt(index + 1)?.kind == .identifier { pendingBody = .some(nil) }
                objcName = nil
            case "var", "let":
                if let owner {
                    for name in swiftPropertyNames(after: index) { declarations[owner].keys.insert(name) }
                    if let rename { declarations[owner].keys.insert(rename) }
                }
                objcName = nil
            case "func":
                if let owner {
                    let computed = swiftSelectors(ofFunctionAt: index)
                    if let selector = rename ?? computed?.selector { declarations[owner].selectors.insert(selector) }
                    if rename == nil, let computed, let old = computed.swift2 { declarations[owner].swift2Selectors[old.selector] = old.name }
                }
                objcName = nil
            case "init", "subscript", "typealias", "case", "deinit":
                objcName = nil
            default:
                break
            }
            index += 1
        }
        return declarations.map(\.finished)
    }

    /// Whether the tokens from `start` up to `end` are attributes and modifiers only (`@IBAction`,
    /// `@MainActor`, `final`, `private(set)`, ...), so that an `@objc(...)` before them belongs to
    /// the declaration at `end`.
    private func isAttributeRun(from start: Int, to end: Int) -> Bool {
        guard end - start <= Self.maxHeaderTokens else { return false }
        var index = start
        while index < end {
            let current = tokens[index]
            if current.isPunctuation("@"), tokenAt(index + 1)?.kind == .identifier {
                index += 2
            } else if current.kind == .identifier, Self.swiftModifiers.contains(current.text) {
                index += 1
            } else if current.isPunctuation("("), tokenAt(index + 1)?.kind == .identifier, tokenAt(index + 2)?.isPunctuation(")") == true {
                // `private(set)`, `@available(...)` with one word.
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// The text inside `@objc(...)` whose `(` is at `open` (`tap:`, `Name`), and the index of its `)`.
    private func objcArgument(openingAt open: Int) -> (String, Int)? {
        var text = ""
        var index = open + 1
        while index < tokens.count, index - open < Self.maxHeaderTokens {
            let current = tokens[index]
            if current.isPunctuation(")") { return text.isEmpty ? nil : (text, index) }
            guard current.kind == .identifier || current.isPunctuation(":") else { return nil }
            text += current.text
            index += 1
        }
        return nil
    }

    /// The superclass (or first inherited type) of the Swift class whose name is at `nameIndex`:
    /// the last part of a dotted name (`UIKit.UIViewController`), generic arguments dropped.
    private func swiftSuperclass(after nameIndex: Int) -> String? {
        var index = nameIndex + 1
        // Generic parameters: `class Box<T: Equatable>: Base`.
        if tokenAt(index)?.isPunctuation("<") == true {
            var depth = 0
            while let current = tokenAt(index), index - nameIndex < Self.maxHeaderTokens {
                if current.isPunctuation("<") { depth += 1 }
                if current.isPunctuation(">") { depth -= 1 }
                if current.isPunctuation("{") { return nil }
                index += 1
                if depth == 0 { break }
            }
        }
        guard tokenAt(index)?.isPunctuation(":") == true else { return nil }
        return qualifiedName(at: index + 1)?.name
    }

    /// The last part of a dotted name starting at `index` (`A.B.C` gives `C`), with its token.
    private func qualifiedName(at index: Int) -> (name: String, token: SourceToken)? {
        guard var last = tokenAt(index), last.kind == .identifier else { return nil }
        var position = index
        while position - index < Self.maxHeaderTokens, tokenAt(position + 1)?.isPunctuation(".") == true,
              let next = tokenAt(position + 2), next.kind == .identifier {
            last = next
            position += 2
        }
        return (last.text, last)
    }

    /// The names a `var` or `let` at `index` declares: `var a`, `var a, b`, `var a: T, b: T`
    /// (tuple patterns, which cannot be outlets, are skipped).
    private func swiftPropertyNames(after index: Int) -> [String] {
        guard let first = tokenAt(index + 1), first.kind == .identifier else { return [] }
        var names = [first.text]
        var position = index + 2
        var depth = 0
        // Further names after commas at the declaration's own level, before a body or a new line's declaration.
        while let current = tokenAt(position), position - index < Self.maxHeaderTokens {
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case "{", "}", ";", "=": return names
                case "," where depth == 0:
                    if let next = tokenAt(position + 1), next.kind == .identifier,
                       tokenAt(position + 2).map({ $0.isPunctuation(":") || $0.isPunctuation(",") }) == true {
                        names.append(next.text)
                    } else {
                        return names
                    }
                default: break
                }
            } else if current.kind == .identifier, Self.swiftDeclarationKeywords.contains(current.text) {
                return names
            }
            position += 1
        }
        return names
    }

    /// The Objective-C selector of the Swift function whose `func` is at `index`: the base name,
    /// then for each parameter its label and a colon. The first label is joined to the base name
    /// with `With`, unless the label's first word or the base name's last word is a preposition,
    /// as the compiler does (`tap(sender:)` is `tapWithSender:`, `tap(for:)` is `tapFor:`); an
    /// unlabeled first parameter adds only a colon (`tap(_:)` is `tap:`).
    ///
    /// Also the selector Swift 1.x and 2 gave it when that differs, with the function's Swift name:
    /// Swift 2 gave a first parameter written with one name no label (`tap(sender:)` was `tap:`).
    private func swiftSelectors(ofFunctionAt index: Int) -> (selector: String, swift2: (selector: String, name: String)?)? {
        guard let name = tokenAt(index + 1), name.kind == .identifier else { return nil }
        var open = index + 2
        if tokenAt(open)?.isPunctuation("<") == true {
            var depth = 0
            while let current = tokenAt(open), open - index < Self.maxHeaderTokens {
                if current.isPunctuation("<") { depth += 1 }
                if current.isPunctuation(">") { depth -= 1 }
                open += 1
                if depth == 0 { break }
            }
        }
        guard tokenAt(open)?.isPunctuation("(") == true, let (labels, firstHasOneName) = parameterLabels(openingAt: open) else {
            return nil
        }
        let selector = Self.objectiveCSelector(baseName: name.text, labels: labels)
        // `labels.first` is a `String??`: an unnamed `_:` parameter (`.some(nil)`) changed nothing.
        guard firstHasOneName, let first = labels.first, first != nil else { return (selector, nil) }
        let swiftName = name.text + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        return (selector, (Self.objectiveCSelector(baseName: name.text, labels: [nil] + labels.dropFirst()), swiftName))
    }

    /// The argument labels of a parameter list whose `(` is at `open` (`nil` for `_`), and whether
    /// its first parameter is written with one name (`sender: Any`, not `_ sender: Any`); `nil` when
    /// the list does not close within the bound.
    private func parameterLabels(openingAt open: Int) -> (labels: [String?], firstHasOneName: Bool)? {
        var labels: [String?] = []
        var firstHasOneName = false
        var depth = 0
        var angles = 0
        var expectingParameter = true
        var index = open
        while index < tokens.count, index - open < Self.maxCallTokens {
            let current = tokens[index]
            defer { index += 1 }
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[", "{":
                    depth += 1
                    continue
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return (labels, firstHasOneName) }
                    continue
                case "<" where depth == 1:
                    angles += 1
                    continue
                case ">" where depth == 1 && angles > 0 && tokenAt(index - 1)?.isPunctuation("-") != true:
                    angles -= 1
                    continue
                case "," where depth == 1 && angles == 0:
                    expectingParameter = true
                    continue
                default:
                    break
                }
            }
            guard depth == 1, angles == 0, expectingParameter else { continue }
            // An attribute before the parameter (`@ViewBuilder content: ...`) is not its label.
            if current.isPunctuation("@") || (current.kind == .identifier && tokenAt(index - 1)?.isPunctuation("@") == true) {
                continue
            }
            expectingParameter = false
            // `label name: T`, `_ name: T`, or `name: T` (the name is the label).
            guard current.kind == .identifier else { return nil }
            if tokenAt(index + 1)?.isPunctuation(":") == true {
                if labels.isEmpty { firstHasOneName = true }
                labels.append(current.text == "_" ? nil : current.text)
            } else if tokenAt(index + 1)?.kind == .identifier, tokenAt(index + 2)?.isPunctuation(":") == true {
                labels.append(current.text == "_" ? nil : current.text)
            } else {
                return nil
            }
        }
        return nil
    }

    /// The selector Swift gives a method with a base name and argument labels; see
    /// `swiftSelector(ofFunctionAt:)`.
    static func objectiveCSelector(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let first {
            if !isPreposition(firstWord(of: first)), !isPreposition(lastWord(of: baseName)) { selector += "With" }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label ?? "") + ":"
        }
        return selector
    }

    /// The first word of a camel-case name (`forEvent` gives `for`; `URLString` gives `URL`).
    private static func firstWord(of name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return "" }
        var end = 1
        if first.properties.isUppercase {
            // An acronym runs while capitals follow; `URLString` is `URL` then `String`.
            while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
            if end < scalars.count, end > 1, scalars[end].properties.isLowercase { end -= 1 }
            if end == 1 { while end < scalars.count, !scalars[end].properties.isUppercase { end += 1 } }
        } else {
            while end < scalars.count, !scalars[end].properties.isUppercase { end += 1 }
        }
        return String(String.UnicodeScalarView(scalars[..<end]))
    }

    /// The last word of a camel-case name (`moveTo` gives `To`; `loadURL` gives `URL`).
    private static func lastWord(of name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard var start = scalars.indices.last else { return "" }
        if scalars[start].properties.isUppercase {
            while start > 0, scalars[start - 1].properties.isUppercase { start -= 1 }
        } else {
            while start > 0, !scalars[start].properties.isUppercase { start -= 1 }
        }
        return String(String.UnicodeScalarView(scalars[start...]))
    }

    private static func isPreposition(_ word: String) -> Bool {
        prepositions.contains(word.lowercased())
    }

    // MARK: Objective-C

    private func objectiveCTypeDeclarations() -> [TypeDeclaration] {
        var declarations: [Building] = []
        // The declaration whose `@interface` or `@implementation` is open (until `@end`), and
        // whether an `@protocol` is (whose members are no class's).
        var current: Int?
        var inProtocol = false
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if token.isPunctuation("@"), let keyword = tokenAt(index + 1), keyword.kind == .identifier {
                switch keyword.text {
                case "interface", "implementation":
                    guard let name = tokenAt(index + 2), name.kind == .identifier else { break }
                    var building = Building(kind: .extensionDeclaration, name: name.text, location: location(ofToken: name),
                                            bodyStart: token.offset)
                    var next = index + 3
                    if keyword.text == "interface", tokenAt(next)?.isPunctuation(":") == true,
                       let superclass = tokenAt(next + 1), superclass.kind == .identifier {
                        building.kind = .classDeclaration
                        building.superclass = superclass.text
                        next += 2
                    } else if keyword.text == "interface", tokenAt(next)?.isPunctuation("(") != true {
                        // `@interface Root` without a superclass: a root class.
                        building.kind = .classDeclaration
                    }
                    declarations.append(building)
                    current = declarations.count - 1
                    inProtocol = false
                    depth = 0
                    index = readInstanceVariables(from: next, into: &declarations[declarations.count - 1])
                    continue
                case "protocol":
                    // `@protocol A;` and `@protocol A, B;` declare ahead; a definition runs to `@end`.
                    let forward = tokenAt(index + 3).map { $0.isPunctuation(";") || $0.isPunctuation(",") } ?? true
                    if !forward, depth == 0 {
                        inProtocol = true
                        current = nil
                    }
                case "end":
                    if let current { declarations[current].bodyEnd = keyword.offset + keyword.text.utf8.count }
                    current = nil
                    inProtocol = false
                    depth = 0
                case "property", "synthesize", "dynamic":
                    if let current, !inProtocol, depth == 0 {
                        index = readNames(from: index + 2, into: &declarations[current])
                        continue
                    }
                default:
                    break
                }
            } else if let current, !inProtocol, depth == 0, token.isPunctuation("-") || token.isPunctuation("+"),
                      tokenAt(index + 1)?.isPunctuation("(") == true || tokenAt(index + 1)?.kind == .identifier {
                if let (selector, end) = objectiveCSelector(from: index + 1) {
                    declarations[current].selectors.insert(selector)
                    // `setName:` sets the key `name`.
                    if let key = Self.setterKey(selector) { declarations[current].keys.insert(key) }
                    index = end
                    continue
                }
            }
            index += 1
        }
        return declarations.map(\.finished)
    }

    /// Reads the `{ ... }` of instance variables that may follow an `@interface` or
    /// `@implementation` header (after its protocols), from `start`; returns where to go on.
    private func readInstanceVariables(from start: Int, into declaration: inout Building) -> Int {
        var index = start
        // A category or class extension's `(Name)` or `()`, then protocols `<A, B>`.
        for (open, close) in [("(", ")"), ("<", ">")] where tokenAt(index)?.isPunctuation(Character(open)) == true {
            while let token = tokenAt(index), index - start < Self.maxHeaderTokens, !token.isPunctuation(Character(close)) {
                index += 1
            }
            index += 1
        }
        guard tokenAt(index)?.isPunctuation("{") == true else { return index }
        index += 1
        var depth = 1
        var statement: [SourceToken] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, token.isPunctuation(";") {
                Self.addDeclaredNames(statement, to: &declaration)
                statement.removeAll(keepingCapacity: true)
            } else if depth == 1, statement.count < Self.maxHeaderTokens {
                statement.append(token)
            }
        }
        return index
    }

    /// Reads an `@property`, `@synthesize` or `@dynamic` statement from `start` (after the
    /// keyword) to its `;`, adding its names; returns the index after the `;`.
    private func readNames(from start: Int, into declaration: inout Building) -> Int {
        var index = start
        var statement: [SourceToken] = []
        // `@property (nonatomic, weak)`: the attributes are no names.
        if tokenAt(index)?.isPunctuation("(") == true {
            while let token = tokenAt(index), index - start < Self.maxHeaderTokens, !token.isPunctuation(")") { index += 1 }
            index += 1
        }
        while let token = tokenAt(index), index - start < Self.maxCallTokens {
            index += 1
            if token.isPunctuation(";") || token.isPunctuation("@") || token.isPunctuation("{") || token.isPunctuation("}") { break }
            statement.append(token)
        }
        Self.addDeclaredNames(statement, to: &declaration)
        return index
    }

    /// Adds every name a declaration statement may declare: each identifier outside parentheses
    /// that is not a macro call (`NS_SWIFT_NAME(x)`), and the name of a block (`(^handler)`).
    /// Type names come along (`UILabel`), which only makes the key set larger: an outlet is never
    /// reported for a name the class has.
    private static func addDeclaredNames(_ statement: [SourceToken], to declaration: inout Building) {
        var depth = 0
        for (position, token) in statement.enumerated() {
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth = max(0, depth - 1) }
            guard token.kind == .identifier else { continue }
            let isBlockName = position > 0 && statement[position - 1].isPunctuation("^")
            let isMacroCall = position + 1 < statement.count && statement[position + 1].isPunctuation("(")
            guard isBlockName || (depth == 0 && !isMacroCall) else { continue }
            declaration.keys.insert(token.text)
            // Key-value coding sets `_name` (and `isName`) for the key `name`.
            if token.text.hasPrefix("_"), token.text.count > 1 { declaration.keys.insert(String(token.text.dropFirst())) }
        }
    }

    /// The selector of an Objective-C method declared or defined from `start` (just after its `-`
    /// or `+`): the return type in parentheses, then `piece` or `piece:(T)arg piece:(T)arg ...`.
    /// Returns the selector and the index where the method's signature ends.
    private func objectiveCSelector(from start: Int) -> (String, Int)? {
        var index = start
        if tokenAt(index)?.isPunctuation("(") == true {
            guard let close = closingParenthesis(from: index) else { return nil }
            index = close + 1
        }
        guard let first = tokenAt(index), first.kind == .identifier else { return nil }
        guard tokenAt(index + 1)?.isPunctuation(":") == true else { return (first.text, index + 1) }
        var selector = ""
        while index - start < Self.maxCallTokens {
            // `piece:` or a bare `:` (an unnamed piece).
            if let piece = tokenAt(index), piece.kind == .identifier, tokenAt(index + 1)?.isPunctuation(":") == true {
                selector += piece.text + ":"
                index += 2
            } else if tokenAt(index)?.isPunctuation(":") == true {
                selector += ":"
                index += 1
            } else {
                break
            }
            if tokenAt(index)?.isPunctuation("(") == true {
                guard let close = closingParenthesis(from: index) else { return nil }
                index = close + 1
            }
            // The argument's name, which always follows its piece (and its type): in `a :(id)b`,
            // `a` is the first argument's name and `:` an unnamed piece.
            if tokenAt(index)?.kind == .identifier { index += 1 }
        }
        return selector.isEmpty ? nil : (selector, index)
    }

    /// The index of the `)` closing the `(` at `open`, within the bound.
    private func closingParenthesis(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while let token = tokenAt(index), index - open < Self.maxHeaderTokens {
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The key a setter selector sets (`setTitleLabel:` sets `titleLabel`).
    static func setterKey(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.dropLast().allSatisfy({ $0 != ":" }) else {
            return nil
        }
        let key = selector.dropFirst(3).dropLast()
        guard let first = key.first, first.isUppercase else { return nil }
        return first.lowercased() + key.dropFirst()
    }

    private func location(ofToken token: SourceToken) -> SourceLocation {
        lineMap.location(ofOffset: token.offset, file: file)
    }

    // MARK: Tables

    /// The most tokens a declaration's header (attributes, generic parameters, a dotted name) is read for.
    static let maxHeaderTokens = 64

    /// The compiler's prepositions (`lib/Basic/PartsOfSpeech.def` in the Swift repository): a first
    /// label starting with one, or a base name ending with one, takes no `With`.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// Modifiers that may stand between a declaration's attributes and its keyword.
    static let swiftModifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "final", "override", "required", "convenience",
        "dynamic", "lazy", "weak", "unowned", "static", "class", "nonisolated", "optional", "mutating", "isolated",
        "package", "unsafe", "indirect", "set",
    ]

    /// Keywords that start another declaration, ending a `var` list.
    static let swiftDeclarationKeywords: Set<String> = [
        "var", "let", "func", "class", "struct", "enum", "protocol", "extension", "init", "deinit", "subscript",
        "typealias", "case", "import", "actor", "get", "set", "willSet", "didSet",
    ]
}
