extension String {
    /// Every occurrence of `target` replaced (a stand-in for Foundation's `replacingOccurrences`).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
