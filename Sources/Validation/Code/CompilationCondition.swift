/// The condition of one `#if`, `#elseif`/`#elif`, `#ifdef` or `#ifndef` line, kept in postfix
/// form so that a bundle's build settings can decide it later (`evaluate(in:)`).
///
/// Understood: names (a Swift compilation condition, a C macro's value), `!`, `&&`, `||`,
/// parentheses, `true`/`false`, `0`/`1`, C's `defined(X)` and `defined X`, and Swift's `os(X)`.
/// Any other test (`canImport(X)`, `targetEnvironment(X)`, `swift(>=5)`, `arch(X)`, a comparison
/// such as `X == 1`) is unknown, so a condition holding one may be true. Reading and evaluating
/// take one pass each with explicit stacks, never recursion, over at most the tokens of the
/// directive's line that the scanner keeps.
struct CompilationCondition: Sendable, Equatable {
    enum Term: Sendable, Equatable {
        /// A Swift compilation condition, or a C macro used for its value.
        case name(String)
        /// C's `defined(X)`, `#ifdef X`.
        case defined(String)
        /// Swift's `os(X)`.
        case platform(String)
        case constant(Bool)
        /// A test that is not decided here.
        case unknown
        case not, and, or
    }

    /// The terms in postfix order (`A && !B` is `A B ! &&`).
    let terms: [Term]

    /// A condition that is not decided here.
    static let unknown = CompilationCondition(terms: [.unknown])

    /// The condition of a `#ifdef X` (or, `negated`, `#ifndef X`) line.
    static func defined(_ name: String?, negated: Bool) -> CompilationCondition {
        guard let name else { return .unknown }
        return CompilationCondition(terms: negated ? [.defined(name), .not] : [.defined(name)])
    }

    /// Reads the tokens of an `#if` or `#elseif` line after the directive's name; anything not
    /// understood makes the whole condition unknown.
    init(tokens: [SourceToken]) {
        self = Self.read(tokens) ?? .unknown
    }

    private init(terms: [Term]) {
        self.terms = terms
    }

    private enum Operator: Equatable {
        case not, and, or, open

        var precedence: Int {
            switch self {
            case .not: 3
            case .and: 2
            case .or: 1
            case .open: 0
            }
        }

        var term: Term? {
            switch self {
            case .not: .not
            case .and: .and
            case .or: .or
            case .open: nil
            }
        }
    }

