import TripSource

/// Lines read from files on demand and kept, safe to share between threads.
///
/// Files are decoded as UTF-8 (invalid bytes become U+FFFD), which is what storyboards, XIBs and
/// XML property lists are; a binary property list yields no meaningful lines, and its findings
/// are positioned by byte offset anyway.
public final class FileLines: SourceLineProvider {
    private let workingDirectory: String
    /// By file name, told apart by exact scalars: `é.strings` and `e\u{301}.strings` are two files.
    private let cache = Locked<[ExactKey: [String]]>([:])

    /// A provider reading files relative to a folder.
    ///
    /// - Parameter workingDirectory: The absolute folder that relative file names are relative to.
    public init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    public func line(_ number: Int, of file: String) -> String? {
        guard number >= 1 else { return nil }
        let lines = cache.withLock { cached in
            if let lines = cached[ExactKey(file)] { return lines }
            let bytes = (try? FileBytes.contents(ofFile: Paths.absolute(file, base: workingDirectory))) ?? []
            let lines = LineSplitter.lines(of: bytes)
            cached[ExactKey(file)] = lines
            return lines
        }
        return number <= lines.count ? lines[number - 1] : nil
    }
}
