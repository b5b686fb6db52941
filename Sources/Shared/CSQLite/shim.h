#ifndef KEYBOARD_BENCH_CSQLITE_SHIM_H
#define KEYBOARD_BENCH_CSQLITE_SHIM_H
// Debian's libsqlite3-dev (3.40 here), linked statically (module.modulemap: link ":libsqlite3.a").
// SQLITE_TRANSIENT is a cast macro Swift does not import: MorseStats defines its own.
#include <sqlite3.h>
#endif
