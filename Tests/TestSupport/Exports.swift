// The benchmark's generated inputs (hostile shapes, sized storyboards, spawned processes) live in
// BenchmarkSupport so that tripkit-bench depends on no test code; the tests reach them through here.
@_exported import BenchmarkSupport
