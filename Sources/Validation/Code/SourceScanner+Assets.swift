import TripSource

/// The asset names a file passes to image and color APIs.
///
/// Swift: `UIImage(named:)`, `NSImage(named:)`, `UIColor(named:)`, `NSColor(named:)` (and their
/// `in:`/`bundle:` forms, and `.init(named:)` spelled with the type), `UIImage(imageLiteralResourceName:)`,
/// `#imageLiteral(resourceName:)`, and, in files that `import SwiftUI`, `Image(_:)`,
/// `Image(decorative:)`, `Color(_:)` and `Label(_:image:)`. Objective-C: `[UIImage imageNamed:]`,
/// `[NSImage imageNamed:]`, `[UIColor colorNamed:]`, `[NSColor colorNamed:]` and their bundle forms.
/// SF Symbols (`systemName:`, `systemImage:`) are not asset names and are not read.
///
/// Only plain literals count, passed directly (or wrapped as `NSImage.Name("...")`); each call's
/// arguments are looked at within a bounded number of tokens, so the scan stays linear.
extension SourceScanner {
    func assetReferences() -> [CodeAssetReference] {
        switch language {
        case .swift: swiftAssetReferences()
        case .objectiveC: objectiveCAssetReferences()
        }
    }

    // MARK: Swift

