internal import CLibXML2

extension XMLReader {
    /// Runs libxml2's own SAX2 push parser over a buffer with empty callbacks: the floor for XML
    /// reading speed on this machine, which benchmarks compare TripXML's readers against.
    ///
    /// It has none of TripXML's safety checks beyond libxml2's defaults with `XML_PARSE_NONET`; it
    /// exists for measurement only.
    ///
    /// - Parameter buffer: UTF-8 XML.
    /// - Returns: Whether libxml2 read the document without a fatal error.
    @_spi(Benchmark)
    public static func parseWithEmptyCallbacks(_ buffer: UnsafeRawBufferPointer) -> Bool {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        handler.ignorableWhitespace = handler.characters
        handler.serror = { _, _ in }
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return false }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        var start = 0
        while start < buffer.count {
            let end = min(buffer.count, start + Limits.chunkSize)
            let pointer = buffer.baseAddress!.advanced(by: start).assumingMemoryBound(to: CChar.self)
            xmlParseChunk(context, pointer, Int32(end - start), 0)
            start = end
        }
        xmlParseChunk(context, nil, 0, 1)
        return context.pointee.wellFormed != 0
    }
}
