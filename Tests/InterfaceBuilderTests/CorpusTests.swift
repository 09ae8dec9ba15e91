import Foundation
import Testing
import TestSupport
import TripSource
import InterfaceBuilder

/// Every storyboard and XIB of ../shared/corpus/storyboards, against an independent count made with
/// python3's xml.etree.
@Suite("The shared storyboard corpus")
struct CorpusTests {
    static var files: [URL] {
        SharedFiles.sharedFiles(in: "corpus/storyboards", extensions: ["storyboard", "xib"])
    }

    /// What python3 counts in each file, or where it stops on a malformed one.
    static let oracle: [String: OracleCounts] = {
        guard Python.isAvailable, !files.isEmpty,
              let output = try? Python.run(OracleCounts.script, arguments: files.map(\.path)),
              let decoded = try? JSONDecoder().decode([String: OracleCounts].self, from: output) else { return [:] }
        return decoded
    }()

    @Test("the corpus is there to read when ../shared is", .needsShared)
    func corpusPresent() {
        #expect(Self.files.count >= 30)
    }

    @Test("well-formed files match python's counts; malformed ones give a positioned error at python's line", .needsShared,
          .enabled(if: Python.isAvailable), arguments: files)
    func matchesOracle(_ url: URL) throws {
        let expected = try #require(Self.oracle[url.path], "python3 gave no counts for \(url.lastPathComponent)")
        do {
            let document = try InterfaceBuilderReader.read(contentsOf: url.path)
            #expect(expected.errorLine == nil, "read a file python3 refuses")
            #expect(OracleCounts(document) == expected, "\(url.lastPathComponent)")
        } catch {
            let line = try #require(expected.errorLine, "refused a file python3 reads: \(error)")
            #expect(error.location.file == url.path)
            if case .xml(.empty) = error {
                // python3 says line 1 of a file with no lines; the file as a whole is empty.
                #expect(error.location.isWholeFile && line <= 1)
                #expect(error.description.hasPrefix("\(url.path): error: "))
            } else {
                #expect(error.location.line == max(line, 1))
                #expect(error.description.hasPrefix("\(url.path):\(error.location.line):"))
            }
        }
    }

    @Test("the committed merge conflict is reported as one, at its marker's line", .needsShared)
    func mergeConflict() throws {
        let url = try #require(Self.files.first { $0.lastPathComponent.hasPrefix("Kiosk__Storyboards__Fulfillment") })
        #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderReader.read(contentsOf: url.path) }
        do {
            _ = try InterfaceBuilderReader.read(contentsOf: url.path)
        } catch {
            guard case .mergeConflictMarker(let location, _) = error else {
                Issue.record("expected a merge-conflict error, got \(error)")
                return
            }
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[location.line - 1].hasPrefix("<<<<<<<"))
            #expect(location.column == 1)
        }
    }

    @Test("the empty XIB is refused as empty", .needsShared)
    func emptyXIB() throws {
        let url = try #require(Self.files.first { $0.lastPathComponent.hasSuffix("Level1_1.xib") })
        do {
            _ = try InterfaceBuilderReader.read(contentsOf: url.path)
            Issue.record("read an empty file")
        } catch {
            guard case .xml(.empty(let location)) = error else {
                Issue.record("expected .xml(.empty), got \(error)")
                return
            }
            #expect(location.isWholeFile, "an empty file has no line and column to point at")
        }
    }
}

/// Counts of a document's parts, made the same way by the model and by python3.
struct OracleCounts: Codable, Equatable {
    var kind: String?
    var scenes = 0
    var segues = 0
    var nestedSegues = 0
    var references = 0
    var cells = 0
    var prototypes = 0
    var connections = 0
    var ids = 0
    var idReferences = 0
    var topLevelObjects = 0
    var errorLine: Int?

