#ifndef LISTSHOT_JANSSON_SHIM_H
#define LISTSHOT_JANSSON_SHIM_H
#include <jansson.h>
#endif
