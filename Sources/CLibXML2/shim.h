#ifndef TRIPKIT_CLIBXML2_SHIM_H
#define TRIPKIT_CLIBXML2_SHIM_H

// xmlversion.h first, then drop ICU: with it, any Swift target that also imports Foundation fails
// with "'UErrorCode' has different definitions in different modules".
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

/// glibc's `memrchr` (a GNU extension Swift's Glibc module does not show): the last `c` in `n` bytes.
extern void *memrchr(const void *s, int c, size_t n);

static inline const unsigned char *tripxml_last_byte(const unsigned char *start, unsigned char c, size_t n) {
    return (const unsigned char *)memrchr(start, c, n);
}

/// Sets libxml2's process-wide element depth limit (`xmlParserMaxDepth`), which TripXML raises above
/// its own per-parse limit so that TripXML's positioned error is the one users see.
static inline void tripxml_set_parser_max_depth(unsigned int depth) {
    xmlParserMaxDepth = depth;
}

#endif
