import TripSource

/// One use, in a source file, of an API the readiness rules look for.
struct APIUse: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A call that needs the usage descriptions of `UsageDescriptionTable.rows[row]`.
        case usageDescription(row: Int)
        /// A required-reason API: `PrivacyManifestTables.requiredReasonAPIs[row]`.
        case requiredReason(row: Int)
        /// A UIKit app's entry point: `@main` on a `UIApplicationDelegate` class,
        /// `@UIApplicationMain`, or a call of `UIApplicationMain(...)`.
        case uiKitApplication
        /// A SwiftUI app's entry point: `@main` on a type conforming to `App`.
        case swiftUIApplication
        /// A declaration of `application(_:configurationForConnecting:options:)`, which gives
        /// scene configurations in code.
        case sceneConfigurationProvider
        /// An assignment to a `rootViewController` (`window?.rootViewController = ...`,
        /// `[window setRootViewController:...]`): code gives a window the controller it shows.
        case rootViewControllerAssignment
        /// A registration for remote notifications (`PushEntitlement.registrationCalls`).
        case remoteNotificationRegistration
    }

    let kind: Kind
    /// Where the use is: the name that makes it one (the member, type or function).
    let location: SourceLocation
    /// The `#if` branches it stands in, outermost first: a bundle whose build settings turn one
    /// off in every configuration does not compile it (`AppBundle.uses(in:where:)`). At most
    /// `ConditionalCompilation.maximumDepth`.
    var conditions: [ConditionBranch] = []
    /// Whether what decides if the use is compiled is not all in `conditions`: it stands in more
    /// open `#if`s than are kept, or after more branches of one. The rules then say "not certain".
    var conditionsCut = false

    /// What a rule says of a use whose conditions are cut, after "not certain: ".
    static let cutConditionsGap =
        "the call stands in more than \(ConditionalCompilation.maximumDepth) nested #if blocks, or branches of one, and those past them are not read"
}

extension SourceScanner {
    /// The uses of the APIs in `UsageDescriptionTable` and `PrivacyManifestTables`, and the app
    /// entry points, in file order. One pass over the tokens; each name is looked up once in a
    /// table of the names the patterns start from, and a pattern looks at most a bounded number
    /// of tokens around it (a call's arguments up to `APIUsageLimits.arguments` tokens).
    ///
    /// Code that only debug or simulator builds compile (`#if DEBUG`, `#if targetEnvironment(simulator)`,
    /// `#ifdef DEBUG`, the `#else` of `#if !DEBUG`) is left out: the App Store sees release builds
    /// for devices. Other conditions are kept with each use (`APIUse.conditions`), for each
    /// bundle's build settings to decide.
    func apiUses() -> [APIUse] {
        let anchors = language == .swift ? APIAnchors.swift : APIAnchors.objectiveC
        var found: [APIUse] = []
        // Positions of the open `[` of the Objective-C messages being read.
        var openMessages: [Int] = []
        var conditions = ConditionalCompilation()
        for index in tokens.indices {
            let current = tokens[index]
            if applyDirective(at: index, to: &conditions) { continue }
            if language == .objectiveC, current.kind == .punctuation {
                if current.text == "[" { openMessages.append(index) } else if current.text == "]" { _ = openMessages.popLast() }
                continue
            }
            guard current.kind == .identifier, !conditions.isDebugOnly else { continue }
            func use(_ kind: APIUse.Kind) {
                found.append(
                    APIUse(
                        kind: kind, location: apiLocation(current), conditions: conditions.branches,
                        conditionsCut: conditions.isCut))
            }
            if language == .swift, let marker = swiftLifecycle(at: index) {
                use(marker)
            } else if language == .objectiveC, current.text == "configurationForConnectingSceneSession" {
                use(.sceneConfigurationProvider)
            }
            if current.text == "rootViewController", token(index - 1)?.isPunctuation(".") == true,
               token(index + 1)?.isPunctuation("=") == true, token(index + 2)?.isPunctuation("=") != true {
                use(.rootViewControllerAssignment)
            } else if language == .objectiveC, current.text == "setRootViewController",
                      token(index + 1)?.isPunctuation(":") == true {
                use(.rootViewControllerAssignment)
            }
            if current.text == "UIApplicationMain", token(index + 1)?.isPunctuation("(") == true,
               token(index - 1)?.isPunctuation("@") != true, token(index - 1)?.isPunctuation(".") != true {
                use(.uiKitApplication)
            }
            guard let entries = anchors[current.text] else { continue }
            for entry in entries where matches(entry.pattern, at: index, message: openMessages.last) {
                use(entry.kind)
            }
        }
        return found
    }

