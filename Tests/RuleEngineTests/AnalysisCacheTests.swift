import Dispatch
import Testing
import TripSource

@testable import RuleEngine

/// A project whose analyses count how often they are computed.
private final class CountingProject: Sendable {
    let words: [String]
    let computed = Locked<[String: Int]>([:])
    let analyses = AnalysisCache()

    init(words: [String]) {
        self.words = words
    }

    func count(_ name: String) {
        computed.withLock { $0[name, default: 0] += 1 }
    }
}

private enum WordCount: ProjectAnalysis {
    static func compute(_ project: CountingProject) -> Int {
        project.count("words")
        return project.words.count
    }
}

/// An analysis built on another.
private enum LongestWord: ProjectAnalysis {
    static func compute(_ project: CountingProject) -> String {
        project.count("longest")
        _ = project.analyses.value(of: WordCount.self, for: project)
        return project.words.max { $0.count < $1.count } ?? ""
    }
}

@Suite("Analysis cache")
struct AnalysisCacheTests {
    @Test("each analysis is computed once however many rules ask at once, and may ask for another")
    func computedOnce() {
        let project = CountingProject(words: ["a", "bbb", "cc"])
        let longest = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            if index.isMultiple(of: 2) {
                let word = project.analyses.value(of: LongestWord.self, for: project)
                longest.withLock { $0.append(word) }
            } else {
                #expect(project.analyses.value(of: WordCount.self, for: project) == 3)
            }
        }
        #expect(longest.withLock { $0 } == Array(repeating: "bbb", count: 32))
        #expect(project.computed.withLock { $0 } == ["words": 1, "longest": 1])
    }

    @Test("two caches compute their own values")
    func perProject() {
        let first = CountingProject(words: ["a"])
        let second = CountingProject(words: ["a", "b"])
        #expect(first.analyses.value(of: WordCount.self, for: first) == 1)
        #expect(second.analyses.value(of: WordCount.self, for: second) == 2)
    }
}
