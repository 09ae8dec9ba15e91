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

/// The last `c` in the `n` bytes at `start`, or NULL. The C library's `memrchr` where it has one (glibc and
/// musl, a GNU extension the Swift Glibc module does not show); a backward scan elsewhere (macOS).
#if defined(__linux__)
extern void *memrchr(const void *s, int c, size_t n);
#endif

static inline const unsigned char *tripxml_last_byte(const unsigned char *start, unsigned char c, size_t n) {
#if defined(__linux__)
    return (const unsigned char *)memrchr(start, c, n);
#else
    while (n > 0) {
        n -= 1;
        if (start[n] == c) return start + n;
    }
    return NULL;
#endif
}

/// The deepest element nesting libxml2 accepts once `tripxml_set_parser_max_depth(wanted)` ran: `wanted`
/// up to libxml2 2.11, whose limit is the global `xmlParserMaxDepth`; 256 from 2.12 on, where the limit
/// is fixed (2048 only with `XML_PARSE_HUGE`, which TripXML never sets) and, from 2.14, the global is gone.
static inline unsigned int tripxml_parser_depth_limit(unsigned int wanted) {
#if LIBXML_VERSION < 21200
    return wanted;
#else
    (void)wanted;
    return 256;
#endif
}

/// Sets libxml2's process-wide element depth limit (`xmlParserMaxDepth`, up to libxml2 2.11; nothing to
/// set from 2.12), which TripXML raises above its own per-parse limit so that TripXML's positioned error
/// is the one users see.
static inline void tripxml_set_parser_max_depth(unsigned int depth) {
#if LIBXML_VERSION < 21200
    xmlParserMaxDepth = depth;
#else
    (void)depth;
#endif
}

#endif
