import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@_spi(Benchmark) import TripXML

/// The XML floor and the XML peers that do not build a property list or a storyboard.
enum XMLCases {
    static let all: [BenchmarkCase] = [
        BenchmarkCase(name: "libxml2-sax2-empty", summary: "libxml2 SAX2 push parse, empty callbacks (the floor)") { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let ok = data.withUnsafeBytes { XMLReader.parseWithEmptyCallbacks($0) }
            guard ok else { throw BenchmarkFailure.notWellFormed(path) }
            return data
        },
        BenchmarkCase(name: "tripxml-empty-handler", summary: "TripXML events with positions, handler does nothing") { path in
            var handler = EmptyHandler()
            try XMLReader.read(contentsOf: path, handler: &handler)
            return handler
        },
        BenchmarkCase(name: "foundation-xmlparser", summary: "Foundation XMLParser with a counting delegate") { path in
            let parser = XMLParser(contentsOf: URL(fileURLWithPath: path))!
            let delegate = CountingDelegate()
            parser.delegate = delegate
            guard parser.parse() else { throw BenchmarkFailure.notWellFormed(path) }
            return delegate
        },
        BenchmarkCase(name: "foundation-xmldocument", summary: "Foundation XMLDocument (a DOM)") { path in
            return try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        },
    ]

    struct EmptyHandler: XMLContentHandler {
        mutating func startElement(_ element: XMLStartTag) throws {}
        mutating func endElement(_ element: XMLEndTag) throws {}
    }

    final class CountingDelegate: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements += 1
        }
    }
}

enum BenchmarkFailure: Error, CustomStringConvertible {
    case notWellFormed(String)
    case unknownCase(String)
    case usage(String)

    var description: String {
        switch self {
        case .notWellFormed(let path): "not well-formed: \(path)"
        case .unknownCase(let name): "unknown case \(name); see `tripkit-bench list`"
        case .usage(let text): text
        }
    }
}