    init(_ document: InterfaceDocument) {
        kind = document.kind.rawValue
        scenes = document.scenes.count
        segues = document.segues.count
        nestedSegues = document.allSegues.count - document.segues.count
        references = document.storyboardReferences.count
        cells = document.cells.count
        prototypes = document.cells.filter(\.isPrototype).count
        connections = document.connections.count
        ids = document.objectIDs.count
        idReferences = document.idReferences.count
        topLevelObjects = document.topLevelObjects.count
    }

    /// Counts each file named on the command line with xml.etree; prints a JSON object by path.
    static let script = #"""
    import json, sys
    import xml.etree.ElementTree as ET

    CELLS = {"tableViewCell", "collectionViewCell", "collectionReusableView"}
    LEGACY_CELLS = {"IBUITableViewCell", "IBUICollectionViewCell", "IBUICollectionReusableView"}
    REFS = {"viewControllerPlaceholder", "controllerPlaceholder"}
    SEGUE_REFS = {"destination", "popoverAnchorView", "popoverAnchorBarButtonItem", "anchorView"}

    def count(path):
        result = dict(scenes=0, segues=0, nestedSegues=0, references=0, cells=0, prototypes=0,
                      connections=0, ids=0, idReferences=0, topLevelObjects=0)
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError as error:
            result["errorLine"] = error.position[0]
            return result
        parents = {child: parent for parent in root.iter() for child in parent}
        everything = list(root.iter())
        result["ids"] = sum(1 for e in everything if "id" in e.attrib and e is not root)
        if root.tag == "archive":
            result["kind"] = "legacyArchive"
            result["cells"] = sum(1 for e in everything if e.tag == "object" and e.get("class") in LEGACY_CELLS)
            result["connections"] = sum(1 for e in everything if e.tag == "object" and e.get("key") == "connection"
                                        and e.get("class", "").endswith("Connection"))
            result["idReferences"] = sum(1 for e in everything if "ref" in e.attrib)
            result["topLevelObjects"] = sum(1 for e in everything if e.tag == "object"
                                            and parents.get(e) is not None
                                            and parents[e].get("key") == "IBDocument.RootObjects")
            return result
        kind = root.get("type", "")
        result["kind"] = "storyboard" if "Storyboard" in kind else "xib"
        scenes = root.find("scenes")
        result["scenes"] = 0 if scenes is None else len(scenes.findall("scene"))
        refs = 0
        for e in everything:
            parent = parents.get(e)
            ptag = parent.tag if parent is not None else None
            if e.tag == "segue":
                if ptag == "connections": result["segues"] += 1
                elif ptag == "segue": result["nestedSegues"] += 1
                if ptag == "inferredMetricsTieBreakers":
                    refs += "reference" in e.attrib
                else:
                    refs += sum(1 for a in SEGUE_REFS if a in e.attrib)
            elif ptag == "connections":
                result["connections"] += 1
                refs += sum(1 for a in ("destination", "target") if a in e.attrib)
            if e.tag in REFS and ptag == "objects":
                result["references"] += 1
            if e.tag in CELLS:
                result["cells"] += 1
                grand = parents.get(parent)
                if ptag == "prototypes" or (ptag == "cells" and grand is not None and grand.tag == "collectionView") \
                        or (e.tag == "collectionReusableView" and ptag == "collectionView"):
                    result["prototypes"] += 1
            if e.tag == "constraint":
                refs += sum(1 for a in ("firstItem", "secondItem") if a in e.attrib)
            if e.tag == "tableViewCell":
                refs += sum(1 for a in ("textLabel", "detailTextLabel", "imageView") if a in e.attrib)
            if e.tag == "tableViewCellContentView":
                refs += "tableViewCell" in e.attrib
            if ptag == "objects" and parent is not None and parents.get(parent) is root:
                result["topLevelObjects"] += 1
        refs += "initialViewController" in root.attrib
        result["idReferences"] = refs
        return result

    print(json.dumps({path: count(path) for path in sys.argv[1:]}))
    """#
}
