import Defaults
import Foundation
import PropertyList
import Testing
import TestSupport

@Suite("Concurrent writers")
struct ConcurrencyTests {
    static let processes = 8
    static let keysPerProcess = 200

    @Test("8 tripkit processes each write 200 keys and increment one counter 200 times: nothing is lost")
    func manyProcesses() throws {
        let temporary = try TemporaryStore()
        let running = try (0..<Self.processes).map { index in
            try SpawnedProcess.start(BuiltProgram.tripkit, [
                "defaults", "--store", temporary.path, "__stress", "shared", "\(index)", "\(Self.keysPerProcess)",
            ])
        }
        for process in running {
            #expect(process.wait() == .exited(0))
        }
        let values = try PlistReader.read(contentsOf: try temporary.file("shared")).root
        let dictionary = try #require(values.dictionary)
        #expect(dictionary["counter"] == .integer(Self.processes * Self.keysPerProcess))
        #expect(dictionary.count == Self.processes * Self.keysPerProcess + 1)
        for process in 0..<Self.processes {
            for index in 0..<Self.keysPerProcess {
                #expect(dictionary["p\(process)-k\(index)"] == .string("value \(index)"))
            }
        }
        #expect(try temporary.fileNames() == ["shared.plist"])
    }

    @Test("threads of one process sharing a store, and threads with a store each, lose nothing")
    func threads() async throws {
        let temporary = try TemporaryStore()
        let domain = try DomainName("threads")
        let shared = temporary.store
        let path = temporary.path
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let store = task.isMultiple(of: 2) ? shared : DefaultsStore(directory: path)
                    let defaults = ApplicationDefaults(domain: domain, store: store)
                    for index in 0..<25 {
                        try? defaults.set(index, forKey: "t\(task)-\(index)")
                        try? defaults.update { $0["counter"] = .integer(($0["counter"]?.int ?? 0) + 1) }
                    }
                }
            }
        }
        let values = try DefaultsStore(directory: temporary.path).values(of: domain)
        #expect(values["counter"] == 200)
        #expect(values.count == 201)
    }
}