    private func token(_ index: Int) -> SourceToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// Applies the `#if`-family directive whose name is at `index` (`if` of `#if`), if one is there:
    /// the step each walk that follows conditional compilation takes first.
    ///
    /// - Returns: Whether a directive was there (the walk then moves on).
    func applyDirective(at index: Int, to conditions: inout ConditionalCompilation) -> Bool {
        let current = tokens[index]
        guard current.kind == .identifier, token(index - 1)?.isPunctuation("#") == true,
              ConditionalCompilation.directives.contains(current.text)
        else { return false }
        conditions.apply(current.text, condition: directiveCondition(after: index))
        return true
    }

    /// The tokens of a directive's condition: those after the directive's name on its line.
    func directiveCondition(after index: Int) -> [SourceToken] {
        let line = lineMap.lineAndColumn(ofOffset: tokens[index].offset).line
        var condition: [SourceToken] = []
        var next = index + 1
        while let current = token(next), condition.count < APIUsageLimits.arguments,
              lineMap.lineAndColumn(ofOffset: current.offset).line == line {
            condition.append(current)
            next += 1
        }
        return condition
    }

    private func apiLocation(_ token: SourceToken) -> SourceLocation {
        lineMap.location(ofOffset: token.offset, file: file)
    }

    // MARK: Patterns

    private func matches(_ pattern: APIPattern, at index: Int, message: Int?) -> Bool {
        switch language {
        case .swift: swiftMatches(pattern, at: index)
        case .objectiveC: objectiveCMatches(pattern, at: index, message: message)
        }
    }

    private func swiftMatches(_ pattern: APIPattern, at index: Int) -> Bool {
        let previous = token(index - 1)
        let next = token(index + 1)
        switch pattern {
        case .call(let receiver, _, _, let including, let excluding):
            guard previous?.isPunctuation(".") == true, let next, next.isPunctuation("(") || next.isPunctuation("{") else { return false }
            if let receiver, !swiftReceiver(endingAt: index - 2).contains(receiver) { return false }
            guard !including.isEmpty || !excluding.isEmpty else { return true }
            let names = next.isPunctuation("(") ? argumentNames(openingAt: index + 1, close: ")") : []
            return (including.isEmpty || !names.isDisjoint(with: including)) && names.isDisjoint(with: excluding)
        case .argument(_, let label, _):
            guard previous?.isPunctuation(".") == true, next?.isPunctuation("(") == true else { return false }
            return labeledArgumentIsGiven(openingAt: index + 1, label: label, close: ")")
        case .construct:
            guard previous?.isPunctuation(".") != true, previous?.isIdentifier("func") != true else { return false }
            if next?.isPunctuation("(") == true { return true }
            return next?.isPunctuation(".") == true && token(index + 2)?.isIdentifier("init") == true
                && token(index + 3)?.isPunctuation("(") == true
        case .function(let name):
            return isFunctionCall(name, at: index)
        case .name:
            return true
        case .member:
            return previous?.isPunctuation(".") == true
        case .fileAttribute:
            guard previous?.isPunctuation(".") == true, let before = token(index - 2) else { return false }
            if before.isIdentifier("FileAttributeKey") { return true }
            // `attributes[.creationDate]`: a subscript (the `[` follows a value), not an array literal.
            guard before.isPunctuation("["), next?.isPunctuation("]") == true, let value = token(index - 3) else { return false }
            return value.kind == .identifier || value.isPunctuation(")") || value.isPunctuation("]")
                || value.isPunctuation("?") || value.isPunctuation("!")
        case .assignment(_, let value, _):
            guard next?.isPunctuation("=") == true, token(index + 2)?.isPunctuation("=") != true else { return false }
            return lastNameOfPath(startingAt: index + 2) == value
        }
    }