    /// The shunting-yard reading of the tokens, or `nil` when they are not a condition it knows.
    private static func read(_ tokens: [SourceToken]) -> CompilationCondition? {
        var output: [Term] = []
        var operators: [Operator] = []
        // Whether an operand may come next (else a binary operator or a `)`).
        var expectingOperand = true
        var index = 0
        func pushBinary(_ op: Operator) {
            while let last = operators.last, last != .open, last.precedence >= op.precedence {
                output.append(last.term ?? .unknown)
                operators.removeLast()
            }
            operators.append(op)
        }
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token.kind {
            case .punctuation where token.text == "!" && expectingOperand:
                guard next?.isPunctuation("=") != true else { return nil }
                operators.append(.not)
                index += 1
            case .punctuation where token.text == "(" && expectingOperand:
                operators.append(.open)
                index += 1
            case .punctuation where token.text == ")" && !expectingOperand:
                while let last = operators.last, last != .open {
                    output.append(last.term ?? .unknown)
                    operators.removeLast()
                }
                guard operators.popLast() == .open else { return nil }
                index += 1
            case .punctuation where (token.text == "&" || token.text == "|") && !expectingOperand:
                guard next?.isPunctuation(token.text.first ?? " ") == true else { return nil }
                pushBinary(token.text == "&" ? .and : .or)
                expectingOperand = true
                index += 2
            case .identifier where expectingOperand:
                let (term, end) = operand(tokens, at: index)
                guard let term else { return nil }
                output.append(term)
                expectingOperand = false
                index = end
            case .other where expectingOperand:
                guard token.text == "0" || token.text == "1" else { return nil }
                output.append(.constant(token.text == "1"))
                expectingOperand = false
                index += 1
            default:
                return nil
            }
        }
        guard !expectingOperand else { return nil }
        while let last = operators.popLast() {
            guard let term = last.term else { return nil }
            output.append(term)
        }
        return CompilationCondition(terms: output)
    }

    /// The operand starting with the name at `index`, and the index after it: a name, `true` or
    /// `false`, `defined(X)` or `defined X`, `os(X)`, or another test written `name(...)`, which is
    /// unknown. `nil` term when the test's parentheses do not close on the line.
    private static func operand(_ tokens: [SourceToken], at index: Int) -> (Term?, Int) {
        let name = tokens[index].text
        let opens = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
        if name == "defined", !opens {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return (nil, index + 1) }
            return (.defined(tokens[index + 1].text), index + 2)
        }
        guard opens else {
            switch name {
            case "true": return (.constant(true), index + 1)
            case "false": return (.constant(false), index + 1)
            default: return (.name(name), index + 1)
            }
        }
        // `name(` ... the matching `)`.
        var depth = 0
        var end = index + 1
        while end < tokens.count {
            if tokens[end].isPunctuation("(") { depth += 1 }
            if tokens[end].isPunctuation(")") {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        guard end < tokens.count else { return (nil, end) }
        let inner = tokens[(index + 2)..<end]
        if inner.count == 1, let only = inner.first, only.kind == .identifier {
            if name == "defined" { return (.defined(only.text), end + 1) }
            if name == "os" { return (.platform(only.text), end + 1) }
        }
        return (.unknown, end + 1)
    }

    // MARK: Evaluation

    /// What a bundle's configuration says of the names a condition tests.
    struct Context {
        /// The names defined, with their values (`""` for a name defined without one).
        var defined: [String: String] = [:]
        /// Whether a name not in `defined` is certainly undefined: Swift, with every setting that
        /// defines names known. In C a header may define any name, so it is never so.
        var undefinedIsKnown = false
        /// Whether names are C macros (`#if X` tests X's value) rather than Swift conditions.
        var isC = false
        /// The platforms the bundle is built for; empty when unknown.
        var platforms: Set<ApplePlatform> = []
    }

    /// Whether the condition holds in a context: `true`, `false`, or `nil` when not decided.
    func evaluate(in context: Context) -> Bool? {
        var stack: [Bool?] = []
        for term in terms {
            switch term {
            case .not:
                guard let value = stack.popLast() else { return nil }
                stack.append(value.map { !$0 })
            case .and, .or:
                guard let right = stack.popLast(), let left = stack.popLast() else { return nil }
                if term == .and {
                    stack.append(left == false || right == false ? false : (left == true && right == true ? true : nil))
                } else {
                    stack.append(left == true || right == true ? true : (left == false && right == false ? false : nil))
                }
            case .constant(let value):
                stack.append(value)
            case .unknown:
                stack.append(nil)
            case .defined(let name):
                stack.append(context.defined[name] != nil ? true : (context.undefinedIsKnown ? false : nil))
            case .name(let name):
                stack.append(Self.value(of: name, in: context))
            case .platform(let name):
                stack.append(Self.platformTest(Self.swiftPlatforms[name], in: context))
            }
        }
        return stack.count == 1 ? stack[0] : nil
    }

    private static func value(of name: String, in context: Context) -> Bool? {
        if let value = context.defined[name] {
            guard context.isC else { return true }
            if value.isEmpty { return true }
            return Int(value).map { $0 != 0 }
        }
        if context.isC, let platforms = cPlatforms[name] { return platformTest(platforms, in: context) }
        return context.undefinedIsKnown ? false : nil
    }

    /// Whether a bundle built for `context.platforms` is built for one of `platforms` (`nil` for a
    /// platform of no Apple SDK): `true` when all of its platforms are, `false` when none is,
    /// `nil` when some are or nothing says.
    private static func platformTest(_ platforms: Set<ApplePlatform>?, in context: Context) -> Bool? {
        guard !context.platforms.isEmpty else { return nil }
        guard let platforms else { return false }
        if context.platforms.isSubset(of: platforms) { return true }
        return context.platforms.isDisjoint(with: platforms) ? false : nil
    }

    /// Swift's `os(X)` names of the Apple platforms (other names, `Linux`, `Windows`, are none of them).
    private static let swiftPlatforms: [String: Set<ApplePlatform>] = [
        "iOS": [.iOS], "macOS": [.macOS], "OSX": [.macOS], "tvOS": [.tvOS], "watchOS": [.watchOS],
        "visionOS": [.visionOS], "xrOS": [.visionOS],
    ]

    /// `TargetConditionals.h` macros that name platforms (`TARGET_OS_IPHONE` is every embedded one).
    private static let cPlatforms: [String: Set<ApplePlatform>] = [
        "TARGET_OS_IOS": [.iOS], "TARGET_OS_OSX": [.macOS], "TARGET_OS_TV": [.tvOS], "TARGET_OS_WATCH": [.watchOS],
        "TARGET_OS_VISION": [.visionOS], "TARGET_OS_IPHONE": [.iOS, .tvOS, .watchOS, .visionOS],
    ]
}

/// The branch of one open `#if` that code stands in: the conditions of the branches before it,
/// all false for it to be compiled, and its own, true for it (none for an `#else`).
struct ConditionBranch: Sendable, Equatable {
    var earlier: [CompilationCondition] = []
    var condition: CompilationCondition?
    /// Whether the branch follows more branches of its `#if` than are kept (or one after its
    /// `#else`): `earlier` is then only part of what decides it, and `condition` is unknown.
    var isCut = false

    /// Whether the branch is certainly not compiled in a context.
    func isOff(in context: CompilationCondition.Context) -> Bool {
        if condition?.evaluate(in: context) == false { return true }
        return earlier.contains { $0.evaluate(in: context) == true }
    }
}
