// The system zlib (Debian: zlib1g-dev), for PNG frames of recorded vision sessions.
#include <zlib.h>
