import Foundation
import InterfaceBuilder
import PropertyList
import Validation

/// Reading a folder of storyboards, strings tables and String Catalogs on all cores, each file by
/// its reader: what validating the same folder is compared with.
enum LocalizationCases {
    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "tripkit-resources-folder-parallel",
                      summary: "every storyboard, strings table, plural table, catalog and project in a folder, all cores") { path in
            let files = try files(in: path)
            let results = ParallelResults<Any>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                results.store(Result { try read(files[index]) }, at: index)
            }
            return try results.values()
        },
    ]

    /// The files below a folder, sorted.
    static func files(in folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            if ["storyboard", "strings", "stringsdict", "xcstrings", "plist", "pbxproj"].contains((name as NSString).pathExtension) {
                found.append(folder + "/" + name)
            }
        }
        return found.sorted()
    }

    static func read(_ path: String) throws -> Any {
        switch (path as NSString).pathExtension {
        case "storyboard": return try InterfaceBuilderReader.read(contentsOf: path)
        case "xcstrings": return try StringCatalogFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        default: return try PlistReader.read(contentsOf: path)
        }
    }
}
