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

@Suite("Idle work while waiting")
struct IdleWorkTests {
    /// A slot whose value another thread is building, once this returns: it builds `value` when
    /// `finish` is signalled, and `builder` is done when it has.
    private static func buildingElsewhere(_ value: Int) -> (slot: ComputedOnce<Int>, finish: DispatchSemaphore, builder: DispatchGroup) {
        let slot = ComputedOnce<Int>()
        let started = DispatchSemaphore(value: 0)
        let finish = DispatchSemaphore(value: 0)
        let builder = DispatchGroup()
        DispatchQueue.global().async(group: builder) {
            _ = slot.value {
                started.signal()
                finish.wait()
                return value
            }
        }
        started.wait()
        return (slot, finish, builder)
    }

    @Test("a thread waiting for a value another builds runs the work offered, with none offered inside it")
    func waitingRunsOfferedWork() {
        let (slot, finish, builder) = Self.buildingElsewhere(42)
        let piecesLeft = Locked(3)
        let offeredInside = Locked<[Bool]>([])
        let work: IdleWork.Work = {
            let more = piecesLeft.withLock { left -> Bool in
                guard left > 0 else { return false }
                left -= 1
                return true
            }
            guard more else {
                // None left: the builder may finish, and the waiter sleeps until it does.
                finish.signal()
                return false
            }
            offeredInside.withLock { $0.append(IdleWork.runOne()) }
            return true
        }
        let value = IdleWork.offering(work) { slot.value { 0 } }
        builder.wait()
        #expect(value == 42)
        #expect(offeredInside.withLock { $0 } == [false, false, false])
        #expect(piecesLeft.withLock { $0 } == 0)
    }

    @Test("a thread building a value offers nothing to the waits inside its build")
    func noIdleWorkInsideABuild() {
        let slot = ComputedOnce<Int>()
        let offeredInBuild = IdleWork.offering({ true }) {
            slot.value { IdleWork.runOne() ? 1 : 0 }
        }
        #expect(offeredInBuild == 0)
    }

    @Test("a value's preparation waits for what it reads before the build, running the work offered")
    func prepareWaitsOutsideTheBuild() {
        let (read, finish, builder) = Self.buildingElsewhere(20)
        // Should the wait happen inside the build, with no work run, the build still ends.
        DispatchQueue.global().asyncAfter(deadline: .now() + 2) { finish.signal() }
        let ranWork = Locked(0)
        let work: IdleWork.Work = {
            // One piece, then none: the build of what is read may finish.
            let first = ranWork.withLock { count -> Bool in
                count += 1
                return count == 1
            }
            if !first { finish.signal() }
            return first
        }
        let derived = ComputedOnce<Int>()
        let value = IdleWork.offering(work) {
            derived.value(prepare: { _ = read.value { 0 } }) { read.value { 0 } + 1 }
        }
        builder.wait()
        #expect(value == 21)
        // Waiting inside the build would have run no work at all (a builder offers none).
        #expect(ranWork.withLock { $0 } == 2)
        // Once built, the preparation is not run again.
        let preparedAgain = Locked(false)
        #expect(derived.value(prepare: { preparedAgain.withLock { $0 = true } }) { 0 } == 21)
        #expect(!preparedAgain.withLock { $0 })
    }

    @Test("with nothing offered, or once the value is built, a call only returns the value")
    func nothingOffered() {
        let slot = ComputedOnce<String>()
        #expect(!IdleWork.runOne())
        #expect(slot.value { "built" } == "built")
        let ranWork = Locked(false)
        let value = IdleWork.offering({ ranWork.withLock { $0 = true }; return true }) { slot.value { "again" } }
        #expect(value == "built" && !ranWork.withLock { $0 })
    }
}
