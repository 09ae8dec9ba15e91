/// Signs in a Swift file of the language version it is written for.
extension SourceScanner {
    /// Whether the tokens show syntax only Swift 3 and later accept: `fileprivate`, `@escaping`, or
    /// a function whose first parameter is written `_ name:` (Swift 2 warned that such a `_` was
    /// extraneous; Xcode 8 and later write actions so, `@IBAction func tap(_ sender: Any)`). One
    /// pass that stops at the first sign.
    func showsSwift3Syntax() -> Bool {
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "fileprivate":
                return true
            case "escaping" where tokenAt(index - 1)?.isPunctuation("@") == true:
                return true
            case "func" where tokenAt(index + 2)?.isPunctuation("(") == true && tokenAt(index + 3)?.isIdentifier("_") == true:
                if tokenAt(index + 4)?.kind == .identifier, tokenAt(index + 5)?.isPunctuation(":") == true { return true }
            default:
                break
            }
        }
        return false
    }
}