    private func swiftAssetReferences() -> [CodeAssetReference] {
        let importsSwiftUI = tokens.indices.contains { index in
            tokens[index].isIdentifier("import") && tokenAt(index + 1)?.isIdentifier("SwiftUI") == true
        }
        var found: [CodeAssetReference] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = tokens[index].text
            // `#imageLiteral(resourceName: "Logo")`.
            if name == "imageLiteral", tokenAt(index - 1)?.isPunctuation("#") == true,
               tokenAt(index + 1)?.isPunctuation("(") == true {
                let arguments = callArguments(openingAt: index + 1)
                if let literal = arguments.literal(labeled: "resourceName", in: self) {
                    found.append(assetReference(.image, literal, call: "#imageLiteral(resourceName:)", bundle: .main))
                }
                continue
            }
            guard let open = callOpening(after: index) else { continue }
            if let kind = Self.assetTypes[name] {
                let arguments = callArguments(openingAt: open)
                let bundle = arguments.bundle(labels: ["in", "bundle"], in: self)
                if let literal = arguments.literal(labeled: "named", in: self, unwrapping: Self.nameWrappers) {
                    found.append(assetReference(kind, literal, call: "\(name)(named:)", bundle: bundle))
                } else if kind == .image,
                          let literal = arguments.literal(labeled: "imageLiteralResourceName", in: self) {
                    found.append(assetReference(.image, literal, call: "\(name)(imageLiteralResourceName:)", bundle: .main))
                }
                continue
            }
            guard importsSwiftUI, let kind = Self.swiftUITypes[name], isSwiftUIType(at: index) else { continue }
            let arguments = callArguments(openingAt: open)
            let bundle = arguments.bundle(labels: ["bundle"], in: self)
            if name == "Label" {
                if let literal = arguments.literal(labeled: "image", in: self) {
                    found.append(assetReference(.image, literal, call: "Label(_:image:)", bundle: bundle))
                }
            } else if let literal = arguments.literal(labeled: nil, in: self) {
                found.append(assetReference(kind, literal, call: "\(name)(_:)", bundle: bundle))
            } else if name == "Image", let literal = arguments.literal(labeled: "decorative", in: self) {
                found.append(assetReference(.image, literal, call: "Image(decorative:)", bundle: bundle))
            }
        }
        let previews = previewRanges()
        return found.map { previews.contains(offset: $0.location.offset) ? $0.inPreview() : $0 }
    }

    /// The SwiftUI types an extension in this file gives an initializer taking one unlabeled
    /// string (`extension Color { init(_ hex: String) }`): `Color("FF8800")` then calls it, and
    /// names no asset.
    func typesWithStringInitializers() -> Set<String> {
        guard language == .swift else { return [] }
        var types: Set<String> = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].isIdentifier("extension") else { continue }
            var name = index + 1
            if tokenAt(name)?.isIdentifier("SwiftUI") == true, tokenAt(name + 1)?.isPunctuation(".") == true { name += 2 }
            guard let type = tokenAt(name), type.kind == .identifier, Self.swiftUITypes[type.text] != nil else { continue }
            // The body: from its `{` to the matching `}`, members at depth 1.
            var position = name + 1
            while position < tokens.count, position - name < Self.maxCallTokens, !tokens[position].isPunctuation("{") {
                position += 1
            }
            var depth = 0
            while position < tokens.count {
                let current = tokens[position]
                if current.isPunctuation("{") { depth += 1 }
                if current.isPunctuation("}") {
                    depth -= 1
                    if depth <= 0 { break }
                }
                if depth == 1, current.isIdentifier("init") {
                    var open = position + 1
                    if tokenAt(open).map({ $0.isPunctuation("?") || $0.isPunctuation("!") }) == true { open += 1 }
                    if tokenAt(open)?.isPunctuation("(") == true, tokenAt(open + 1)?.isIdentifier("_") == true,
                       tokenAt(open + 2)?.kind == .identifier, tokenAt(open + 3)?.isPunctuation(":") == true,
                       tokenAt(open + 4)?.isIdentifier("String") == true {
                        types.insert(type.text)
                    }
                }
                position += 1
            }
            index = position
        }
        return types
    }

    /// The byte ranges of preview code: the bodies of `#Preview { ... }` and of types inheriting
    /// `PreviewProvider`, found in one pass with a brace depth.
    private func previewRanges() -> PreviewRanges {
        var ranges: [Range<Int>] = []
        var depth = 0
        var pendingSince: Int?
        var open: (depth: Int, offset: Int)?
        for index in tokens.indices {
            let current = tokens[index]
            if current.isPunctuation("#"), tokenAt(index + 1)?.isIdentifier("Preview") == true {
                pendingSince = index
            } else if current.isIdentifier("PreviewProvider"),
                      tokenAt(index - 1).map({ $0.isPunctuation(":") || $0.isPunctuation(",") }) == true {
                pendingSince = index
            }
            if let since = pendingSince, index - since > Self.maxCallTokens { pendingSince = nil }
            if current.isPunctuation("{") {
                depth += 1
                if pendingSince != nil, open == nil { open = (depth, current.offset) }
                pendingSince = nil
            } else if current.isPunctuation("}") {
                if let body = open, body.depth == depth {
                    ranges.append(body.offset..<current.offset)
                    open = nil
                }
                depth -= 1
            }
        }
        return PreviewRanges(ranges: ranges)
    }

    /// The `(` of a call to the type named at `index`: `Type(` or `Type.init(`.
    private func callOpening(after index: Int) -> Int? {
        if tokenAt(index + 1)?.isPunctuation("(") == true { return index + 1 }
        if tokenAt(index + 1)?.isPunctuation(".") == true, tokenAt(index + 2)?.isIdentifier("init") == true,
           tokenAt(index + 3)?.isPunctuation("(") == true {
            return index + 3
        }
        return nil
    }

    /// Whether the SwiftUI type name at `index` is used as SwiftUI's: not a member of something
    /// else (`Theme.Image(...)`) unless of `SwiftUI`, and not a declaration (`func Color(...)`).
    private func isSwiftUIType(at index: Int) -> Bool {
        if let previous = tokenAt(index - 1) {
            if previous.isPunctuation(".") { return tokenAt(index - 2)?.isIdentifier("SwiftUI") == true }
            if previous.isIdentifier("func") || previous.isIdentifier("case") { return false }
        }
        return true
    }

    // MARK: Objective-C

    private func objectiveCAssetReferences() -> [CodeAssetReference] {
        var found: [CodeAssetReference] = []
        for index in tokens.indices where tokens[index].isPunctuation("[") {
            guard let receiver = tokenAt(index + 1), receiver.kind == .identifier,
                  let selector = tokenAt(index + 2), selector.kind == .identifier,
                  tokenAt(index + 3)?.isPunctuation(":") == true,
                  let kind = Self.objectiveCAssetSelectors[receiver.text]?[selector.text],
                  let literal = tokenAt(index + 4), literal.kind == .string, literal.isObjectiveCObject, literal.isPlain,
                  tokenAt(index + 5)?.kind != .string
            else { continue }
            var bundle = CodeAssetReference.Bundle.main
            if let keyword = tokenAt(index + 5), keyword.isIdentifier("inBundle") || keyword.isIdentifier("bundle"),
               tokenAt(index + 6)?.isPunctuation(":") == true, !isMainBundleObjectiveC(at: index + 7) {
                bundle = .other
            }
            found.append(assetReference(kind, literal, call: "\(selector.text):", bundle: bundle))
        }
        return found
    }

    /// Whether the Objective-C argument starting at `index` is the main bundle: `nil` or
    /// `[NSBundle mainBundle]`.
    private func isMainBundleObjectiveC(at index: Int) -> Bool {
        if tokenAt(index)?.isIdentifier("nil") == true { return true }
        return tokenAt(index)?.isPunctuation("[") == true && tokenAt(index + 1)?.isIdentifier("NSBundle") == true
            && tokenAt(index + 2)?.isIdentifier("mainBundle") == true && tokenAt(index + 3)?.isPunctuation("]") == true
    }

    // MARK: Pieces

    func tokenAt(_ index: Int) -> SourceToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    private func assetReference(
        _ kind: CodeAssetReference.Kind, _ literal: SourceToken, call: String, bundle: CodeAssetReference.Bundle
    ) -> CodeAssetReference {
        CodeAssetReference(kind: kind, name: literal.text, location: lineMap.location(ofOffset: literal.offset, file: file),
                           call: call, bundle: bundle)
    }

    /// The arguments of the call whose `(` is at `open`: where each starts and its label, if any.
    ///
    /// Reads at most `SourceScanner.maxCallTokens` tokens, so a file of unclosed calls costs no
    /// more than a bounded amount per call.
    func callArguments(openingAt open: Int) -> CallArguments {
        var arguments = CallArguments()
        var depth = 0
        var index = open
        var expectingArgument = true
        while index < tokens.count, index - open < Self.maxCallTokens {
            let current = tokens[index]
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[", "{":
                    depth += 1
                    if depth == 1 {
                        index += 1
                        continue
                    }
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 {
                        arguments.isComplete = true
                        return arguments
                    }
                case "," where depth == 1:
                    expectingArgument = true
                    index += 1
                    continue
                default:
                    break
                }
            }
            if depth == 1, expectingArgument {
                expectingArgument = false
                if current.kind == .identifier, tokenAt(index + 1)?.isPunctuation(":") == true {
                    arguments.list.append((label: current.text, start: index + 2))
                } else {
                    arguments.list.append((label: nil, start: index))
                }
            }
            index += 1
        }
        return arguments
    }

    /// The most tokens a call's argument list is read for.
    static let maxCallTokens = 512

    /// Swift types whose `named:` initializer loads an asset.
    static let assetTypes: [String: CodeAssetReference.Kind] = [
        "UIImage": .image, "NSImage": .image, "UIColor": .color, "NSColor": .color,
    ]

    /// SwiftUI views and values whose unlabeled literal is an asset name (`Label`'s is its title;
    /// its `image:` is the asset).
    static let swiftUITypes: [String: CodeAssetReference.Kind] = ["Image": .image, "Color": .color, "Label": .image]

    /// AppKit's typed names, which may wrap the literal: `NSImage(named: NSImage.Name("Logo"))`.
    static let nameWrappers: Set<String> = ["NSImage", "NSColor"]

    /// Objective-C receivers and the selectors whose first argument is an asset name.
    static let objectiveCAssetSelectors: [String: [String: CodeAssetReference.Kind]] = [
        "UIImage": ["imageNamed": .image],
        "NSImage": ["imageNamed": .image],
        "UIColor": ["colorNamed": .color],
        "NSColor": ["colorNamed": .color],
    ]
}