    private func objectiveCMatches(_ pattern: APIPattern, at index: Int, message: Int?) -> Bool {
        let previous = token(index - 1)
        let next = token(index + 1)
        /// The name is a selector keyword of the innermost open message.
        func isSelector() -> Bool {
            guard let message, message < index - 1, let previous, let next, next.isPunctuation(":") || next.isPunctuation("]") else {
                return false
            }
            return previous.kind == .identifier || previous.isPunctuation("]") || previous.isPunctuation(")")
        }
        switch pattern {
        case .call(let receiver, _, _, let including, let excluding):
            guard isSelector(), let message else { return false }
            if let receiver, !tokens[(message + 1)..<index].contains(where: { $0.isIdentifier(receiver) }) { return false }
            guard !including.isEmpty || !excluding.isEmpty else { return true }
            let names = argumentNames(openingAt: message, close: "]")
            return (including.isEmpty || !names.isDisjoint(with: including)) && names.isDisjoint(with: excluding)
        case .argument:
            guard isSelector(), next?.isPunctuation(":") == true, let value = token(index + 2) else { return false }
            return !value.isIdentifier("nil") && !value.isIdentifier("NULL")
        case .construct:
            return previous?.isPunctuation("[") == true && (next?.isIdentifier("alloc") == true || next?.isIdentifier("new") == true)
        case .function(let name):
            return isFunctionCall(name, at: index)
        case .name:
            return true
        case .member:
            return previous?.isPunctuation(".") == true || (isSelector() && next?.isPunctuation("]") == true)
        case .fileAttribute:
            return false
        case .assignment(let property, _, let value):
            if tokens[index].text == property {
                return next?.isPunctuation("=") == true && token(index + 2)?.isIdentifier(value) == true
            }
            return next?.isPunctuation(":") == true && token(index + 2)?.isIdentifier(value) == true
        }
    }

    /// A call of a C or Swift function by its name: `name(`, not a member (`x.name(`, except
    /// `Darwin.name(`), not a declaration (`func name(`). `stat`, `statfs` and `statvfs` are also C
    /// structs, whose Swift initializer `stat()` is no call of the function.
    private func isFunctionCall(_ name: String, at index: Int) -> Bool {
        guard token(index + 1)?.isPunctuation("(") == true else { return false }
        if let previous = token(index - 1) {
            if previous.isIdentifier("func") { return false }
            if previous.isPunctuation(".") {
                guard let module = token(index - 2), ["Darwin", "Glibc", "Foundation"].contains(module.text) else { return false }
            }
        }
        if APIAnchors.structNames.contains(name), token(index + 2)?.isPunctuation(")") == true { return false }
        return true
    }

    /// The names written in the expression a Swift member is called on, walking back from the
    /// end of that expression over a chain of names joined by `.`, with `?`, `!` and balanced
    /// parentheses (`PHPhotoLibrary.shared()` before `.performChanges`). A name not joined to the
    /// one after it by a `.` ends the chain (it belongs to the statement before).
    private func swiftReceiver(endingAt end: Int) -> Set<String> {
        var names: Set<String> = []
        var index = end
        var steps = 0
        var expectingName = true
        while index >= 0, steps < APIUsageLimits.receiver {
            steps += 1
            let current = tokens[index]
            if expectingName {
                if current.kind == .identifier {
                    names.insert(current.text)
                    expectingName = false
                    index -= 1
                } else if current.isPunctuation("?") || current.isPunctuation("!") {
                    index -= 1
                } else if current.isPunctuation(")") {
                    var depth = 0
                    while index >= 0, steps < APIUsageLimits.receiver {
                        steps += 1
                        if tokens[index].isPunctuation(")") { depth += 1 }
                        if tokens[index].isPunctuation("(") { depth -= 1 }
                        index -= 1
                        if depth == 0 { break }
                    }
                } else {
                    break
                }
            } else if current.isPunctuation(".") {
                expectingName = true
                index -= 1
            } else {
                break
            }
        }
        return names
    }

