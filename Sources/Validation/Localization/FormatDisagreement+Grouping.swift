extension FormatDisagreement {
    /// Disagreements of one form grouped into one finding each: a translation that swaps two
    /// arguments is one finding naming both, not two at the same place.
    ///
    /// - Parameter disagreements: One translation's disagreements, as `disagreements(with:)`
    ///   gives them (each form's together).
    /// - Returns: Runs of disagreements at the same place, in order.
    static func groupedByPlace(_ disagreements: [FormatDisagreement]) -> [[FormatDisagreement]] {
        var groups: [[FormatDisagreement]] = []
        for disagreement in disagreements {
            if let last = groups.last?.last, last.location == disagreement.location {
                groups[groups.count - 1].append(disagreement)
            } else {
                groups.append([disagreement])
            }
        }
        return groups
    }
}
