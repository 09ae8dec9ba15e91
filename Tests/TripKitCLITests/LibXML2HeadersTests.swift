import Foundation
import TestSupport
import Testing

/// TripXML and the C shim compile, with no deprecated or removed libxml2 API, against the system's libxml2
/// (2.9 on Debian bookworm) and against the newest Debian offers (2.14 and later: `libxml2-dev` in the
/// Debian unstable root `scripts/make-roots` makes), by `scripts/check-libxml2-headers`.
@Suite("libxml2 headers")
struct LibXML2HeadersTests {
    /// `scripts/check-libxml2-headers ROOT`, type-checking against the modules of the build under test.
    private static func check(_ root: String) throws -> Subprocess.Result {
        let bin = URL(fileURLWithPath: try Paths.requireTripkit()).deletingLastPathComponent().path
        return try Subprocess.run(Paths.repository.appendingPathComponent("scripts/check-libxml2-headers").path, [root],
                                  environment: ["TRIPKIT_BIN_PATH": bin])
    }

    static let hasTools = Subprocess.isInstalled("clang") && Subprocess.isInstalled("swiftc")

    @Test("TripXML compiles against the system's libxml2 headers with no warning",
          .enabled(if: hasTools && FileManager.default.fileExists(atPath: "/usr/include/libxml2/libxml/xmlversion.h")))
    func systemHeaders() throws {
        let checked = try Self.check("/")
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
        #expect(checked.output.contains("compile against libxml2 2."), "\(checked.output)")
    }

    @Test("TripXML compiles against the newest libxml2 headers (Debian unstable, 2.14 or later) with no warning",
          .enabled(if: hasTools && Paths.root("sid") != nil))
    func newestHeaders() throws {
        let root = try #require(Paths.root("sid"))
        let checked = try Self.check(root.path)
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
        let version = try #require(checked.output.firstMatch(of: /against libxml2 2\.(\d+)\./), "\(checked.output)")
        #expect(Int(version.1).map { $0 >= 14 } == true, "\(checked.output)")
    }

    @Test("the check fails on a deprecated libxml2 declaration in use",
          .enabled(if: hasTools && Paths.root("sid") != nil))
    func failsOnDeprecatedUse() throws {
        // A copy of the repository's TripXML whose one file writes a field libxml2 2.14 deprecates.
        let root = try #require(Paths.root("sid"))
        let copy = try TemporaryDirectory(prefix: "tripkit-libxml2-headers")
        for folder in ["scripts", "Sources/CLibXML2", "Sources/TripXML"] {
            let destination = copy.file(folder)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Paths.repository.appendingPathComponent(folder), to: destination)
        }
        try copy.write("Sources/TripXML/Deprecated.swift", """
            internal import CLibXML2
            func deprecatedUse(_ context: xmlParserCtxtPtr) { context.pointee.replaceEntities = 0 }

            """)
        let bin = URL(fileURLWithPath: try Paths.requireTripkit()).deletingLastPathComponent().path
        let checked = try Subprocess.run(copy.file("scripts/check-libxml2-headers").path, [root.path],
                                         environment: ["TRIPKIT_BIN_PATH": bin])
        #expect(checked.status != 0)
        #expect((checked.output + checked.error).contains("'replaceEntities' is deprecated"), "\(checked.output)\(checked.error)")
    }
}
