// The system zlib (Debian: zlib1g-dev), for PNG frames of recorded vision sessions.
#include <zlib.h>

/// `inflateInit` is a macro Swift cannot call: the same as a function.
static inline int czlib_inflate_init(z_streamp stream) { return inflateInit(stream); }

/// `deflateInit` is a macro too (for streaming a large compressed payload).
static inline int czlib_deflate_init(z_streamp stream, int level) { return deflateInit(stream, level); }
