import Foundation
import Testing
import TestSupport
@testable import TripXML

/// Files 05, 06 and 20 of shared/bad-inputs name a server on 127.0.0.1:8765. With a server there,
/// reading them must not send it a single request.
@Suite("No network access on behalf of a document", .serialized)
struct NoNetworkTests {
    @Test("reading documents that point at a local server makes no request to it",
          .needsShared, .enabled(if: Python.isAvailable),
          .enabled(if: NoNetworkTests.portIsFree, "something else listens on 127.0.0.1:8765: a request could not be seen"))
    func noRequests() throws {
        let shared = try #require(SharedFiles.shared)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tripkit-http-\(getpid()).log")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-u", "-c", """
            import http.server, sys
            class H(http.server.SimpleHTTPRequestHandler):
                def log_message(self, fmt, *args):
                    with open(sys.argv[1], "a") as f: f.write(self.path + "\\n")
            s = http.server.ThreadingHTTPServer(("127.0.0.1", 8765), H)
            print("ready", flush=True)
            s.serve_forever()
            """, log.path]
        let ready = Pipe()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // Not `terminate()`: a child started from a test's thread inherits libdispatch's worker
            // signal mask, SIGTERM included, so SIGTERM would stay pending and this would wait forever.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
        }
        // Wait until the server listens (it says so), so a request would really be seen.
        let greeting = ready.fileHandleForReading.availableData
        try #require(String(decoding: greeting, as: UTF8.self).hasPrefix("ready"), "the server did not start")
        for name in ["05-xxe-param-net.xml", "06-external-dtd-net.xml", "20-stylesheet-pi.xml"] {
            var recorder = Recorder()
            _ = try? XMLReader.read(contentsOf: shared.appendingPathComponent("bad-inputs/xml/\(name)").path,
                                    handler: &recorder)
        }
        usleep(200_000)
        let requests = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(requests.isEmpty, "requests made: \(requests)")
    }

    /// Whether 127.0.0.1:8765 can be bound (as python's server binds it, with SO_REUSEADDR).
    static var portIsFree: Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(8765).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
