import TripSource

/// The analyses of one project, each computed at most once, on first use.
///
/// Rules run in parallel: when two ask for the same analysis, one computes it and the other waits
/// for its value. Different analyses are computed independently, so one may ask for another.
public final class AnalysisCache: Sendable {
    /// One slot per analysis type asked for so far.
    private let slots = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// An empty cache, for a new project.
    public init() {}

    /// The value of an analysis of a project, computed the first time it is asked for.
    ///
    /// - Parameters:
    ///   - analysis: The analysis.
    ///   - project: The project this cache belongs to.
    /// - Returns: The analysis's value.
    public func value<Analysis: ProjectAnalysis>(of analysis: Analysis.Type, for project: Analysis.Project)
        -> Analysis.Value
    {
        slot(for: analysis).value(prepare: { Analysis.prepare(project) }) { Analysis.compute(project) }
    }

    /// The slot of an analysis, made on first use. Only finding the slot holds the cache's lock;
    /// computing the value holds the slot's own.
    private func slot<Analysis: ProjectAnalysis>(for analysis: Analysis.Type) -> ComputedOnce<Analysis.Value> {
        slots.withLock { slots in
            let key = ObjectIdentifier(analysis)
            if let slot = slots[key] as? ComputedOnce<Analysis.Value> { return slot }
            let slot = ComputedOnce<Analysis.Value>()
            slots[key] = slot
            return slot
        }
    }
}
