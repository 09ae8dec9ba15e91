internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The SAX2 callbacks that reach a session from C, and libxml2's one-time setup.
extension SessionCore {
    static func installCallbacks(_ saxHandler: inout xmlSAXHandler) {
        saxHandler.initialized = UInt32(XML_SAX2_MAGIC)
        saxHandler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let userData, let localName else { return }
            SessionCore.with(userData) { $0.startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes) }
        }
        saxHandler.endElementNs = { userData, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.endElement() }
        }
        saxHandler.characters = { userData, bytes, count in
            guard let userData, let bytes else { return }
            SessionCore.with(userData) { $0.characters(UnsafeBufferPointer(start: bytes, count: Int(count))) }
        }
        saxHandler.ignorableWhitespace = saxHandler.characters
        saxHandler.cdataBlock = saxHandler.characters
        saxHandler.comment = { userData, text in
            guard let userData else { return }
            SessionCore.with(userData) { $0.comment(text.map { String(cString: $0) } ?? "") }
        }
        saxHandler.internalSubset = { userData, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.internalSubset() }
        }
        saxHandler.entityDecl = { userData, name, _, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "entity", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.elementDecl = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "element", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.attributeDecl = { userData, element, name, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            guard let userData else { return }
            let elementName = element.map { String(cString: $0) } ?? ""
            let attributeName = name.map { String(cString: $0) } ?? ""
            SessionCore.with(userData) { $0.declaration(kind: "attribute", name: "\(elementName) \(attributeName)") }
        }
        saxHandler.notationDecl = { userData, name, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "notation", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.unparsedEntityDecl = { userData, name, _, _, _ in
            guard let userData else { return }
            SessionCore.with(userData) { $0.declaration(kind: "entity", name: name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.reference = { userData, name in
            guard let userData else { return }
            SessionCore.with(userData) { $0.undeclaredEntity(name.map { String(cString: $0) } ?? "") }
        }
        saxHandler.getEntity = { _, _ in nil }
        saxHandler.getParameterEntity = { _, _ in nil }
        saxHandler.resolveEntity = { _, _, _ in nil }
        saxHandler.serror = { userData, error in
            guard let userData, let error else { return }
            SessionCore.with(userData) { $0.libxml2Error(error.pointee) }
        }
    }

    /// Calls into the session behind a callback's user data without retaining it: the session
    /// outlives the parse, which runs inside its own methods.
    private static func with(_ userData: UnsafeMutableRawPointer, _ body: (SessionCore) -> Void) {
        Unmanaged<SessionCore>.fromOpaque(userData)._withUnsafeGuaranteedRef(body)
    }

    /// One-time process setup: libxml2's own depth limit goes above every TripXML limit, so that
    /// TripXML's positioned `tooDeep` is the error users see.
    static let configureLibxml2: Void = {
        xmlInitParser()
        tripxml_set_parser_max_depth(UInt32(XMLReader.Limits.libxml2MaxDepth))
    }()
}
