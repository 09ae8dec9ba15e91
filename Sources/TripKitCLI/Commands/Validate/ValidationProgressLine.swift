import CommandLineKit
import TripSource
import Validation

/// The line of progress `tripkit validate` keeps on standard error while it runs on a terminal:
/// how many files were found and read, then how many findings there are. Each update returns to
/// the start of the line and overwrites it; `finish` blanks it before the report is written.
///
/// Updates come from the validator's reading threads, out of order; the count shown only grows,
/// and a new line is written only when the whole percentage changes.
final class ValidationProgressLine: Sendable {
    private let stream: ConsoleStream
    private let state = Locked(State())

    private struct State {
        /// The width of the text on the line now (0 when blank).
        var shownWidth = 0
        /// The most files read so far, and the percentage last shown for them.
        var filesRead = 0
        var percentShown = -1
    }

    /// A progress line on a stream.
    ///
    /// - Parameter stream: Standard error.
    init(stream: ConsoleStream) {
        self.stream = stream
    }

    /// The handler to give `ValidationOptions.progress`.
    var handler: @Sendable (ValidationProgress) -> Void {
        { [self] progress in update(progress) }
    }

    /// Shows how the run advances.
    func update(_ progress: ValidationProgress) {
        state.withLock { state in
            let text: String
            switch progress {
            case .discovered(let files):
                text = "Validating \(Self.count(files, "file"))..."
            case .read(let done, let total):
                guard done > state.filesRead else { return }
                state.filesRead = done
                let percent = total > 0 ? done * 100 / total : 100
                guard percent != state.percentShown else { return }
                state.percentShown = percent
                text = "Reading files: \(done)/\(total) (\(percent)%)"
            case .validated(let findings):
                text = "Checked: \(Self.count(findings, "finding"))"
            }
            show(text, in: &state)
        }
    }

    /// Blanks the line, so that what follows starts on a clean one.
    func finish() {
        state.withLock { state in
            guard state.shownWidth > 0 else { return }
            show("", in: &state)
        }
    }

    /// Overwrites the line: back to its start, the text, and spaces over what the longer text
    /// before it left (no escape sequences, so any terminal shows it right).
    private func show(_ text: String, in state: inout State) {
        let padding = String(repeating: " ", count: max(0, state.shownWidth - text.count))
        stream.write("\r" + text + padding + (text.isEmpty ? "\r" : ""))
        state.shownWidth = text.count
    }

    /// "1 file", "3 files".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