    /// The names written between the bracket at `open` and its closing `close`.
    private func argumentNames(openingAt open: Int, close: Character) -> Set<String> {
        let opening: Character = close == ")" ? "(" : "["
        var names: Set<String> = []
        var depth = 0
        var index = open
        while index < tokens.count, index - open < APIUsageLimits.arguments {
            let current = tokens[index]
            if current.isPunctuation(opening) { depth += 1 }
            if current.isPunctuation(close) {
                depth -= 1
                if depth == 0 { break }
            }
            if current.kind == .identifier { names.insert(current.text) }
            index += 1
        }
        return names
    }

    /// Whether the call whose `(` is at `open` gives `label:` a value other than `nil` or `[]`.
    private func labeledArgumentIsGiven(openingAt open: Int, label: String, close: Character) -> Bool {
        var depth = 0
        var index = open
        while index < tokens.count, index - open < APIUsageLimits.arguments {
            let current = tokens[index]
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") { depth += 1 }
            if current.isPunctuation(")") || current.isPunctuation("]") || current.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, current.isIdentifier(label), token(index + 1)?.isPunctuation(":") == true, let value = token(index + 2) {
                if value.isIdentifier("nil") { return false }
                return !(value.isPunctuation("[") && token(index + 3)?.isPunctuation("]") == true)
            }
            index += 1
        }
        return false
    }

    /// The last name of a dotted value starting at `start` (`camera` in `.camera` and in
    /// `UIImagePickerController.SourceType.camera`), or `nil` when the value goes on as a call.
    private func lastNameOfPath(startingAt start: Int) -> String? {
        var last: String? = nil
        var index = start
        while let current = token(index), index - start < APIUsageLimits.path {
            if current.kind == .identifier {
                // A name right after a name starts the next statement.
                if last != nil, token(index - 1)?.kind == .identifier { return last }
                last = current.text
            } else if !current.isPunctuation(".") {
                return current.isPunctuation("(") ? nil : last
            }
            index += 1
        }
        return last
    }

    // MARK: Entry points

    /// `@main` on a `UIApplicationDelegate` class or an `App` type, `@UIApplicationMain`, or a
    /// declaration of `configurationForConnecting`, at the name after `@` (or the parameter label).
    private func swiftLifecycle(at index: Int) -> APIUse.Kind? {
        let current = tokens[index]
        if current.text == "configurationForConnecting", token(index - 1)?.isPunctuation(",") == true {
            return .sceneConfigurationProvider
        }
        guard token(index - 1)?.isPunctuation("@") == true else { return nil }
        if current.text == "UIApplicationMain" { return .uiKitApplication }
        guard current.text == "main" else { return nil }
        var cursor = index + 1
        while let word = token(cursor), cursor - index < APIUsageLimits.path {
            if word.isIdentifier("class") || word.isIdentifier("struct") || word.isIdentifier("enum") || word.isIdentifier("actor") {
                break
            }
            cursor += 1
        }
        guard token(cursor + 2)?.isPunctuation(":") == true else { return nil }
        var conformances: Set<String> = []
        var position = cursor + 3
        while let word = token(position), !word.isPunctuation("{"), position - cursor < APIUsageLimits.arguments {
            if word.kind == .identifier { conformances.insert(word.text) }
            position += 1
        }
        if conformances.contains("App") { return .swiftUIApplication }
        if conformances.contains("UIApplicationDelegate") || conformances.contains("UIResponder") { return .uiKitApplication }
        return nil
    }
}

