internal import CLibXML2
import TripSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What libxml2 reports as wrong, and the declarations TripXML refuses, turned into `XMLError`s.
extension SessionCore {
    func internalSubset() {
        guard state.pointee.failure == nil, let (offset, _, cursor) = input else { return }
        if cursor.pointee == UInt8(ascii: "[") {
            fail(XMLError.internalSubset(location(ofOffset: offset)))
        }
    }

    func declaration(kind: String, name: String) {
        fail(XMLError.declaration(location(ofOffset: input?.offset ?? 0), kind: kind, name: name))
    }

    func undeclaredEntity(_ name: String) {
        fail(XMLError.undeclaredEntity(location(ofOffset: input?.offset ?? 0), name: name))
    }

    func libxml2Error(_ error: xmlError) {
        guard state.pointee.failure == nil else { return }
        let code = Int(error.code)
        if error.level == XML_ERR_WARNING {
            if code == Int(XML_WAR_UNDECLARED_ENTITY.rawValue) {
                undeclaredEntity(error.str1.map { String(cString: $0) } ?? "?")
            }
            return
        }
        let here = location(ofOffset: input?.offset ?? 0)
        var reason = "unknown error"
        if let message = error.message {
            let text = String(cString: message)
            reason = String(text.reversed().drop(while: { $0 == "\n" || $0 == " " }).reversed())
        }
        switch code {
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            if let open = state.pointee.openElements.last {
                let found = error.str2.map { String(cString: $0) } ?? "?"
                let at = tagStart().map { location(ofOffset: $0.offset) } ?? here
                return fail(XMLError.mismatchedTag(at, expected: open.name, found: found, openedAt: open.location))
            }
        case Int(XML_ERR_TAG_NOT_FINISHED.rawValue), Int(XML_ERR_DOCUMENT_END.rawValue):
            if let open = state.pointee.openElements.last {
                return fail(XMLError.unclosedElement(location(ofOffset: state.pointee.fedBytes), name: open.name,
                                                     openedAt: open.location))
            }
            if code == Int(XML_ERR_DOCUMENT_END.rawValue) && state.pointee.sawRoot {
                return fail(XMLError.notWellFormed(here, code: code,
                                                   reason: "content after the root element has closed"))
            }
        case Int(XML_ERR_DOCUMENT_EMPTY.rawValue):
            if isBlank { return fail(XMLError.empty(SourceLocation(wholeFile: file))) }
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue):
            return undeclaredEntity(error.str1.map { String(cString: $0) } ?? "?")
        case Int(XML_ERR_INVALID_CHAR.rawValue), Int(XML_ERR_INVALID_ENCODING.rawValue):
            return fail(XMLError.invalidEncoding(here, detail: reason))
        default:
            break
        }
        fail(XMLError.notWellFormed(here, code: code, reason: reason))
    }
}
