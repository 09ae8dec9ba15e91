extension RuleCategory {
    /// String literals in Swift and Objective-C sources checked against the documents.
    public static let code = RuleCategory(rawValue: "code")
}

extension StandardRules {
    /// The rules of the code cross-check.
    static var code: [AnyRule<ValidationProject>] {
        [
            AnyRule(CodeUnknownSegueIdentifier()),
            AnyRule(CodeUnknownStoryboardIdentifier()),
            AnyRule(CodeUnknownStoryboard()),
            AnyRule(CodeUnknownReuseIdentifier()),
            AnyRule(CustomClassNotDeclared()),
        ]
    }
}