/// The arguments of one Swift call, as `SourceScanner.callArguments(openingAt:)` found them.
struct CallArguments {
    /// Each argument's label (`nil` for an unlabeled one) and the index of its first token.
    var list: [(label: String?, start: Int)] = []
    /// Whether the closing parenthesis was found.
    var isComplete = false

    /// The plain literal passed as the argument with a label (`nil`: the first argument, unlabeled),
    /// alone in its argument; with `unwrapping`, also `Type.Name("literal")` and `.init("literal")`.
    func literal(labeled label: String?, in scanner: SourceScanner, unwrapping wrappers: Set<String> = []) -> SourceToken? {
        guard isComplete else { return nil }
        let argument: (label: String?, start: Int)?
        if let label {
            argument = list.first { $0.label == label }
        } else {
            argument = list.first.flatMap { $0.label == nil ? $0 : nil }
        }
        guard let start = argument?.start else { return nil }
        if let literal = Self.plainLiteral(at: start, in: scanner) { return literal }
        guard !wrappers.isEmpty else { return nil }
        // `NSImage.Name("Logo")` or `.init("Logo")`.
        var open = start
        if let type = scanner.tokenAt(start), type.kind == .identifier, wrappers.contains(type.text),
           scanner.tokenAt(start + 1)?.isPunctuation(".") == true, scanner.tokenAt(start + 2)?.isIdentifier("Name") == true {
            open = start + 3
        } else if scanner.tokenAt(start)?.isPunctuation(".") == true, scanner.tokenAt(start + 1)?.isIdentifier("init") == true {
            open = start + 2
        } else {
            return nil
        }
        guard scanner.tokenAt(open)?.isPunctuation("(") == true, let literal = scanner.tokenAt(open + 1),
              literal.kind == .string, literal.isPlain, scanner.tokenAt(open + 2)?.isPunctuation(")") == true,
              scanner.tokenAt(open + 3).map({ $0.isPunctuation(",") || $0.isPunctuation(")") }) == true
        else { return nil }
        return literal
    }

