import Foundation
import Testing
import TestSupport
import TripSource
import InterfaceBuilder

@Suite("Legacy archive XIBs")
struct LegacyArchiveTests {
    @Test("an 8.00 archive is recognised, with File's Owner, cell, custom classes and connections")
    func version800() throws {
        let document = try FixtureGoldenTests.read("XIBs/LegacyDestinationCell.xib")
        #expect(document.kind == .legacyArchive)
        let legacy = try #require(document.legacyArchive)
        #expect(legacy.version?.value == "8.00")
        #expect(legacy.message.contains("legacy Interface Builder archive version 8.00"))
        #expect(document.filesOwner?.customClass?.value == "DestinationController")
        #expect(document.firstResponder?.customClass?.value == "UIResponder")
        let cell = try #require(document.cells.first)
        #expect(cell.reuseIdentifier?.value == "DestinationCell")
        #expect(cell.customClass?.value == "DestinationCell")
        #expect(cell.isTopLevel)
        #expect(document.connections.map(\.kind) == [.outlet, .outlet, .action])
        #expect(document.connections.map(\.owner.elementName) == ["IBProxyObject", "IBUITableViewCell", "IBUIButton"])
        #expect(document.connections[2].selector?.value == "go:")
        #expect(document.connections[2].eventType?.value == "7")
        #expect(document.danglingIDReferences.isEmpty)
    }

    @Test("a 7.10 archive's sorted-keys custom classes and IBObjectRecord numbers are resolved",
          .needsShared)
    func version710() throws {
        let url = try #require(CorpusTests.files.first { $0.lastPathComponent.hasPrefix("Samples__iOS__Application__Views__EditingTableViewCell") })
        let document = try InterfaceBuilderReader.read(contentsOf: url.path)
        #expect(document.kind == .legacyArchive)
        #expect(document.legacyArchive?.version?.value == "7.10")
        #expect(document.filesOwner?.customClass?.value == "IngredientDetailViewController")
        #expect(document.cells.map(\.reuseIdentifier?.value) == ["EditingCell"])
        #expect(document.cells.map(\.customClass?.value) == ["EditingTableViewCell"])
        #expect(document.connections.map(\.property?.value) == ["delegate", "label", "textField", "editingTableViewCell"])
    }

    @Test("base64 strings are decoded")
    func base64() throws {
        let text = """
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        <object class="IBUITableViewCell" id="7"><string type="base64-UTF8" key="IBUIReuseIdentifier">Q2Fmw6k</string></object>
        </array></data></archive>
        """
        let document = try InterfaceBuilderReader.read(bytes: Array(text.utf8), file: "")
        #expect(document.cells.first?.reuseIdentifier?.value == "Café")
    }
}

@Suite("Legacy archive XIBs: flattened properties")
struct LegacyFlattenedPropertiesTests {
    @Test("keys and values pair by position when a value is a nested dictionary or a reference")
    func nestedDictionaryAmongValues() throws {
        let document = try FixtureGoldenTests.read("RealWorld/LegacyNestedFlattenedProperties.xib")
        #expect(document.kind == .legacyArchive)
        #expect(document.filesOwner?.customClass?.value == "TripListController")
        // Read wrongly, the values after the nested dictionary shift by one or two: the First
        // Responder got "UIResponder"'s neighbour and the cell the plug-in dependency.
        #expect(document.firstResponder?.customClass?.value == "UIResponder")
        #expect(document.cells.map(\.customClass?.value) == ["TripCell"])
        #expect(document.cells.first?.customClass?.location.line == 67)
    }
}
