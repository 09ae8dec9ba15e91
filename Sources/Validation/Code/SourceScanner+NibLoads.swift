import TripSource

/// The nibs code loads by a literal name and the File's Owner each load gives them (`NibLoad`).
///
/// Each call is read at its name within a few tokens either side, so the scan is linear in the
/// file. The class whose code makes a call (`self`, `super`) is the innermost type declaration
/// whose body holds it, as `typeDeclarations()` found them.
extension SourceScanner {
    /// The nib loads of the file.
    ///
    /// - Parameter declarations: The file's type declarations, with their bodies.
    func nibLoads(in declarations: [TypeDeclaration]) -> [NibLoad] {
        /// The class whose code holds an offset: the innermost declaration whose body holds it.
        func enclosingClass(_ offset: Int) -> String? {
            var found: TypeDeclaration?
            for declaration in declarations {
                guard let body = declaration.body, body.contains(offset) else { continue }
                if let current = found?.body, current.lowerBound > body.lowerBound { continue }
                found = declaration
            }
            return found?.name
        }
        switch language {
        case .swift: return swiftNibLoads(enclosingClass)
        case .objectiveC: return objectiveCNibLoads(enclosingClass)
        }
    }

    // MARK: Swift

    private func swiftNibLoads(_ enclosingClass: (Int) -> String?) -> [NibLoad] {
        var found: [NibLoad] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = tokens[index].text
            switch name {
            case "windowNibName", "nibName", "nibNamed":
                // `B(windowNibName: "X")`, `super.init(nibName: "X", bundle: nil)`, `NSNib(nibNamed: "X", bundle: nil)`.
                guard tokenAt(index - 1)?.isPunctuation("(") == true, tokenAt(index + 1)?.isPunctuation(":") == true,
                      let (literal, end) = swiftNibName(at: index + 2) else { continue }
                // `UINib(nibName:bundle:)` and `NSNib(nibNamed:bundle:)` are named so; initializers `init(...)`.
                let loader = tokenAt(index - 2).flatMap { ["UINib", "NSNib"].contains($0.text) ? $0.text : nil } ?? "init"
                var owner = loader == "init" ? swiftCallee(openingAt: index - 1, enclosingClass) : nil
                if let (ownerClass, _) = swiftOwner(after: end, enclosingClass) {
                    owner = ownerClass
                } else if loader == "init", owner == nil {
                    // An initializer of a class the scanner cannot read (`.init(`): nothing shows another owner.
                    continue
                }
                let call = loader + (name == "windowNibName" ? "(windowNibName:)" : "(\(name):bundle:)")
                found.append(nibLoad(literal, owner: owner, call: call))
            case "loadNibNamed":
                // `Bundle.main.loadNibNamed("X", owner: self, options: nil)`.
                guard tokenAt(index + 1)?.isPunctuation("(") == true, let (literal, end) = swiftNibName(at: index + 2) else { continue }
                found.append(nibLoad(literal, owner: swiftOwner(after: end, enclosingClass)?.owner, call: "loadNibNamed(_:owner:)"))
            default:
                continue
            }
        }
        return found
    }

    /// A nib name argument from `index`: a plain literal, or one wrapped in `NSNib.Name("X")`
    /// (`rawValue:` too); the literal and the index after the argument.
    private func swiftNibName(at index: Int) -> (SourceToken, Int)? {
        var position = index
        if tokenAt(position)?.isIdentifier("NSNib") == true, tokenAt(position + 1)?.isPunctuation(".") == true,
           tokenAt(position + 2)?.isIdentifier("Name") == true, tokenAt(position + 3)?.isPunctuation("(") == true {
            position += 4
            if tokenAt(position)?.isIdentifier("rawValue") == true, tokenAt(position + 1)?.isPunctuation(":") == true { position += 2 }
            guard let literal = tokenAt(position), literal.kind == .string, literal.isPlain,
                  tokenAt(position + 1)?.isPunctuation(")") == true else { return nil }
            return (literal, position + 2)
        }
        guard let literal = tokenAt(position), literal.kind == .string, literal.isPlain,
              tokenAt(position + 1).map({ $0.isPunctuation(",") || $0.isPunctuation(")") }) == true else { return nil }
        return (literal, position + 1)
    }

    /// The class a Swift initializer call whose `(` is at `open` makes: `B(` and `B.init(` a `B`,
    /// `super.init(` and `self.init(` the enclosing class; `nil` for anything else (`.init(`,
    /// `UINib(`, a function).
    private func swiftCallee(openingAt open: Int, _ enclosingClass: (Int) -> String?) -> String? {
        guard let callee = tokenAt(open - 1), callee.kind == .identifier else { return nil }
        if callee.text == "init" {
            guard tokenAt(open - 2)?.isPunctuation(".") == true, let receiver = tokenAt(open - 3), receiver.kind == .identifier
            else { return nil }
            if receiver.text == "super" || receiver.text == "self" { return enclosingClass(receiver.offset) }
            return Self.isClassName(receiver.text) ? receiver.text : nil
        }
        return Self.isClassName(callee.text) && tokenAt(open - 2)?.isPunctuation(".") != true ? callee.text : nil
    }

    /// An `owner:` argument right after a nib name that ends at `index` (`, owner: self`): the
    /// owner's class (`self` is the enclosing class, anything else is unknown, `nil`), and where
    /// the argument is; `nil` when no `owner:` follows.
    private func swiftOwner(after index: Int, _ enclosingClass: (Int) -> String?) -> (owner: String?, at: Int)? {
        guard tokenAt(index)?.isPunctuation(",") == true, tokenAt(index + 1)?.isIdentifier("owner") == true,
              tokenAt(index + 2)?.isPunctuation(":") == true, let owner = tokenAt(index + 3) else { return nil }
        let isSelf = owner.isIdentifier("self") && tokenAt(index + 4).map { $0.isPunctuation(",") || $0.isPunctuation(")") } == true
        return (isSelf ? enclosingClass(owner.offset) : nil, index + 3)
    }

    // MARK: Objective-C

    private func objectiveCNibLoads(_ enclosingClass: (Int) -> String?) -> [NibLoad] {
        var found: [NibLoad] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let keyword = tokens[index].text
            guard Self.objectiveCNibKeywords.contains(keyword), tokenAt(index + 1)?.isPunctuation(":") == true,
                  let literal = tokenAt(index + 2), literal.kind == .string, literal.isObjectiveCObject, literal.isPlain
            else { continue }
            var owner: String?
            switch keyword {
            case "initWithWindowNibName", "initWithNibName":
                owner = objectiveCReceiverClass(before: index, enclosingClass)
            default:
                owner = nil
            }
            // `owner:self` after the name: the object itself (`loadNibNamed:owner:`, `initWithWindowNibName:owner:`).
            if tokenAt(index + 3)?.isIdentifier("owner") == true, tokenAt(index + 4)?.isPunctuation(":") == true {
                let isSelf = tokenAt(index + 5)?.isIdentifier("self") == true
                    && tokenAt(index + 6).map { $0.isPunctuation("]") || $0.kind == .identifier } == true
                owner = isSelf ? tokenAt(index + 5).flatMap { enclosingClass($0.offset) } : nil
            } else if owner == nil, keyword == "initWithWindowNibName" || keyword == "initWithNibName" {
                // An initializer sent to an object the scanner cannot read (`[shared initWithWindowNibName:...]`
                // after `shared = [self alloc]`): nothing shows another owner.
                continue
            }
            found.append(nibLoad(literal, owner: owner, call: keyword + ":"))
        }
        return found
    }

    /// The class a message whose first keyword is at `index` initializes: `[[B alloc] ...]` a `B`;
    /// `[super ...]`, `[self ...]`, `[[self alloc] ...]` and `[[[self class] alloc] ...]` the
    /// enclosing class; `nil` for any other receiver.
    private func objectiveCReceiverClass(before index: Int, _ enclosingClass: (Int) -> String?) -> String? {
        guard let receiver = tokenAt(index - 1) else { return nil }
        if receiver.isIdentifier("super") || receiver.isIdentifier("self") { return enclosingClass(receiver.offset) }
        guard receiver.isPunctuation("]"), tokenAt(index - 2)?.isIdentifier("alloc") == true, let made = tokenAt(index - 3)
        else { return nil }
        if made.isIdentifier("self") { return enclosingClass(made.offset) }
        if made.isPunctuation("]"), tokenAt(index - 4)?.isIdentifier("class") == true, let object = tokenAt(index - 5),
           object.isIdentifier("self") {
            return enclosingClass(object.offset)
        }
        return made.kind == .identifier && Self.isClassName(made.text) ? made.text : nil
    }

    /// The Objective-C keywords that take a nib's name: the controllers' initializers, and
    /// `NSBundle`'s, `UINib`'s and `NSNib`'s loaders.
    static let objectiveCNibKeywords: Set<String> = [
        "initWithWindowNibName", "initWithNibName", "loadNibNamed", "nibWithNibName", "initWithNibNamed",
    ]

    // MARK: Shared

    private func nibLoad(_ literal: SourceToken, owner: String?, call: String) -> NibLoad {
        NibLoad(nibName: NibLoad.loadedName(ofFile: literal.text), ownerClass: owner,
                location: lineMap.location(ofOffset: literal.offset, file: file), call: call)
    }

    /// Whether a name is written as a class's is (a capital first), not a variable's or function's.
    private static func isClassName(_ name: String) -> Bool {
        name.first?.isUppercase == true && !["UINib", "NSNib", "Bundle", "NSBundle"].contains(name)
    }
}
