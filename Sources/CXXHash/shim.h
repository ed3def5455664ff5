#ifndef LISTSHOT_XXHASH_SHIM_H
#define LISTSHOT_XXHASH_SHIM_H
#include <xxhash.h>
#endif