    /// Which bundle the call names with one of the labels: the main one when none is given or it
    /// is `nil`, `.main` or `Bundle.main`.
    func bundle(labels: Set<String>, in scanner: SourceScanner) -> CodeAssetReference.Bundle {
        guard let argument = list.first(where: { $0.label.map(labels.contains) == true }) else { return .main }
        var index = argument.start
        if scanner.tokenAt(index)?.isIdentifier("nil") == true {
            index += 1
        } else {
            if scanner.tokenAt(index)?.isIdentifier("Bundle") == true { index += 1 }
            guard scanner.tokenAt(index)?.isPunctuation(".") == true, scanner.tokenAt(index + 1)?.isIdentifier("main") == true
            else { return .other }
            index += 2
        }
        return scanner.tokenAt(index).map { $0.isPunctuation(",") || $0.isPunctuation(")") } == true ? .main : .other
    }

    /// A plain string literal that is the whole argument starting at `index`.
    private static func plainLiteral(at index: Int, in scanner: SourceScanner) -> SourceToken? {
        guard let literal = scanner.tokenAt(index), literal.kind == .string, literal.isPlain,
              scanner.tokenAt(index + 1).map({ $0.isPunctuation(",") || $0.isPunctuation(")") }) == true
        else { return nil }
        return literal
    }
}

/// Byte ranges of preview code, in file order.
struct PreviewRanges {
    let ranges: [Range<Int>]

    /// Whether an offset lies in one of the ranges (a binary search).
    func contains(offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }
}

extension CodeAssetReference {
    /// The same reference, in preview code.
    func inPreview() -> CodeAssetReference {
        CodeAssetReference(kind: kind, name: name, location: location, call: call, bundle: bundle, isInPreview: true)
    }
}
