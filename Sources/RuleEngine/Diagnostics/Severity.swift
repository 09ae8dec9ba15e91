/// How serious a finding is: errors fail the run, warnings fail it only when strict, notes never do.
///
/// Ordered from the mildest to the most serious, so `max()` of a list is its worst severity.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
