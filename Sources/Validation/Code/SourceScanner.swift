import TripSource

/// Finds, in a file's tokens, the string literals passed to storyboard APIs and the classes the
/// file declares.
///
/// Only plain literals count (one line, no interpolation), passed directly as the argument: a
/// literal followed by `+` or another literal is an expression whose value the scanner does not
/// know, and is skipped, as are constants and anything computed.
struct SourceScanner {
    let tokens: [SourceToken]
    let language: SourceLanguage
    let lineMap: LineMap
    let file: String

    // MARK: References

    func references() -> [CodeReference] {
        switch language {
        case .swift: swiftReferences()
        case .objectiveC: objectiveCReferences()
        }
    }

    private func token(_ index: Int) -> SourceToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// Swift calls: `callee(label: "literal", ...)`, `Type.init(label: "literal")`, and the AppKit
    /// name wrappers (`NSStoryboard.Name("literal")`).
    private func swiftReferences() -> [CodeReference] {
        var found: [CodeReference] = []
        let arguments = labeledLiteralsOfEveryCall()
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard token(index + 1)?.isPunctuation("(") == true else { continue }
            var callee = tokens[index].text
            if callee == "init", token(index - 1)?.isPunctuation(".") == true, let type = token(index - 2), type.kind == .identifier {
                callee = type.text
            }
            if let kind = wrapperKind(at: index) {
                if let reference = wrappedLiteral(at: index + 2, kind: kind, call: "\(tokens[index - 2].text).\(callee)") {
                    found.append(reference)
                }
                continue
            }
            if callee == "performSegue", token(index - 1)?.isIdentifier("func") == true {
                found.append(CodeReference(kind: .segueOverride, value: "", location: location(of: tokens[index]),
                                           call: "performSegue(withIdentifier:sender:)"))
                continue
            }
            found += arguments[index + 1] ?? []
        }
        return found + swiftCellsMadeInCode()
    }

    /// The callee of the Swift call whose name is at `index` and `(` after it, for a call whose
    /// labelled literals count (`swiftCalls`): `Type.init(` is `Type`.
    private func labeledCallee(at index: Int) -> String? {
        guard tokens[index].kind == .identifier, token(index + 1)?.isPunctuation("(") == true else { return nil }
        var callee = tokens[index].text
        if callee == "init", token(index - 1)?.isPunctuation(".") == true, let type = token(index - 2), type.kind == .identifier {
            callee = type.text
        }
        guard wrapperKind(at: index) == nil, Self.swiftCalls[callee] != nil else { return nil }
        if callee == "performSegue", token(index - 1)?.isIdentifier("func") == true { return nil }
        return callee
    }

    /// One call's arguments as the walk finds them.
    private struct OpenCall {
        let callee: String
        let labels: [String: CodeReference.Kind]
        var found: [(kind: CodeReference.Kind, token: SourceToken, label: String)] = []
        var hasIndexPath = false
        var otherBundle = false
    }

    /// For each call of `swiftCalls`, by the index of its `(`: the arguments that are plain literals
    /// after one of its labels.
    ///
    /// One walk over the tokens with a stack of open brackets, so each token is looked at once: an
    /// unclosed call (`performSegue(withIdentifier: "x` on 80,000 lines) ends at the end of the
    /// file without every earlier call walking there again.
    ///
    /// A registration whose identifier is not a plain literal is kept as `computedReuseRegistration`
    /// (its value the expression's first token). A dequeue with a `for:` argument is named
    /// `dequeueReusableCell(withIdentifier:for:)`, the registering form, apart from the form
    /// without it, which returns `nil` for an unregistered identifier.
    private func labeledLiteralsOfEveryCall() -> [Int: [CodeReference]] {
        var results: [Int: [CodeReference]] = [:]
        // Each open bracket: the index of a call's `(` and the call, or `nil` for another bracket.
        var stack: [(open: Int, call: OpenCall?)] = []
        func finish(_ open: Int, _ call: OpenCall) {
            results[open] = call.found.map { item in
                let labels = item.kind == .reuseIdentifier && call.hasIndexPath ? "\(item.label):for:" : "\(item.label):"
                let kind = item.kind == .storyboardName && call.otherBundle ? .storyboardNameInBundle : item.kind
                return reference(kind, item.token, call: "\(call.callee)(\(labels))")
            }
        }
        for index in tokens.indices {
            let current = tokens[index]
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[", "{":
                    let callee = current.text == "(" && index > 0 ? labeledCallee(at: index - 1) : nil
                    stack.append((index, callee.map { OpenCall(callee: $0, labels: Self.swiftCalls[$0]!) }))
                case ")", "]", "}":
                    if let (open, call) = stack.popLast(), let call { finish(open, call) }
                default: break
                }
            } else if current.kind == .identifier, token(index + 1)?.isPunctuation(":") == true,
                      var call = stack.last?.call {
                if current.text == "for" { call.hasIndexPath = true }
                if current.text == "bundle" { call.otherBundle = !isMainBundle(swiftArgumentAt: index + 2) }
                if let kind = call.labels[current.text], let argument = token(index + 2) {
                    if argument.kind == .string, argument.isPlain,
                       token(index + 3).map({ $0.isPunctuation(",") || $0.isPunctuation(")") }) == true {
                        call.found.append((kind, argument, current.text))
                    } else if kind == .reuseRegistration, argument.kind != .string {
                        call.found.append((.computedReuseRegistration, argument, current.text))
                    }
                }
                stack[stack.count - 1].call = call
            }
        }
        for (open, call) in stack { if let call { finish(open, call) } }
        return results
    }

    /// Whether the Swift argument starting at `index` is the main bundle: `nil`, `.main` or
    /// `Bundle.main`, followed by the end of the argument.
    private func isMainBundle(swiftArgumentAt index: Int) -> Bool {
        var end = index
        if token(end)?.isIdentifier("nil") == true {
            end += 1
        } else {
            if token(end)?.isIdentifier("Bundle") == true { end += 1 }
            guard token(end)?.isPunctuation(".") == true, token(end + 1)?.isIdentifier("main") == true else { return false }
            end += 2
        }
        return token(end).map { $0.isPunctuation(",") || $0.isPunctuation(")") } == true
    }

    /// Whether the Objective-C argument starting at `index` is the main bundle: `nil` or
    /// `[NSBundle mainBundle]`.
    private func isMainBundle(objectiveCArgumentAt index: Int) -> Bool {
        if token(index)?.isIdentifier("nil") == true { return true }
        return token(index)?.isPunctuation("[") == true && token(index + 1)?.isIdentifier("NSBundle") == true
            && token(index + 2)?.isIdentifier("mainBundle") == true && token(index + 3)?.isPunctuation("]") == true
    }

    /// `reuseIdentifier: "literal"` in any Swift call: a cell made in code
    /// (`UITableViewCell(style: .default, reuseIdentifier: "Cell")`), which the non-registering
    /// dequeue's `nil` branch creates.
    private func swiftCellsMadeInCode() -> [CodeReference] {
        var found: [CodeReference] = []
        for index in tokens.indices where tokens[index].isIdentifier("reuseIdentifier") {
            guard token(index + 1)?.isPunctuation(":") == true, let literal = token(index + 2), literal.kind == .string,
                  literal.isPlain, token(index + 3).map({ $0.isPunctuation(",") || $0.isPunctuation(")") }) == true
            else { continue }
            found.append(reference(.reuseRegistration, literal, call: "init(style:reuseIdentifier:)"))
        }
        return found
    }

    /// The kind named by an AppKit wrapper type whose name is at `index` (`NSStoryboard.Name`).
    private func wrapperKind(at index: Int) -> CodeReference.Kind? {
        guard token(index - 1)?.isPunctuation(".") == true, let type = token(index - 2), type.kind == .identifier else {
            return nil
        }
        return Self.swiftWrappers[type.text]?[tokens[index].text]
    }

    /// `("literal")` or `(rawValue: "literal")` starting after the `(`.
    private func wrappedLiteral(at start: Int, kind: CodeReference.Kind, call: String) -> CodeReference? {
        var index = start
        if token(index)?.isIdentifier("rawValue") == true, token(index + 1)?.isPunctuation(":") == true { index += 2 }
        guard let literal = token(index), literal.kind == .string, literal.isPlain,
              token(index + 1)?.isPunctuation(")") == true else { return nil }
        return reference(kind, literal, call: call)
    }

    /// Objective-C messages: `keyword:@"literal"`, the literal not followed by another literal.
    private func objectiveCReferences() -> [CodeReference] {
        var found: [CodeReference] = []
        // The first keyword of each open message send, to tell `registerClass:...withReuseIdentifier:`
        // from `dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:`.
        var firstKeywords: [String?] = []
        for index in tokens.indices {
            let current = tokens[index]
            if current.isPunctuation("[") {
                firstKeywords.append(nil)
                continue
            }
            if current.isPunctuation("]") {
                _ = firstKeywords.popLast()
                continue
            }
            guard current.kind == .identifier, token(index + 1)?.isPunctuation(":") == true else { continue }
            if let last = firstKeywords.indices.last, firstKeywords[last] == nil {
                firstKeywords[last] = current.text
            }
            // `- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender`: an override.
            if current.text == "performSegueWithIdentifier", token(index - 1)?.isPunctuation(")") == true,
               token(index - 2)?.isIdentifier("void") == true, token(index - 3)?.isPunctuation("(") == true,
               token(index - 4)?.isPunctuation("-") == true {
                found.append(CodeReference(kind: .segueOverride, value: "", location: location(of: current),
                                           call: "performSegueWithIdentifier:sender:"))
                continue
            }
            let kind: CodeReference.Kind?
            if current.text == "withReuseIdentifier" {
                let first = firstKeywords.last.flatMap { $0 } ?? ""
                kind = first.hasPrefix("register") ? .reuseRegistration : first.hasPrefix("dequeue") ? .reuseIdentifier : nil
            } else {
                kind = Self.objectiveCSelectors[current.text]
            }
            guard let kind, let literal = token(index + 2) else { continue }
            guard literal.kind == .string, literal.isObjectiveCObject, literal.isPlain,
                  token(index + 3)?.kind != .string else {
                // `forCellReuseIdentifier:kCellID`: registered, but by a name the scanner cannot read.
                if kind == .reuseRegistration, current.text != "reuseIdentifier", literal.kind != .string {
                    found.append(reference(.computedReuseRegistration, literal, call: "\(current.text):"))
                }
                continue
            }
            // `dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath`, the registering form.
            let registering = kind == .reuseIdentifier && token(index + 3)?.isIdentifier("forIndexPath") == true
            // `storyboardWithName:@"Name" bundle:[NSBundle bundleForClass:...]`: another bundle's.
            let otherBundle = kind == .storyboardName && token(index + 3)?.isIdentifier("bundle") == true
                && token(index + 4)?.isPunctuation(":") == true && !isMainBundle(objectiveCArgumentAt: index + 5)
            found.append(reference(otherBundle ? .storyboardNameInBundle : kind, literal,
                                   call: registering ? "\(current.text):forIndexPath:" : "\(current.text):"))
        }
        return found
    }

    private func reference(_ kind: CodeReference.Kind, _ literal: SourceToken, call: String) -> CodeReference {
        CodeReference(kind: kind, value: literal.text, location: location(of: literal), call: call)
    }

    private func location(of token: SourceToken) -> SourceLocation {
        lineMap.location(ofOffset: token.offset, file: file)
    }

    // MARK: Classes

    func declaredClasses() -> Set<String> {
        var classes: Set<String> = []
        for index in tokens.indices {
            let current = tokens[index]
            switch language {
            case .swift:
                if current.isIdentifier("class"), token(index - 1)?.isPunctuation(".") != true,
                   let name = token(index + 1), name.kind == .identifier, !Self.swiftMemberKeywords.contains(name.text) {
                    classes.insert(name.text)
                }
                // `@objc(Name)`: the name the Objective-C runtime, and so Interface Builder, knows.
                if current.isPunctuation("@"), token(index + 1)?.isIdentifier("objc") == true,
                   token(index + 2)?.isPunctuation("(") == true, let name = token(index + 3), name.kind == .identifier,
                   token(index + 4)?.isPunctuation(")") == true {
                    classes.insert(name.text)
                }
            case .objectiveC:
                if current.isPunctuation("@"), let keyword = token(index + 1),
                   keyword.isIdentifier("interface") || keyword.isIdentifier("implementation"),
                   let name = token(index + 2), name.kind == .identifier {
                    classes.insert(name.text)
                }
            }
        }
        return classes
    }

    // MARK: Tables

    /// Swift callees and the labels whose literal they take.
    static let swiftCalls: [String: [String: CodeReference.Kind]] = [
        "performSegue": ["withIdentifier": .segueIdentifier],
        "instantiateViewController": ["withIdentifier": .storyboardIdentifier],
        "instantiateController": ["withIdentifier": .storyboardIdentifier],
        "UIStoryboard": ["name": .storyboardName],
        "NSStoryboard": ["name": .storyboardName],
        "dequeueReusableCell": ["withIdentifier": .reuseIdentifier, "withReuseIdentifier": .reuseIdentifier],
        "dequeueReusableSupplementaryView": ["withReuseIdentifier": .reuseIdentifier],
        "register": [
            "forCellReuseIdentifier": .reuseRegistration, "forCellWithReuseIdentifier": .reuseRegistration,
            "withReuseIdentifier": .reuseRegistration,
        ],
    ]

    /// AppKit's typed names: `NSStoryboard.Name("Main")` and friends.
    static let swiftWrappers: [String: [String: CodeReference.Kind]] = [
        "NSStoryboard": ["Name": .storyboardName, "SceneIdentifier": .storyboardIdentifier],
        "NSStoryboardSegue": ["Identifier": .segueIdentifier],
    ]

    /// Objective-C selector keywords whose argument the cross-check reads.
    static let objectiveCSelectors: [String: CodeReference.Kind] = [
        "performSegueWithIdentifier": .segueIdentifier,
        "instantiateViewControllerWithIdentifier": .storyboardIdentifier,
        "instantiateControllerWithIdentifier": .storyboardIdentifier,
        "storyboardWithName": .storyboardName,
        "dequeueReusableCellWithIdentifier": .reuseIdentifier,
        "dequeueReusableCellWithReuseIdentifier": .reuseIdentifier,
        "forCellReuseIdentifier": .reuseRegistration,
        "forCellWithReuseIdentifier": .reuseRegistration,
        // `initWithStyle:reuseIdentifier:`: a cell made in code, as the nil branch of the
        // non-registering dequeue does.
        "reuseIdentifier": .reuseRegistration,
    ]

    /// Words that follow `class` in a member declaration (`class func`, `class var`), not a class name.
    static let swiftMemberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate", "internal",
        "public", "open", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "init", "deinit",
        "typealias", "mutating", "nonisolated",
    ]
}
