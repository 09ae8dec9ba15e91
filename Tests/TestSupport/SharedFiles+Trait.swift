import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a test only when `../shared` is beside the checkout, and otherwise reports it skipped,
    /// saying why, instead of letting a loop over no file pass.
    public static var needsShared: Self {
        .enabled(if: SharedFiles.shared != nil, "../shared is not beside the checkout")
    }
}