/// Which `#if` branches the scanner is in, whether one of them only debug or simulator builds
/// compile, and the conditions of each (`branches`), for the bundles' settings to decide.
struct ConditionalCompilation {
    /// What a branch's condition says about release builds for devices.
    enum Branch {
        /// Compiled only in debug or simulator builds.
        case debugOnly
        /// Compiled only where the debug condition is false, so its `#else` is debug-only.
        case releaseOnly
        /// Anything else (a platform, a module, a flag the scanner does not know).
        case unknown
    }

    static let directives: Set<String> = ["if", "ifdef", "ifndef", "elseif", "elif", "else", "endif"]

    /// Each open `#if`: its first branch's kind, and whether the branch read now is debug-only.
    private var stack: [(first: Branch, debugOnly: Bool)] = []
    private var debugOnlyCount = 0
    /// The branch of each open `#if`, outermost first, at most `Self.maximumDepth` of them, each
    /// with at most `Self.maximumDepth` earlier branches, so what each use keeps is bounded
    /// whatever the file. What lies past the bound is unknown (it may be compiled): see `isCut`.
    private(set) var branches: [ConditionBranch] = []
    /// How many open `#if`s lie past the first `Self.maximumDepth`: their branches are not kept.
    private var depthPastBound = 0
    /// How many of `branches` follow more than `Self.maximumDepth` branches of their `#if`.
    private var cutBranches = 0
    /// The most open `#if`s, and branches of one, whose conditions are kept.
    static let maximumDepth = 32

    /// Whether the code read now stands in a branch whose conditions are not all kept.
    var isCut: Bool { depthPastBound > 0 || cutBranches > 0 }

    /// Whether the code read now is in a debug-only branch.
    var isDebugOnly: Bool { debugOnlyCount > 0 }

    mutating func apply(_ directive: String, condition: [SourceToken]) {
        applyToBranches(directive, condition: condition)
        switch directive {
        case "if", "ifdef", "ifndef":
            var branch = directive == "if" ? Self.branch(of: condition) : Self.isDebugName(condition.first?.text) ? .debugOnly : .unknown
            if directive == "ifndef", branch == .debugOnly { branch = .releaseOnly }
            push(first: branch, debugOnly: branch == .debugOnly)
        case "elseif", "elif":
            guard let frame = pop() else { return }
            push(first: frame.first, debugOnly: frame.first == .releaseOnly || Self.branch(of: condition) == .debugOnly)
        case "else":
            guard let frame = pop() else { return }
            push(first: frame.first, debugOnly: frame.first == .releaseOnly)
        default:
            _ = pop()
        }
    }

    private mutating func applyToBranches(_ directive: String, condition: [SourceToken]) {
        switch directive {
        case "if", "ifdef", "ifndef":
            guard branches.count < Self.maximumDepth else { return depthPastBound += 1 }
            let read = directive == "if" ? CompilationCondition(tokens: condition)
                : CompilationCondition.defined(condition.first.flatMap { $0.kind == .identifier ? $0.text : nil }, negated: directive == "ifndef")
            branches.append(ConditionBranch(condition: read))
        case "elseif", "elif", "else":
            guard depthPastBound == 0, var branch = branches.popLast() else { return }
            if branch.isCut {
                // Past the bound already: the earlier branches kept still say when this one is off.
            } else if let previous = branch.condition, branch.earlier.count < Self.maximumDepth {
                branch.earlier.append(previous)
                branch.condition = directive == "else" ? nil : CompilationCondition(tokens: condition)
            } else {
                // A branch after an `#else`, or after too many: what decides it is not all kept.
                branch.condition = nil
                branch.isCut = true
                cutBranches += 1
            }
            branches.append(branch)
        default:
            if depthPastBound > 0 { return depthPastBound -= 1 }
            if branches.popLast()?.isCut == true { cutBranches -= 1 }
        }
    }

