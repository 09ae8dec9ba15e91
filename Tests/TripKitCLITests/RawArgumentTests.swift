import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// An argument that is not UTF-8 is refused, not repaired into U+FFFD (where two different keys or
/// domains would become one).
@Suite("Arguments that are not UTF-8")
struct RawArgumentTests {
    @Test("an argument that is not UTF-8 is refused with status 64, naming it")
    func inProcess() {
        let capture = ConsoleCapture()
        let code = TripKitCommandLine.tool.run(
            rawArguments: [Array("tripkit".utf8), Array("defaults".utf8), Array("write".utf8), [0x61, 0xFF], [0x6B], [0x76]],
            console: capture.console)
        #expect(code == .usage)
        #expect(capture.error.contains("argument 3 is not UTF-8: a\\xFF"), "\(capture.error)")
    }

    @Test("the tripkit program refuses it before anything is written", .enabled(if: Paths.tripkit != nil))
    func program() throws {
        let tripkit = try Paths.requireTripkit()
        let store = try TemporaryDirectory(prefix: "tripkit-raw-arguments")
        let result = try Subprocess.run(
            "/bin/bash", ["-c", "exec \"$0\" --store \"$1\" defaults write \"$(printf 'a\\377')\" k v", tripkit, store.path])
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("is not UTF-8: a\\xFF"), "\(result.error)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: store.path))?.contains { $0.hasSuffix(".plist") } != true)
    }
}
