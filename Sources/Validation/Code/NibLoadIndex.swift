import InterfaceBuilder
import TripSource

/// The nib loads of every source (`CodeFile.nibLoads`), by the name they load, built once per run
/// for the connection rules.
enum NibLoadIndex: ProjectAnalysis {
    static func compute(_ project: ValidationProject) -> [String: [NibLoad]] {
        var byName: [String: [NibLoad]] = [:]
        for file in project.codeFiles {
            for load in file.nibLoads { byName[load.nibName, default: []].append(load) }
        }
        return byName
    }
}

extension ValidationProject {
    /// The loads of a XIB by the sources: every load of the name it is loaded by
    /// (`NibLoad.loadedName(ofFile:)`); none for a storyboard.
    func nibLoads(of file: InterfaceFile) -> [NibLoad] {
        guard file.document.kind == .xib else { return [] }
        return analysis(NibLoadIndex.self)[NibLoad.loadedName(ofFile: Paths.fileName(of: file.path))] ?? []
    }
}
