#ifndef LISTSHOT_PNG_SHIM_H
#define LISTSHOT_PNG_SHIM_H
#include <png.h>
#include <libdeflate.h>
#include <malloc.h>
#endif