    private mutating func push(first: Branch, debugOnly: Bool) {
        stack.append((first, debugOnly))
        if debugOnly { debugOnlyCount += 1 }
    }

    private mutating func pop() -> (first: Branch, debugOnly: Bool)? {
        guard let frame = stack.popLast() else { return nil }
        if frame.debugOnly { debugOnlyCount -= 1 }
        return frame
    }

    /// A condition made only of `&&`-joined terms one of which is a debug or simulator test
    /// (`DEBUG`, `targetEnvironment(simulator)`, `TARGET_OS_SIMULATOR`) is debug-only; `!DEBUG`
    /// alone is release-only; anything else (an `||`, another negation) is unknown.
    private static func branch(of condition: [SourceToken]) -> Branch {
        // `defined(DEBUG)` reads as `DEBUG`.
        var texts: [String] = []
        var position = 0
        while position < condition.count {
            if condition[position].text == "defined", position + 3 < condition.count,
               condition[position + 1].text == "(", condition[position + 3].text == ")" {
                texts.append(condition[position + 2].text)
                position += 4
            } else {
                texts.append(condition[position].text)
                position += 1
            }
        }
        if texts.count == 2, texts[0] == "!", isDebugName(texts[1]) { return .releaseOnly }
        if texts.contains("|") { return .unknown }
        for (position, text) in texts.enumerated() {
            let negated = position > 0 && texts[position - 1] == "!"
            if isDebugName(text), !negated { return .debugOnly }
            if text == "targetEnvironment", position + 2 < texts.count, texts[position + 2] == "simulator", !negated {
                return .debugOnly
            }
        }
        return .unknown
    }

    private static func isDebugName(_ name: String?) -> Bool {
        name == "DEBUG" || name == "TARGET_OS_SIMULATOR" || name == "TARGET_IPHONE_SIMULATOR"
    }
}

/// How far the API patterns look around a name.
enum APIUsageLimits {
    /// Tokens of a call's arguments read.
    static let arguments = 512
    /// Tokens walked back over the expression a member is called on.
    static let receiver = 64
    /// Tokens of a dotted value or of the words between `@main` and a type's name.
    static let path = 24
}

/// The readiness tables' patterns by the name each starts from.
enum APIAnchors {
    struct Entry: Sendable {
        let pattern: APIPattern
        let kind: APIUse.Kind
    }

    /// C structs whose names are also functions in the tables.
    static let structNames: Set<String> = ["stat", "statfs", "statvfs"]

    static let swift: [String: [Entry]] = anchors(swift: true)
    static let objectiveC: [String: [Entry]] = anchors(swift: false)

    private static func anchors(swift: Bool) -> [String: [Entry]] {
        var anchors: [String: [Entry]] = [:]
        func add(_ pattern: APIPattern, _ kind: APIUse.Kind) {
            for name in names(of: pattern, swift: swift) { anchors[name, default: []].append(Entry(pattern: pattern, kind: kind)) }
        }
        for (row, entry) in UsageDescriptionTable.rows.enumerated() { add(entry.pattern, .usageDescription(row: row)) }
        for (row, entry) in PrivacyManifestTables.requiredReasonAPIs.enumerated() { add(entry.pattern, .requiredReason(row: row)) }
        for pattern in PushEntitlement.registrationCalls { add(pattern, .remoteNotificationRegistration) }
        return anchors
    }

    /// The names a pattern starts from in one language.
    private static func names(of pattern: APIPattern, swift: Bool) -> [String] {
        switch pattern {
        case .call(_, let swiftName, let objectiveCName, _, _):
            return [swift ? swiftName : objectiveCName].compactMap { $0 }
        case .argument(let member, _, let keyword):
            return [swift ? member : keyword]
        case .construct(let name), .function(let name), .name(let name), .member(let name):
            return [name]
        case .fileAttribute(let name):
            return swift ? [name] : []
        case .assignment(let property, _, _):
            return swift ? [property] : [property, "set" + property.prefix(1).uppercased() + property.dropFirst()]
        }
    }
}
